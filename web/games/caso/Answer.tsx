/**
 * The questioned pawn's answer (CASO-10/11): a sheet fixed to the bottom of the screen, above the
 * map, the chat and any overlay, so it reaches the player wherever they scrolled: the question,
 * the answer clock, the matching cards (glowing) large enough for a thumb, one is picked and shown
 * with "Exibir" before the clock runs out (then the server shows one).
 */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { canDo, knowledgeFromView, type CardId } from "../../../shared/games/caso/public";
import { CardArt } from "./CardArt";
import { Clock } from "./Clock";
import { nudge } from "./nudge";
import { useTurnFocus } from "../../src/ui/keys";
import { cardName, gameSender, kindOf, myPawn, pawnLabel, type View } from "./util";

export function AnswerPanel({ view, seats, send, now }: { view: View; seats: readonly SeatSummary[]; send(a: unknown): void; now(): number }) {
  const mine = myPawn(view);
  const q = view.turn?.question;
  const [pick, setPick] = useState<CardId | null>(null);
  const asking = !!mine && !!q && q.target === mine.id && view.turn?.phase === "awaitAnswer";
  const key = asking ? `${view.turn!.number}:${q!.gravador}` : "";
  useEffect(() => {
    if (key) nudge("alert");
  }, [key]);
  const eligible = view.eligible as CardId[];
  // PLAT-A2: the question puts the sheet under the focus (its one card's "Exibir", else the first
  // card), never taking it from the chat: the clock is running.
  useTurnFocus(key || null, () => document.querySelector<HTMLElement>(eligible.length === 1 ? '[data-testid="caso-show"]' : '[data-testid="caso-answer"] .caso-card-glow'), { start: true });
  if (!asking || !q) return null;
  const act = gameSender(view, send);
  const chosen = pick && eligible.includes(pick) ? pick : eligible.length === 1 ? eligible[0]! : null;
  const why = chosen ? canDo(knowledgeFromView(view, now()), { type: "show", card: chosen }) : null;
  return (
    <section class="caso-answer card caso-sheet caso-sheet-answer" role="dialog" aria-live="assertive" aria-label={t("caso.answer.title", { who: pawnLabel(view, seats, view.turn!.pawn) })} data-testid="caso-answer">
      <h3>{t("caso.answer.title", { who: pawnLabel(view, seats, view.turn!.pawn) })}</h3>
      <p class="caso-question-line">
        {[q.character, q.weapon, q.place].map((c) => cardName(c)).join(" · ")}{" "}
        <Clock endsAt={q.deadline} pausedMs={0} maxMs={view.config.answerMs} alertMs={view.config.alertLastMs} now={now} label={t("caso.clock.answer")} alarm testid="caso-answer-clock" />
      </p>
      <p class="caso-note">{t("caso.answer.hint")}</p>
      <div class="caso-hand caso-answer-cards">
        {eligible.map((c) => (
          <button key={c} type="button" class={`caso-card caso-card-big caso-card-glow${chosen === c ? " caso-card-picked" : ""}`} aria-pressed={chosen === c} onClick={() => setPick(c)} data-card={c}>
            <CardArt c={c} size="m" />
            <small>{t(`caso.kind.${kindOf(c)}`)}</small>
            {cardName(c)}
          </button>
        ))}
      </div>
      <button type="button" class="primary caso-sheet-go" disabled={!chosen || why !== null} onClick={() => chosen && act({ type: "show", card: chosen })} data-testid="caso-show">
        {view.me?.mustPropose ? t("caso.propose.prefix", { action: t("caso.answer.show") }) : t("caso.answer.show")}
      </button>
      {why && <small class="caso-why">{t(`caso.error.${why}`)}</small>}
    </section>
  );
}
