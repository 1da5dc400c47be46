/** Investigation and answer (CASO-9–12, CASO-G8). */
import type { Transition } from "../../engine";
import { matchingCards, type CardId, type Triple } from "./cards";
import { pauseClock, resumeClock } from "./turnClock";
import { countPlace, isEnabled } from "./cycle";
import { moveTo } from "./flow";
import type { Code } from "./schema";
import type { Evidence, Pawn, Table, TablePawn, CasoState } from "./state";
import { canUseResource } from "./movement";
import { answersViaServer, audienceOf } from "./pawns";

/** Which kind of question the pawn could ask now: the turn's first, a Gravador second, or why not. */
export function questionSlot(s: Table, p: TablePawn): "first" | "gravador" | { code: NonNullable<Code> } {
  const t = s.turn!;
  if (t.phase === "inPlace") return isEnabled(t.entered, p.cycle.visited, t.questions) ? "first" : { code: "place_not_enabled" };
  if (t.phase === "answered") {
    if (t.questions >= 2) return { code: "question_limit" };
    return canUseResource(s, p, "gravador") ? "gravador" : { code: "no_gravador" };
  }
  return { code: "wrong_phase" };
}

export function checkTarget(s: Table, p: TablePawn, target: number): Code {
  // Any other pawn, even eliminated, absent or abandoned: its cards answer through the server (CASO-R4).
  return target === p.id || !s.pawns[target] ? "bad_target" : null;
}

/** Cards the holder may show for the pending question (the glowing cards, CASO-10). */
export function eligibleAnswerCards(s: Table, holder: number, hand: readonly CardId[]): CardId[] {
  const q = s.turn?.question;
  if (!q || q.target !== holder) return [];
  return matchingCards(hand, q);
}

/** "Interrogar": the hypothesis becomes public, the turn clock pauses, the answer clock starts. */
export function investigate(st: Transition<CasoState>, p: Pawn, target: number, h: Triple): void {
  const s = st.s;
  const t = s.turn!;
  const gravador = t.phase === "answered";
  if (gravador) p.resources.gravador--;
  t.questions++;
  moveTo(t, "awaitAnswer");
  t.clock = pauseClock(t.clock, st.now);
  t.question = { target, character: h.character, weapon: h.weapon, place: h.place, gravador, deadline: st.now + s.config.answerMs };
  st.pub("asked", { pawn: p.id, target, character: h.character, weapon: h.weapon, place: h.place, gravador, at: t.entered ?? "" });
  const holder = s.pawns[target]!;
  const matches = matchingCards(holder.hand, h);
  // No match: answered at once, publicly. A match always waits for a present holder (CASO-H10 timing rule).
  if (matches.length === 0) return resolve(st, null);
  if (answersViaServer(holder)) serverAnswer(st);
}

/** The record both the private event and the views carry; its key order is the secret token's (secrets.ts). */
export const evidenceRecord = (e: Evidence) => ({ n: e.n, investigator: e.investigator, holder: e.holder, card: e.card, by: e.by });

function showCard(st: Transition<CasoState>, card: CardId, by: Evidence["by"]): void {
  const s = st.s;
  const t = s.turn!;
  const q = t.question!;
  const investigator = s.pawns[t.pawn]!;
  const holder = s.pawns[q.target]!;
  const e: Evidence = { n: s.evidence.length, investigator: investigator.id, holder: holder.id, card, by, turn: t.number };
  s.evidence.push(e);
  // Only the investigator's and the holder's members learn the card (CASO-10, CASO-H5).
  st.priv(audienceOf(investigator, holder), "card_shown", evidenceRecord(e));
  st.pub("evidence_shown", { pawn: investigator.id, holder: holder.id, by });
  resolve(st, card);
}

/** The holder's "Exibir". */
export const show = (st: Transition<CasoState>, card: CardId): void => showCard(st, card, "holder");

/**
 * The server shows a card for the holder (deadline, or holder eliminated/absent/gone; CASO-11):
 * a card it already showed this investigator if one matches, else uniformly at random among
 * the matches — never a fixed order, which would leak the rest of the hand.
 */
export function serverAnswer(st: Transition<CasoState>): void {
  const s = st.s;
  const t = s.turn!;
  const q = t.question!;
  const matches = matchingCards(s.pawns[q.target]!.hand, q);
  if (matches.length === 0) return resolve(st, null);
  const before = s.config.serverPickRule === "alreadyShownElseRandom"
    ? matches.filter((c) => s.evidence.some((e) => e.holder === q.target && e.investigator === t.pawn && e.card === c))
    : [];
  showCard(st, st.rng.pick(before.length > 0 ? before : matches), "server");
}

/** The question is resolved: count the place on the first one (CASO-12) and resume the turn clock. */
function resolve(st: Transition<CasoState>, card: CardId | null): void {
  const s = st.s;
  const t = s.turn!;
  const q = t.question!;
  if (card === null) st.pub("no_evidence", { pawn: t.pawn, target: q.target });
  if (!q.gravador && t.entered) countPlace(st, s.pawns[t.pawn]!, t.entered);
  t.question = null;
  moveTo(t, "answered");
  t.clock = resumeClock(t.clock, st.now);
}

/** CASO-R7: the investigator's team is gone mid-question; nothing is shown to anyone. */
export function cancelQuestion(st: Transition<CasoState>): void {
  const t = st.s.turn;
  if (!t?.question) return;
  st.pub("investigation_cancelled", { pawn: t.pawn, target: t.question.target });
  t.question = null;
  moveTo(t, "answered");
}
