/** Lobby choice: the team (team mode) and the character, one per pawn (CASO-G2); free ones are drawn at start. */
import { t } from "../../i18n";
import { CHARACTER_COLOURS, CHARACTERS, MAX_TEAMS, parseChoice, type CasoChoice, type CasoConfig } from "../../../shared/games/caso/public";
import type { BotPick, ChoiceProps } from "../types";
import { inkOn } from "./palette";

const parse = (c: unknown): CasoChoice => parseChoice(c ?? {});

export function Choice({ config, seats, me, onChoose }: ChoiceProps<CasoConfig>) {
  const mine = parse(seats.find((s) => s.seat === me)?.choice);
  const teams = config.teams;
  const sameGroup = (o: CasoChoice) => teams && mine.team != null && o.team === mine.team;
  const others = seats.filter((s) => s.seat !== me && !s.abandoned).map((s) => ({ s, c: parse(s.choice) }));
  const takenBy = (ch: string) => others.find((o) => o.c.character === ch && !sameGroup(o.c));
  const choose = (patch: CasoChoice) => onChoose({ team: mine.team ?? null, character: mine.character ?? null, ...patch });
  return (
    <div class="caso-choice">
      {teams && (
        <>
          <h2>{t("caso.choice.team")}</h2>
          <div class="caso-choice-row" role="radiogroup" aria-label={t("caso.choice.team")}>
            {Array.from({ length: MAX_TEAMS }, (_, n) => {
              const members = others.filter((o) => o.c.team === n).map((o) => o.s.name);
              return (
                <button key={n} type="button" role="radio" aria-checked={mine.team === n} class={mine.team === n ? "primary" : ""} onClick={() => choose({ team: n, character: null })} data-testid={`caso-team-${n}`}>
                  {t("caso.team.n", { n: n + 1 })}
                  {members.length > 0 && <small> ({members.join(", ")})</small>}
                </button>
              );
            })}
          </div>
        </>
      )}
      <h2>{t("caso.choice.character")}</h2>
      <div class="caso-choice-row" role="radiogroup" aria-label={t("caso.choice.character")}>
        {CHARACTERS.map((ch) => {
          const other = takenBy(ch);
          return (
            <button key={ch} type="button" role="radio" aria-checked={mine.character === ch} class={`caso-char${mine.character === ch ? " primary" : ""}`} disabled={!!other} onClick={() => choose({ character: ch })} data-character={ch}>
              <span class="caso-dot caso-dot-big" style={`background: ${CHARACTER_COLOURS[ch]}; color: ${inkOn(CHARACTER_COLOURS[ch])}`}>{t(`caso.character.${ch}`).slice(0, 1)}</span>
              <span>
                <strong>{t(`caso.characterFull.${ch}`)}</strong>
                <small>{other ? t("caso.choice.taken", { name: other.s.name }) : t(`caso.characterBio.${ch}`)}</small>
              </span>
            </button>
          );
        })}
        <button type="button" role="radio" aria-checked={!mine.character} class={!mine.character ? "primary" : ""} onClick={() => choose({ character: null })}>
          {t("caso.choice.any")}
        </button>
      </div>
      <p class="caso-note">{t("caso.choice.random")}</p>
    </div>
  );
}

/**
 * Issue 23: what the host may give a lobby bot. Solo: a character (one another seat picked is taken).
 * Teams: a team of its own (one with members is taken) — a seat without a team would block the
 * start (team_required), so the first free team is the default pick.
 */
export function botPicks(config: CasoConfig, seats: ChoiceProps<CasoConfig>["seats"]): BotPick[] {
  const live = seats.filter((s) => !s.abandoned).map((s) => parse(s.choice));
  if (config.teams) {
    return Array.from({ length: MAX_TEAMS }, (_, n) => ({ key: `team-${n}`, choice: { team: n, character: null }, label: t("caso.team.n", { n: n + 1 }), taken: live.some((c) => c.team === n) }));
  }
  const taken = (ch: string) => live.some((c) => c.character === ch);
  return [
    { key: "any", choice: null, label: t("caso.choice.any"), taken: false },
    ...CHARACTERS.map((ch) => ({ key: ch, choice: { character: ch }, label: t(`caso.characterFull.${ch}`), taken: taken(ch) })),
  ];
}
