/**
 * The language picker. The closed box shows only the short code ("PT ▾") so it fits a 360 px header
 * without being cut; the native list that opens (a transparent select over the code) has the full
 * names.
 */
import { lang, langs, pendingLang, setLang, t, type Lang } from "../../i18n";

export function LangSwitch() {
  // The language picked shows at once; the page's text switches when its catalogs are in (web/i18n setLang).
  const shown = pendingLang.value ?? lang.value;
  return (
    <label class="lang-switch" title={t(`lang.${shown}`)}>
      <span class="lang-code" aria-hidden="true">{shown.toUpperCase()} ▾</span>
      <select value={shown} aria-label={t("lang.label")} onChange={(e) => void setLang((e.currentTarget as HTMLSelectElement).value as Lang)}>
        {langs.map((l) => (
          <option key={l} value={l}>{l.toUpperCase()} · {t(`lang.${l}`)}</option>
        ))}
      </select>
    </label>
  );
}
