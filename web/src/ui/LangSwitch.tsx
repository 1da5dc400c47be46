/** The language picker: short codes in the closed box so it fits a 360 px header; full names read aloud and on hover. */
import { lang, langs, setLang, t, type Lang } from "../../i18n";

export function LangSwitch() {
  return (
    <label class="lang-switch" title={t(`lang.${lang.value}`)}>
      <span class="sr-only">{t("lang.label")}</span>
      <select value={lang.value} onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}>
        {langs.map((l) => (
          <option key={l} value={l} aria-label={t(`lang.${l}`)}>{l.toUpperCase()} · {t(`lang.${l}`)}</option>
        ))}
      </select>
    </label>
  );
}
