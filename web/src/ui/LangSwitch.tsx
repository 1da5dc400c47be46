import { lang, langs, setLang, t, type Lang } from "../../i18n";

export function LangSwitch() {
  return (
    <label class="lang-switch">
      <span class="sr-only">{t("lang.label")}</span>
      <select value={lang.value} onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}>
        {langs.map((l) => (
          <option key={l} value={l}>{t(`lang.${l}`)}</option>
        ))}
      </select>
    </label>
  );
}
