/** Each seat picks Killer, Inspector or "either" in the lobby; a role the other seat holds is greyed out. */
import { t } from "../../i18n";
import { readChoice, ROLES, type NoirConfig, type Role } from "../../../shared/games/noir/public";
import type { BotPick, ChoiceProps } from "../types";

const roleOf = (choice: unknown): Role | null => readChoice(choice ?? null)?.role ?? null;

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
      <ul class="noir-choice-seats" data-testid="noir-choice-seats">
        {seats.map((s) => {
          const r = willPlay(seats, s.seat, config.swapRoles);
          return <li key={s.seat} data-plays={r ?? "either"}>{t("noir.choice.seat", { name: s.name, role: r ? t(`noir.role.${r}`) : t("noir.role.either") })}</li>;
        })}
      </ul>
      <p class="noir-note">{t("noir.choice.random")}</p>
      {config.swapRoles && <p class="noir-note noir-swap-on">{t("noir.choice.swapped")}</p>}
    </div>
  );
}

const otherRole = (r: Role): Role => (r === "killer" ? "inspector" : "killer");

/**
 * The role a seat will play as the lobby stands (the same rule as the server's resolveRoles): its own
 * pick, else the role the other seat left; "Trocar papéis" switches both; null while a coin flip decides.
 */
function willPlay(seats: ChoiceProps<NoirConfig>["seats"], seat: number, swap: boolean): Role | null {
  const players = seats.filter((s) => !s.abandoned);
  const mine = roleOf(players.find((s) => s.seat === seat)?.choice);
  const theirs = roleOf(players.find((s) => s.seat !== seat)?.choice);
  let r: Role | null = null;
  if (mine && mine !== theirs) r = mine;
  else if (theirs && mine !== theirs) r = otherRole(theirs);
  return r && swap ? otherRole(r) : r;
}

/** Issue 23: the role the host may give a lobby bot; a role another seat picked is taken. */
export function botPicks(_config: NoirConfig, seats: ChoiceProps<NoirConfig>["seats"]): BotPick[] {
  const taken = (r: Role) => seats.some((s) => !s.abandoned && roleOf(s.choice) === r);
  return [
    { key: "either", choice: null, label: t("noir.role.either"), taken: false },
    ...ROLES.map((r) => ({ key: r, choice: { role: r }, label: t(`noir.role.${r}`), taken: taken(r) })),
  ];
}
