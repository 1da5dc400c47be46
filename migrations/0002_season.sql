-- Season table (GameResult.season, Álibi): one row per seat per finished match. The key makes a
-- repeated write of the same match (alarm retry, duplicate) a no-op, so nothing is counted twice.
-- `player` is the SHA-256 of the browser token (never the token); `name` the name used that match.
CREATE TABLE IF NOT EXISTS season_results (
  room_key TEXT NOT NULL,
  match INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  game_id TEXT NOT NULL,
  player TEXT NOT NULL,
  name TEXT NOT NULL,
  points INTEGER NOT NULL,
  won INTEGER NOT NULL,
  month TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (room_key, match, seat)
);
CREATE INDEX IF NOT EXISTS season_results_month ON season_results (game_id, month, player);
