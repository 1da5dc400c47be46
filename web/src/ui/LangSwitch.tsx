/**
 * The language picker. The closed box shows only the short code ("PT ▾") so it fits a 360 px header
 * without being cut; the native list that opens (a transparent select over the code) has the full
 * names.
 */
import { lang, langs, setLang, t, type Lang } from "../../i18n";

export function LangSwitch() {
  return (
    <label class="lang-switch" title={t(`lang.${lang.value}`)}>
      <span class="lang-code" aria-hidden="true">{lang.value.toUpperCase()} ▾</span>
      <select value={lang.value} aria-label={t("lang.label")} onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}>
        {langs.map((l) => (
          <option key={l} value={l}>{l.toUpperCase()} · {t(`lang.${l}`)}</option>
        ))}
      </select>
    </label>
  );
}
