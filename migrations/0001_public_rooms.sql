-- Public rooms listed on the landing page (PLAT-10). A row lives while a public room waits in its lobby.
CREATE TABLE IF NOT EXISTS public_rooms (
  code TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  players INTEGER NOT NULL,
  host_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS public_rooms_updated ON public_rooms (updated_at);
