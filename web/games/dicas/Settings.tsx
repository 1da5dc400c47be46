/** The host's lobby options: track length, card language, per-step clock. */
import { t } from "../../i18n";
import type { SettingsProps } from "../types";
import { DECK_LANGS, TURN_SECONDS, type DicasConfig } from "../../../shared/games/dicas/public";
import { useDraft } from "../../src/ui/useDraft";

const TRACKS = [20, 30, 40, 50, 60, 80, 100];

export function Settings(props: SettingsProps<DicasConfig>) {
  const { editable } = props;
  // Quick changes in a row must not undo each other while the server's echo is on its way.
  const [config, set] = useDraft(props.config, props.onChange);
  return (
    <div class="dicas-settings">
      <label>
        <span>{t("dicas.settings.track")}</span>
        <select data-testid="dicas-track" disabled={!editable} value={config.trackLength} onChange={(e) => set({ trackLength: Number(e.currentTarget.value) })}>
          {[...new Set([...TRACKS, config.trackLength])].sort((a, b) => a - b).map((n) => (
            <option key={n} value={n}>{t("dicas.settings.trackValue", { n })}</option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("dicas.settings.deck")}</span>
        <select data-testid="dicas-deck" disabled={!editable} value={config.deck} onChange={(e) => set({ deck: e.currentTarget.value as DicasConfig["deck"] })}>
          {DECK_LANGS.map((l) => (
            <option key={l} value={l}>{t(`dicas.settings.deck.${l}`)}</option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("dicas.settings.clock")}</span>
        <select disabled={!editable} value={config.turnSeconds} onChange={(e) => set({ turnSeconds: Number(e.currentTarget.value) as DicasConfig["turnSeconds"] })}>
          {TURN_SECONDS.map((s) => (
            <option key={s} value={s}>{s === 0 ? t("dicas.settings.clock.off") : t("dicas.settings.clock.secs", { n: s })}</option>
          ))}
        </select>
      </label>
      {config.turnSeconds > 0 && <p class="muted dicas-hint">{t("dicas.settings.clockHint")}</p>}
    </div>
  );
}
