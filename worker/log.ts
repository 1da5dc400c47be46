/**
 * Structured logs (PLAN decision 6): one JSON line per notable room event. Placeholder written by
 * core with ops' signature and names; ops' version (with its runtime field check) replaces it.
 * Never a token, a name, chat text or a hidden value: only the fields the types allow.
 */
export const LOG_WHERE = ["init", "hello", "act", "chat", "config", "start", "alarm", "snapshot", "history", "restore", "season", "public_rooms", "summary", "close"] as const;
export type LogWhere = (typeof LOG_WHERE)[number];
export const LOG_SCOPES = ["room_create", "room_lookup", "message", "chat", "connect"] as const;
export type LogScope = (typeof LOG_SCOPES)[number];

export type RoomLogEvent =
  | { event: "room_created"; game: string }
  | { event: "match_started"; game: string; seats: number }
  | { event: "match_ended"; game: string; seats: number }
  | { event: "alarm_late"; lateMs: number }
  | { event: "storage_error" | "d1_error"; where: LogWhere }
  | { event: "rate_limited"; scope: LogScope };

export function logEvent(e: RoomLogEvent): void {
  console.log(JSON.stringify(e));
}
