/** Álibi's state: plain JSON, snapshotted by the room as is. */
import type { AlibiCase } from "./cases/types";
import type { AlibiConfig } from "./config";

export const ITEM_KINDS = ["profession", "feature", "relation", "motive", "alibi", "secret"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** ALIBI-G5: the automatic open's fixed public order. */
export const AUTO_OPEN_ORDER: readonly ItemKind[] = ["relation", "motive", "alibi", "profession", "feature", "secret"];

export const CARD_KINDS = ["obysk", "pokazaniya", "ochnaya", "advokat", "podmena", "ekspertiza", "lozhny"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export type Role = "killer" | "accomplice" | "innocent";
export type OpenHow = "story" | "auto" | "pokazaniya" | "ochnaya";

/** The ∅ candidate, «Никого не исключать» (room seats start at 0, so ∅ is -1). */
export const NOBODY = -1;
export type Cand = number;

export type Phase =
  | "clue" | "story" | "discussion" | "accusation" | "vote" | "verdict" | "roulette"
  | "exclusion" | "poll" | "pollResult" | "defence" | "over";

export type VoteKind = "main" | "revote" | "final";

export const GOAL_IDS = [
  "reach_final", "last_word", "low_profile", "not_top3", "dark_horse", "no_marks", "open_book", "no_rush", "clean_hands",
  "under_fire", "ace", "interrogator", "sleuth", "face_to_face", "iron_defence", "frame_up", "right_track", "scapegoat",
  "cover", "lone_wolf",
] as const;
export type GoalId = (typeof GOAL_IDS)[number];

export interface Card {
  id: number;
  kind: CardKind;
  starting: boolean;
  spent: boolean;
}

/** A private fact a seat learned (its own history): shown only in that seat's view until `over`. */
export type Note =
  | { k: "obysk"; round: number; target: number; item: ItemKind; id: string; shownTrue: boolean | null }
  | { k: "lozhnyFired"; round: number; by: number }
  | { k: "podmena"; round: number; swapSlot: number; swapTarget: number }
  | { k: "podmenaReveal"; round: number; swapSlot: number; clue: string }
  | { k: "ekspertiza"; round: number; slot: number; genuine: boolean }
  | { k: "received"; round: number; card: CardKind };

export interface Player {
  seat: number;
  /** The badge number 1…N shown on the avatar. */
  no: number;
  name: string;
  role: Role;
  item: Record<ItemKind, string>;
  alibiTrue: boolean;
  goal: GoalId;
  selfOpened: "profession" | "feature" | null;
  opened: Partial<Record<ItemKind, OpenHow>>;
  hand: Card[];
  status: "table" | "excluded" | "gone";
  out: { round: number; by: "vote" | "roulette" | "left" } | null;
  absent: boolean;
  ready: boolean;
  notes: Note[];
  /** Seats that searched this player's items, per item (hidden-information table: "whoever searched that item"). */
  searchedBy: Partial<Record<ItemKind, number[]>>;
  /** Searchers who saw this player's true alibi (not masked by Ложный след). */
  truthKnownBy: number[];
}

export interface Slot {
  queued: string;
  /** The clue shown at the reveal (the queued one, or a fake); null until revealed. */
  shown: string | null;
  swap: { by: number; target: number } | null;
  /** Seats that checked this slot with Ekspertiza. */
  checkedBy: number[];
}

export interface Tally {
  round: number;
  kind: VoteKind | "poll";
  /** Ballots + penalties, before Advokat. */
  counts: [Cand, number][];
  /** Advokat uses in force for this close (−1 each). */
  advokat: number[];
}

export interface Play {
  round: number;
  by: number;
  kind: CardKind;
  target?: number;
  target2?: number;
  item?: ItemKind;
  slot?: number;
  /** Kept for the reveal at `over`. */
  result?: string;
  /** Secret plays (Podmena, Ekspertiza) are public only at `over`. */
  secret: boolean;
}

export interface Decision {
  type: "exclude" | "roulette" | "revote" | "nobody";
  seats: Cand[];
}

interface Procedure {
  kind: VoteKind;
  /** The kind the procedure restarts with after a departure (ALIBI-R7). */
  first: VoteKind;
  /** Round 1's first vote offers ∅. */
  withNobody: boolean;
  /** Raw counts of the last close. */
  counts: [Cand, number][];
  atRiskSeen: number[];
  uses: number[];
  offered: number[];
  accepted: number[];
  decision: Decision | null;
}

export interface Roulette {
  candidates: number[];
  loser: number;
  startAt: number;
  ms: number;
  purpose: "exclude" | "suspect";
}

export interface AlibiState {
  config: AlibiConfig;
  kase: AlibiCase;
  n: number;
  players: Player[];
  round: 1 | 2 | 3 | 4;
  startSeat: number;
  /** Speaking order of the current round (seats), and the index of the current speaker in it. */
  order: number[];
  speakerIdx: number;
  speaker: number | null;
  /** The story speaker has opened an item this slot. */
  spoke: boolean;
  phase: Phase;
  deadline: { kind: Phase; at: number } | null;
  frozenMs: number | null;
  slots: Slot[];
  /** The final: the slot being flipped. */
  flipping: number | null;
  reserve: string[];
  proceduresLeft: number;
  vote: { kind: VoteKind | "poll"; candidates: Cand[]; ballots: Record<number, Cand[]> } | null;
  proc: Procedure | null;
  roulette: Roulette | null;
  pollCounts: [number, number][] | null;
  suspects: number[] | null;
  /** Poll cut: suspects already certain, the tie group still to spin, places left. */
  cut: { sure: number[]; tied: number[]; places: number } | null;
  pollHeld: boolean;
  /** Final votes carried out (vote 1, vote 2). */
  finalVotes: number;
  tallies: Tally[];
  plays: Play[];
  /** Seats at the table when the final started. */
  finalists: number[] | null;
  round1Nobody: boolean;
  /** Seats voted out in order (by procedure). */
  votedOut: number[];
  /** Procedures that excluded someone, with the Advokat users in them (goal iron_defence). */
  procLog: { users: number[]; excluded: number | null }[];
  nextCard: number;
  winner: "innocents" | "criminals" | null;
  over: boolean;
}

/** The keys of a state no transition changes (the case content): a transition shares them with the state it starts from instead of copying them. */
export const UNCHANGED: readonly (keyof AlibiState)[] = ["kase"];

