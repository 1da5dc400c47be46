/**
 * The wire protocol, one schema per message, imported by both sides. Types are inferred from the
 * schemas and never written twice. Every incoming message is size-checked (MAX_MESSAGE_BYTES) and
 * parsed with `clientMessage` before the room looks at it.
 */
import { z } from "zod";

export const PROTOCOL_VERSION = 1;
/** Larger than any legitimate message (a chat line, a Ficha note, an action). */
export const MAX_MESSAGE_BYTES = 4096;
export const MAX_CHAT_CHARS = 280;
export const MAX_NAME_CHARS = 24;
export const MAX_SEATS = 10;

export const roomCode = z.string().regex(/^[A-HJ-NP-Z2-9]{5}$/);
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const name = z
  .string()
  .transform((s) => s.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1).max(MAX_NAME_CHARS));

export const clientMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hello"),
    v: z.literal(PROTOCOL_VERSION),
    /** Random per-browser secret; the room stores only its hash. */
    token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    name,
    role: z.enum(["player", "spectator"]),
  }),
  z.object({ type: z.literal("act"), action: z.unknown() }),
  z.object({ type: z.literal("chat"), channel: z.enum(["all", "team"]), text: z.string().min(1).max(MAX_CHAT_CHARS) }),
  z.object({ type: z.literal("config"), config: z.unknown() }),
  z.object({ type: z.literal("public"), value: z.boolean() }),
  z.object({ type: z.literal("choose"), choice: z.unknown() }),
  z.object({ type: z.literal("kick"), seat: z.number().int().min(0).max(MAX_SEATS - 1) }),
  z.object({ type: z.literal("start") }),
  z.object({ type: z.literal("rematch") }),
  /** "Abandonar sala": give the seat up for good (PLAT-6). */
  z.object({ type: z.literal("abandon") }),
  z.object({ type: z.literal("ping"), t: z.number() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

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
  seatLimits: { min: number; max: number };
  /** Winners when phase is "ended". */
  winners: number[] | null;
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
}

export type ServerMessage =
  | { type: "welcome"; seat: number | null; role: "player" | "spectator"; now: number }
  | { type: "room"; room: RoomState }
  | { type: "view"; view: unknown; now: number }
  | { type: "history"; lines: HistoryLine[]; append: boolean }
  | { type: "chat"; lines: ChatLine[]; append: boolean }
  | { type: "error"; code: string; params?: Record<string, string | number> }
  | { type: "pong"; t: number; now: number };

export const createRoomBody = z.object({
  gameId: z.string().min(1).max(16),
  isPublic: z.boolean().optional(),
});

export interface PublicRoom {
  code: string;
  gameId: string;
  players: number;
  hostName: string;
  createdAt: number;
}
