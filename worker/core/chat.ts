/** PLAT-7 chat: the game decides who may post where (seats and spectators alike); the room stores and fans out. */
import { seatByToken } from "./lobby";
import { filterPublicText } from "./publicText";
import type { Turn } from "./turn";
import type { Attachment, SocketId } from "./types";

export function onChat(t: Turn, id: SocketId, a: Attachment, channel: "all" | "team", text: string): void {
  const room = t.room!;
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return t.error(id, "chat_empty");
  // A browser that holds a seat speaks as that seat, never as a spectator in a second tab
  // (the silenced Matiz giver or Dicas narrator would otherwise talk freely).
  if (a.seat === null && a.tokenHash !== null && seatByToken(room, a.tokenHash)) return t.error(id, "seat_holder_watching");
  const viewer = t.viewerOf(a);
  if (room.phase !== "lobby" && t.snap) {
    const blocked = t.game.canChat?.(t.snap.state, viewer, channel) ?? null;
    if (blocked) return t.error(id, blocked);
  }
  const team = channel === "team" ? t.teamOf(a) : null;
  if (channel === "team" && team === null) return t.error(id, "no_team");
  const name = a.seat === null ? a.name : room.seats.find((s) => s.seat === a.seat)?.name ?? a.name;
  t.appendChat({
    at: t.now,
    seat: a.seat,
    name,
    channel,
    team,
    match: room.match,
    text: room.isPublic ? filterPublicText(clean) : clean,
    ...(a.seat === null ? { spectator: true as const } : {}),
  });
}
