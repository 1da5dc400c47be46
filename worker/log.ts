/**
 * Structured logs for operators: one JSON line per notable room event, searchable in Workers Logs.
 * A line carries only whitelisted fields — game ids, seat counts, milliseconds and fixed place names —
 * never a token, a player's name, chat text or any hidden value. The types say so, and a runtime check
 * refuses anything else (an event that fails it is replaced by a content-free `log_refused` line).
 */
import { gameById } from "../shared/games/registry";

/** Where a storage or D1 error happened: a fixed place name, never data. */
export const LOG_WHERE = [
  "init",
  "hello",
  "act",
  "chat",
  "config",
  "start",
  "alarm",
  "snapshot",
  "history",
  "restore",
  "season",
  "public_rooms",
  "summary",
  "close",
] as const;
type LogWhere = (typeof LOG_WHERE)[number];

/** Which limit refused a request: the Worker's room creation, a socket's message/chat bucket, or an address's share of a room. */
export const LOG_SCOPES = ["room_create", "room_lookup", "message", "chat", "connect", "address"] as const;
export type LogScope = (typeof LOG_SCOPES)[number];

export type RoomLogEvent =
  | { event: "room_created"; game: string }
  | { event: "match_started"; game: string; seats: number }
  | { event: "match_ended"; game: string; seats: number }
  /** A server-played seat's policy offered a move its own rules refused (a policy bug, PLAT-16). */
  | { event: "bot_refused"; game: string }
  | { event: "alarm_late"; lateMs: number }
  | { event: "storage_error" | "d1_error"; where: LogWhere }
  | { event: "rate_limited"; scope: LogScope }
  /** A frame over MAX_MESSAGE_BYTES closed its socket; its size in KiB (UTF-16 units for text), never its content. */
  | { event: "frame_too_large"; kb: number };

/** The fields each event may carry, and nothing more. */
const FIELDS: Record<RoomLogEvent["event"], readonly string[]> = {
  room_created: ["game"],
  match_started: ["game", "seats"],
  match_ended: ["game", "seats"],
  bot_refused: ["game"],
  alarm_late: ["lateMs"],
  storage_error: ["where"],
  d1_error: ["where"],
  rate_limited: ["scope"],
  frame_too_large: ["kb"],
};

const MAX_SEATS_LOGGED = 64;
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= MAX_SEATS_LOGGED;
const isMs = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0 && v < 1e10;
const isGame = (v: unknown): v is string => typeof v === "string" && /^[a-z][a-z0-9]{1,15}$/.test(v) && gameById(v) !== undefined;

const CHECKS: Record<string, (v: unknown) => boolean> = {
  game: isGame,
  seats: isCount,
  lateMs: isMs,
  where: (v) => (LOG_WHERE as readonly unknown[]).includes(v),
  kb: (v) => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 1 << 20,
  scope: (v) => (LOG_SCOPES as readonly unknown[]).includes(v),
};

/** The line for an event, or why it was refused (a reason that names no value). */
export function logLine(e: unknown): { ok: true; line: string } | { ok: false; reason: string } {
  if (typeof e !== "object" || e === null || Array.isArray(e)) return { ok: false, reason: "not_an_object" };
  const record = e as Record<string, unknown>;
  const event = record.event;
  if (typeof event !== "string" || !Object.hasOwn(FIELDS, event)) return { ok: false, reason: "unknown_event" };
  const allowed = FIELDS[event as RoomLogEvent["event"]];
  const keys = Object.keys(record).filter((k) => k !== "event");
  if (keys.length !== allowed.length || !allowed.every((k) => keys.includes(k))) return { ok: false, reason: "wrong_fields" };
  const out: Record<string, unknown> = { event };
  for (const k of allowed) {
    const value = record[k];
    if (!CHECKS[k]!(value)) return { ok: false, reason: `bad_${k}` };
    out[k] = k === "lateMs" ? Math.round(value as number) : value;
  }
  return { ok: true, line: JSON.stringify(out) };
}

/** Writes one JSON line for a room event (Workers Logs indexes the fields of a JSON log line). */
export function logEvent(e: RoomLogEvent): void {
  const result = logLine(e);
  console.log(result.ok ? result.line : JSON.stringify({ event: "log_refused", reason: result.reason }));
}
