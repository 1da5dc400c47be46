/**
 * PLAT-13 through the pure room core (CoreDriver, no I/O): the `voice` message is schema-checked,
 * size- and rate-limited like every other, relayed only within a channel, and membership follows
 * the room (kick, close, rematch, spectators). Caso's rule: spectators have no voice.
 */
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "../../../shared/protocol";
import { cleanSdp, iceCheck, iceCredentials, withIceCredentials } from "../../../shared/voice";
import { defaultConfig } from "../../../shared/games/caso/config";
import { CoreDriver } from "../../support/coreDriver";
import sdps from "./chromium-sdp.json";

type Frame = { type: string; op?: string; code?: string; [k: string]: unknown };
const frames = (d: CoreDriver, s: string): Frame[] => d.drain(s).map((f) => JSON.parse(f) as Frame);
let n = 0;
function hello(d: CoreDriver, name: string, role: "player" | "spectator" = "player", token = `voice-test-token-${n++}`.padEnd(20, "x")) {
  const s = d.connect();
  d.send(s, { type: "hello", v: PROTOCOL_VERSION, token, name, role });
  return s;
}
const voice = (d: CoreDriver, s: string, v: Record<string, unknown>) => d.send(s, { type: "voice", v });
/** Each peer's ICE nonce, told to it alone in `joined`: a client writes its link's credentials with it. */
const nonces = new Map<string, string>();
const signed = (sdp: string, from: string, to: string) => withIceCredentials(sdp, iceCredentials(nonces.get(from)!, from, to, 0));
function peerOf(d: CoreDriver, s: string): string {
  const joined = frames(d, s).filter((f) => f.op === "joined").at(-1);
  if (!joined) throw new Error(`${s} did not join voice`);
  nonces.set(joined.peer as string, joined.ice as string);
  return joined.peer as string;
}
const candidate = { candidate: "candidate:1 1 udp 2122194687 127.0.0.1 50000 typ host", sdpMid: "0", sdpMLineIndex: 0 };

/** Caso with teams: Ana + Bruno on team 0, Caio + Duda on team 1, and a spectator. */
function casoTeams() {
  const d = new CoreDriver({ gameId: "caso", seed: new Uint8Array(32).fill(3) });
  const [ana, bruno, caio, duda] = ["Ana", "Bruno", "Caio", "Duda"].map((name) => hello(d, name)) as [string, string, string, string];
  d.send(ana, { type: "config", config: { ...defaultConfig, teams: true } });
  for (const [s, team] of [[ana, 0], [bruno, 0], [caio, 1], [duda, 1]] as const) d.send(s, { type: "choose", choice: { team } });
  // Policy before the start: global only for seats.
  expect(frames(d, ana).filter((f) => f.op === "policy").at(-1)).toEqual({ type: "voice", op: "policy", all: "speak", team: null });
  d.send(ana, { type: "start" });
  const spec = hello(d, "Eva", "spectator");
  return { d, ana, bruno, caio, duda, spec };
}

describe("PLAT-13 voice through the room core", () => {
  it("PLAT-13 Caso: after the start seats may speak in global and team channels; a spectator has no voice and its join is refused", () => {
    const { d, ana, spec } = casoTeams();
    expect(frames(d, ana).filter((f) => f.op === "policy").at(-1)).toMatchObject({ all: "speak", team: "speak" });
    expect(frames(d, spec).filter((f) => f.op === "policy").at(-1)).toMatchObject({ all: null, team: null });
    voice(d, spec, { op: "join", channel: "all" });
    expect(frames(d, spec)).toEqual([{ type: "error", code: "voice_not_allowed" }]);
  });

  it("PLAT-13 team isolation: signals reach a teammate with the real sender id even when forged, and are not stored; another team's member is unreachable and hears nothing", () => {
    const { d, ana, bruno, caio, duda } = casoTeams();
    for (const s of [ana, bruno, caio]) voice(d, s, { op: "join", channel: "team" });
    voice(d, duda, { op: "join", channel: "all" });
    const [pa, pb, pc, pd] = [peerOf(d, ana), peerOf(d, bruno), peerOf(d, caio), peerOf(d, duda)];
    for (const s of [ana, bruno, caio, duda]) frames(d, s);

    const offer = signed(sdps.offer, pa, pb);
    d.send(ana, JSON.stringify({ type: "voice", v: { op: "signal", to: pb, from: pc, sdp: { type: "offer", sdp: offer } } }));
    const written = cleanSdp(offer, pa, iceCheck(nonces.get(pa)!, pa, pb));
    if (!written.ok) throw new Error(written.reason);
    expect(frames(d, bruno)).toEqual([{ type: "voice", op: "signal", from: pa, sdp: { type: "offer", sdp: written.value.sdp } }]);
    voice(d, bruno, { op: "signal", to: pa, candidates: [candidate] });
    expect(frames(d, ana)).toEqual([{ type: "voice", op: "signal", from: pb, candidates: [candidate] }]);
    // Nothing is recorded: no description or candidate reaches storage.
    expect(d.storage()).not.toMatch(/fingerprint|candidate:|m=audio/);

    for (const to of [pc, pd]) {
      const before = d.storage();
      voice(d, ana, { op: "signal", to, candidates: [candidate] });
      expect(frames(d, ana)).toEqual([{ type: "error", code: "voice_not_in_channel" }]);
      expect(d.storage()).toBe(before);
    }
    expect(frames(d, caio)).toEqual([]);
    expect(frames(d, duda)).toEqual([]);
    // Nothing Caio ever received names a peer of team 0.
    expect(d.received(caio).join("\n")).not.toContain(pa);
    expect(d.received(caio).join("\n")).not.toContain(pb);
  });

  it("PLAT-13 bad signalling gets an error and changes nothing (schema, size)", () => {
    const { d, ana, bruno } = casoTeams();
    voice(d, ana, { op: "join", channel: "all" });
    voice(d, bruno, { op: "join", channel: "all" });
    const pb = peerOf(d, bruno);
    frames(d, ana);
    const before = d.storage();
    for (const bad of [
      { type: "voice", v: { op: "signal", to: pb } },
      { type: "voice", v: { op: "signal", to: pb, sdp: { type: "offer", sdp: "x".repeat(3801) } } },
      { type: "voice", v: { op: "join", channel: "everyone" } },
    ]) d.send(ana, bad);
    expect(frames(d, ana).map((f) => f.code)).toEqual(["bad_message", "bad_message", "bad_message"]);
    expect(frames(d, bruno)).toEqual([]);
    expect(d.storage()).toBe(before);
    // An oversized frame closes its socket (1009): Ana leaves the call, her signal never reaches Bruno.
    d.send(ana, JSON.stringify({ type: "voice", v: { op: "signal", to: pb, candidates: [{ ...candidate, candidate: "c".repeat(4100) }] } }));
    expect(frames(d, ana).map((f) => f.code)).toEqual(["too_large"]);
    expect(d.closedBy(ana)?.code).toBe(1009);
    expect(JSON.stringify(frames(d, bruno))).not.toContain("ccccccccc");
  });

  it("PLAT-13 voice messages are rate-limited like every other message", () => {
    const { d, ana, bruno } = casoTeams();
    voice(d, ana, { op: "join", channel: "all" });
    voice(d, bruno, { op: "join", channel: "all" });
    const pb = peerOf(d, bruno);
    frames(d, ana);
    for (let i = 0; i < 40; i++) voice(d, ana, { op: "signal", to: pb, candidates: [candidate] });
    expect(frames(d, ana).map((f) => f.code)).toContain("rate_limited");
    expect(frames(d, bruno).length).toBeLessThan(40);
  });

  it("PLAT-13 a closed socket or an abandoned seat leaves its channel: the others' roster drops it", () => {
    const { d, ana, bruno, caio, duda } = casoTeams();
    voice(d, ana, { op: "join", channel: "team" });
    voice(d, bruno, { op: "join", channel: "team" });
    voice(d, caio, { op: "join", channel: "team" });
    voice(d, duda, { op: "join", channel: "team" });
    const [pa, pc] = [peerOf(d, ana), peerOf(d, caio)];
    frames(d, bruno);
    frames(d, duda);
    d.close(ana);
    const roster = frames(d, bruno).filter((f) => f.op === "roster").at(-1);
    expect(roster).toMatchObject({ channel: "team", peers: [{ name: "Bruno" }] });
    expect(JSON.stringify(roster)).not.toContain(pa);
    d.send(caio, { type: "abandon" });
    const dudaRoster = frames(d, duda).filter((f) => f.op === "roster").at(-1);
    expect(dudaRoster).toMatchObject({ channel: "team", peers: [{ name: "Duda" }] });
    expect(JSON.stringify(dudaRoster)).not.toContain(pc);
  });

  it("PLAT-13 the lobby: seats may join the global channel, spectators may not; a kicked player leaves it", () => {
    const d = new CoreDriver({ gameId: "matiz", seed: new Uint8Array(32).fill(5) });
    const [host, guest] = [hello(d, "Host"), hello(d, "Guest")];
    const spec = hello(d, "Spec", "spectator");
    voice(d, host, { op: "join", channel: "all" });
    voice(d, guest, { op: "join", channel: "all" });
    voice(d, spec, { op: "join", channel: "all" });
    expect(frames(d, spec).filter((f) => f.type === "error")).toEqual([{ type: "error", code: "voice_not_allowed" }]);
    const pg = peerOf(d, guest);
    frames(d, host);
    d.send(host, { type: "kick", seat: 1 });
    const roster = frames(d, host).filter((f) => f.op === "roster").at(-1);
    expect(roster).toBeDefined();
    expect(JSON.stringify(roster)).not.toContain(pg);
  });

  it("PLAT-13 MATIZ-5 Matiz in play: the clue giver only listens (silence follows the chat rule, see silence.test.ts), the others speak; spectators listen", () => {
    const d = new CoreDriver({ gameId: "matiz", seed: new Uint8Array(32).fill(9) });
    const ps = ["A", "B", "C"].map((x) => hello(d, x));
    d.send(ps[0]!, { type: "start" });
    const spec = hello(d, "S", "spectator");
    const giver = (d.state() as { round: { giver: number } }).round.giver;
    ps.forEach((s, seat) => expect(frames(d, s).filter((f) => f.op === "policy").at(-1)).toMatchObject({ all: seat === giver ? "listen" : "speak" }));
    expect(frames(d, spec).filter((f) => f.op === "policy").at(-1)).toMatchObject({ all: "listen", team: null });
    voice(d, spec, { op: "join", channel: "all" });
    expect(frames(d, spec).find((f) => f.op === "joined")).toMatchObject({ listen: true });
  });

  it("PLAT-13 a reconnect (new socket, same browser) resumes its peer id, so the others keep their connections; another seat cannot", () => {
    const d = new CoreDriver({ gameId: "matiz", seed: new Uint8Array(32).fill(4) });
    const tok = "voice-resume-token-000001";
    const ana = hello(d, "Ana", "player", tok);
    const bia = hello(d, "Bia");
    voice(d, ana, { op: "join", channel: "all" });
    voice(d, bia, { op: "join", channel: "all" });
    const pa = peerOf(d, ana);
    d.close(ana);
    const again = hello(d, "Ana", "player", tok);
    voice(d, again, { op: "join", channel: "all", resume: pa });
    expect(peerOf(d, again)).toBe(pa);
    const thief = hello(d, "Caio");
    voice(d, thief, { op: "join", channel: "all", resume: pa });
    expect(peerOf(d, thief)).not.toBe(pa);
    const roster = frames(d, bia).filter((f) => f.op === "roster").at(-1) as unknown as { peers: { peer: string; name: string }[] };
    expect(roster.peers.filter((p) => p.peer === pa).map((p) => p.name)).toEqual(["Ana"]);
  });
});
