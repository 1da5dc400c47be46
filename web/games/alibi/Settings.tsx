/** The host's lobby options: case, content language, lite mode, season, every timing (ALIBI-G10). */
import { t } from "../../i18n";
import { listingsIn, CONTENT_LANGS, DEFAULT_TIMINGS, TIMING_KEYS, type AlibiConfig, type TimingKey } from "../../../shared/games/alibi/public";
import { lang } from "../../i18n";
import type { SettingsProps } from "../types";
import { useDraft } from "../../src/ui/useDraft";
import { useState } from "preact/hooks";

export function Settings(props: SettingsProps<AlibiConfig>) {
  const { editable } = props;
  const [config, set] = useDraft(props.config, props.onChange);
  const cases = listingsIn(config.contentLang);
  const ui = lang.value;
  // While the host types a number, a room update arriving must not put the old value back.
  const [typing, setTyping] = useState<Partial<Record<TimingKey, string>>>({});
  const setTiming = (k: TimingKey, raw: string) => {
    setTyping((x) => ({ ...x, [k]: undefined }));
    const n = Math.round(Number(raw));
    if (Number.isFinite(n) && raw.trim() !== "") set({ [k]: Math.min(900, Math.max(1, n)) } as Partial<AlibiConfig>);
  };
  return (
    <div class="alibi-settings">
      <label class="alibi-field">
        {t("alibi.settings.contentLang")}
        <select data-testid="alibi-content-lang" value={config.contentLang} disabled={!editable} onChange={(e) => set({ contentLang: (e.currentTarget as HTMLSelectElement).value as AlibiConfig["contentLang"], caseId: "random" })}>
          {CONTENT_LANGS.map((l) => (
            <option key={l} value={l}>{t(`alibi.contentLang.${l}`)}</option>
          ))}
        </select>
      </label>
      <label class="alibi-field">
        {t("alibi.settings.case")}
        <select data-testid="alibi-case" value={config.caseId} disabled={!editable} onChange={(e) => set({ caseId: (e.currentTarget as HTMLSelectElement).value })}>
          <option value="random">{t("alibi.settings.random")}</option>
          {cases.map((c) => (
            <option key={c.id} value={c.id}>{c.title}{c.blurb[ui].title !== c.title ? ` — ${c.blurb[ui].title}` : ""}</option>
          ))}
        </select>
      </label>
      {config.caseId !== "random" && <p class="alibi-note">{cases.find((c) => c.id === config.caseId)?.blurb[ui].summary}</p>}
      <label class="check">
        <input type="checkbox" data-testid="alibi-lite" checked={config.lite} disabled={!editable} onChange={(e) => set({ lite: (e.currentTarget as HTMLInputElement).checked })} />
        <span>
          {t("alibi.settings.lite")}
          <small class="alibi-note"> — {t("alibi.settings.liteAbout")}</small>
        </span>
      </label>
      <label class="check">
        <input type="checkbox" checked={config.season} disabled={!editable} onChange={(e) => set({ season: (e.currentTarget as HTMLInputElement).checked })} />
        {t("alibi.settings.season")}
      </label>
      <details class="alibi-timings">
        <summary>{t("alibi.settings.timings")}</summary>
        <div class="alibi-timing-grid">
          {TIMING_KEYS.map((k) => (
            <label key={k} class="alibi-field">
              {t(`alibi.timing.${k}`)}
              <input type="number" data-testid={`alibi-${k}`} min={1} max={900} value={typing[k] ?? String(config[k])} placeholder={String(DEFAULT_TIMINGS[k])} disabled={!editable}
                onInput={(e) => setTyping((x) => ({ ...x, [k]: (e.currentTarget as HTMLInputElement).value }))}
                onChange={(e) => setTiming(k, (e.currentTarget as HTMLInputElement).value)}
                onBlur={() => setTyping((x) => ({ ...x, [k]: undefined }))} />
            </label>
          ))}
        </div>
      </details>
    </div>
  );
}
