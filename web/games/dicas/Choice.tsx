/** DICAS-1: each seat picks a free pawn colour in the lobby. */
import { t } from "../../i18n";
import type { ChoiceProps } from "../types";
import { COLOURS, colourOf, type DicasConfig } from "../../../shared/games/dicas/public";
import { PAWN_HEX } from "./colours";

export function Choice({ seats, me, onChoose }: ChoiceProps<DicasConfig>) {
  const mine = colourOf(seats.find((s) => s.seat === me)?.choice);
  const owner = (c: string) => seats.find((s) => s.seat !== me && !s.abandoned && colourOf(s.choice) === c);
  return (
    <div class="dicas-choice">
      <h2>{t("dicas.choice.title")}</h2>
      <div class="dicas-colours" role="radiogroup" aria-label={t("dicas.choice.title")}>
        {COLOURS.map((c) => {
          const taken = owner(c);
          const label = taken ? t("dicas.choice.taken", { colour: t(`dicas.colour.${c}`), name: taken.name }) : t(`dicas.colour.${c}`);
          return (
            <button
              type="button"
              key={c}
              role="radio"
              data-colour={c}
              aria-checked={mine === c}
              class={`dicas-colour${mine === c ? " dicas-colour-mine" : ""}`}
              disabled={!!taken}
              title={label}
              onClick={() => onChoose({ colour: c })}
            >
              <span class="dicas-pawn" style={{ background: PAWN_HEX[c] }} aria-hidden="true" />
              <span>{label}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
