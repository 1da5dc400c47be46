/** Each seat picks Killer, Inspector or "either" in the lobby; a role the other seat holds is greyed out. */
import { t } from "../../i18n";
import { choiceSchema, ROLES, type NoirConfig, type Role } from "../../../shared/games/noir/state";
import type { ChoiceProps } from "../types";

const roleOf = (choice: unknown): Role | null => {
  const parsed = choiceSchema.safeParse(choice ?? null);
  return parsed.success && parsed.data ? parsed.data.role : null;
};

export function Choice({ config, seats, me, onChoose }: ChoiceProps<NoirConfig>) {
  const mine = roleOf(seats.find((s) => s.seat === me)?.choice);
  const takenBy = (r: Role) => seats.find((s) => s.seat !== me && roleOf(s.choice) === r);
  return (
    <div class="noir-choice">
      <h2>{t("noir.choice.title")}</h2>
      <div class="noir-choice-buttons" role="radiogroup" aria-label={t("noir.choice.title")}>
        {ROLES.map((r) => {
          const other = takenBy(r);
          return (
            <button key={r} type="button" data-role={r} role="radio" aria-checked={mine === r} class={mine === r ? "primary" : ""} disabled={!!other} onClick={() => onChoose({ role: r })}>
              {t(`noir.role.${r}`)}
              {other && <small> ({t("noir.choice.taken", { name: other.name })})</small>}
            </button>
          );
        })}
        <button type="button" role="radio" aria-checked={mine === null} class={mine === null ? "primary" : ""} onClick={() => onChoose(null)}>
          {t("noir.role.either")}
        </button>
      </div>
      <ul class="noir-choice-seats">
        {seats.map((s) => {
          const r = roleOf(s.choice);
          return <li key={s.seat}>{t("noir.choice.seat", { name: s.name, role: r ? t(`noir.role.${r}`) : t("noir.role.either") })}</li>;
        })}
      </ul>
      <p class="noir-note">{t("noir.choice.random")}</p>
      {config.swapRoles && <p class="noir-note noir-swap-on">{t("noir.choice.swapped")}</p>}
    </div>
  );
}
