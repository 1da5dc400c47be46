/**
 * Each viewer's view, built by allow-list. Everyone sees the category, the pins, the revealed
 * clues and every guess; only the narrator's view carries the card (answer + 20 clues) and the
 * closeness hint for the guess waiting for a verdict.
 */
import type { Viewer } from "../../engine";
import { knowledgeFromView, type Knowledge } from "./actions";
import { cardById } from "./decks";
import { usedNumbers } from "./rounds";
import { closeness } from "./similarity";
import type { DicasState, DicasView } from "./state";

export type { DicasView } from "./state";
export { knowledgeFromView };


export function view(s: DicasState, viewer: Viewer): DicasView {
  const card = s.cardId ? cardById(s.cardId) : null;
  const isNarrator = viewer.kind === "seat" && s.narrator !== null && viewer.seat === s.narrator && card !== null;
  const pending = s.attempts[s.attempts.length - 1];
  return {
    me: viewer.kind === "seat" ? viewer.seat : null,
    phase: s.phase,
    round: s.round,
    trackLength: s.config.trackLength,
    deck: s.config.deck,
    turnSeconds: s.config.turnSeconds,
    players: s.players.map((p) => ({
      seat: p.seat,
      colour: p.colour,
      position: p.position,
      absent: s.absent.includes(p.seat),
      abandoned: s.abandoned.includes(p.seat),
    })),
    narrator: s.narrator,
    turn: s.turn,
    category: card ? card.category : null,
    usedNumbers: usedNumbers(s),
    attempts: s.attempts.map((a) => ({
      n: a.n,
      seat: a.seat,
      clue: a.revealed && card ? card.clues[a.n - 1]! : null,
      guess: a.guess,
      verdict: a.verdict,
    })),
    deadline: s.deadline ? { kind: s.deadline.kind, at: s.deadline.at } : null,
    lastRound: s.lastRound,
    rounds: s.phase === "over" ? (s.rounds ?? []).map((r) => ({ ...r, end: { ...r.end } })) : null,
    winners: s.winners ? [...s.winners] : null,
    card:
      isNarrator && card
        ? {
            answer: card.answer,
            clues: [...card.clues],
            closeness: s.phase === "judge" && pending?.guess ? closeness(pending.guess, card.answer) : null,
          }
        : null,
  };
}

/** The server judges a seat's action from exactly what that seat's view holds. */
export const knowledgeOf = (s: DicasState, seat: number): Knowledge => knowledgeFromView(view(s, { kind: "seat", seat }));
