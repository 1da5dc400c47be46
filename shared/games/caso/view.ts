/**
 * What one viewer may see, built field by field from an allow-list (CASO-H1 to CASO-H10): public table state for
 * everyone; the own pawn's hand, shown cards, proposals and Ficha for its seats; nothing hidden
 * for spectators. A field added to the state later is invisible until it is listed here.
 */
import type { Viewer } from "../../engine";
import type { Knowledge } from "./actions";
import { matchingCards } from "./cards";
import { clockEndsAt, turnMs } from "./turnClock";
import { evidenceRecord } from "./investigation";
import { isAbsent, pawnOfSeat, quorumMembers, quorumOf } from "./pawns";
import type { CasoState, Pawn, Proposal, Turn } from "./state";

const publicPawn = (p: Pawn) => ({
  id: p.id,
  team: p.team,
  members: [...p.members],
  character: p.character,
  pos: p.pos.kind === "place" ? { kind: p.pos.kind, place: p.pos.place } : { kind: p.pos.kind, x: p.pos.x, y: p.pos.y },
  resources: { ...p.resources },
  capsule: { balance: p.capsule.balance, deposited: p.capsule.deposited },
  passagesUsed: [...p.passagesUsed],
  cycle: { visited: [...p.cycle.visited], completed: p.cycle.completed },
  eliminated: p.eliminated,
  absent: isAbsent(p),
  absentSeats: [...p.absentSeats],
  abandonedSeats: [...p.abandonedSeats],
  handSize: p.hand.length,
});

const publicTurn = (t: Turn) => ({
  pawn: t.pawn,
  number: t.number,
  phase: t.phase,
  sector: t.sector,
  steps: t.steps,
  redeemed: t.redeemed,
  impulsoUsed: t.impulsoUsed,
  deposited: t.deposited,
  wonResource: t.wonResource,
  startPlace: t.startPlace,
  entered: t.entered,
  questions: t.questions,
  /**
   * Turn clock as data, never "now" (architecture decision 1): `endsAt` is the absolute end while it
   * runs, null while paused for an answer; `remainingMs` is what is left when paused. The client
   * counts down from the server time of the message envelope, so an unchanged view is not re-sent.
   */
  clock: { remainingMs: t.clock.remainingMs, endsAt: clockEndsAt(t.clock) },
  question: t.question
    ? { target: t.question.target, character: t.question.character, weapon: t.question.weapon, place: t.question.place, gravador: t.question.gravador, deadline: t.question.deadline }
    : null,
});

const teamProposal = (s: CasoState, pr: Proposal, p: Pawn) => {
  const n = quorumMembers(s, p).length;
  return { id: pr.id, proposer: pr.proposer, action: pr.action, yes: [...pr.yes], no: [...pr.no], quorum: quorumOf(n), voters: n };
};

function myself(s: CasoState, seat: number, mine: Pawn | undefined) {
  const voters = mine ? quorumMembers(s, mine).length : 0;
  const confirm = s.config.teams && s.config.collectiveConfirmation;
  return { seat, pawn: mine?.id ?? null, voters, quorum: quorumOf(voters), mustPropose: confirm && voters > 1 };
}

export function endStory(s: CasoState) {
  return {
    hands: s.pawns.map((p) => ({ pawn: p.id, cards: [...p.hand] })),
    shown: s.evidence.map((e) => ({ ...evidenceRecord(e), turn: e.turn ?? null })),
    accusations: (s.accusations ?? []).map((a) => ({ pawn: a.pawn, turn: a.turn, character: a.character, weapon: a.weapon, place: a.place, right: a.right })),
  };
}

/** No clock in the view: it must not depend on the time (the time travels in the envelope). */
export function view(s: CasoState, viewer: Viewer) {
  const seat = viewer.kind === "seat" ? viewer.seat : null;
  const mine = seat === null ? undefined : pawnOfSeat(s, seat);
  const q = s.turn?.question;
  const c = s.config;
  const seesSolution = s.over !== null || (c.revealSolutionToWrongAccuser && mine !== undefined && s.wrongAccusers.includes(mine.id));
  return {
    rev: s.rev,
    config: {
      teams: c.teams, collectiveConfirmation: c.collectiveConfirmation, turnMs: turnMs(c), answerMs: c.answerMs,
      alertLastMs: c.alertLastMs, greyDelayMs: c.greyDelayMs, greyFadeMs: c.greyFadeMs, resourceHoldPerKind: c.resourceHoldPerKind,
      resourceUsableOnWinTurn: c.resourceUsableOnWinTurn, streetSquaresBlock: c.streetSquaresBlock, forbidLoopToStartPlace: c.forbidLoopToStartPlace,
      rouletteSectors: c.rouletteSectors.map((x) => ({ steps: x.steps, resource: x.resource })),
    },
    /** `mustPropose`: game actions go inside `{type:"propose"}` (confirmation on and more than one voter, CASO-1). */
    me: seat === null ? null : myself(s, seat, mine),
    /** The own team number in team mode (the room shows a team chat channel when it is not null), else null. */
    myTeam: c.teams && mine && mine.team !== null ? mine.team : null,
    order: [...s.order],
    pawns: s.pawns.map(publicPawn),
    publicCards: [...s.publicCards],
    turn: s.turn ? publicTurn(s.turn) : null,
    /** Own pawn's hand (CASO-15), never another's. */
    hand: mine ? [...mine.hand] : null,
    /** Cards the own pawn may show for the pending question (CASO-10: they glow). */
    eligible: mine && q && q.target === mine.id ? matchingCards(mine.hand, q) : [],
    /** Cards shown to or by the own pawn (CASO-10/11). */
    evidence: mine ? s.evidence.filter((e) => e.investigator === mine.id || e.holder === mine.id).map(evidenceRecord) : [],
    proposals: mine ? s.proposals.filter((pr) => pr.pawn === mine.id).map((pr) => teamProposal(s, pr, mine)) : [],
    ficha:
      seat === null
        ? null
        : {
            owner: seat,
            marks: { ...(s.marks[seat] ?? {}) },
            notes: s.notes
              .filter((n) => n.author === seat || (n.shared && mine !== undefined && mine.members.includes(n.author)))
              .map((n) => ({ id: n.id, author: n.author, text: n.text, shared: n.shared })),
          },
    solution: seesSolution ? { character: s.solution.character, weapon: s.solution.weapon, place: s.solution.place } : null,
    over: s.over ? { winner: s.over.winner } : null,
    /**
     * CASO-22, the end that tells the story: once the case is over, every pawn's hand, every card
     * shown with who asked, who showed it and in which turn, and every accusation. Never team
     * proposals, votes, notes, marks or chat (CASO-H6, CASO-H7, CASO-H8).
     */
    story: s.over ? endStory(s) : null,
  };
}

export type CasoView = ReturnType<typeof view>;

/**
 * What the seat knows that decides what it may do, from its view (a view is a Table) and the
 * server time of the message it came in: the client uses this directly.
 */
export function knowledgeFromView(v: CasoView, now: number): Knowledge {
  return { table: v, pawn: v.me?.pawn ?? null, hand: v.hand ?? [], now };
}

/** The server judges a seat's action from exactly what that seat's view holds. */
export function knowledgeOf(s: CasoState, seat: number, now: number): Knowledge {
  return knowledgeFromView(view(s, { kind: "seat", seat }), now);
}
