/**
 * The host's lobby options (CASO-G9 and the other gap values): solo or teams, collective confirmation, the clocks and
 * every other config value the engine exposes. The roulette sectors are listed as they are.
 */
import { t } from "../../i18n";
import { defaultConfig, type CasoConfig } from "../../../shared/games/caso/public";
import type { SettingsProps } from "../types";
import { sectorText } from "./Roulette";
import { useDraft } from "../../src/ui/useDraft";

type BoolKey = { [K in keyof CasoConfig]: CasoConfig[K] extends boolean ? K : never }[keyof CasoConfig];
type SecKey = "turnMsSolo" | "turnMsTeam" | "answerMs" | "alertLastMs" | "greyDelayMs" | "greyFadeMs";
const RANGES: Record<SecKey, [number, number, number]> = {
  turnMsSolo: [10, 900, 10], turnMsTeam: [10, 900, 10], answerMs: [5, 300, 5], alertLastMs: [0, 60, 1], greyDelayMs: [0, 10, 0.5], greyFadeMs: [0, 10, 0.5],
};

export function Settings({ config, editable, onChange }: SettingsProps<CasoConfig>) {
  // Quick changes in a row must not undo each other while the server's echo is on its way.
  const [c, set] = useDraft<CasoConfig>({ ...defaultConfig, ...config }, onChange);
  const check = (k: BoolKey, disabled = false) => (
    <label class="check" key={k}>
      <input type="checkbox" checked={c[k]} disabled={!editable || disabled} onChange={(e) => set({ [k]: (e.currentTarget as HTMLInputElement).checked } as Partial<CasoConfig>)} data-testid={`caso-set-${k}`} />
      <span>
        {t(`caso.settings.${k}`)}
        <small class="caso-note"> — {t(`caso.settings.${k}.hint`)}</small>
      </span>
    </label>
  );
  const seconds = (k: SecKey) => {
    const [min, max, step] = RANGES[k];
    return (
      <label class="caso-field" key={k}>
        {t(`caso.settings.${k}`)}
        {/* The box and its "s" stay together on a phone (issue 11). */}
        <span style={{ display: "inline-flex", alignItems: "center", gap: "0.3rem", whiteSpace: "nowrap" }}>
        <input
          type="number"
          min={min}
          max={max}
          step={step}
          value={c[k] / 1000}
          disabled={!editable}
          onChange={(e) => {
            const v = Number((e.currentTarget as HTMLInputElement).value);
            if (Number.isFinite(v) && v >= min && v <= max) set({ [k]: Math.round(v * 1000) } as Partial<CasoConfig>);
          }}
        />
        <small>{t("caso.settings.seconds")}</small>
        </span>
      </label>
    );
  };
  return (
    <div class="caso-settings">
      <fieldset class="caso-modes" disabled={!editable}>
        <legend>{t("caso.settings.mode")}</legend>
        {([false, true] as const).map((teams) => (
          <label key={String(teams)} class={`caso-mode${c.teams === teams ? " caso-mode-on" : ""}`}>
            <input type="radio" name="caso-mode" checked={c.teams === teams} onChange={() => set({ teams })} data-testid={`caso-mode-${teams ? "teams" : "solo"}`} />
            <span>
              <strong>{t(teams ? "caso.settings.teams" : "caso.settings.solo")}</strong>
              <small>{t(teams ? "caso.settings.teams.desc" : "caso.settings.solo.desc")}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {check("collectiveConfirmation", !c.teams)}
      {c.teams ? seconds("turnMsTeam") : seconds("turnMsSolo")}
      {seconds("answerMs")}
      <details class="caso-advanced">
        <summary>{t("caso.settings.advanced")}</summary>
        {seconds(c.teams ? "turnMsSolo" : "turnMsTeam")}
        {seconds("alertLastMs")}
        {seconds("greyDelayMs")}
        {seconds("greyFadeMs")}
        <label class="caso-field">
          {t("caso.settings.resourceHoldPerKind")}
          <select value={String(c.resourceHoldPerKind)} disabled={!editable} onChange={(e) => set({ resourceHoldPerKind: Number((e.currentTarget as HTMLSelectElement).value) })}>
            {[1, 2, 3].map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        {check("resourceUsableOnWinTurn")}
        {check("streetSquaresBlock")}
        {check("forbidLoopToStartPlace")}
        {check("skipAbsentTurn")}
        {check("absentLeavesQuorum")}
        {check("revealSolutionToWrongAccuser")}
        <label class="caso-field">
          {t("caso.settings.serverPickRule")}
          <select value={c.serverPickRule} disabled={!editable} onChange={(e) => set({ serverPickRule: (e.currentTarget as HTMLSelectElement).value as CasoConfig["serverPickRule"] })}>
            <option value="alreadyShownElseRandom">{t("caso.settings.pick.alreadyShownElseRandom")}</option>
            <option value="random">{t("caso.settings.pick.random")}</option>
          </select>
        </label>
        <label class="caso-field">
          {t("caso.settings.spectatorGlobalChat")}
          <select value={c.spectatorGlobalChat} disabled={!editable} onChange={(e) => set({ spectatorGlobalChat: (e.currentTarget as HTMLSelectElement).value as CasoConfig["spectatorGlobalChat"] })}>
            <option value="read">{t("caso.settings.chat.read")}</option>
            <option value="write">{t("caso.settings.chat.write")}</option>
          </select>
        </label>
        <p class="caso-label">{t("caso.settings.sectors")}</p>
        <ol class="caso-sectors">
          {c.rouletteSectors.map((s, i) => <li key={i}>{sectorText(s)}</li>)}
        </ol>
        <p class="caso-note">{t("caso.settings.map")}</p>
      </details>
    </div>
  );
}
