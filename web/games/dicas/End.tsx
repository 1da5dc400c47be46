/**
 * 20 Dicas' end story (issue 19, the lighter end, DICAS-G11): every round in order — its category,
 * its answer and how it ended — from the end view's `rounds` (each answer was public when its
 * round ended). Shown under the winner and the last round.
 */
import { t } from "../../i18n";
import type { DicasView } from "../../../shared/games/dicas/public";

export function RoundsStory({ view, nameOf }: { view: DicasView; nameOf(s: number | null): string }) {
  const rounds = view.rounds ?? [];
  if (rounds.length === 0) return null;
  return (
    <section class="card dicas-story" data-testid="dicas-story">
      <h3>{t("dicas.story.title")}</h3>
      <ol>
        {rounds.map((r) => {
          const e = r.end;
          const how =
            e.kind === "solved"
              ? t("dicas.last.solved", { guesser: nameOf(e.guesser), narrator: nameOf(e.narrator), n: e.n, guesserMoves: e.guesserMoves, narratorMoves: e.narratorMoves })
              : e.kind === "unsolved"
                ? t("dicas.last.unsolved", { narrator: nameOf(e.narrator), narratorMoves: e.narratorMoves })
                : t(e.reason === "away" ? "dicas.last.voidedAway" : "dicas.last.voided", { narrator: nameOf(e.narrator) });
          return (
            <li key={r.round} data-testid="dicas-story-round">
              <b>{t("dicas.story.round", { n: r.round, category: t(`dicas.category.${r.category}`), answer: r.answer })}</b>
              <div>{how}</div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
