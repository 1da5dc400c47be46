/**
 * Each viewer's view, built by allow-list. Everyone sees the category, the pins, the revealed
 * clues and every guess; only the narrator's view carries the card (answer + 20 clues) and the
 * closeness hint for the guess waiting for a verdict.
 */
import type { Viewer } from "../../engine";
import type { Knowledge } from "./actions";
import type { Category, Colour, DeckLang } from "./config";
import { cardById } from "./decks";
import { usedNumbers } from "./rounds";
import { closeness } from "./similarity";
import type { Phase, RoundSummary, Verdict } from "./state";
import type { DicasState } from "./state";

export interface DicasView {
  /** The viewer's own seat (null for a spectator): what the action predicates judge for. */
  me: number | null;
  phase: Phase;
  round: number;
  trackLength: number;
  deck: DeckLang;
  turnSeconds: number;
  players: { seat: number; colour: Colour; position: number; absent: boolean; abandoned: boolean }[];
  narrator: number | null;
  turn: number | null;
  category: Category | null;
  usedNumbers: number[];
  /** Pins in the order used; `clue` is null until the narrator reveals it. */
  attempts: { n: number; seat: number; clue: string | null; guess: string | null; verdict: Verdict | null }[];
  deadline: { kind: string; at: number } | null;
  lastRound: RoundSummary | null;
  winners: number[] | null;
  /** Narrator only. */
  card: { answer: string; clues: string[]; closeness: number | null } | null;
}

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

/** What the action predicates read, from a seat's view: the client's buttons use this directly. */
export function knowledgeFromView(v: DicasView): Knowledge {
  return { seat: v.me, phase: v.phase, narrator: v.narrator, turn: v.turn, usedNumbers: v.usedNumbers };
}

/** The server judges a seat's action from exactly what that seat's view holds. */
export const knowledgeOf = (s: DicasState, seat: number): Knowledge => knowledgeFromView(view(s, { kind: "seat", seat }));
