/**
 * The season table (PLAN decision 1: GameResult.season) in D1: rows keyed by room + match + seat,
 * written once per match in one batch with INSERT OR IGNORE, so a repeat never double-counts.
 * Players are their token hash and show under the last name they played with.
 */
import type { SeasonBatch } from "./core";
import { censor } from "../shared/text/profanity";

let schemaReady: Promise<unknown> | null = null;

/** Same statements as migrations/0002_season.sql, so local dev and tests need no migration step. */
function ensureSchema(db: D1Database): Promise<unknown> {
  schemaReady ??= db
    .batch([
      db.prepare(
        "CREATE TABLE IF NOT EXISTS season_results (room_key TEXT NOT NULL, match INTEGER NOT NULL, seat INTEGER NOT NULL, game_id TEXT NOT NULL, player TEXT NOT NULL, name TEXT NOT NULL, points INTEGER NOT NULL, won INTEGER NOT NULL, month TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (room_key, match, seat))",
      ),
      db.prepare("CREATE INDEX IF NOT EXISTS season_results_month ON season_results (game_id, month, player)"),
    ])
    .catch((e: unknown) => {
      schemaReady = null;
      throw e;
    });
  return schemaReady;
}

const monthOf = (at: number): string => new Date(at).toISOString().slice(0, 7);

export async function writeSeason(db: D1Database, b: SeasonBatch): Promise<void> {
  if (!b.rows.length) return;
  await ensureSchema(db);
  const month = monthOf(b.at);
  await db.batch(
    b.rows.map((r) =>
      db
        .prepare("INSERT OR IGNORE INTO season_results (room_key, match, seat, game_id, player, name, points, won, month, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")
        .bind(b.roomKey, b.match, r.seat, b.gameId, r.player, r.name, Math.round(r.points), r.won ? 1 : 0, month, b.at),
    ),
  );
}

export interface SeasonRow {
  name: string;
  /** The first 6 hex digits of the player's hashed device token: tells apart rows that share a name, and lets a browser find its own row. */
  tag: string;
  points: number;
  wins: number;
  matches: number;
}

/**
 * The month's table, best first; each player under the name of their latest match. The table is
 * public across rooms, so names leave censored (PLAT-10), for every page that shows them.
 */
export async function seasonTable(db: D1Database, gameId: string, month: string): Promise<SeasonRow[]> {
  await ensureSchema(db);
  const { results } = await db
    .prepare(
      `SELECT (SELECT name FROM season_results l WHERE l.game_id = ?1 AND l.month = ?2 AND l.player = s.player ORDER BY at DESC LIMIT 1) AS name,
        substr(s.player, 1, 6) AS tag, SUM(points) AS points, SUM(won) AS wins, COUNT(*) AS matches
       FROM season_results s WHERE game_id = ?1 AND month = ?2 GROUP BY player ORDER BY points DESC, wins DESC, matches ASC LIMIT 100`,
    )
    .bind(gameId, month)
    .all<SeasonRow>();
  return results.map(shownRow);
}

/** A row as it leaves the Worker: numbers as numbers, the name censored (PLAT-10). */
const shownRow = (r: SeasonRow): SeasonRow => ({ name: censor(r.name), tag: String(r.tag), points: Number(r.points), wins: Number(r.wins), matches: Number(r.matches) });

/**
 * PLAT-27: one player's row, found by its tag, and its place (1 + the players strictly ahead, in the
 * table's order), so a player below the top 100 still reads their total and position.
 */
export async function seasonPlace(db: D1Database, gameId: string, month: string, tag: string): Promise<{ row: SeasonRow; position: number } | null> {
  await ensureSchema(db);
  const r = await db
    .prepare(
      `WITH t AS (SELECT player, SUM(points) AS points, SUM(won) AS wins, COUNT(*) AS matches FROM season_results WHERE game_id = ?1 AND month = ?2 GROUP BY player)
       SELECT (SELECT name FROM season_results l WHERE l.game_id = ?1 AND l.month = ?2 AND l.player = me.player ORDER BY at DESC LIMIT 1) AS name,
         substr(me.player, 1, 6) AS tag, me.points AS points, me.wins AS wins, me.matches AS matches,
         (SELECT COUNT(*) FROM t o WHERE o.points > me.points OR (o.points = me.points AND (o.wins > me.wins OR (o.wins = me.wins AND o.matches < me.matches)))) + 1 AS position
       FROM t me WHERE substr(me.player, 1, 6) = ?3 ORDER BY me.points DESC LIMIT 1`,
    )
    .bind(gameId, month, tag)
    .first<SeasonRow & { position: number }>();
  if (!r) return null;
  return { row: shownRow(r), position: Number(r.position) };
}

/** PLAT-27: whether the table counts this match yet (its rows are written in one batch, so all or none). */
export async function seasonCounted(db: D1Database, roomKey: string, match: number): Promise<boolean> {
  await ensureSchema(db);
  const row = await db.prepare("SELECT 1 AS one FROM season_results WHERE room_key = ?1 AND match = ?2 LIMIT 1").bind(roomKey, match).first<{ one: number }>();
  return row !== null;
}
