/**
 * The Worker: a Hono router in front of the rooms. It creates rooms, answers room summaries,
 * upgrades WebSockets into the room's Durable Object and lists public rooms. Everything else is
 * the built client, served as static assets (`/r/:code` falls back to the app).
 */
import { Hono } from "hono";
import { ROOM_CODE_ALPHABET, createRoomBody, roomCode } from "../shared/protocol";
import { gameById } from "../shared/games/registry";
import { openRooms } from "./publicRooms";
import { mountOps } from "./http";
import { logEvent } from "./log";

export { Room } from "./room";

const app = new Hono<{ Bindings: Env }>();
mountOps(app); // security headers, /api/health, room-creation limit and log (worker/http)

const roomStub = (env: Env, code: string) => env.ROOM.get(env.ROOM.idFromName(code));

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return [...bytes].map((b) => ROOM_CODE_ALPHABET[b % ROOM_CODE_ALPHABET.length]).join("");
}

app.post("/api/rooms", async (c) => {
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
    if (await roomStub(c.env, code).init(code, parsed.data.gameId, parsed.data.isPublic ?? false)) return c.json({ code }, 201);
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
  const summary = await roomStub(c.env, code).summary();
  if (!summary) return c.json({ error: "room_not_found" }, 404);
  return c.json(summary);
});

app.get("/api/rooms/:code/ws", async (c) => {
  const code = c.req.param("code").toUpperCase();
  if (!roomCode.safeParse(code).success) return c.json({ error: "bad_code" }, 400);
  if (c.req.header("Upgrade") !== "websocket") return c.json({ error: "expected_websocket" }, 426);
  return roomStub(c.env, code).fetch(c.req.raw);
});

app.all("/api/*", (c) => c.json({ error: "not_found" }, 404));

export default app;
