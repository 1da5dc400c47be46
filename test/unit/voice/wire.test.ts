/**
 * PLAT-13, issue 17: the relay carries no free text. Real Chromium descriptions and candidates
 * (chromium-sdp.json, captured from this repo's e2e browser) survive the parser and come out as the
 * same call; every other field a client could fill with text is replaced, dropped or refused; and
 * through the room core a word planted in any SDP or candidate field never reaches another socket
 * (byte search of every frame every socket received).
 */
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "../../../shared/protocol";
import {
  cleanCandidate, cleanSdp, iceCheck, iceCredentials, isIPv6, parseCandidate, parseSdp, serialiseCandidate, withIceCredentials,
  type IceCandidateInit,
} from "../../../shared/voice";
import { CoreDriver } from "../../support/coreDriver";
import sdps from "./chromium-sdp.json";

const PEER = "s0-abcd1234";
const DESCRIPTIONS = {
  offer: sdps.offer, answer: sdps.answer, listenOffer: sdps.listenOffer, sendrecvAnswer: sdps.sendrecvAnswer,
  recvonlyReoffer: sdps.recvonlyReoffer, sendonlyAnswer: sdps.sendonlyAnswer, restartOffer: sdps.restartOffer,
} as const;
const SENDS: Record<keyof typeof DESCRIPTIONS, boolean> = {
  offer: true, answer: false, listenOffer: false, sendrecvAnswer: true, recvonlyReoffer: false, sendonlyAnswer: true, restartOffer: false,
};
const any = { ufrag: () => true, pair: () => true };
const lines = (sdp: string) => sdp.split("\r\n").filter(Boolean);
const attr = (sdp: string, prefix: string) => lines(sdp).filter((l) => l.startsWith(prefix));

describe("PLAT-13 real Chromium descriptions survive the parser", () => {
  for (const [name, sdp] of Object.entries(DESCRIPTIONS) as [keyof typeof DESCRIPTIONS, string][]) {
    it(`PLAT-13 Chromium ${name}: parsed, written again with the same call (codecs, rtcp-fb, extmap, ICE, DTLS, mid, bundle, rtcp-mux, direction, candidates, ssrc) and nothing of its own text`, () => {
      const r = cleanSdp(sdp, PEER, any);
      if (!r.ok) throw new Error(r.reason);
      const out = r.value.sdp;
      expect(r.value.sends).toBe(SENDS[name]);
      // Idempotent: the server's own output parses to itself.
      const again = cleanSdp(out, PEER, any);
      expect(again.ok && again.value.sdp).toBe(out);
      expect(lines(out).slice(0, 3)).toEqual(["v=0", `o=- 1 ${/^o=\S+ \d+ (\d+)/m.exec(sdp)![1]} IN IP4 127.0.0.1`, "s=-"]);
      // What the call needs is kept, value for value.
      for (const prefix of ["a=group:BUNDLE", "a=ice-ufrag:", "a=ice-pwd:", "a=ice-options:", "a=fingerprint:", "a=setup:", "a=mid:", "a=extmap:", "a=rtcp-mux", "a=rtcp-rsize", "a=rtpmap:", "a=rtcp-fb:", "a=fmtp:", "a=candidate:", "m=audio", "c=IN", "a=rtcp:", "a=extmap-allow-mixed"]) {
        expect(attr(out, prefix), prefix).toEqual(attr(sdp, prefix));
      }
      for (const d of ["a=sendrecv", "a=sendonly", "a=recvonly", "a=inactive"]) expect(attr(out, d)).toEqual(attr(sdp, d));
      expect(attr(out, "a=rtpmap:111 opus/48000/2")).toHaveLength(1);
      // The ids a client chose are replaced by the peer id.
      expect(attr(out, "a=ssrc:").map((l) => l.replace(/^a=ssrc:\d+ /, ""))).toEqual(attr(sdp, "a=ssrc:").filter((l) => l.includes(" cname:")).map(() => `cname:${PEER}`));
      expect(attr(out, "a=msid:")).toEqual(attr(sdp, "a=msid:").map(() => `a=msid:${PEER} ${PEER}-0`));
      for (const own of [...sdp.matchAll(/(?:msid:|cname:|WMS )(\S+)/g)].map((m) => m[1]!)) expect(out).not.toContain(own);
    });
  }

  it("PLAT-13 Chromium's trickled candidates come out byte for byte (numeric foundations, known extensions)", () => {
    expect(sdps.candidates.length).toBeGreaterThan(3);
    for (const c of sdps.candidates as IceCandidateInit[]) {
      const r = cleanCandidate(c, () => true);
      expect(r.ok && r.value).toEqual(c);
    }
  });

  it("PLAT-13 candidates of every kind in Chromium's format (RFC 8839 §5.1): srflx/relay with raddr, tcp with tcptype, mDNS host names, IPv6", () => {
    const kinds = [
      "candidate:842163049 1 udp 1677729535 203.0.113.7 53011 typ srflx raddr 192.168.1.5 rport 53011 generation 0 ufrag Qx7k network-id 1 network-cost 10",
      "candidate:3171430536 1 udp 41885439 198.51.100.2 62000 typ relay raddr 203.0.113.7 rport 53011 generation 0 ufrag Qx7k network-id 1",
      "candidate:1467250027 1 tcp 1518280447 192.168.1.5 9 typ host tcptype active generation 0 ufrag Qx7k network-id 1",
      "candidate:2999745851 1 udp 2122260223 6c2f5a6e-0a1b-4c2d-9e3f-112233445566.local 54400 typ host generation 0 ufrag Qx7k network-id 1",
      "candidate:1 1 UDP 2122252543 2001:db8::1 50000 typ host",
      "candidate:2 1 udp 8331263 0.0.0.0 0 typ prflx raddr 0.0.0.0 rport 0",
    ];
    for (const k of kinds) {
      const p = parseCandidate(k);
      if (!p.ok) throw new Error(`${k}: ${p.reason}`);
      expect(serialiseCandidate(p.value)).toBe(k.replace(" UDP ", " udp "));
    }
    expect(isIPv6("fd00::2") && isIPv6("::1") && isIPv6("::ffff:192.0.2.1") && !isIPv6("1::2::3") && !isIPv6("cafe:babe")).toBe(true);
  });
});

// ---- planted words --------------------------------------------------------------------------------

const WORD = "amazonas";
const plant = (sdp: string, from: RegExp | string, to: string) => {
  const out = sdp.replace(from, to);
  if (out === sdp) throw new Error(`nothing planted for ${String(from)}`);
  return out;
};
/** Every field of a Chromium offer, each carrying the word (case variants too). */
const SDP_PLANTS: [string, (s: string) => string][] = [
  ["s= session name", (s) => plant(s, "s=-", `s=a resposta e Rio ${WORD}`)],
  ["o= username", (s) => plant(s, /^o=- /m, `o=${WORD} `)],
  ["o= address", (s) => plant(s, "IN IP4 127.0.0.1", `IN IP4 ${WORD}.example`)],
  ["i= u= e= p= lines", (s) => plant(s, "t=0 0\r\n", `t=0 0\r\ni=${WORD}\r\nu=http://${WORD}/\r\ne=${WORD}@x\r\np=+55 ${WORD}\r\n`)],
  ["b= unknown bandwidth", (s) => plant(s, "c=IN IP4 0.0.0.0\r\n", `c=IN IP4 0.0.0.0\r\nb=X-${WORD}:1\r\n`)],
  ["unknown session attribute", (s) => plant(s, "a=extmap-allow-mixed\r\n", `a=extmap-allow-mixed\r\na=tool:${WORD}\r\na=x-${WORD}\r\n`)],
  ["unknown media attribute", (s) => plant(s, "a=rtcp-mux\r\n", `a=rtcp-mux\r\na=label:${WORD}\r\na=x-note:${WORD} Rio\r\n`)],
  ["msid-semantic ids", (s) => plant(s, /a=msid-semantic: WMS \S+/, `a=msid-semantic: WMS ${WORD}`)],
  ["msid stream and track", (s) => plant(s, /a=msid:\S+ \S+/, `a=msid:${WORD} ${WORD.toUpperCase()}`)],
  ["ssrc cname", (s) => plant(s, /cname:\S+/, `cname:${WORD}`)],
  ["ssrc msid/label", (s) => plant(s, /a=ssrc:(\d+) msid:\S+ \S+/, `a=ssrc:$1 msid:${WORD} ${WORD}\r\na=ssrc:$1 label:${WORD}`)],
  ["extmap uri", (s) => plant(s, "a=extmap:4 urn:ietf:params:rtp-hdrext:sdes:mid", `a=extmap:4 urn:ietf:params:rtp-hdrext:sdes:mid\r\na=extmap:9 urn:${WORD}`)],
  ["extmap attributes", (s) => plant(s, "a=extmap:1 urn:ietf:params:rtp-hdrext:ssrc-audio-level", `a=extmap:1 urn:ietf:params:rtp-hdrext:ssrc-audio-level ${WORD}`)],
  ["rtpmap codec name", (s) => plant(s, "a=rtpmap:110 telephone-event/48000", `a=rtpmap:110 ${WORD}/48000`)],
  ["fmtp parameter name", (s) => plant(s, "minptime=10;useinbandfec=1", `minptime=10;useinbandfec=1;${WORD}=1`)],
  ["rtcp-fb type", (s) => plant(s, "a=rtcp-fb:111 transport-cc", `a=rtcp-fb:111 transport-cc\r\na=rtcp-fb:111 ${WORD}`)],
  ["rtcp-xr", (s) => plant(s, "a=rtcp-xr:rcvr-rtt=all", `a=rtcp-xr:${WORD}=all`)],
  ["ice-options", (s) => plant(s, "a=ice-options:trickle", `a=ice-options:trickle ${WORD}`)],
  ["a=candidate foundation", (s) => plant(s, "a=mid:0\r\n", `a=mid:0\r\na=candidate:${WORD} 1 udp 2122194687 127.0.0.1 51053 typ host generation 0\r\n`)],
  ["a=candidate extension", (s) => plant(s, "a=mid:0\r\n", `a=mid:0\r\na=candidate:1 1 udp 2122194687 127.0.0.1 51053 typ host x-${WORD} ${WORD}\r\n`)],
];
/** Fields whose grammar cannot hold the word: refused (voice_bad_sdp), never forwarded. */
const SDP_REFUSED: [string, (s: string) => string][] = [
  ["mid", (s) => plant(s, "a=mid:0", `a=mid:${WORD}`).replace("BUNDLE 0", `BUNDLE ${WORD}`)],
  ["bundle group", (s) => plant(s, "a=group:BUNDLE 0", `a=group:BUNDLE 0 ${WORD}`)],
  ["ice-ufrag", (s) => plant(s, /a=ice-ufrag:\S+/, `a=ice-ufrag:${WORD}`)],
  ["ice-pwd", (s) => plant(s, /a=ice-pwd:\S+/, `a=ice-pwd:Rio+${WORD}+${WORD}+Rio+x`)],
  ["fingerprint hash", (s) => plant(s, "a=fingerprint:sha-256", `a=fingerprint:${WORD}`)],
  ["fingerprint value", (s) => plant(s, /(a=fingerprint:sha-256 )[0-9A-F]{2}:/, `$1${WORD}:`)],
  ["setup", (s) => plant(s, "a=setup:actpass", `a=setup:${WORD}`)],
  ["c= address", (s) => plant(s, "c=IN IP4 0.0.0.0", `c=IN IP4 ${WORD}.local`)],
  ["rtcp address", (s) => plant(s, "a=rtcp:9 IN IP4 0.0.0.0", `a=rtcp:9 IN IP4 ${WORD}`)],
  ["m= proto", (s) => plant(s, "UDP/TLS/RTP/SAVPF", `UDP/TLS/RTP/${WORD}`)],
  ["m= media", (s) => plant(s, "m=audio", `m=${WORD}`)],
  ["fmtp value", (s) => plant(s, "minptime=10", `minptime=${WORD}`)],
  ["a=candidate address", (s) => plant(s, "a=mid:0\r\n", `a=mid:0\r\na=candidate:1 1 udp 2122194687 ${WORD}.example 51053 typ host\r\n`)],
  ["a=candidate type", (s) => plant(s, "a=mid:0\r\n", `a=mid:0\r\na=candidate:1 1 udp 2122194687 127.0.0.1 51053 typ ${WORD}\r\n`)],
];
/** Each field of a trickled candidate. */
const base = sdps.candidates[0] as IceCandidateInit;
const CANDIDATE_PLANTS: [string, IceCandidateInit, "forwarded" | "refused"][] = [
  ["foundation", { ...base, candidate: base.candidate.replace(/^candidate:\d+/, `candidate:${WORD}`) }, "forwarded"],
  ["foundation (ice-chars, 32)", { ...base, candidate: base.candidate.replace(/^candidate:\d+/, `candidate:Rio+${WORD}+e+${WORD}`) }, "forwarded"],
  ["unknown extension", { ...base, candidate: `${base.candidate} x-${WORD} ${WORD}` }, "forwarded"],
  ["address", { ...base, candidate: base.candidate.replace("127.0.0.1", `${WORD}.example`) }, "refused"],
  ["address (mDNS look-alike)", { ...base, candidate: base.candidate.replace("127.0.0.1", `${WORD}.local`) }, "refused"],
  ["transport", { ...base, candidate: base.candidate.replace(" udp ", ` ${WORD} `) }, "refused"],
  ["type", { ...base, candidate: base.candidate.replace("typ host", `typ ${WORD}`) }, "refused"],
  ["tcptype", { ...base, candidate: base.candidate.replace(" udp ", " tcp ").replace("typ host", `typ host tcptype ${WORD}`) }, "refused"],
  ["ufrag extension", { ...base, candidate: base.candidate.replace(/ufrag \S+/, `ufrag ${WORD}`) }, "refused"],
  ["usernameFragment", { ...base, usernameFragment: WORD }, "refused"],
  ["sdpMid", { ...base, sdpMid: WORD }, "refused"],
  ["raddr", { ...base, candidate: base.candidate.replace("typ host", `typ srflx raddr ${WORD} rport 9`) }, "refused"],
  ["network-id", { ...base, candidate: base.candidate.replace(/network-id \d+/, `network-id ${WORD}`) }, "refused"],
];

let n = 0;
function hello(d: CoreDriver, name: string) {
  const s = d.connect();
  d.send(s, { type: "hello", v: PROTOCOL_VERSION, token: `wire-token-${n++}`.padEnd(20, "x"), name, role: "player" });
  return s;
}
type Frame = { type: string; op?: string; code?: string; [k: string]: unknown };
const parsed = (d: CoreDriver, s: string) => d.received(s).map((f) => JSON.parse(f) as Frame);

/** A room of three in one voice channel; `sign` gives a description the sender's server-issued ICE credentials. */
function call() {
  const d = new CoreDriver({ gameId: "matiz", seed: new Uint8Array(32).fill(1) });
  const [a, b, c] = ["Ana", "Bia", "Caio"].map((x) => hello(d, x)) as [string, string, string];
  for (const s of [a, b, c]) d.send(s, { type: "voice", v: { op: "join", channel: "all" } });
  const joined = (s: string) => parsed(d, s).find((f) => f.op === "joined")! as unknown as { peer: string; ice: string };
  const [ja, jb] = [joined(a), joined(b)];
  const creds = (k: number) => iceCredentials(ja.ice, ja.peer, jb.peer, k);
  const sign = (sdp: string, k = 0) => withIceCredentials(sdp, creds(k));
  const signCandidate = (c: IceCandidateInit, k = 0): IceCandidateInit => ({
    ...c, candidate: c.candidate.replace(/ ufrag \S+/, ` ufrag ${creds(k).ufrag}`), ...(c.usernameFragment ? { usernameFragment: creds(k).ufrag } : {}),
  });
  return { d, a, b, c, to: jb.peer, sign, signCandidate };
}

describe("PLAT-13 a word planted in any SDP or candidate field never reaches another socket", () => {
  it("PLAT-13 every field of a Chromium offer, planted: dropped or replaced (the call still goes through) or refused (voice_bad_sdp); the word is in no frame any other socket received", () => {
    const { d, a, b, c, to, sign } = call();
    let delivered = 0;
    let refused = 0;
    for (const [field, mutate] of [...SDP_PLANTS, ...SDP_REFUSED]) {
      d.advance(2000); // one message at a time, under the rate limits
      const before = parsed(d, b).filter((f) => f.op === "signal").length;
      const errors = parsed(d, a).filter((f) => f.type === "error").length;
      // The credentials are written first when the plant is in them (a client that writes its own).
      const sdp = field.startsWith("ice-") ? mutate(sign(sdps.offer)) : sign(mutate(sdps.offer));
      expect(sdp.toLowerCase(), field).toContain(WORD);
      d.send(a, { type: "voice", v: { op: "signal", to, sdp: { type: "offer", sdp } } });
      const got = parsed(d, b).filter((f) => f.op === "signal").length - before;
      const errs = parsed(d, a).filter((f) => f.type === "error").slice(errors);
      if (SDP_PLANTS.some(([f]) => f === field)) {
        expect([got, errs], field).toEqual([1, []]);
        delivered++;
      } else {
        expect([got, errs.map((e) => e.code)], field).toEqual([0, ["voice_bad_sdp"]]);
        refused++;
      }
    }
    for (const s of [b, c]) for (const f of d.received(s)) expect(f.toLowerCase()).not.toContain(WORD);
    expect(d.storage().toLowerCase()).not.toContain(WORD);
    expect([delivered, refused]).toEqual([SDP_PLANTS.length, SDP_REFUSED.length]);
  });

  it("PLAT-13 every field of a Chromium candidate, planted: the foundation becomes a number, unknown extensions go, the rest is refused (voice_bad_candidate); the word is in no frame any other socket received", () => {
    const { d, a, b, c, to, signCandidate } = call();
    for (const [field, cand, fate] of CANDIDATE_PLANTS) {
      d.advance(2000);
      const before = parsed(d, b).filter((f) => f.op === "signal").length;
      const errors = parsed(d, a).filter((f) => f.type === "error").length;
      const signed = field.startsWith("ufrag") || field === "usernameFragment" ? cand : signCandidate(cand);
      d.send(a, { type: "voice", v: { op: "signal", to, candidates: [signCandidate(base), signed] } });
      const got = parsed(d, b).filter((f) => f.op === "signal").length - before;
      const errs = parsed(d, a).filter((f) => f.type === "error").slice(errors).map((e) => e.code);
      expect([got, errs], field).toEqual(fate === "forwarded" ? [1, []] : [0, ["voice_bad_candidate"]]);
    }
    for (const s of [b, c]) for (const f of d.received(s)) expect(f.toLowerCase()).not.toContain(WORD);
  });

  it("PLAT-13 ICE credentials are the server's: a description or candidate with ufrag/pwd the server did not issue for this link is refused, whatever its letters", () => {
    const { d, a, b, to, sign, signCandidate } = call();
    const signals = () => parsed(d, b).filter((f) => f.op === "signal").length;
    d.send(a, { type: "voice", v: { op: "signal", to, sdp: { type: "offer", sdp: sdps.offer } } });
    expect(parsed(d, a).at(-1)).toEqual({ type: "error", code: "voice_bad_sdp" });
    d.advance(2000);
    d.send(a, { type: "voice", v: { op: "signal", to, sdp: { type: "offer", sdp: sign(sdps.offer, 5) } } });
    d.advance(2000);
    d.send(a, { type: "voice", v: { op: "signal", to, candidates: [signCandidate(base, 5)] } });
    expect(signals()).toBe(2);
    d.advance(2000);
    d.send(a, { type: "voice", v: { op: "signal", to, candidates: [base] } });
    expect(parsed(d, a).at(-1)).toEqual({ type: "error", code: "voice_bad_candidate" });
    // Another link's credentials do not pass either.
    const other = withIceCredentials(sdps.offer, iceCredentials("zzzzzzzz", "s9-zzzzzzzz", to, 0));
    d.advance(2000);
    d.send(a, { type: "voice", v: { op: "signal", to, sdp: { type: "offer", sdp: other } } });
    expect(parsed(d, a).at(-1)).toEqual({ type: "error", code: "voice_bad_sdp" });
    expect(signals()).toBe(2);
  });

  it("PLAT-13 issued credentials: every generation 0–127 of the link passes, nothing else (another link, a changed letter, a mismatched pwd, a made-up generation)", () => {
    const nonce = "0123456789abcdef0123456789abcdef";
    const check = iceCheck(nonce, "s0-aaaaaaaa", "s1-bbbbbbbb");
    const ufrags = new Set<string>();
    for (let k = 0; k < 128; k++) {
      const c = iceCredentials(nonce, "s0-aaaaaaaa", "s1-bbbbbbbb", k);
      expect(c.ufrag).toMatch(/^[A-Za-z0-9+/]{8}$/);
      expect(c.pwd).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(check.pair(c.ufrag, c.pwd) && check.ufrag(c.ufrag)).toBe(true);
      ufrags.add(c.ufrag);
      const other = iceCredentials(nonce, "s0-aaaaaaaa", "s2-cccccccc", k);
      expect(check.pair(other.ufrag, other.pwd)).toBe(false);
      const flipped = `${c.ufrag[0] === "A" ? "B" : "A"}${c.ufrag.slice(1)}`;
      expect(check.ufrag(flipped)).toBe(false);
      expect(check.pair(c.ufrag, `${c.pwd.slice(1)}x`)).toBe(false);
    }
    expect(ufrags.size).toBe(128);
    const c128 = iceCredentials(nonce, "s0-aaaaaaaa", "s1-bbbbbbbb", 128);
    expect(check.pair(c128.ufrag, c128.pwd)).toBe(false);
    for (const u of ["amazonas", "Rio+", "", "xxxxxxA", "xxxxxxAAA"]) expect(check.ufrag(u)).toBe(false);
  });

  it("PLAT-13 grammar: what does not parse is refused with a reason (no silent pass-through)", () => {
    const refused = (sdp: string) => parseSdp(sdp).ok === false;
    expect(refused("")).toBe(true);
    expect(refused(sdps.offer.replace("v=0", "v=1"))).toBe(true);
    expect(refused(sdps.offer.replace("t=0 0\r\n", ""))).toBe(true);
    expect(refused(`${sdps.offer}m=video 9 UDP/TLS/RTP/SAVPF 96\r\n`)).toBe(true);
    expect(refused(sdps.offer.replace("a=mid:0", "a=mid:0\r\na=mid:1"))).toBe(true);
    expect(refused(sdps.offer.replace(/ \d+ 2 IN IP4/, " 1 x IN IP4"))).toBe(true);
    expect(refused(sdps.offer.replace("a=rtcp-mux", "a=rtcp-mux\u0007"))).toBe(true);
    // Only unknown codecs leave no codec at all.
    expect(refused(sdps.offer.replace(/m=audio 9 UDP\/TLS\/RTP\/SAVPF [\d ]+/, "m=audio 9 UDP/TLS/RTP/SAVPF 120").replace(/a=rtpmap:111 opus/, "a=rtpmap:120 secret"))).toBe(true);
    const cands = ["candidate:1 1 udp 1 127.0.0.1 70000 typ host", "candidate:1 0 udp 1 127.0.0.1 9 typ host", "candidate:1 1 udp 99999999999 127.0.0.1 9 typ host", "candidate:1 1 udp 1 127.0.0.1 9 typ host raddr 1.2.3.4", "candidate:1 1 tcp 1 127.0.0.1 9 typ host", `candidate:${"1".repeat(33)} 1 udp 1 127.0.0.1 9 typ host`, "candidate:1 1 udp 1 256.0.0.1 9 typ host"];
    for (const c of cands) expect(parseCandidate(c).ok, c).toBe(false);
  });
});
