/**
 * Every hidden value (CASO-H1 to CASO-H9) with who may know it (the leak tests read this). Card ids are short
 * common words, so each token is the exact JSON fragment the value travels in (view.ts builds
 * the same shapes): a hand is `"hand":[…]`, a shown card is its evidence record, etc. For the
 * whole-wire tests the raw values: each solution and hand card as vocabulary (a public word, a
 * leak outside the places the game prints it publicly), proposal ids and note texts as values.
 */
import type { Secret } from "../../engine";
import { cardKind, type CardId } from "./cards";
import { evidenceRecord } from "./investigation";
import { audienceOf } from "./pawns";
import type { CasoState } from "./state";

const solutionToken = (s: CasoState): string =>
  `"solution":${JSON.stringify({ character: s.solution.character, weapon: s.solution.weapon, place: s.solution.place })}`;
const handToken = (hand: readonly string[]): string => `"hand":${JSON.stringify(hand)}`;
const evidenceToken = (e: CasoState["evidence"][number]): string => {
  const r = evidenceRecord(e);
  return `"investigator":${r.investigator},"holder":${r.holder},"card":${JSON.stringify(r.card)}`;
};
const marksToken = (seat: number, marks: object): string => `"owner":${seat},"marks":${JSON.stringify(marks)}`;

/** Which seats know a card in a hand: the holder's pawn and every pawn it was shown to. */
function handAudience(s: CasoState, holder: number, card: CardId): number[] {
  const pawns = [s.pawns[holder]!, ...s.evidence.filter((e) => e.holder === holder && e.card === card).map((e) => s.pawns[e.investigator]!)];
  return audienceOf(...pawns);
}

export function secrets(s: CasoState): Secret[] {
  const out: Secret[] = [];
  const wrong = s.config.revealSolutionToWrongAccuser ? audienceOf(...s.wrongAccusers.map((id) => s.pawns[id]!)) : [];
  // CASO-H1: as a record, and each card as vocabulary (card ids are public words) for the whole wire.
  out.push({ label: "solution", token: solutionToken(s), knownBy: s.over ? "all" : wrong });
  for (const c of [s.solution.character, s.solution.weapon, s.solution.place]) out.push({ label: `solution ${cardKind(c)} ${c}`, knownBy: s.over ? "all" : wrong, vocab: [c] });
  // CASO-H2: the hand as a record for its pawn; each card for its pawn and whoever was shown it.
  for (const p of s.pawns) {
    // CASO-22: every hand is public once the case is over.
    if (p.hand.length > 0) out.push({ label: `hand of pawn ${p.id}`, token: handToken(p.hand), knownBy: s.over ? "all" : audienceOf(p) });
    for (const c of p.hand) out.push({ label: `card ${c} in pawn ${p.id}'s hand`, knownBy: s.over ? "all" : handAudience(s, p.id, c), vocab: [c] });
  }
  for (const e of s.evidence) {
    out.push({ label: `card shown by pawn ${e.holder} to pawn ${e.investigator}`, token: evidenceToken(e), knownBy: s.over ? "all" : audienceOf(s.pawns[e.investigator]!, s.pawns[e.holder]!) });
  }
  for (const pr of s.proposals) out.push({ label: `proposal ${pr.id}`, token: pr.id, knownBy: audienceOf(s.pawns[pr.pawn]!), values: [pr.id] });
  for (const n of s.notes) {
    const team = s.pawns.find((p) => p.members.includes(n.author));
    out.push({ label: `note ${n.id}`, token: n.text, knownBy: n.shared && team ? audienceOf(team) : [n.author], values: [n.text] });
  }
  for (const [seat, marks] of Object.entries(s.marks)) {
    if (Object.keys(marks).length > 0) out.push({ label: `Ficha marks of seat ${seat}`, token: marksToken(Number(seat), marks), knownBy: [Number(seat)] });
  }
  return out;
}
