import type { VoiceServerMessage } from "../voice/messages";
import type { ReplayLink } from "./replay";

/** Server → client message shapes and the room summary; types only, so the client bundle carries no schema code. */
export interface SeatSummary {
  seat: number;
  name: string;
  /** Avatar index, stable per seat. */
  avatar: number;
  /** Not (yet) confirmed absent: connected, or within the reconnection grace period. */
  present: boolean;
  /** A socket is open for this seat right now. */
  connected: boolean;
  /** Gave the seat up during a game; the game goes on without them. */
  abandoned: boolean;
  choice: unknown;
  /** A bot the host added (issue 23): its level. */
  bot?: "easy" | "normal";
  /** The room plays this seat now (absent, abandoned, removed or a bot; PLAT-15). */
  played?: boolean;
  /** Removed mid-match by the host or by vote (PLAT-19/B6): the room plays it to the end. */
  removed?: boolean;
  /** PLAT-20: votes to remove this seat, and how many are needed. */
  removeVotes?: { voters: number[]; needed: number };
}

export type RoomPhase = "lobby" | "playing" | "ended";

export interface RoomState {
  code: string;
  gameId: string;
  phase: RoomPhase;
  hostSeat: number | null;
  seats: SeatSummary[];
  spectators: number;
  config: unknown;
  isPublic: boolean;
  /** PLAT-13: the host lifted the voice silence (friends who trust each other); always false in a public room. */
  voiceFree: boolean;
  seatLimits: { min: number; max: number };
  /** Winners when phase is "ended". */
  winners: number[] | null;
  /** Browsers the host removed; they cannot take a seat again until the host lets them (`unban`) or the match ends. */
  banned: { id: number; name: string }[];
  /** Issue 23: the host may add bots in the lobby (Noir, Caso). */
  lobbyBots?: true;
  /**
   * Issue 24: the last ended match's replay link (shared/protocol/replay.ts: replayPagePath), sent
   * only over the room's sockets (its players and spectators), never in the HTTP room lookup; absent
   * until a match has ended, and once its record is deleted.
   */
  replay?: ReplayLink;
  /**
   * Issue 19 (PLAT-27): the ended match's season points per seat, present only when the match counts in
   * its game's season table (the game reported season rows: for Álibi, its season option is on). `match`
   * names the match for `GET /api/season?match=`, which says whether the table counts it yet.
   */
  season?: SeasonPoints;
}

export interface SeasonPoints {
  match: string;
  points: { seat: number; points: number }[];
}

export interface HistoryLine {
  id: number;
  at: number;
  type: string;
  params?: Record<string, unknown>;
}

export interface ChatLine {
  id: number;
  at: number;
  seat: number | null;
  name: string;
  channel: "all" | "team";
  text: string;
  /** Written by a spectator: the client marks the name so nobody mistakes them for a player. */
  spectator?: true;
}

export type ServerMessage =
  | { type: "welcome"; seat: number | null; role: "player" | "spectator"; now: number }
  | { type: "room"; room: RoomState }
  /** `rev`: this view's revision for its viewer, moving on whenever the viewer's view changes (sent back with `act`). */
  | { type: "view"; view: unknown; rev: number; now: number }
  | { type: "history"; lines: HistoryLine[]; append: boolean }
  | { type: "chat"; lines: ChatLine[]; append: boolean }
  | { type: "error"; code: string; params?: Record<string, string | number> }
  | { type: "pong"; t: number; now: number }
  /** A command with an id was applied (or had already been applied: `dup`). */
  | { type: "ack"; id: string; dup?: true }
  /** This socket's team chat channel (a game's `teamOf`), or null when it has none; sent when it changes. */
  | { type: "channel"; team: string | null }
  | VoiceServerMessage;

/**
 * One WebSocket frame from the room: a message, or (protocol 2) a JSON array of the messages one
 * step sends a socket, in order — an action's view and its history line travel as one frame. Each
 * frame costs the runtime and the client as much as its bytes (issue 22: a second frame per socket
 * per action made the room 1.5× the durable echo's round trip with 42 sockets).
 */
export type ServerFrame = ServerMessage | ServerMessage[];

export interface PublicRoom {
  code: string;
  gameId: string;
  players: number;
  hostName: string;
  createdAt: number;
}
