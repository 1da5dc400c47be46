/**
 * The pure room core's data: what it keeps, what it is told, what it asks the glue to do. No
 * Cloudflare import, no I/O, no clock: time, sockets and randomness arrive in `StepEnv`.
 */
import type { AnyGame, RngState, UiLang } from "../../shared/engine";
import type { ChatLine, ClientMessage, HistoryLine } from "../../shared/protocol";
import type { RoomRecord } from "./lobby";
import type { RoomLogEvent } from "../log";
import type { BucketState } from "./buckets";
import type { IceServer } from "../../shared/voice/messages";
import type { VoiceMember } from "../../shared/voice/relay";
import type { RecordRow } from "./record";

export type SocketId = string;

/** Who a socket is, kept with the socket itself (hibernation attachment) and never in storage. */
export interface Attachment {
  id: SocketId;
  /** "gone": closed or removed; ignored until workerd forgets the socket. */
  role: "pending" | "player" | "spectator" | "gone";
  seat: number | null;
  name: string;
  /** The client's address (CF-Connecting-IP): rate limits are per address across sockets. */
  addr: string;
  openedAt: number;
  /** SHA-256 of the hello's token, once it said hello. */
  tokenHash: string | null;
  /** Voice (PLAT-13, worker/core/voice.ts): the socket's channel membership, and the policy last sent. */
  voice?: VoiceMember;
  voicePolicy?: string;
}

export interface SocketRef {
  id: SocketId;
  a: Attachment;
}

export interface GameSnapshot {
  state: unknown;
  rng: RngState;
  rev: number;
  /** In storage only: the seats' recent command ids, riding along this write (see `Stored.seen`). */
  seen?: SeenIds;
}

/** Per seat: the last command ids applied (double taps are acknowledged, not re-applied). */
export type SeenIds = Record<string, string[]>;

export interface StoredHistory extends HistoryLine {
  audience: "all" | readonly number[];
}

export interface StoredChat extends ChatLine {
  /** The team channel it was written in (team lines only). */
  team: string | null;
  /** The match it was written in: team lines are read only within their match. */
  match: number;
}

/** Everything the room keeps in storage. */
export interface Stored {
  room: RoomRecord | null;
  game: GameSnapshot | null;
  /** The current match's history and the latest chat lines, as in storage (bounded). */
  history: StoredHistory[];
  chat: StoredChat[];
  /** Last accepted client input, rounded to the hour (the idle clean-up); junk never moves it. */
  touchedAt: number;
  /**
   * Per seat: the last command ids applied. Stored inside whichever record the accepting step
   * writes anyway (game snapshot, else room record), so a resend after an eviction is still a
   * double tap without costing a write of its own.
   */
  seen: SeenIds;
}

/** What the room holds in memory only: lost on eviction, rebuilt harmlessly. */
export interface Memory {
  /** The last room summary and, per viewer class, the last view sent: unchanged ones are not re-sent. */
  lastRoom: string;
  lastView: Record<string, string>;
  /**
   * Per viewer class, the revision of its current view: set to max(now, previous + 1) whenever the
   * view changes, so it only grows (across an eviction too, the clock having moved on). A view
   * frame carries it; an action sent back with an older one was made on a view the seat no longer
   * has (see `onAct`).
   */
  viewRev: Record<string, number>;
  /** Per socket: the team channel last announced. */
  lastChannel: Record<SocketId, string | null>;
  buckets: Record<string, BucketState>;
  /**
   * The time of the last alarm run: game deadlines at or before it were handled (a handler that
   * changed nothing must not make the alarm fire again at once).
   */
  deadlinesDoneAt: number;
  /**
   * Issue 22, work not redone on every action: the summary message last built and what it was built
   * from (the room record and the spectator count: nothing else goes in it), and the JSON of the game
   * state object the snapshot holds. Both are keyed by object identity (records are never changed
   * in place), so a miss only costs the work the cache saves.
   */
  summaryOf?: { room: RoomRecord; spectators: number; json: string };
  gameJsonOf?: { state: unknown; json: string };
}

export interface CoreState {
  stored: Stored;
  mem: Memory;
}

export type Hello = Extract<ClientMessage, { type: "hello" }>;

export type Input =
  | { kind: "init"; code: string; gameId: string; isPublic: boolean; lang?: UiLang }
  | { kind: "summary" }
  /** The object woke (constructor): reconcile presence with the sockets that really exist. */
  | { kind: "wake" }
  | { kind: "open"; socket: SocketId; addr: string }
  /**
   * `at`: when the frame arrived (the glue's clock as the event reached it, before it waited behind
   * earlier messages); rate limits are charged then, so a backlog handled at once is not a burst.
   */
  | { kind: "message"; socket: SocketId; raw: string | ArrayBuffer; at?: number }
  /** A hello whose token the glue has hashed (asked for by a `message` step's `hashToken`). */
  | { kind: "hello"; socket: SocketId; hello: Hello; tokenHash: string }
  | { kind: "close"; socket: SocketId }
  | { kind: "alarm" };

export interface StepEnv {
  now: number;
  /** Every socket that exists right now, with its attachment (ctx.getWebSockets()). */
  sockets: readonly SocketRef[];
  game(id: string): AnyGame | undefined;
  /** Fresh random bytes (≥ 16) to seed a match. */
  entropy(): Uint8Array;
  graceMs: number;
  /**
   * PLAT-17 test knob (env `BOT_PACE_MAX_MS`, unset in wrangler.toml, so off in production): the
   * longest a server-played move may wait. It only ever shortens the 1.8–4.4 s pace, scaled so the
   * moves stay varied and never instant; a value at or above 4.4 s changes nothing.
   */
  botPaceMaxMs?: number;
  /** Voice (PLAT-13): what a joiner connects with — STUN, or short-lived TURN credentials; none when absent. */
  iceServers?(): IceServer[];
}

export type Write =
  | { op: "init" }
  | { op: "room"; value: RoomRecord }
  | { op: "game"; value: GameSnapshot | null }
  | { op: "touchedAt"; value: number }
  | { op: "history"; rows: StoredHistory[] }
  | { op: "clearHistory" }
  | { op: "chat"; row: StoredChat }
  /** PLAT-23: rows appended to a match's record. */
  | { op: "record"; match: number; rows: RecordRow[] }
  /** PLAT-25: a match's record deleted. */
  | { op: "dropRecord"; match: number }
  | { op: "deleteAll" };

export interface SeasonBatch {
  /** Room code + creation time: a reused code is another room. */
  roomKey: string;
  match: number;
  gameId: string;
  at: number;
  rows: { seat: number; player: string; name: string; points: number; won: boolean }[];
}

export interface PublicEntry {
  code: string;
  gameId: string;
  players: number;
  hostName: string;
  createdAt: number;
}

export interface Effects {
  /** Performed first, as one transaction. */
  writes: Write[];
  attachments: [SocketId, Attachment][];
  /** Raw frames, in order. */
  frames: [SocketId, string][];
  closes: { socket: SocketId; code: number; reason: string }[];
  /** The next alarm time (null: none). */
  alarm: number | null;
  /** A hello waiting for its token's hash: the glue hashes and feeds a `hello` input. */
  hashToken?: { socket: SocketId; hello: Hello };
  season?: SeasonBatch;
  logs: RoomLogEvent[];
  /** The answer to an RPC input (init: boolean; summary: RoomState | null). */
  reply?: unknown;
}
