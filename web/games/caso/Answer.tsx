/**
 * The questioned pawn's answer (CASO-10/11): its hand with the matching cards glowing, one is
 * picked and shown with "Exibir" before the answer clock runs out (then the server shows one).
 */
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { canDo, knowledgeFromView, type CardId } from "../../../shared/games/caso/public";
import { CardArt } from "./CardArt";
import { Clock } from "./Clock";
import { cardName, gameSender, kindOf, myPawn, pawnLabel, type View } from "./util";

export function AnswerPanel({ view, seats, send, now }: { view: View; seats: readonly SeatSummary[]; send(a: unknown): void; now(): number }) {
  const mine = myPawn(view);
  const q = view.turn?.question;
  const [pick, setPick] = useState<CardId | null>(null);
  if (!mine || !q || q.target !== mine.id || view.turn?.phase !== "awaitAnswer") return null;
  const eligible = view.eligible as CardId[];
  const act = gameSender(view, send);
  const chosen = pick && eligible.includes(pick) ? pick : eligible.length === 1 ? eligible[0]! : null;
  const why = chosen ? canDo(knowledgeFromView(view, now()), { type: "show", card: chosen }) : null;
  return (
    <section class="caso-answer card" aria-live="assertive" data-testid="caso-answer">
      <h3>{t("caso.answer.title", { who: pawnLabel(view, seats, view.turn!.pawn) })}</h3>
      <p class="caso-question-line">
        {[q.character, q.weapon, q.place].map((c) => cardName(c)).join(" · ")}{" "}
        <Clock endsAt={q.deadline} pausedMs={0} maxMs={view.config.answerMs} alertMs={view.config.alertLastMs} now={now} label={t("caso.clock.answer")} alarm testid="caso-answer-clock" />
      </p>
      <p class="caso-note">{t("caso.answer.hint")}</p>
      <div class="caso-hand">
        {(view.hand ?? []).map((c) => {
          const glow = eligible.includes(c as CardId);
          return (
            <button key={c} type="button" class={`caso-card${glow ? " caso-card-glow" : ""}${chosen === c ? " caso-card-picked" : ""}`} disabled={!glow} aria-pressed={chosen === c} onClick={() => setPick(c as CardId)} data-card={c}>
              <CardArt c={c} />
              <small>{t(`caso.kind.${kindOf(c)}`)}</small>
              {cardName(c)}
            </button>
          );
        })}
      </div>
      <button type="button" class="primary" disabled={!chosen || why !== null} onClick={() => chosen && act({ type: "show", card: chosen })} data-testid="caso-show">
        {view.me?.mustPropose ? t("caso.propose.prefix", { action: t("caso.answer.show") }) : t("caso.answer.show")}
      </button>
      {why && <small class="caso-why">{t(`caso.error.${why}`)}</small>}
    </section>
  );
}
