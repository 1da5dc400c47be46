/** The host's lobby options: mode (NOIR-12), kill target (NOIR-5), disguise deaths, and the rematch role swap. */
import { t } from "../../i18n";
import { MODES, type NoirConfig } from "../../../shared/games/noir/public";
import type { SettingsProps } from "../types";
import { useState } from "preact/hooks";
import { useDraft } from "../../src/ui/useDraft";

export function Settings(props: SettingsProps<NoirConfig>) {
  const { editable } = props;
  // Quick changes in a row must not undo each other while the server's echo is on its way.
  const [config, set] = useDraft(props.config, props.onChange);
  // While the host types the kill target, a room update arriving must not put the old number back.
  const [typing, setTyping] = useState<string | null>(null);
  const commitKillTarget = (raw: string) => {
    setTyping(null);
    const n = Math.round(Number(raw));
    // Out of range: clamped; empty or not a number: the value in force stays (and shows again).
    const next = Number.isFinite(n) && raw.trim() !== "" ? Math.min(23, Math.max(3, n)) : config.killTarget;
    if (next !== config.killTarget) set({ killTarget: next });
  };
  return (
    <div class="noir-settings">
      <fieldset class="noir-modes" disabled={!editable}>
        <legend>{t("noir.settings.mode")}</legend>
        {MODES.map((m) => (
          <label key={m} class={`noir-mode${config.mode === m ? " noir-mode-on" : ""}`}>
            <input type="radio" name="noir-mode" value={m} checked={config.mode === m} onChange={() => set({ mode: m })} />
            <span>
              <strong>{t(`noir.mode.${m}`)}</strong>
              <small>{t(`noir.mode.${m}.desc`)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <label class="noir-field">
        {t("noir.settings.killTarget")}
        <input
          type="number"
          data-testid="noir-kill-target"
          min={3}
          max={23}
          value={typing ?? String(config.killTarget)}
          disabled={!editable}
          onInput={(e) => setTyping((e.currentTarget as HTMLInputElement).value)}
          onChange={(e) => commitKillTarget((e.currentTarget as HTMLInputElement).value)}
          onBlur={() => setTyping(null)}
        />
      </label>
      <label class="check">
        <input type="checkbox" checked={config.disguiseDeathsCount} disabled={!editable} onChange={(e) => set({ disguiseDeathsCount: (e.currentTarget as HTMLInputElement).checked })} />
        {t("noir.settings.disguiseDeaths")}
      </label>
      <label class="check">
        <input type="checkbox" data-testid="noir-swap" checked={config.swapRoles} disabled={!editable} onChange={(e) => set({ swapRoles: (e.currentTarget as HTMLInputElement).checked })} />
        <span>
          {t("noir.settings.swapRoles")}
          <small class="noir-note"> — {t("noir.settings.swapRolesHint")}</small>
        </span>
      </label>
    </div>
  );
}
