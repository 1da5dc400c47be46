/** The host's lobby options: mode (NOIR-12), kill target (NOIR-5), disguise deaths, and the rematch role swap. */
import { t } from "../../i18n";
import { MODES, type NoirConfig } from "../../../shared/games/noir/state";
import type { SettingsProps } from "../types";

export function Settings({ config, editable, onChange }: SettingsProps<NoirConfig>) {
  const set = (patch: Partial<NoirConfig>) => onChange({ ...config, ...patch });
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
          min={3}
          max={23}
          value={config.killTarget}
          disabled={!editable}
          onChange={(e) => {
            const n = Number((e.currentTarget as HTMLInputElement).value);
            if (Number.isInteger(n) && n >= 3 && n <= 23) set({ killTarget: n });
          }}
        />
      </label>
      <label class="check">
        <input type="checkbox" checked={config.disguiseDeathsCount} disabled={!editable} onChange={(e) => set({ disguiseDeathsCount: (e.currentTarget as HTMLInputElement).checked })} />
        {t("noir.settings.disguiseDeaths")}
      </label>
      <label class="check">
        <input type="checkbox" checked={config.swapRoles} disabled={!editable} onChange={(e) => set({ swapRoles: (e.currentTarget as HTMLInputElement).checked })} />
        <span>
          {t("noir.settings.swapRoles")}
          <small class="noir-note"> — {t("noir.settings.swapRolesHint")}</small>
        </span>
      </label>
    </div>
  );
}
