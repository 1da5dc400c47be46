/**
 * The room's SQLite layout. The current snapshot (room record, game state, RNG) lives in the
 * synchronous KV; history and chat are append-only rows, so the bytes written per action stay
 * bounded however long a game runs. SQL only with bound parameters.
 */
import type { Audience, GameEvent } from "../shared/engine";
import type { ChatLine, HistoryLine } from "../shared/protocol";

export function migrate(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS history (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, audience TEXT NOT NULL, type TEXT NOT NULL, params TEXT)`);
  sql.exec(`CREATE TABLE IF NOT EXISTS chat (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, seat INTEGER, name TEXT NOT NULL,
    channel TEXT NOT NULL, team TEXT, text TEXT NOT NULL)`);
}

export interface StoredHistory extends HistoryLine {
  audience: Audience;
}

export function appendHistory(sql: SqlStorage, at: number, events: readonly GameEvent[]): StoredHistory[] {
  const out: StoredHistory[] = [];
  for (const e of events) {
    const audience = e.audience === "all" ? "all" : JSON.stringify(e.audience);
    const params = e.params ? JSON.stringify(e.params) : null;
    const row = sql
      .exec<{ id: number }>("INSERT INTO history (at, audience, type, params) VALUES (?, ?, ?, ?) RETURNING id", at, audience, e.type, params)
      .one();
    out.push({ id: row.id, at, type: e.type, audience: e.audience, ...(e.params ? { params: e.params } : {}) });
  }
  return out;
}

export function readHistory(sql: SqlStorage, limit = 300): StoredHistory[] {
  const rows = sql
    .exec<{ id: number; at: number; audience: string; type: string; params: string | null }>(
      "SELECT id, at, audience, type, params FROM (SELECT * FROM history ORDER BY id DESC LIMIT ?) ORDER BY id",
      limit,
    )
    .toArray();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    type: r.type,
    audience: r.audience === "all" ? "all" : (JSON.parse(r.audience) as number[]),
    ...(r.params ? { params: JSON.parse(r.params) as Record<string, unknown> } : {}),
  }));
}

export interface StoredChat extends ChatLine {
  team: string | null;
}

export function appendChat(sql: SqlStorage, line: Omit<StoredChat, "id">): StoredChat {
  const row = sql
    .exec<{ id: number }>(
      "INSERT INTO chat (at, seat, name, channel, team, text) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
      line.at, line.seat, line.name, line.channel, line.team, line.text,
    )
    .one();
  return { ...line, id: row.id };
}

export function readChat(sql: SqlStorage, limit = 200): StoredChat[] {
  return sql
    .exec<{ id: number; at: number; seat: number | null; name: string; channel: string; team: string | null; text: string }>(
      "SELECT * FROM (SELECT id, at, seat, name, channel, team, text FROM chat ORDER BY id DESC LIMIT ?) ORDER BY id",
      limit,
    )
    .toArray()
    .map((r) => ({ ...r, channel: r.channel === "team" ? "team" : "all" }));
}

export function clearMatch(sql: SqlStorage): void {
  sql.exec("DELETE FROM history");
}
