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

async function listRoom(db: D1Database, room: PublicRoom, now: number): Promise<void> {
  await ensureSchema(db);
  await db
    .prepare(
      "INSERT INTO public_rooms (code, game_id, players, host_name, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT(code) DO UPDATE SET players = ?3, host_name = ?4, updated_at = ?6",
    )
    .bind(room.code, room.gameId, room.players, room.hostName, room.createdAt, now)
    .run();
}

async function unlistRoom(db: D1Database, code: string): Promise<void> {
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

/**
 * Keeps one room's row in the D1 list in step with the room (PLAT-10), off the message path:
 * updates run one after another in the background so a slow D1 never holds up play, and a later
 * update never lands first. Only a changed row is written.
 */
export class PublicListSync {
  private chain: Promise<void> = Promise.resolve();
  private listed: string;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly db: D1Database,
    first: PublicRoom | null,
    private readonly onError: () => void,
  ) {
    this.listed = JSON.stringify(first);
  }

  /** `entry`: the room's row now, or null when unlisted; `code`: the room's code before the step (a deleted room still has one). */
  sync(entry: PublicRoom | null, code: string | null): void {
    const json = JSON.stringify(entry);
    if (json === this.listed) return;
    this.listed = json;
    const db = this.db;
    this.chain = this.chain.then(async () => {
      try {
        if (entry) await listRoom(db, entry, Date.now());
        else if (code) await unlistRoom(db, code);
      } catch {
        // The list is a convenience; a D1 hiccup must never break the room itself.
        this.onError();
      }
    });
    this.ctx.waitUntil(this.chain);
  }
}
