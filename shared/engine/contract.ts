/**
 * The pure game contract. A game is a plain object the Room drives; it knows rules, never
 * sockets, storage or clocks. No I/O, no clock reads, no unseeded randomness inside: time and randomness
 * arrive in `ctx`. Everything that leaves the server leaves through `view` (per viewer) or as
 * an event addressed to an audience.
 */
import type { z } from "zod";
import type { Rng } from "./rng";
import type { GameContent } from "./content";

/** Who is looking: a seated player or a spectator (spectators see public information only). */
export type Viewer = { kind: "seat"; seat: number } | { kind: "spectator" };

/** Who may receive an event or know a secret: everyone, or only these seats. */
export type Audience = "all" | readonly number[];

/** One line of history. `type` is an i18n key suffix the client translates with `params`. */
export interface GameEvent {
  type: string;
  audience: Audience;
  params?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
}

/** A player as the room knows them when the game starts (or when they join late). */
export interface SeatInfo {
  seat: number;
  name: string;
  /** The seat's lobby pick (team, character, pawn colour …), parsed by the game's choiceSchema. */
  choice: unknown;
}

export interface Ctx {
  /** Server time in ms since the epoch. */
  now: number;
  rng: Rng;
}

/** Facts the room owns that a game may use at setup (e.g. Matiz filters profanity in public rooms). */
export interface RoomFacts {
  isPublic: boolean;
}

/** Setup's ctx: the room always passes its facts; tests that call setup directly may omit them. */
export interface SetupCtx extends Ctx {
  room?: RoomFacts;
}

export type Rejection = { ok: false; code: string; params?: Record<string, string | number> };
export type Outcome<S> = { ok: true; state: S; events: GameEvent[] } | Rejection;

/**
 * A hidden value and the seats allowed to know it (PLAT-H1; used by the leak tests). A value is
 * named in the forms the tests search for: `token`, the exact record it travels in (the property
 * tests' check of views and events), and its raw forms (the whole-wire tests' check of every frame).
 */
export interface Secret {
  /** What it is, for test messages ("target colour", "hand of seat 2"). */
  label: string;
  knownBy: Audience;
  /** A string that must not appear in any view or event to a viewer outside `knownBy`. */
  token?: string;
  /** Raw forms of the value (ids, hex codes, texts): a leak wherever they appear, in any case, with or without accents. */
  values?: string[];
  /** Words of the game's public vocabulary (card, suspect and cell names): a leak only outside the places the game prints them publicly. */
  vocab?: string[];
  /** Board cells, 0-based: a leak as an object {col,row} or {x,y} anywhere (0- or 1-based). */
  cells?: { col: number; row: number }[];
}

export interface Deadline {
  kind: string;
  /** Absolute server time in ms. */
  at: number;
}

export type Presence = "absent" | "present" | "abandoned";

export interface GameResult {
  /** Winning seats; empty when nobody wins. Ties share the win. */
  winners: number[];
  /** Points for the season table (D1), one row per seat; the room writes them once per match. */
  season?: { seat: number; points: number; won: boolean }[];
}

/** How well a server-played seat or a lobby bot plays (issue 23): "easy" plays legal, plain moves; "normal" plays with the game's strategy. */
export type BotLevel = "easy" | "normal";

/**
 * What a seat's policy is given besides its own view (PLAT-16): the room's generator for its
 * choices, its level, the time (clocks in the view are absolute) and which seats the room plays
 * now (public: the seat list shows it), so a team seat leaves the move to a teammate who is here.
 */
export interface BotCtx {
  rng: Rng;
  level: BotLevel;
  now: number;
  played: readonly number[];
}

/**
 * Inputs a game keeps secret forever (PLAT-24; Álibi's ballots, ALIBI-H16): the record keeps only
 * that a seat cast one, and, once their group is counted, the group's contents in a canonical order
 * that names no seat. A replay gives each seat of the group an action from those contents that is
 * legal for it: every state after the group is the same, whoever cast what.
 */
export interface Sealing<S, A> {
  /** The canonical content of a sealed action (what a counted group keeps), or null when the action is recorded as is. */
  seal(action: A): unknown;
  /** The open group's contents so far (as `seal` gives them), or null when no group is open. */
  pool(state: S): unknown[] | null;
  /** Whether the transition before → after counted the open group (its contents decided something public), rather than dropping it. */
  counted(before: S, after: S): boolean;
  /**
   * One action per seat of a group (in casting order), each legal for its seat in `state` (as it was
   * at the group's first row), made from the counted contents — or, for a dropped group (null), any legal stand-ins.
   */
  assign(state: S, seats: readonly number[], pool: readonly unknown[] | null): A[];
}

export interface Game<S, A, C> {
  id: string;
  /** The rules version a match record is made under (PLAT-26): a record of another version is not replayed. */
  rulesVersion: string;
  /** Seats allowed for a config: the room refuses to start outside these bounds. */
  seats(config: C): { min: number; max: number };
  configSchema: z.ZodType<C>;
  defaultConfig: C;
  /** Written content (cases, decks): its languages; the room starts in the host's or the nearest (shared/engine/content.ts). */
  content?: GameContent<C>;
  /** Per-seat lobby pick (team, character, colour); omitted when the game has none. */
  choiceSchema?: z.ZodType<unknown>;
  /** Whether `choice` is allowed for `seat` given the others' choices; null when it is. */
  checkChoice?(config: C, choices: ReadonlyMap<number, unknown>, seat: number, choice: unknown): string | null;
  /** Whether the lobby as it stands can start (beyond seat counts); null when it can. */
  checkStart?(config: C, seats: readonly SeatInfo[]): string | null;

  setup(seats: readonly SeatInfo[], config: C, ctx: SetupCtx): S;
  actionSchema: z.ZodType<A>;
  apply(state: S, seat: number, action: A, ctx: Ctx): Outcome<S>;
  /** What this viewer may see: no clock in it (deadlines are absolute; the time travels in the envelope). */
  view(state: S, viewer: Viewer): unknown;
  secrets(state: S): Secret[];
  deadlines(state: S): Deadline[];
  onDeadline(state: S, kind: string, ctx: Ctx): Outcome<S>;
  /** A seat went absent (after the grace period), came back, or abandoned for good. */
  onPresence?(state: S, seat: number, presence: Presence, ctx: Ctx): Outcome<S>;
  /** Someone took a free seat while the game runs; omitted when late joining is not allowed. */
  onLateJoin?(state: S, seat: SeatInfo, ctx: Ctx): Outcome<S>;
  /**
   * May this viewer (a seat, or a spectator) post in this chat channel now? null when yes, else an
   * error code. Absent: seats and spectators may post. Spectators never have a team channel.
   */
  canChat?(state: S, viewer: Viewer, channel: "all" | "team"): string | null;
  /** The seat's group chat channel (its team; Álibi: "out" for excluded seats), or null for none. */
  teamOf?(state: S, seat: number): string | null;
  /** Voice (PLAT-13): may this viewer speak, only listen, or not join (null) this channel now? Default: seats speak, spectators listen. */
  voiceRole?(state: S, viewer: Viewer, channel: "all" | "team"): "speak" | "listen" | null;
  /** Null while the game runs. */
  result(state: S): GameResult | null;
  /**
   * Server-played seats (PLAT-15, issue 23): the seat's next move, chosen from **its own view only**
   * (the bytes its browser would get), or null when it has nothing to do now. With this hook the
   * room plays a seat that is absent past the grace period, abandoned, removed, or a lobby bot, and
   * the game is not told of that seat's absence: someone plays it.
   */
  bot?(view: unknown, seat: number, ctx: BotCtx): A | null;
  /** Whether the host may add bots from the lobby (Noir, Caso). */
  lobbyBots?: boolean;
  /**
   * Replays (issue 24): every hidden value a replay shows after this state — hands, solutions,
   * identities, targets, answers, roles and items; never what stays secret forever (Álibi's
   * ballots) and never chat. The game's RULES.md names each in its hidden-information table.
   */
  reveal(state: S): unknown;
  /** The key moments of one step (the end story's): short tags for the replay's jumps, from the states before and after and the step's events. */
  moments(before: S, after: S, events: readonly GameEvent[]): string[];
  /** PLAT-24: the inputs a record never links to their seat. */
  sealing?: Sealing<S, A>;
  /** Event params besides `seat` that hold a seat number (Dicas' `narrator`): the history names that seat as `<param>Name`. */
  eventSeats?: readonly string[];
}

/** A game with its types erased, as the registry and the room hold it (methods are bivariant). */
export type AnyGame = Game<unknown, unknown, unknown>;

export const ok = <S>(state: S, events: GameEvent[] = []): Outcome<S> => ({ ok: true, state, events });
export const reject = (code: string, params?: Record<string, string | number>): Rejection =>
  params ? { ok: false, code, params } : { ok: false, code };
