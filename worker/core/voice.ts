/**
 * Voice (PLAT-13) in the room core: glue between sockets and the pure relay (shared/voice/relay.ts).
 * Membership lives in each socket's attachment (it survives hibernation); nothing voice is stored.
 * - `onVoice`: one `voice` message, already size-checked, schema-parsed and rate-limited like every other.
 * - `voiceSync` (end of every step): members no longer allowed leave — kicked, abandoned, closed,
 *   a rematch closing team channels, a role turned listen-only — and each socket learns what it may
 *   do (`voice policy`) when that changes.
 */
import { NO_VOICE, iceNonce, policyOf, reconcile, relay, voiceAccess, type VoiceAccess, type VoiceMember, type VoiceResult, type VoiceState } from "../../shared/voice";
import type { VoiceOp } from "../../shared/voice/messages";
import type { RoomRecord } from "./lobby";
import type { Turn } from "./turn";
import type { Attachment, SocketId } from "./types";

function accessOf(t: Turn, a: Attachment): VoiceAccess {
  if ((a.role !== "player" && a.role !== "spectator") || !t.room) return NO_VOICE;
  const inGame = t.room.phase !== "lobby" && t.snap !== null;
  return voiceAccess(t.game, inGame ? t.snap!.state : null, t.viewerOf(a), voiceFree(t.room));
}

/** PLAT-13: the host's "lift the voice silence" holds only in a private room. */
export const voiceFree = (room: RoomRecord): boolean => room.voiceFree === true && !room.isPublic;

/**
 * PLAT-13: the host lifts or restores the voice silence, in the lobby only. A public room refuses
 * it (`voice_free_public`) and nothing changes: strangers keep the game's silence on every channel.
 */
export function onVoiceFree(t: Turn, id: SocketId, seat: number, value: boolean): boolean {
  const room = t.room!;
  if (room.hostSeat !== seat) return (t.error(id, "not_host"), false);
  if (room.phase !== "lobby") return (t.error(id, "not_in_lobby"), false);
  if (value && room.isPublic) return (t.error(id, "voice_free_public"), false);
  t.room = { ...room, voiceFree: value };
  return true;
}

const nameOf = (t: Turn, a: Attachment): string => (a.seat === null ? undefined : t.room?.seats.find((s) => s.seat === a.seat)?.name) ?? a.name;

/** Every socket the room knows this step, closing ones included (their membership must end). */
function voiceState(t: Turn): { state: VoiceState; all: Map<SocketId, Attachment> } {
  const all = new Map<SocketId, Attachment>();
  for (const s of t.env.sockets) all.set(s.id, t.attachment(s.id) ?? s.a);
  const members: VoiceMember[] = [];
  for (const a of all.values()) if (a.voice) members.push(a.voice);
  return { state: { members }, all };
}

/** Writes changed memberships to the attachments, then queues the deliveries (none to closing sockets). */
function apply(t: Turn, before: VoiceState, result: VoiceResult, all: Map<SocketId, Attachment>): void {
  if (result.state !== before) {
    const old = new Map(before.members.map((m) => [m.socket, m] as const));
    const now = new Map(result.state.members.map((m) => [m.socket, m] as const));
    for (const sid of new Set([...old.keys(), ...now.keys()])) {
      if (old.get(sid) === now.get(sid)) continue;
      const a = t.attachment(sid) ?? all.get(sid);
      if (!a) continue;
      const { voice: _v, ...rest } = a;
      const m = now.get(sid);
      t.attach(sid, m ? { ...rest, voice: m } : rest);
    }
  }
  for (const d of result.out) if (t.attachment(d.to)?.role !== "gone") t.frame(d.to, d.msg);
}

export function onVoice(t: Turn, id: SocketId, a: Attachment, op: VoiceOp): void {
  const { state, all } = voiceState(t);
  const iceServers = op.op === "join" ? t.env.iceServers?.() ?? [] : [];
  const from = { socket: id, seat: a.seat, name: nameOf(t, a), access: accessOf(t, a) };
  apply(t, state, relay(state, from, op, { fresh: peerTail(id), nonce: iceNonce(id), iceServers }), all);
}

export function voiceSync(t: Turn): void {
  const { state, all } = voiceState(t);
  if (state.members.length) {
    const result = reconcile(state, (sid) => {
      const a = all.get(sid);
      return a && (a.role === "player" || a.role === "spectator") ? { seat: a.seat, name: nameOf(t, a), access: accessOf(t, a) } : null;
    });
    apply(t, state, result, all);
  }
  // What a socket may do depends only on its role and seat: worked out once per class, not per socket.
  const policies = new Map<string, string>();
  for (const { id, a } of t.joined()) {
    const key = `${a.role}:${a.seat}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = JSON.stringify(policyOf(accessOf(t, a)));
      policies.set(key, policy);
    }
    if (a.voicePolicy === policy) continue;
    t.attach(id, { ...a, voicePolicy: policy });
    t.frame(id, policy);
  }
}

/**
 * Eight [a-z0-9] characters for a peer id, from the socket id (a random UUID in the Durable Object):
 * peer ids are addresses within a channel, not secrets, and the match's entropy stays untouched.
 */
const peerTail = (id: SocketId): string => id.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 8).padEnd(8, "0");
