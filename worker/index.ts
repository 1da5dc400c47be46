/**
 * The Worker: a Hono router in front of the rooms. It creates rooms, answers room summaries,
 * upgrades WebSockets into the room's Durable Object and lists public rooms. Everything else is
 * the built client, served as static assets; the two pages and every miss go through worker/pages.ts.
 */
import { Hono } from "hono";
import { ROOM_CODE_ALPHABET, createRoomBody, replayKey, roomCode } from "../shared/protocol";
import { gameById } from "../shared/games/registry";
import { openRooms } from "./publicRooms";
import { seasonCounted, seasonPlace, seasonTable } from "./season";
import { parseSeasonMatch } from "./core/seasonKey";
import { logEvent, type LogScope } from "./log";
import { mountOps } from "./http";
import { mountPages } from "./pages";

export { Room } from "./room";

const app = new Hono<{ Bindings: Env }>();
mountOps(app); // security headers and /api/health (worker/http)

const roomStub = (env: Env, code: string) => env.ROOM.get(env.ROOM.idFromName(code));

/**
 * Per client address, before any room is touched: creating rooms, looking codes up and opening
 * sockets (Workers rate-limiting bindings, wrangler.toml [[ratelimits]]). Without a binding or a
 * client address (local tools) nothing is limited; Cloudflare always sets CF-Connecting-IP.
 */
async function overLimit(limiter: RateLimit | undefined, address: string | undefined, scope: LogScope): Promise<boolean> {
  if (!limiter || !address) return false;
  if ((await limiter.limit({ key: address })).success) return false;
  logEvent({ event: "rate_limited", scope });
  return true;
}

/**
 * The client's address for per-address limits. `ADDRESS_LIMITS = "off"` turns them off for a local
 * server that many test browsers share (wrangler dev sets CF-Connecting-IP to 127.0.0.1 for all).
 */
function clientAddress(env: Env, request: Request): string | undefined {
  return env.ADDRESS_LIMITS === "off" ? undefined : request.headers.get("CF-Connecting-IP") ?? undefined;
}

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return [...bytes].map((b) => ROOM_CODE_ALPHABET[b % ROOM_CODE_ALPHABET.length]).join("");
}

app.post("/api/rooms", async (c) => {
  if (await overLimit(c.env.CREATE_LIMIT, clientAddress(c.env, c.req.raw), "room_create")) return c.json({ error: "rate_limited" }, 429);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: "bad_json" }, 400);
  }
  const parsed = createRoomBody.safeParse(body);
  if (!parsed.success) return c.json({ error: "bad_request" }, 400);
  if (!gameById(parsed.data.gameId)) return c.json({ error: "unknown_game" }, 400);
  // A fresh code almost never collides; init refuses a code in use, so try again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    if (await roomStub(c.env, code).init(code, parsed.data.gameId, parsed.data.isPublic ?? false, parsed.data.lang)) return c.json({ code }, 201);
  }
  return c.json({ error: "no_free_code" }, 503);
});

app.get("/api/rooms", async (c) => {
  try {
    return c.json({ rooms: await openRooms(c.env.DB, Date.now()) });
  } catch {
    logEvent({ event: "d1_error", where: "public_rooms" });
    return c.json({ rooms: [] });
  }
});

app.get("/api/rooms/:code", async (c) => {
  const code = c.req.param("code").toUpperCase();
  if (!roomCode.safeParse(code).success) return c.json({ error: "bad_code" }, 400);
  if (await overLimit(c.env.LOOKUP_LIMIT, clientAddress(c.env, c.req.raw), "room_lookup")) return c.json({ error: "rate_limited" }, 429);
  const summary = await roomStub(c.env, code).summary();
  if (!summary) return c.json({ error: "room_not_found" }, 404);
  return c.json(summary);
});

app.get("/api/rooms/:code/ws", async (c) => {
  const code = c.req.param("code").toUpperCase();
  if (!roomCode.safeParse(code).success) return c.json({ error: "bad_code" }, 400);
  // Every attempt counts, upgraded or not.
  if (await overLimit(c.env.CONNECT_LIMIT, clientAddress(c.env, c.req.raw), "connect")) return c.json({ error: "rate_limited" }, 429);
  if (c.req.header("Upgrade") !== "websocket") return c.json({ error: "expected_websocket" }, 426);
  let request = c.req.raw;
  if (!clientAddress(c.env, request) && request.headers.has("CF-Connecting-IP")) {
    request = new Request(request);
    request.headers.delete("CF-Connecting-IP"); // the room then limits per socket only
  }
  return roomStub(c.env, code).fetch(request);
});

/**
 * Issue 24: a match's replay (shared/protocol/replay.ts), for whoever holds its key. Charged to the
 * look-up limit like a room look-up; the key is checked by the room (403), a missing record is 404.
 */
app.get("/api/rooms/:code/replays/:match", async (c) => {
  const code = c.req.param("code").toUpperCase();
  const match = Number(c.req.param("match"));
  const key = c.req.query("k") ?? "";
  if (!roomCode.safeParse(code).success || !Number.isSafeInteger(match) || match < 1 || !replayKey.safeParse(key).success) return c.json({ error: "bad_request" }, 400);
  if (await overLimit(c.env.LOOKUP_LIMIT, clientAddress(c.env, c.req.raw), "room_lookup")) return c.json({ error: "rate_limited" }, 429);
  const { status, body } = await roomStub(c.env, code).replay(match, key);
  return new Response(body, { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } });
});

/**
 * The season table of a game for a month (default: this month), best first (GameResult.season); with
 * `match`, whether it counts that match yet; with `tag` (a row's public tag), that player's row and place.
 */
app.get("/api/season", async (c) => {
  const game = c.req.query("game") ?? "";
  const month = c.req.query("month") ?? new Date().toISOString().slice(0, 7);
  if (!gameById(game)) return c.json({ error: "unknown_game" }, 400);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return c.json({ error: "bad_month" }, 400);
  // PLAT-27: `match` (the room summary's season.match) asks whether the table counts that match yet.
  const matchText = c.req.query("match");
  const match = matchText === undefined ? null : parseSeasonMatch(matchText);
  if (matchText !== undefined && !match) return c.json({ error: "bad_request" }, 400);
  const tag = c.req.query("tag");
  if (tag !== undefined && !/^[0-9a-f]{6}$/.test(tag)) return c.json({ error: "bad_request" }, 400);
  try {
    const counted = match ? { counted: await seasonCounted(c.env.DB, match.roomKey, match.match) } : {};
    const mine = tag !== undefined ? { mine: await seasonPlace(c.env.DB, game, month, tag) } : {};
    return c.json({ game, month, ...counted, ...mine, rows: await seasonTable(c.env.DB, game, month) });
  } catch {
    logEvent({ event: "d1_error", where: "season" });
    return c.json({ error: "season_unavailable" }, 503);
  }
});

app.all("/api/*", (c) => c.json({ error: "not_found" }, 404));
mountPages(app); // `/`, `/r/CODE` with their meta tags, and every miss (an /assets/ miss is a real 404)

export default app;
