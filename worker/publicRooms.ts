/** The landing page's list of open public rooms (PLAT-10), kept in D1: never a global Durable Object. */
import type { PublicRoom } from "../shared/protocol";

let schemaReady: Promise<unknown> | null = null;

/** Same statements as migrations/0001_public_rooms.sql, so local dev and tests need no migration step. */
function ensureSchema(db: D1Database): Promise<unknown> {
  schemaReady ??= db
    .batch([
      db.prepare(
        "CREATE TABLE IF NOT EXISTS public_rooms (code TEXT PRIMARY KEY, game_id TEXT NOT NULL, players INTEGER NOT NULL, host_name TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)",
      ),
      db.prepare("CREATE INDEX IF NOT EXISTS public_rooms_updated ON public_rooms (updated_at)"),
    ])
    .catch((e: unknown) => {
      schemaReady = null;
      throw e;
    });
  return schemaReady;
}

export async function listRoom(db: D1Database, room: PublicRoom, now: number): Promise<void> {
  await ensureSchema(db);
  await db
    .prepare(
      "INSERT INTO public_rooms (code, game_id, players, host_name, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT(code) DO UPDATE SET players = ?3, host_name = ?4, updated_at = ?6",
    )
    .bind(room.code, room.gameId, room.players, room.hostName, room.createdAt, now)
    .run();
}

export async function unlistRoom(db: D1Database, code: string): Promise<void> {
  await ensureSchema(db);
  await db.prepare("DELETE FROM public_rooms WHERE code = ?1").bind(code).run();
}

/** Rooms updated in the last `maxAgeMs`, newest first; stale rows are ignored (a room can vanish unannounced). */
export async function openRooms(db: D1Database, now: number, maxAgeMs = 6 * 3600_000): Promise<PublicRoom[]> {
  await ensureSchema(db);
  const { results } = await db
    .prepare("SELECT code, game_id, players, host_name, created_at FROM public_rooms WHERE updated_at > ?1 ORDER BY updated_at DESC LIMIT 50")
    .bind(now - maxAgeMs)
    .all<{ code: string; game_id: string; players: number; host_name: string; created_at: number }>();
  return results.map((r) => ({ code: r.code, gameId: r.game_id, players: r.players, hostName: r.host_name, createdAt: r.created_at }));
}
