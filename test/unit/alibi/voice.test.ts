/**
 * PLAT-13 in Álibi (ALIBI-G12, ALIBI-R26) through the pure room core: players at the table speak in
 * the global channel; once excluded they stay in it listen-only (an audio-sending description is
 * refused, they still receive), they have no voice in "out"; spectators have no voice at all.
 */
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "../../../shared/protocol";
import { game as alibi } from "../../../shared/games/alibi";
import type { AlibiState } from "../../../shared/games/alibi/state";
import { cleanSdp, iceCheck, iceCredentials, withIceCredentials } from "../../../shared/voice";
import { CoreDriver } from "../../support/coreDriver";
import sdps from "../voice/chromium-sdp.json";

type Frame = { type: string; op?: string; code?: string; [k: string]: unknown };
const frames = (d: CoreDriver, s: string): Frame[] => d.drain(s).map((f) => JSON.parse(f) as Frame);
const voice = (d: CoreDriver, s: string, v: Record<string, unknown>) => d.send(s, { type: "voice", v });
const policy = (fs: Frame[]) => fs.filter((f) => f.op === "policy").at(-1);

function room() {
  const d = new CoreDriver({ gameId: "alibi", seed: new Uint8Array(32).fill(7) });
  const ps = ["Ana", "Bia", "Caio", "Duda", "Edu"].map((name, i) => {
    const s = d.connect();
    d.send(s, { type: "hello", v: PROTOCOL_VERSION, token: `alibi-voice-seat${i}-token`, name, role: "player" });
    return s;
  }) as [string, string, string, string, string];
  const config = { caseId: "random", contentLang: "pt", lite: false, accompliceFalseAlibi: 0.5, season: false, maxDealAttempts: 500,
    clueSec: 1, storySec: 1, discussionSec: 1, finalDiscussionSec: 1, accusationSec: 1, defenceSec: 1, voteSec: 30, revoteSec: 5,
    pollSec: 5, verdictSec: 1, rouletteSec: 1, exclusionSec: 5, pollResultSec: 1 };
  d.send(ps[0], { type: "config", config });
  d.send(ps[0], { type: "start" });
  const spy = d.connect();
  d.send(spy, { type: "hello", v: PROTOCOL_VERSION, token: "alibi-voice-spectator-token", name: "Eve", role: "spectator" });
  const state = () => d.state() as AlibiState;
  const until = (phase: string) => {
    for (let i = 0; i < 200 && state().phase !== phase; i++) d.advance(1000);
    expect(state().phase).toBe(phase);
  };
  return { d, ps, spy, state, until };
}

/** Each peer's ICE nonce, told to it alone in `joined`: a client writes its link's credentials with it. */
const nonces = new Map<string, string>();
const signed = (sdp: string, from: string, to: string) => withIceCredentials(sdp, iceCredentials(nonces.get(from)!, from, to, 0));
/** The description as the relay writes it again for the receiver. */
function written(sdp: string, from: string, to: string): string {
  const w = cleanSdp(sdp, from, iceCheck(nonces.get(from)!, from, to));
  if (!w.ok) throw new Error(w.reason);
  return w.value.sdp;
}

function peerOf(fs: Frame[]): string {
  const joined = fs.filter((f) => f.op === "joined").at(-1);
  if (!joined) throw new Error("did not join voice");
  nonces.set(joined.peer as string, joined.ice as string);
  return joined.peer as string;
}

describe("PLAT-13 voice in Álibi", () => {
  it("PLAT-13 ALIBI-8 an excluded player is listen-only: its audio offer is refused, it still receives; no voice in \"out\"; spectators have none", () => {
    const { d, ps, spy, state, until } = room();
    for (const s of ps) expect(policy(frames(d, s))).toEqual({ type: "voice", op: "policy", all: "speak", team: null });
    expect(policy(frames(d, spy))).toMatchObject({ all: null, team: null });
    voice(d, spy, { op: "join", channel: "all" });
    expect(frames(d, spy)).toEqual([{ type: "error", code: "voice_not_allowed" }]);

    const peers = ps.map((s) => {
      voice(d, s, { op: "join", channel: "all" });
      return peerOf(frames(d, s));
    }) as [string, string, string, string, string];
    for (const s of ps) frames(d, s);

    // Seat 4 is voted out; the table keeps it in the channel, now flagged listen-only.
    until("vote");
    for (const [i, s] of ps.entries()) d.send(s, { type: "act", action: { type: "vote", choice: i === 4 ? 3 : 4 } });
    until("exclusion");
    expect(state().players.find((p) => p.seat === 4)!.status).toBe("excluded");
    const out = frames(d, ps[4]);
    // PLAT-13: the excluded seat is told why it only listens.
    expect(policy(out)).toEqual({ type: "voice", op: "policy", all: "listen", team: null, why: "watch_only" });
    expect(out.filter((f) => f.op === "left")).toEqual([]);
    const roster = frames(d, ps[0]).filter((f) => f.op === "roster").at(-1) as unknown as { peers: { peer: string; listen: boolean }[] };
    expect(roster.peers.find((p) => p.peer === peers[4])!.listen).toBe(true);
    expect(roster.peers.filter((p) => p.peer !== peers[4]).every((p) => !p.listen)).toBe(true);

    // Sending audio is refused and reaches nobody; a receive-only offer goes through.
    const before = d.storage();
    voice(d, ps[4], { op: "signal", to: peers[0], sdp: { type: "offer", sdp: signed(sdps.offer, peers[4], peers[0]) } });
    expect(frames(d, ps[4])).toEqual([{ type: "error", code: "voice_listen_only" }]);
    expect(frames(d, ps[0])).toEqual([]);
    expect(d.storage()).toBe(before);
    const listen = signed(sdps.listenOffer, peers[4], peers[0]);
    voice(d, ps[4], { op: "signal", to: peers[0], sdp: { type: "offer", sdp: listen } });
    expect(frames(d, ps[0])).toEqual([{ type: "voice", op: "signal", from: peers[4], sdp: { type: "offer", sdp: written(listen, peers[4], peers[0]) } }]);
    // It can still hear the table: a speaker's offer reaches it.
    const speak = signed(sdps.offer, peers[1], peers[4]);
    voice(d, ps[1], { op: "signal", to: peers[4], sdp: { type: "offer", sdp: speak } });
    expect(frames(d, ps[4])).toEqual([{ type: "voice", op: "signal", from: peers[1], sdp: { type: "offer", sdp: written(speak, peers[1], peers[4]) } }]);

    // "out" is a text channel only (ALIBI-R26: no voice back-channel).
    voice(d, ps[4], { op: "join", channel: "team" });
    expect(frames(d, ps[4])).toEqual([{ type: "error", code: "no_team" }]);

    // Once the case closes, everyone seated may speak again; spectators stay off voice.
    const over = { ...state(), over: true };
    expect(alibi.voiceRole!(over, { kind: "seat", seat: 4 }, "all")).toBe("speak");
    expect(alibi.voiceRole!(over, { kind: "spectator" }, "all")).toBeNull();
    expect(alibi.voiceRole!(state(), { kind: "seat", seat: 4 }, "team")).toBeNull();
  });
});
