import { describe, expect, it } from "vitest";
import {
  MAX_VOICE_MEMBERS, MAX_VOICE_SPEAKERS, cleanSdp, emptyVoice, iceCheck, iceCredentials, withIceCredentials, gone, reconcile, relay, voiceAccess, voiceClientMessage,
  type Delivery, type VoiceAccess, type VoiceOp, type VoiceSender, type VoiceState,
} from "../../../shared/voice";
import sdps from "./chromium-sdp.json";

const speakAll: VoiceAccess = { all: "speak", team: null };
const team = (key: string): VoiceAccess => ({ all: "speak", team: { key, role: "speak" } });
const listener: VoiceAccess = { all: "listen", team: null };
const nobody: VoiceAccess = { all: null, team: null };

/** A description with the ICE credentials the server issued for link from → to (these members have no nonce: ""). */
const signed = (sdp: string, from: string, to: string) => withIceCredentials(sdp, iceCredentials("", from, to, 0));
const sender = (socket: string, seat: number | null, access: VoiceAccess): VoiceSender => ({ socket, seat, name: `N${socket}`, access });
let n = 0;
const fresh = () => (n++).toString(36).padStart(8, "a");
const ctx = () => ({ fresh: fresh(), iceServers: [{ urls: ["stun:example.org:3478"] }] });

function run(state: VoiceState, from: VoiceSender, op: VoiceOp) {
  return relay(state, from, op, ctx());
}
/** Joins everyone in order, returning the state and each socket's peer id. */
function joined(people: [VoiceSender, "all" | "team"][]) {
  let state = emptyVoice();
  const peers: Record<string, string> = {};
  for (const [s, channel] of people) {
    const r = run(state, s, { op: "join", channel });
    const j = r.out.find((d) => d.to === s.socket && d.msg.type === "voice" && d.msg.op === "joined");
    if (!j || j.msg.type !== "voice" || j.msg.op !== "joined") throw new Error(`join failed: ${JSON.stringify(r.out)}`);
    peers[s.socket] = j.msg.peer;
    state = r.state;
  }
  return { state, peers };
}
const to = (out: Delivery[], socket: string) => out.filter((d) => d.to === socket).map((d) => d.msg);
const errorOnly = (out: Delivery[], socket: string, code: string) => expect(out).toEqual([{ to: socket, msg: { type: "error", code } }]);

const A1 = sender("a1", 0, team("red"));
const A2 = sender("a2", 1, team("red"));
const B1 = sender("b1", 2, team("blue"));
const B2 = sender("b2", 3, team("blue"));
const SPEC = sender("sp", null, listener);

describe("PLAT-13 voice relay", () => {
  it("PLAT-13 a join answers the joiner with its server-issued peer id and the ICE servers, and the roster goes to that channel only", () => {
    const { state, peers } = joined([[A1, "team"], [B1, "team"]]);
    const r = run(state, A2, { op: "join", channel: "team" });
    const mine = to(r.out, "a2");
    expect(mine[0]).toMatchObject({ type: "voice", op: "joined", channel: "team", listen: false, iceServers: [{ urls: ["stun:example.org:3478"] }] });
    expect(mine[0]).toMatchObject({ peer: expect.stringMatching(/^s1-[a-z0-9]{8}$/) });
    expect(r.out.map((d) => d.to).sort()).toEqual(["a1", "a2", "a2"]);
    const roster = to(r.out, "a1")[0];
    expect(roster).toMatchObject({ op: "roster", channel: "team" });
    expect(JSON.stringify(roster)).not.toContain(peers.b1!);
  });

  it("PLAT-13 signals reach a member of the same channel stamped with the sender's real peer id, even when the client forges `from`", () => {
    const { state, peers } = joined([[A1, "team"], [A2, "team"]]);
    const offer = signed(sdps.offer, peers.a1!, peers.a2!);
    const parsed = voiceClientMessage.parse({ type: "voice", v: { op: "signal", to: peers.a2, from: peers.a2, sdp: { type: "offer", sdp: offer } } });
    const r = run(state, A1, parsed.v);
    // The description arrives as the server wrote it again (shared/voice/wire.ts), named after the real sender.
    const written = cleanSdp(offer, peers.a1!, iceCheck("", peers.a1!, peers.a2!));
    if (!written.ok) throw new Error(written.reason);
    expect(r.out).toEqual([{ to: "a2", msg: { type: "voice", op: "signal", from: peers.a1, sdp: { type: "offer", sdp: written.value.sdp } } }]);
    expect(r.state).toBe(state);
  });

  it("PLAT-13 a client cannot reach a member of another channel: same error as for an unknown peer, nothing delivered", () => {
    const { state, peers } = joined([[A1, "team"], [A2, "team"], [B1, "team"], [B2, "all"]]);
    for (const target of [peers.b1!, peers.b2!, "s9-zzzzzzzz"]) {
      const r = run(state, A1, { op: "signal", to: target, candidates: [{ candidate: "candidate:1 1 udp 1 127.0.0.1 9 typ host", sdpMid: "0", sdpMLineIndex: 0 }] });
      errorOnly(r.out, "a1", "voice_not_in_channel");
      expect(r.state).toBe(state);
    }
  });

  it("PLAT-13 a socket that has not joined can neither signal, mute nor leave", () => {
    const { state, peers } = joined([[A1, "all"]]);
    for (const op of [{ op: "signal", to: peers.a1!, sdp: { type: "offer", sdp: sdps.offer } }, { op: "mute", muted: true }, { op: "leave" }] as VoiceOp[]) {
      const r = run(state, A2, op);
      errorOnly(r.out, "a2", "voice_not_in_channel");
      expect(r.state).toBe(state);
    }
  });

  it("PLAT-13 team channels are per team: teams with the same channel name never share a roster", () => {
    const { state } = joined([[A1, "team"], [B1, "team"]]);
    expect(state.members.map((m) => m.key).sort()).toEqual(["team:blue", "team:red"]);
    const r = run(state, B2, { op: "join", channel: "team" });
    const rosters = r.out.filter((d) => d.msg.type === "voice" && d.msg.op === "roster");
    expect(rosters.map((d) => d.to).sort()).toEqual(["b1", "b2"]);
  });

  it("PLAT-13 who may join: null role → voice_not_allowed, team without a team → no_team; nothing changes", () => {
    const s0 = joined([[A1, "all"]]).state;
    errorOnly(run(s0, sender("x", null, nobody), { op: "join", channel: "all" }).out, "x", "voice_not_allowed");
    errorOnly(run(s0, sender("y", 4, speakAll), { op: "join", channel: "team" }).out, "y", "no_team");
    expect(run(s0, sender("x", null, nobody), { op: "join", channel: "all" }).state).toBe(s0);
  });

  it("PLAT-13 a listen-only member joins with listen: true and its descriptions may not send audio (voice_listen_only)", () => {
    const { state, peers } = joined([[A1, "all"], [SPEC, "all"]]);
    expect(state.members.find((m) => m.socket === "sp")).toMatchObject({ listen: true, peer: expect.stringMatching(/^v-/) });
    const fromSpec = (sdp: string) => signed(sdp, peers.sp!, peers.a1!);
    const bad = run(state, SPEC, { op: "signal", to: peers.a1!, sdp: { type: "offer", sdp: fromSpec(sdps.offer) } });
    errorOnly(bad.out, "sp", "voice_listen_only");
    expect(bad.state).toBe(state);
    const answerSendrecv = fromSpec(sdps.answer.replace("a=recvonly", "a=sendrecv"));
    errorOnly(run(state, SPEC, { op: "signal", to: peers.a1!, sdp: { type: "answer", sdp: answerSendrecv } }).out, "sp", "voice_listen_only");
    const ok = run(state, SPEC, { op: "signal", to: peers.a1!, sdp: { type: "offer", sdp: fromSpec(sdps.listenOffer) } });
    expect(ok.out).toEqual([{ to: "a1", msg: expect.objectContaining({ op: "signal", from: peers.sp }) }]);
    const okAnswer = run(state, SPEC, { op: "signal", to: peers.a1!, sdp: { type: "answer", sdp: fromSpec(sdps.answer) } });
    expect(okAnswer.out[0]?.to).toBe("a1");
    // A speaker may send audio to a listener.
    expect(run(state, A1, { op: "signal", to: peers.sp!, sdp: { type: "offer", sdp: signed(sdps.offer, peers.a1!, peers.sp!) } }).out[0]?.to).toBe("sp");
  });

  it("PLAT-13 audio only: a description with video or data is refused (voice_bad_sdp)", () => {
    const { state, peers } = joined([[A1, "all"], [A2, "all"]]);
    const video = `${sdps.offer}m=video 9 UDP/TLS/RTP/SAVPF 96\r\na=recvonly\r\n`;
    errorOnly(run(state, A1, { op: "signal", to: peers.a2!, sdp: { type: "offer", sdp: video } }).out, "a1", "voice_bad_sdp");
  });

  it(`PLAT-13 caps per channel: ${MAX_VOICE_SPEAKERS} speakers and ${MAX_VOICE_MEMBERS} members, then voice_full with the cap`, () => {
    const speakers = Array.from({ length: MAX_VOICE_SPEAKERS }, (_, i) => [sender(`p${i}`, i, speakAll), "all"] as [VoiceSender, "all"]);
    const { state } = joined(speakers);
    const one = run(state, sender("p10", 10, speakAll), { op: "join", channel: "all" });
    expect(one.out).toEqual([{ to: "p10", msg: { type: "error", code: "voice_full", params: { max: MAX_VOICE_SPEAKERS } } }]);
    expect(one.state).toBe(state);
    // Listeners still fit up to the member cap.
    let s = state;
    for (let i = 0; i < MAX_VOICE_MEMBERS - MAX_VOICE_SPEAKERS; i++) s = run(s, sender(`l${i}`, null, listener), { op: "join", channel: "all" }).state;
    expect(s.members).toHaveLength(MAX_VOICE_MEMBERS);
    const full = run(s, sender("lx", null, listener), { op: "join", channel: "all" });
    expect(full.out).toEqual([{ to: "lx", msg: { type: "error", code: "voice_full", params: { max: MAX_VOICE_MEMBERS } } }]);
    // Other channels have their own caps.
    expect(run(s, sender("t", 3, team("red")), { op: "join", channel: "team" }).state.members).toHaveLength(MAX_VOICE_MEMBERS + 1);
  });

  it("PLAT-13 one channel at a time: switching leaves the old channel, whose roster no longer lists the switcher", () => {
    const { state, peers } = joined([[A1, "team"], [A2, "team"]]);
    const r = run(state, A1, { op: "join", channel: "all" });
    expect(r.state.members.filter((m) => m.socket === "a1")).toHaveLength(1);
    const a2Roster = to(r.out, "a2")[0];
    expect(a2Roster).toMatchObject({ op: "roster", channel: "team", peers: [{ peer: peers.a2 }] });
    expect(to(r.out, "a1")[0]).toMatchObject({ op: "joined", channel: "all" });
  });

  it("PLAT-13 mute is shown in the channel's roster; leave sends `left` and the remaining roster", () => {
    const { state, peers } = joined([[A1, "all"], [A2, "all"]]);
    const m = run(state, A1, { op: "mute", muted: true });
    expect(to(m.out, "a2")[0]).toMatchObject({ op: "roster", peers: [{ peer: peers.a1, muted: true }, { peer: peers.a2, muted: false }] });
    const l = run(m.state, A1, { op: "leave" });
    expect(to(l.out, "a1")).toEqual([{ type: "voice", op: "left", reason: "leave" }]);
    expect(to(l.out, "a2")[0]).toMatchObject({ op: "roster", peers: [{ peer: peers.a2 }] });
    expect(l.state.members).toHaveLength(1);
  });

  it("PLAT-13 a closed socket leaves its channel and the others get the new roster", () => {
    const { state } = joined([[A1, "all"], [A2, "all"]]);
    const r = gone(state, "a1");
    expect(r.state.members.map((m) => m.socket)).toEqual(["a2"]);
    expect(r.out.map((d) => d.to)).toEqual(["a2"]);
    expect(gone(r.state, "nobody").out).toEqual([]);
  });

  it("PLAT-13 reconnecting keeps the peer id for the same seat only (resume), replacing a lingering socket", () => {
    const { state, peers } = joined([[A1, "all"], [A2, "all"]]);
    const again = run(state, sender("a1b", 0, speakAll), { op: "join", channel: "all", resume: peers.a1 as string });
    expect(to(again.out, "a1b")[0]).toMatchObject({ op: "joined", peer: peers.a1 });
    expect(to(again.out, "a1")).toEqual([{ type: "voice", op: "left", reason: "replaced" }]);
    expect(again.state.members.map((m) => m.socket).sort()).toEqual(["a1b", "a2"]);
    // Another seat cannot take that id.
    const thief = run(again.state, sender("x", 5, speakAll), { op: "join", channel: "all", resume: peers.a1 as string });
    expect(to(thief.out, "x")[0]).toMatchObject({ op: "joined", peer: expect.stringMatching(/^s5-/) });
    expect(thief.state.members.filter((m) => m.peer === peers.a1).map((m) => m.socket)).toEqual(["a1b"]);
  });

  it("PLAT-13 reconcile: a member no longer allowed leaves, a closed team channel says so, a listen flag change re-sends the roster", () => {
    const { state } = joined([[A1, "team"], [A2, "all"], [B1, "all"]]);
    const r = reconcile(state, (socket) =>
      socket === "a1" ? { seat: 0, name: "Na1", access: speakAll } // rematch: no team any more
      : socket === "a2" ? { seat: 1, name: "Na2", access: listener } // excluded: listen only
      : null, // b1 kicked
    );
    expect(to(r.out, "a1")).toEqual([{ type: "voice", op: "left", reason: "channel_closed" }]);
    expect(to(r.out, "b1")).toEqual([{ type: "voice", op: "left", reason: "not_allowed" }]);
    expect(to(r.out, "a2")[0]).toMatchObject({ op: "roster", peers: [{ listen: true }] });
    expect(r.state.members).toEqual([expect.objectContaining({ socket: "a2", listen: true })]);
    // Nothing changed: nothing sent, same state.
    const same = reconcile(r.state, () => ({ seat: 1, name: "Na2", access: listener }));
    expect(same).toEqual({ state: r.state, out: [] });
  });

  it("PLAT-13 the schema refuses oversized or malformed signalling", () => {
    const bad = [
      { op: "signal", to: "s1-abcdefgh" },
      { op: "signal", to: "s1-abcdefgh", sdp: { type: "offer", sdp: "x".repeat(3801) } },
      { op: "signal", to: "s1-abcdefgh", sdp: { type: "pranswer", sdp: "v=0" } },
      { op: "signal", to: "someone", sdp: { type: "offer", sdp: "v=0" } },
      { op: "signal", to: "s1-abcdefgh", candidates: Array.from({ length: 17 }, () => ({ candidate: "c", sdpMid: "0", sdpMLineIndex: 0 })) },
      { op: "signal", to: "s1-abcdefgh", candidates: [{ candidate: "c".repeat(601), sdpMid: "0", sdpMLineIndex: 0 }] },
      { op: "join", channel: "secret" },
      { op: "mute", muted: "yes" },
      { op: "record" },
    ];
    for (const v of bad) expect(voiceClientMessage.safeParse({ type: "voice", v }).success, JSON.stringify(v).slice(0, 80)).toBe(false);
  });
});

describe("PLAT-13 who may speak (voiceRole, teamOf)", () => {
  const seat = { kind: "seat", seat: 2 } as const;
  const spectator = { kind: "spectator" } as const;
  it("PLAT-13 default: in the lobby seats speak globally and spectators have no voice; in play seats speak and spectators listen", () => {
    expect(voiceAccess({}, null, seat)).toEqual({ all: "speak", team: null });
    expect(voiceAccess({}, null, spectator)).toEqual({ all: null, team: null });
    expect(voiceAccess({}, {}, seat)).toEqual({ all: "speak", team: null });
    expect(voiceAccess({}, {}, spectator)).toEqual({ all: "listen", team: null });
  });
  it("PLAT-13 the team channel is the seat's teamOf; a game's voiceRole decides per channel", () => {
    const rules = { teamOf: (_s: unknown, s: number) => (s === 2 ? "red" : null), voiceRole: (_s: unknown, v: { kind: string }, ch: string) => (v.kind === "spectator" ? null : ch === "team" ? "speak" : "listen") } as const;
    expect(voiceAccess(rules, {}, seat)).toEqual({ all: "listen", team: { key: "red", role: "speak" } });
    expect(voiceAccess(rules, {}, { kind: "seat", seat: 1 })).toEqual({ all: "listen", team: null });
    expect(voiceAccess(rules, {}, spectator)).toEqual({ all: null, team: null });
  });
});
