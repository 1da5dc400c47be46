/**
 * The room's storage layout. The current snapshot (room record, game state + generator) lives in
 * the synchronous KV; history and chat are rows (ids chosen by the core), so the bytes written per
 * action stay bounded however long a game runs. SQL only with bound parameters. Tables are made
 * when a room is created, never by merely looking at a code.
 */
import type { GameSnapshot, StoredChat, StoredHistory, Write } from "./core";
import type { RecordRow } from "./core/record";
import type { RoomRecord } from "./core/lobby";
import { CHAT_KEPT, HISTORY_KEPT } from "./core/limits";

function migrate(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS history (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, audience TEXT NOT NULL, type TEXT NOT NULL, params TEXT)`);
  sql.exec(`CREATE TABLE IF NOT EXISTS chat (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, seat INTEGER, name TEXT NOT NULL,
    channel TEXT NOT NULL, team TEXT, text TEXT NOT NULL, match INTEGER NOT NULL DEFAULT 0, spectator INTEGER NOT NULL DEFAULT 0)`);
  // PLAT-23: match records, one row per recorded input (rooms made before replays get the table on waking).
  sql.exec("CREATE TABLE IF NOT EXISTS record (id INTEGER PRIMARY KEY AUTOINCREMENT, match INTEGER NOT NULL, row TEXT NOT NULL)");
  sql.exec("CREATE INDEX IF NOT EXISTS record_match ON record (match, id)");
  // Rooms made before team chat was partitioned by match get the new columns.
  const cols = new Set(sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('chat')").toArray().map((r) => r.name));
  if (!cols.has("match")) sql.exec("ALTER TABLE chat ADD COLUMN match INTEGER NOT NULL DEFAULT 0");
  if (!cols.has("spectator")) sql.exec("ALTER TABLE chat ADD COLUMN spectator INTEGER NOT NULL DEFAULT 0");
}

/** Everything the core needs on waking; reads nothing (and creates nothing) for a code never created. */
export function readStored(storage: DurableObjectStorage) {
  const room = storage.kv.get<RoomRecord>("room") ?? null;
  if (!room) return { room: null, game: null, history: [], chat: [], touchedAt: null };
  migrate(storage.sql);
  return {
    room,
    game: storage.kv.get<GameSnapshot>("game") ?? null,
    history: readHistory(storage.sql),
    chat: readChat(storage.sql),
    touchedAt: storage.kv.get<number>("touchedAt") ?? null,
  };
}

/** Performs the core's writes (the caller wraps them in one transaction, before any send). */
export function performWrites(storage: DurableObjectStorage, writes: readonly Write[]): void {
  const sql = storage.sql;
  for (const w of writes) {
    switch (w.op) {
      case "init":
        migrate(sql);
        break;
      case "room":
        storage.kv.put("room", w.value);
        break;
      case "game":
        if (w.value) storage.kv.put("game", w.value);
        else storage.kv.delete("game");
        break;
      case "touchedAt":
        storage.kv.put("touchedAt", w.value);
        break;
      case "history":
        for (const r of w.rows)
          sql.exec("INSERT INTO history (id, at, audience, type, params) VALUES (?, ?, ?, ?, ?)", r.id, r.at, r.audience === "all" ? "all" : JSON.stringify(r.audience), r.type, r.params ? JSON.stringify(r.params) : null);
        break;
      case "clearHistory":
        sql.exec("DELETE FROM history");
        break;
      case "chat": {
        const r = w.row;
        sql.exec("INSERT INTO chat (id, at, seat, name, channel, team, text, match, spectator) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", r.id, r.at, r.seat, r.name, r.channel, r.team, r.text, r.match, r.spectator ? 1 : 0);
        break;
      }
      case "record":
        for (const r of w.rows) sql.exec("INSERT INTO record (match, row) VALUES (?, ?)", w.match, JSON.stringify(r));
        break;
      case "dropRecord":
        sql.exec("DELETE FROM record WHERE match = ?", w.match);
        break;
      case "deleteAll":
        sql.exec("DROP TABLE IF EXISTS record");
        sql.exec("DROP TABLE IF EXISTS history");
        sql.exec("DROP TABLE IF EXISTS chat");
        storage.kv.delete("room");
        storage.kv.delete("game");
        storage.kv.delete("touchedAt");
        break;
    }
  }
}

/** PLAT-23: one match's record, in order (empty when there is none). */
export function readRecord(storage: DurableObjectStorage, match: number): RecordRow[] {
  if (!storage.kv.get("room")) return [];
  return storage.sql
    .exec<{ row: string }>("SELECT row FROM record WHERE match = ? ORDER BY id", match)
    .toArray()
    .map((r) => JSON.parse(r.row) as RecordRow);
}

function readHistory(sql: SqlStorage): StoredHistory[] {
  return sql
    .exec<{ id: number; at: number; audience: string; type: string; params: string | null }>(
      "SELECT id, at, audience, type, params FROM (SELECT * FROM history ORDER BY id DESC LIMIT ?) ORDER BY id",
      HISTORY_KEPT,
    )
    .toArray()
    .map((r) => ({
      id: r.id,
      at: r.at,
      type: r.type,
      audience: r.audience === "all" ? "all" : (JSON.parse(r.audience) as number[]),
      ...(r.params ? { params: JSON.parse(r.params) as Record<string, unknown> } : {}),
    }));
}

function readChat(sql: SqlStorage): StoredChat[] {
  return sql
    .exec<{ id: number; at: number; seat: number | null; name: string; channel: string; team: string | null; text: string; match: number; spectator: number }>(
      "SELECT * FROM (SELECT id, at, seat, name, channel, team, text, match, spectator FROM chat ORDER BY id DESC LIMIT ?) ORDER BY id",
      CHAT_KEPT,
    )
    .toArray()
    .map(({ spectator, ...r }) => ({ ...r, channel: r.channel === "team" ? "team" : "all", ...(spectator ? { spectator: true as const } : {}) }));
}
