/**
 * Voice membership and signalling relay as pure functions over plain data (PLAT-13). The room keeps
 * the state, feeds each `voice` message through `relay` and sends the deliveries; audio itself goes
 * peer to peer. Rules:
 * - one channel at a time; the server computes the channel key (`all` or `team:<teamOf>`);
 * - offers, answers and candidates go only between members of the same channel, stamped with the
 *   sender's own peer id; a client cannot address or learn of anyone outside its channel;
 * - listen-only members (spectators by default) may not send a description that sends audio;
 * - no free text: descriptions and candidates are parsed and written again by the server
 *   (shared/voice/wire.ts); what does not parse is refused (`voice_bad_sdp`, `voice_bad_candidate`);
 * - caps per channel; bad signalling gets an error and changes nothing.
 */
import { MAX_VOICE_MEMBERS, MAX_VOICE_SPEAKERS } from "./limits";
import type { IceCandidate, IceServer, LeftReason, SessionDescription, PeerId, RosterPeer, VoiceChannel, VoiceErrorCode, VoiceOp, VoiceRole, VoiceServerMessage } from "./messages";
import { cleanCandidate, cleanSdp, iceCheck } from "./wire";

export interface VoiceMember {
  /** The room's id for the socket this membership belongs to. */
  socket: string;
  peer: PeerId;
  seat: number | null;
  name: string;
  channel: VoiceChannel;
  /** `all` or `team:<team>`; never sent to a client. */
  key: string;
  listen: boolean;
  muted: boolean;
  /** Private nonce of this membership's ICE credentials (shared/voice/wire.ts `iceCredentials`); told only to its socket. */
  ice?: string;
}

export interface VoiceState {
  members: readonly VoiceMember[];
}

export const emptyVoice = (): VoiceState => ({ members: [] });

/** What a socket may do in each channel now, computed by the room from the game's voiceRole and teamOf. */
export interface VoiceAccess {
  all: VoiceRole | null;
  /** `key` is the seat's team (`teamOf`); null when the seat has no team channel. */
  team: { key: string; role: VoiceRole } | null;
  /** Why this seat only listens (the game's chat-rule code, e.g. `giver_silenced`); absent or null when no rule silences it. */
  why?: string | null;
}

export interface VoiceSender {
  socket: string;
  seat: number | null;
  name: string;
  access: VoiceAccess;
}

interface RelayCtx {
  /** Eight fresh random characters [a-z0-9] for a new peer id (the room draws them). */
  fresh: string;
  /** A private nonce for a new membership's ICE credentials (`iceNonce` of a server-only value). */
  nonce?: string;
  /** What a joiner uses to connect (STUN, or short-lived TURN credentials). */
  iceServers: IceServer[];
}

type VoiceOut = VoiceServerMessage | { type: "error"; code: VoiceErrorCode; params?: Record<string, number> };
export interface Delivery {
  to: string;
  msg: VoiceOut;
}
export interface VoiceResult {
  state: VoiceState;
  out: Delivery[];
}

const keyOf = (channel: VoiceChannel, access: VoiceAccess): string | null =>
  channel === "all" ? "all" : access.team ? `team:${access.team.key}` : null;

const roleFor = (channel: VoiceChannel, access: VoiceAccess): VoiceRole | null => (channel === "all" ? access.all : access.team?.role ?? null);

export function policyOf(access: VoiceAccess): VoiceServerMessage {
  const policy: VoiceServerMessage = { type: "voice", op: "policy", all: access.all, team: access.team?.role ?? null };
  return access.why && (access.all === "listen" || access.team?.role === "listen") ? { ...policy, why: access.why } : policy;
}

function rosterPeers(members: readonly VoiceMember[], key: string): RosterPeer[] {
  return members
    .filter((m) => m.key === key)
    .map((m) => ({ peer: m.peer, seat: m.seat, name: m.name, listen: m.listen, muted: m.muted }));
}

/** The roster of channel `key`, addressed to its members only. */
function rosterTo(members: readonly VoiceMember[], key: string): Delivery[] {
  const inKey = members.filter((m) => m.key === key);
  if (!inKey.length) return [];
  const msg: VoiceServerMessage = { type: "voice", op: "roster", channel: inKey[0]!.channel, peers: rosterPeers(members, key) };
  return inKey.map((m) => ({ to: m.socket, msg }));
}

const error = (state: VoiceState, to: string, code: VoiceErrorCode, params?: Record<string, number>): VoiceResult => ({
  state,
  out: [{ to, msg: params ? { type: "error", code, params } : { type: "error", code } }],
});

export function relay(state: VoiceState, from: VoiceSender, op: VoiceOp, ctx: RelayCtx): VoiceResult {
  const me = state.members.find((m) => m.socket === from.socket);
  switch (op.op) {
    case "join":
      return join(state, from, me, op.channel, op.resume, ctx);
    case "leave": {
      if (!me) return error(state, from.socket, "voice_not_in_channel");
      const members = state.members.filter((m) => m !== me);
      return { state: { members }, out: [{ to: me.socket, msg: { type: "voice", op: "left", reason: "leave" } }, ...rosterTo(members, me.key)] };
    }
    case "mute": {
      if (!me) return error(state, from.socket, "voice_not_in_channel");
      if (me.muted === op.muted) return { state, out: [] };
      const members = state.members.map((m) => (m === me ? { ...m, muted: op.muted } : m));
      return { state: { members }, out: rosterTo(members, me.key) };
    }
    case "signal": {
      // Same answer whether the target exists elsewhere or not at all: nothing to learn from it.
      const target = me && state.members.find((m) => m.peer === op.to && m.key === me.key && m.socket !== me.socket);
      if (!me || !target) return error(state, from.socket, "voice_not_in_channel");
      // ICE credentials must be the ones the server issued for this link (me → target).
      const issued = iceCheck(me.ice ?? "", me.peer, target.peer);
      let sdp: SessionDescription | undefined;
      if (op.sdp) {
        const clean = cleanSdp(op.sdp.sdp, me.peer, issued);
        if (!clean.ok) return error(state, from.socket, "voice_bad_sdp");
        if (me.listen && clean.value.sends) return error(state, from.socket, "voice_listen_only");
        sdp = { type: op.sdp.type, sdp: clean.value.sdp };
      }
      const candidates: IceCandidate[] = [];
      for (const c of op.candidates ?? []) {
        const clean = cleanCandidate(c, issued.ufrag);
        if (!clean.ok) return error(state, from.socket, "voice_bad_candidate");
        candidates.push(clean.value);
      }
      const msg: VoiceServerMessage = {
        type: "voice",
        op: "signal",
        from: me.peer,
        ...(sdp ? { sdp } : {}),
        ...(op.candidates ? { candidates } : {}),
      };
      return { state, out: [{ to: target.socket, msg }] };
    }
  }
}

function join(state: VoiceState, from: VoiceSender, me: VoiceMember | undefined, channel: VoiceChannel, resume: PeerId | undefined, ctx: RelayCtx): VoiceResult {
  const key = keyOf(channel, from.access);
  if (key === null) return error(state, from.socket, from.access.all === null ? "voice_not_allowed" : "no_team");
  const role = roleFor(channel, from.access);
  if (role === null) return error(state, from.socket, "voice_not_allowed");
  const listen = role === "listen";
  const prefix = from.seat === null ? "v-" : `s${from.seat}-`;
  // A resumed id is honoured only for the same seat; a socket of that seat still holding it is replaced.
  const resumed = resume !== undefined && from.seat !== null && resume.startsWith(prefix) ? resume : null;
  const replaced = resumed === null ? undefined : state.members.find((m) => m.peer === resumed && m.socket !== from.socket);
  const others = state.members.filter((m) => m !== me && m !== replaced);
  const inKey = others.filter((m) => m.key === key);
  if (inKey.length >= MAX_VOICE_MEMBERS) return error(state, from.socket, "voice_full", { max: MAX_VOICE_MEMBERS });
  if (!listen && inKey.filter((m) => !m.listen).length >= MAX_VOICE_SPEAKERS) return error(state, from.socket, "voice_full", { max: MAX_VOICE_SPEAKERS });

  const peer = me && me.key === key ? me.peer : resumed ?? `${prefix}${ctx.fresh}`;
  if (others.some((m) => m.peer === peer)) return error(state, from.socket, "voice_full", { max: MAX_VOICE_MEMBERS }); // a drawn id collided: try again
  const ice = me?.ice ?? ctx.nonce;
  const member: VoiceMember = { socket: from.socket, peer, seat: from.seat, name: from.name, channel, key, listen, muted: me?.muted ?? replaced?.muted ?? false, ...(ice ? { ice } : {}) };
  const members = [...others, member];
  const out: Delivery[] = [];
  if (replaced) {
    out.push({ to: replaced.socket, msg: left("replaced") });
    if (replaced.key !== key) out.push(...rosterTo(members, replaced.key));
  }
  if (me && me.key !== key) out.push(...rosterTo(members, me.key));
  out.push({ to: from.socket, msg: { type: "voice", op: "joined", peer, channel, listen, iceServers: ctx.iceServers, ...(ice ? { ice } : {}) } });
  out.push(...rosterTo(members, key));
  return { state: { members }, out };
}

const left = (reason: LeftReason): VoiceServerMessage => ({ type: "voice", op: "left", reason });

/** A socket closed: it leaves its channel, and the channel hears of it. */
export function gone(state: VoiceState, socket: string): VoiceResult {
  const me = state.members.find((m) => m.socket === socket);
  if (!me) return { state, out: [] };
  const members = state.members.filter((m) => m !== me);
  return { state: { members }, out: rosterTo(members, me.key) };
}

/** Who a socket is now, or null when it no longer holds a seat or a spectator place. */
export type Standing = { seat: number | null; name: string; access: VoiceAccess } | null;

/**
 * After anything that may change who may speak (start, rematch, abandon, kick, a game change):
 * members no longer allowed leave (`not_allowed`), members whose team channel no longer exists
 * for them leave (`channel_closed`), a changed listen flag or name re-sends that roster.
 */
export function reconcile(state: VoiceState, standingOf: (socket: string) => Standing): VoiceResult {
  const out: Delivery[] = [];
  const changed = new Set<string>();
  const members: VoiceMember[] = [];
  for (const m of state.members) {
    const now = standingOf(m.socket);
    const key = now ? keyOf(m.channel, now.access) : null;
    const role = now ? roleFor(m.channel, now.access) : null;
    if (!now || role === null || key !== m.key || now.seat !== m.seat) {
      const closed = now !== null && now.seat === m.seat && m.channel === "team" && key !== m.key;
      out.push({ to: m.socket, msg: left(closed ? "channel_closed" : "not_allowed") });
      changed.add(m.key);
      continue;
    }
    const listen = role === "listen";
    if (listen !== m.listen || now.name !== m.name) {
      members.push({ ...m, listen, name: now.name });
      changed.add(m.key);
    } else members.push(m);
  }
  if (!changed.size) return { state, out: [] };
  for (const key of changed) out.push(...rosterTo(members, key));
  return { state: { members }, out };
}
