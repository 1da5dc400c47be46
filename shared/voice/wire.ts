/**
 * The signalling relay carries no free text (PLAT-13, issue 17). Every session description is parsed
 * (RFC 8866 SDP, with RFC 8839 ICE, RFC 8122 fingerprint/setup, RFC 8285 extmap, RFC 8830 msid,
 * RFC 8843 BUNDLE) into exactly the fields an audio-only WebRTC call needs and written again by the
 * server; every ICE candidate likewise (RFC 8839 §5.1). What a client chose as text never reaches
 * another member:
 * - session name `s=-`, origin `o=- 1 <version> IN IP4 127.0.0.1` (username, session id and address
 *   fixed here; the version is a number the client increments on renegotiation, RFC 3264 §8);
 * - lines a call does not need (i=, u=, e=, p=, z=, k=, r=, unknown b= and a=) are dropped;
 * - extmap URIs, codec names, rtcp-fb types, fmtp parameters come from fixed lists (unknown: dropped);
 * - msid stream/track ids and the ssrc cname are replaced by values derived from the sender's
 *   server-issued peer id; candidate foundations that are not plain numbers are replaced by a
 *   number derived from them (equal foundations stay equal, RFC 8445 §5.1.1.3);
 * - mid is digits only; fingerprints are hex pairs of the hash's length; addresses are IP literals
 *   or an mDNS name `<uuid>.local`;
 * - ice-ufrag/ice-pwd are the STUN credentials both ICE agents check, so the relay cannot rewrite
 *   them; instead the server issues them: each member gets a private nonce at `joined`, the client
 *   writes `iceCredentials(nonce, me, them, n)` (n = the link's ICE generation, 0…127) into its own
 *   descriptions before setLocalDescription, and the relay refuses any ufrag/pwd (in a description,
 *   a candidate's `ufrag` or its usernameFragment) that is not one of those (measured in Chromium 156:
 *   it connects and ICE-restarts with such credentials). A client can pick n, not letters.
 * Anything else that is malformed is refused with a reason (the room answers `voice_bad_sdp` or
 * `voice_bad_candidate`). Pure functions: the room and the tests run the same code.
 */

import type { Direction } from "./sdp";

type WireResult<T> = { ok: true; value: T } | { ok: false; reason: string };
const bad = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

// ---- tokens (RFC 8866 §9, RFC 8839 §5) ------------------------------------------------------------

/** ice-char = ALPHA / DIGIT / "+" / "/" (RFC 8839). */
const ICE_CHARS = /^[A-Za-z0-9+/]+$/;
const DIGITS = /^[0-9]+$/;
const MID = /^[0-9]{1,3}$/;
const UUID_LOCAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$/i;

const uint = (s: string, max: number, maxDigits = String(max).length): number | null => {
  if (!DIGITS.test(s) || s.length > maxDigits) return null;
  const n = Number(s);
  return n <= max ? n : null;
};
const port = (s: string): number | null => uint(s, 65535, 5);

function isIPv4(s: string): boolean {
  const parts = s.split(".");
  return parts.length === 4 && parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}

export function isIPv6(s: string): boolean {
  if (s.length > 45 || !/^[0-9A-Fa-f:.]+$/.test(s)) return false;
  let tail = 0;
  let body = s;
  const lastColon = s.lastIndexOf(":");
  if (s.includes(".")) {
    if (!isIPv4(s.slice(lastColon + 1))) return false;
    body = s.slice(0, lastColon + 1) + "0"; // the IPv4 part counts as two groups: one here, one below
    tail = 1;
  }
  const halves = body.split("::");
  if (halves.length > 2) return false;
  const groups = (h: string) => (h === "" ? [] : h.split(":"));
  const all = halves.flatMap(groups);
  if (!all.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  const count = all.length + tail;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** A connection address a browser sends: an IP literal, or the mDNS name that hides a host address. */
function address(s: string): string | null {
  if (isIPv4(s) || isIPv6(s)) return s;
  if (UUID_LOCAL.test(s)) return s.toLowerCase();
  return null;
}

const ufrag = (s: string): boolean => ICE_CHARS.test(s) && s.length >= 4 && s.length <= 32;
const pwd = (s: string): boolean => ICE_CHARS.test(s) && s.length >= 22 && s.length <= 64;

/** An equality-preserving number for a foundation that is not already one (FNV-1a, 32 bits). */
function foundationNumber(f: string): string {
  if (/^[0-9]{1,10}$/.test(f)) return f;
  let h = 0x811c9dc5;
  for (let i = 0; i < f.length; i++) h = Math.imul(h ^ f.charCodeAt(i), 0x01000193) >>> 0;
  return String(h);
}

// ---- server-issued ICE credentials -------------------------------------------------------------------

const ICE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** ICE generations per link (a restart moves to the next); past the last, a link keeps the last one. */
export const ICE_GENERATIONS = 128;

const fnv = (text: string, h = 0x811c9dc5): number => {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

/**
 * A member's private nonce (32 hex characters) from a value only the server knows (the room's random
 * socket id): nobody else in the channel can derive another link's credentials from a peer id.
 */
export function iceNonce(secret: string): string {
  return [1, 2, 3, 4].map((k) => fnv(`${k}|${secret}|mesa-ice`).toString(16).padStart(8, "0")).join("");
}

/** The credentials of link `from` → `to` in ICE generation `n`: ufrag 8 and pwd 24 ice-chars (RFC 8839 §5.4). */
export function iceCredentials(nonce: string, from: string, to: string, n: number): { ufrag: string; pwd: string } {
  // xoshiro128** seeded from four hashes: a stream of characters, not a secret-grade generator.
  let [a, b, c, d] = [1, 2, 3, 4].map((k) => fnv(`${nonce}|${from}|${to}|${n}|${k}`) || 1) as [number, number, number, number];
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  const next = (): number => {
    const r = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c = (c ^ a) >>> 0;
    d = (d ^ b) >>> 0;
    b = (b ^ c) >>> 0;
    a = (a ^ d) >>> 0;
    c = (c ^ t) >>> 0;
    d = rotl(d, 11);
    return r;
  };
  const chars = (k: number) => Array.from({ length: k }, () => ICE_ALPHABET[next() >>> 26]!).join("");
  // The ufrag's last two characters say its generation, so the relay derives one pair, not 128.
  return { ufrag: chars(6) + ICE_ALPHABET[(n >> 6) & 63]! + ICE_ALPHABET[n & 63]!, pwd: chars(24) };
}

/** Which credentials the relay accepts on one link. */
interface IceCheck {
  ufrag(u: string): boolean;
  pair(u: string, p: string): boolean;
}

export function iceCheck(nonce: string, from: string, to: string): IceCheck {
  const seen = new Map<string, string | null>();
  const pwdOf = (u: string): string | null => {
    if (!seen.has(u)) {
      const n = u.length === 8 ? ICE_ALPHABET.indexOf(u[6]!) * 64 + ICE_ALPHABET.indexOf(u[7]!) : -1;
      const c = n >= 0 && n < ICE_GENERATIONS && ICE_ALPHABET.indexOf(u[6]!) >= 0 ? iceCredentials(nonce, from, to, n) : null;
      seen.set(u, c && c.ufrag === u ? c.pwd : null);
    }
    return seen.get(u) ?? null;
  };
  return { ufrag: (u) => pwdOf(u) !== null, pair: (u, p) => pwdOf(u) === p };
}

/** The client's side: its own description with the link's server-issued credentials written in. */
export function withIceCredentials(sdp: string, c: { ufrag: string; pwd: string }): string {
  return sdp.replace(/^a=ice-ufrag:.*$/gm, `a=ice-ufrag:${c.ufrag}`).replace(/^a=ice-pwd:.*$/gm, `a=ice-pwd:${c.pwd}`);
}

// ---- ICE candidates (RFC 8839 §5.1) --------------------------------------------------------------

export interface Candidate {
  foundation: string;
  component: number;
  transport: "udp" | "tcp";
  priority: number;
  address: string;
  port: number;
  type: "host" | "srflx" | "prflx" | "relay";
  related: { address: string; port: number } | null;
  tcptype: "active" | "passive" | "so" | null;
  generation: number | null;
  ufrag: string | null;
  networkId: number | null;
  networkCost: number | null;
}

const CAND_TYPES: ReadonlySet<string> = new Set(["host", "srflx", "prflx", "relay"]);
const TCP_TYPES: ReadonlySet<string> = new Set(["active", "passive", "so"]);

/** `candidate:…` (the trickle form) or the value of an SDP `a=candidate:` line. */
export function parseCandidate(text: string): WireResult<Candidate> {
  if (!text.startsWith("candidate:")) return bad("candidate: prefix");
  const f = text.slice("candidate:".length).split(" ");
  if (f.length < 8 || f.length > 40) return bad("candidate: field count");
  const [foundation, comp, transport, prio, addr, p, typ, type] = f as [string, string, string, string, string, string, string, string];
  if (!ICE_CHARS.test(foundation) || foundation.length > 32) return bad("candidate: foundation");
  const component = uint(comp, 256, 3);
  if (component === null || component < 1) return bad("candidate: component");
  const tr = transport.toLowerCase();
  if (tr !== "udp" && tr !== "tcp") return bad("candidate: transport");
  const priority = uint(prio, 4294967295, 10);
  if (priority === null) return bad("candidate: priority");
  const a = address(addr);
  if (a === null) return bad("candidate: address");
  const po = port(p);
  if (po === null) return bad("candidate: port");
  if (typ !== "typ" || !CAND_TYPES.has(type)) return bad("candidate: type");
  const c: Candidate = { foundation: foundationNumber(foundation), component, transport: tr, priority, address: a, port: po, type: type as Candidate["type"], related: null, tcptype: null, generation: null, ufrag: null, networkId: null, networkCost: null };
  let i = 8;
  let raddr: string | null = null;
  let rport: number | null = null;
  if (f[i] === "raddr") {
    raddr = address(f[i + 1] ?? "");
    if (raddr === null) return bad("candidate: raddr");
    i += 2;
  }
  if (f[i] === "rport") {
    rport = port(f[i + 1] ?? "");
    if (rport === null) return bad("candidate: rport");
    i += 2;
  }
  if ((raddr === null) !== (rport === null)) return bad("candidate: raddr without rport");
  if (raddr !== null && rport !== null) c.related = { address: raddr, port: rport };
  // cand-extension = extension-att-name SP extension-att-value; known ones are checked, the rest dropped.
  for (; i < f.length; i += 2) {
    const name = f[i]!;
    const value = f[i + 1];
    if (value === undefined || name === "" || value === "") return bad("candidate: extension");
    switch (name) {
      case "tcptype":
        if (!TCP_TYPES.has(value)) return bad("candidate: tcptype");
        c.tcptype = value as Candidate["tcptype"];
        break;
      case "generation":
        if ((c.generation = uint(value, 255, 3)) === null) return bad("candidate: generation");
        break;
      case "ufrag":
        if (!ufrag(value)) return bad("candidate: ufrag");
        c.ufrag = value;
        break;
      case "network-id":
        if ((c.networkId = uint(value, 65535, 5)) === null) return bad("candidate: network-id");
        break;
      case "network-cost":
        if ((c.networkCost = uint(value, 65535, 5)) === null) return bad("candidate: network-cost");
        break;
      default:
        if (!/^[A-Za-z0-9+/-]{1,32}$/.test(name) || value.length > 256) return bad("candidate: extension");
    }
  }
  if (c.transport === "tcp" && c.tcptype === null) return bad("candidate: tcp without tcptype");
  return { ok: true, value: c };
}

export function serialiseCandidate(c: Candidate): string {
  let s = `candidate:${c.foundation} ${c.component} ${c.transport} ${c.priority} ${c.address} ${c.port} typ ${c.type}`;
  if (c.related) s += ` raddr ${c.related.address} rport ${c.related.port}`;
  if (c.tcptype) s += ` tcptype ${c.tcptype}`;
  if (c.generation !== null) s += ` generation ${c.generation}`;
  if (c.ufrag !== null) s += ` ufrag ${c.ufrag}`;
  if (c.networkId !== null) s += ` network-id ${c.networkId}`;
  if (c.networkCost !== null) s += ` network-cost ${c.networkCost}`;
  return s;
}

export interface IceCandidateInit {
  candidate: string;
  sdpMid: string | null;
  sdpMLineIndex: number | null;
  usernameFragment?: string | null;
}

/** A trickled candidate as the relay forwards it: re-written, or refused. "" (end of candidates) stays "". */
export function cleanCandidate(c: IceCandidateInit, issued: (ufrag: string) => boolean): WireResult<IceCandidateInit> {
  if (c.sdpMid !== null && !MID.test(c.sdpMid)) return bad("candidate: sdpMid");
  if (c.sdpMLineIndex !== null && (c.sdpMLineIndex < 0 || c.sdpMLineIndex > 3)) return bad("candidate: sdpMLineIndex");
  if (c.usernameFragment != null && (!ufrag(c.usernameFragment) || !issued(c.usernameFragment))) return bad("candidate: usernameFragment");
  let candidate = "";
  if (c.candidate !== "") {
    const parsed = parseCandidate(c.candidate);
    if (!parsed.ok) return parsed;
    if (parsed.value.ufrag !== null && !issued(parsed.value.ufrag)) return bad("candidate: ufrag not issued");
    candidate = serialiseCandidate(parsed.value);
  }
  return { ok: true, value: { candidate, sdpMid: c.sdpMid, sdpMLineIndex: c.sdpMLineIndex, ...(c.usernameFragment != null ? { usernameFragment: c.usernameFragment } : {}) } };
}

// ---- session descriptions (RFC 8866) ---------------------------------------------------------------

type Setup = "actpass" | "active" | "passive";

interface Transport {
  ufrag: string | null;
  pwd: string | null;
  trickle: boolean;
  fingerprints: { hash: string; value: string }[];
  setup: Setup | null;
}

interface Codec {
  pt: number;
  name: string;
  clock: number;
  channels: number | null;
  fmtp: string | null;
  feedback: string[];
}

interface AudioSection {
  port: number;
  proto: "UDP/TLS/RTP/SAVPF" | "TCP/DTLS/RTP/SAVPF";
  /** Static payload types kept without an rtpmap (PCMU 0, PCMA 8, G722 9, CN 13). */
  formats: number[];
  codecs: Codec[];
  connection: { ip: "IP4" | "IP6"; address: string } | null;
  bandwidth: { type: "AS" | "TIAS"; value: number }[];
  rtcp: { port: number; ip: "IP4" | "IP6"; address: string } | null;
  candidates: Candidate[];
  endOfCandidates: boolean;
  transport: Transport;
  mid: string | null;
  extmaps: { id: number; direction: Direction | null; uri: string }[];
  direction: Direction | null;
  /** Whether the section named a stream/track (it then gets server-derived ids). */
  msid: boolean;
  rtcpMux: boolean;
  rtcpRsize: boolean;
  rtcpXr: boolean;
  extmapAllowMixed: boolean;
  ptime: number | null;
  maxptime: number | null;
  ssrcs: number[];
}

interface AudioSdp {
  version: number;
  bundle: string[] | null;
  extmapAllowMixed: boolean;
  msidSemantic: boolean;
  /** Session-level c= (RFC 8866 §5.7: in the session or in every section). */
  connection: { ip: "IP4" | "IP6"; address: string } | null;
  transport: Transport;
  direction: Direction | null;
  sections: AudioSection[];
}

/** Payload formats a browser's audio call uses; anything else is dropped from the offer or answer. */
const CODECS: ReadonlyMap<string, string> = new Map(
  ["opus", "red", "G722", "PCMU", "PCMA", "CN", "telephone-event", "ILBC"].map((n) => [n.toLowerCase(), n] as const),
);
const STATIC_PTS: ReadonlySet<number> = new Set([0, 8, 9, 13]);
const EXTMAP_URIS: ReadonlySet<string> = new Set([
  "urn:ietf:params:rtp-hdrext:ssrc-audio-level",
  "urn:ietf:params:rtp-hdrext:csrc-audio-level",
  "urn:ietf:params:rtp-hdrext:sdes:mid",
  "urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id",
  "urn:ietf:params:rtp-hdrext:sdes:repaired-rtp-stream-id",
  "http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time",
  "http://www.webrtc.org/experiments/rtp-hdrext/abs-capture-time",
  "http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01",
  "http://www.webrtc.org/experiments/rtp-hdrext/transport-wide-cc-02",
]);
const FEEDBACK: ReadonlySet<string> = new Set(["transport-cc", "nack", "goog-remb"]);
/** fmtp parameters by codec: each value is a number (opus), a payload list (red), an event list (telephone-event). */
const OPUS_PARAMS: ReadonlySet<string> = new Set(["minptime", "useinbandfec", "usedtx", "stereo", "sprop-stereo", "maxaveragebitrate", "maxplaybackrate", "sprop-maxcapturerate", "cbr", "ptime", "maxptime"]);
const HASHES: ReadonlyMap<string, number> = new Map([["sha-1", 20], ["sha-224", 28], ["sha-256", 32], ["sha-384", 48], ["sha-512", 64]]);
const DIRECTIONS: ReadonlySet<string> = new Set(["sendrecv", "sendonly", "recvonly", "inactive"]);
const MAX_SECTIONS = 4;
const MAX_CANDIDATES = 40;

const emptyTransport = (): Transport => ({ ufrag: null, pwd: null, trickle: false, fingerprints: [], setup: null });

function fmtp(codec: string, params: string): WireResult<string | null> {
  const name = codec.toLowerCase();
  if (name === "red") return /^[0-9]{1,3}(\/[0-9]{1,3}){0,7}$/.test(params) ? { ok: true, value: params } : bad("fmtp: red");
  if (name === "telephone-event") return /^[0-9]{1,3}(-[0-9]{1,3})?(,[0-9]{1,3}(-[0-9]{1,3})?){0,15}$/.test(params) ? { ok: true, value: params } : bad("fmtp: telephone-event");
  if (name !== "opus") return { ok: true, value: null };
  const kept: string[] = [];
  for (const p of params.split(";")) {
    const m = /^\s?([a-z-]+)=([0-9]{1,7})$/.exec(p);
    if (!m) return bad("fmtp: opus parameter");
    if (OPUS_PARAMS.has(m[1]!)) kept.push(`${m[1]}=${m[2]}`);
  }
  return { ok: true, value: kept.length ? kept.join(";") : null };
}

function fingerprint(value: string): WireResult<{ hash: string; value: string }> {
  const m = /^([A-Za-z0-9-]{1,10}) ([0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2})*)$/.exec(value);
  const len = m ? HASHES.get(m[1]!.toLowerCase()) : undefined;
  if (!m || len === undefined || m[2]!.split(":").length !== len) return bad("fingerprint");
  return { ok: true, value: { hash: m[1]!.toLowerCase(), value: m[2]!.toUpperCase() } };
}

/** Transport attributes allowed at session or media level; true when the line was one of them. */
function transportAttr(t: Transport, name: string, value: string | null): WireResult<boolean> {
  switch (name) {
    case "ice-ufrag":
      if (value === null || !ufrag(value) || t.ufrag !== null) return bad("ice-ufrag");
      t.ufrag = value;
      return { ok: true, value: true };
    case "ice-pwd":
      if (value === null || !pwd(value) || t.pwd !== null) return bad("ice-pwd");
      t.pwd = value;
      return { ok: true, value: true };
    case "ice-options":
      // Options are tokens; only trickle matters to a browser call (the rest are dropped).
      if (value === null || !/^[A-Za-z0-9+/-]{1,32}( [A-Za-z0-9+/-]{1,32}){0,7}$/.test(value)) return bad("ice-options");
      if (value.split(" ").includes("trickle")) t.trickle = true;
      return { ok: true, value: true };
    case "fingerprint": {
      const fp = value === null ? bad("fingerprint") : fingerprint(value);
      if (!fp.ok) return fp;
      if (t.fingerprints.length >= 3) return bad("fingerprint: too many");
      t.fingerprints.push(fp.value);
      return { ok: true, value: true };
    }
    case "setup":
      if (value !== "actpass" && value !== "active" && value !== "passive") return bad("setup");
      if (t.setup !== null) return bad("setup: twice");
      t.setup = value;
      return { ok: true, value: true };
  }
  return { ok: true, value: false };
}

function connection(value: string): WireResult<{ ip: "IP4" | "IP6"; address: string }> {
  const m = /^IN (IP4|IP6) (\S+)$/.exec(value);
  if (!m) return bad("c=");
  const a = address(m[2]!);
  if (a === null || (m[1] === "IP4" && isIPv6(a)) || (m[1] === "IP6" && isIPv4(a))) return bad("c= address");
  return { ok: true, value: { ip: m[1] as "IP4" | "IP6", address: a } };
}

function newSection(line: string): WireResult<AudioSection> {
  const f = line.split(" ");
  if (f[0] !== "audio") return bad("m=: not audio");
  if (f.length < 4 || f.length > 34) return bad("m=: fields");
  const p = port((f[1] ?? "").split("/")[0] ?? "");
  if (p === null || (f[1] ?? "").includes("/")) return bad("m=: port");
  const proto = f[2];
  if (proto !== "UDP/TLS/RTP/SAVPF" && proto !== "TCP/DTLS/RTP/SAVPF") return bad("m=: proto");
  const formats: number[] = [];
  for (const x of f.slice(3)) {
    const pt = uint(x, 127, 3);
    if (pt === null || formats.includes(pt)) return bad("m=: format");
    formats.push(pt);
  }
  return {
    ok: true,
    value: {
      port: p, proto, formats, codecs: [], connection: null, bandwidth: [], rtcp: null, candidates: [], endOfCandidates: false, transport: emptyTransport(),
      mid: null, extmaps: [], direction: null, msid: false, rtcpMux: false, rtcpRsize: false, rtcpXr: false, extmapAllowMixed: false, ptime: null, maxptime: null, ssrcs: [],
    },
  };
}

/** One `a=` line of an audio section; unknown attributes are dropped, known ones with a bad value refuse the description. */
function mediaAttr(m: AudioSection, name: string, value: string | null): WireResult<true> {
  const ok = { ok: true as const, value: true as const };
  const tr = transportAttr(m.transport, name, value);
  if (!tr.ok) return tr;
  if (tr.value) return ok;
  if (DIRECTIONS.has(name) && value === null) {
    if (m.direction !== null) return bad("direction: twice");
    m.direction = name as Direction;
    return ok;
  }
  const v = value ?? "";
  switch (name) {
    case "mid":
      if (!MID.test(v) || m.mid !== null) return bad("mid");
      m.mid = v;
      return ok;
    case "rtcp-mux":
      m.rtcpMux = true;
      return ok;
    case "rtcp-rsize":
      m.rtcpRsize = true;
      return ok;
    case "extmap-allow-mixed":
      m.extmapAllowMixed = true;
      return ok;
    case "rtcp-xr":
      if (v === "rcvr-rtt=all") m.rtcpXr = true;
      return ok;
    case "end-of-candidates":
      m.endOfCandidates = true;
      return ok;
    case "candidate": {
      const c = parseCandidate(`candidate:${v}`);
      if (!c.ok) return c;
      if (m.candidates.length >= MAX_CANDIDATES) return bad("candidate: too many");
      m.candidates.push(c.value);
      return ok;
    }
    case "rtcp": {
      const r = /^([0-9]{1,5})(?: (.+))?$/.exec(v);
      const p = r ? port(r[1]!) : null;
      if (!r || p === null) return bad("rtcp");
      if (r[2] === undefined) return ok; // a port alone: rtcp-mux makes it moot
      const c = connection(r[2]);
      if (!c.ok) return bad("rtcp address");
      m.rtcp = { port: p, ...c.value };
      return ok;
    }
    case "extmap": {
      const e = /^([0-9]{1,3})(?:\/(sendrecv|sendonly|recvonly|inactive))? (\S+)(?: .*)?$/.exec(v);
      const id = e ? uint(e[1]!, 255, 3) : null;
      if (!e || id === null || id < 1) return bad("extmap");
      if (!EXTMAP_URIS.has(e[3]!)) return ok; // an extension this call does not use
      if (m.extmaps.some((x) => x.id === id)) return bad("extmap: id twice");
      m.extmaps.push({ id, direction: (e[2] as Direction | undefined) ?? null, uri: e[3]! });
      return ok;
    }
    case "msid": {
      // msid-id = 1*64token-char (RFC 8830); the ids themselves are replaced on the way out.
      if (!/^[!#$%&'*+\-.0-9A-Z^_`a-z{|}~]{1,64}( [!#$%&'*+\-.0-9A-Z^_`a-z{|}~]{1,64})?$/.test(v)) return bad("msid");
      m.msid = true;
      return ok;
    }
    case "ssrc": {
      // Only `<ssrc> cname:…` is kept (cname replaced); msid/label/mslabel attributes are dropped.
      const s = /^([0-9]{1,10}) ([a-z-]+)(?::(.*))?$/.exec(v);
      const n = s ? uint(s[1]!, 4294967295, 10) : null;
      if (!s || n === null || n === 0) return bad("ssrc");
      if (s[2] === "cname" && !m.ssrcs.includes(n)) {
        if (m.ssrcs.length >= 4) return bad("ssrc: too many");
        m.ssrcs.push(n);
      }
      return ok;
    }
    case "ptime":
    case "maxptime": {
      const n = uint(v, 1000, 4);
      if (n === null) return bad(name);
      m[name] = n;
      return ok;
    }
    case "rtpmap": {
      const r = /^([0-9]{1,3}) ([A-Za-z0-9-]{1,32})\/([0-9]{1,6})(?:\/([12]))?$/.exec(v);
      const pt = r ? uint(r[1]!, 127, 3) : null;
      if (!r || pt === null) return bad("rtpmap");
      const known = CODECS.get(r[2]!.toLowerCase());
      if (!known || !m.formats.includes(pt)) return ok;
      if (m.codecs.some((c) => c.pt === pt)) return bad("rtpmap: twice");
      m.codecs.push({ pt, name: r[2]!, clock: Number(r[3]), channels: r[4] ? Number(r[4]) : null, fmtp: null, feedback: [] });
      return ok;
    }
    case "fmtp":
    case "rtcp-fb":
      // Read after the rtpmaps (see `parseSdp`): a section may list them in any order.
      return ok;
  }
  return ok;
}

function codecAttr(m: AudioSection, name: string, value: string): WireResult<true> {
  const ok = { ok: true as const, value: true as const };
  if (name === "fmtp") {
    const r = /^([0-9]{1,3}) (.{1,200})$/.exec(value);
    if (!r) return bad("fmtp");
    const codec = m.codecs.find((c) => c.pt === Number(r[1]));
    if (!codec) return ok;
    if (codec.fmtp !== null) return bad("fmtp: twice");
    const f = fmtp(codec.name, r[2]!);
    if (!f.ok) return f;
    codec.fmtp = f.value;
    return ok;
  }
  const r = /^([0-9]{1,3}|\*) ([a-z-]{1,32})(?: ([a-z-]{1,32}))?$/.exec(value);
  if (!r) return bad("rtcp-fb");
  if (!FEEDBACK.has(r[2]!) || r[3] !== undefined) return ok; // video feedback (pli, fir) and unknown types
  for (const codec of m.codecs) if ((r[1] === "*" || codec.pt === Number(r[1])) && !codec.feedback.includes(r[2]!)) codec.feedback.push(r[2]!);
  return ok;
}

/**
 * Parses a description into the audio call's fields (see the file comment). `sdp` uses CRLF or LF
 * line ends; the line types must come in RFC 8866 order (v, o, s, session lines, then m sections).
 */
export function parseSdp(sdp: string): WireResult<AudioSdp> {
  const lines = sdp.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  if (lines.length < 4 || lines.length > 200) return bad("line count");
  if (lines[0] !== "v=0") return bad("v=");
  const o = /^o=(\S{1,64}) ([0-9]{1,20}) ([0-9]{1,20}) IN (IP4|IP6) (\S{1,64})$/.exec(lines[1]!);
  if (!o) return bad("o=");
  const version = uint(o[3]!, Number.MAX_SAFE_INTEGER, 16);
  if (version === null) return bad("o= version");
  if (!/^s=.{0,256}$/.test(lines[2]!)) return bad("s=");
  const out: AudioSdp = { version, bundle: null, extmapAllowMixed: false, msidSemantic: false, connection: null, transport: emptyTransport(), direction: null, sections: [] };
  const later: { m: AudioSection; name: string; value: string }[] = [];
  let sawTime = false;
  let m: AudioSection | null = null;
  for (const line of lines.slice(3)) {
    const type = line[0];
    if (line[1] !== "=" || !type || !/^[a-z]$/.test(type)) return bad("line syntax");
    const value = line.slice(2);
    if (/[\u0000-\u001f\u007f]/.test(value)) return bad("control character");
    if (type === "m") {
      if (!sawTime) return bad("m= before t=");
      if (out.sections.length >= MAX_SECTIONS) return bad("m=: too many");
      const s = newSection(value);
      if (!s.ok) return s;
      out.sections.push((m = s.value));
      continue;
    }
    if (type === "t") {
      if (m || !/^[0-9]{1,20} [0-9]{1,20}$/.test(value)) return bad("t=");
      sawTime = true;
      continue;
    }
    if (type === "c") {
      const c = connection(value);
      if (!c.ok) return c;
      if (m) m.connection = c.value;
      else out.connection = c.value;
      continue;
    }
    if (type === "b") {
      const b = /^(AS|TIAS):([0-9]{1,10})$/.exec(value);
      if (b && m) m.bandwidth.push({ type: b[1] as "AS" | "TIAS", value: Number(b[2]) });
      continue;
    }
    if (type !== "a") continue; // i=, u=, e=, p=, z=, k=, r=: text a call does not need
    const colon = value.indexOf(":");
    const name = colon < 0 ? value : value.slice(0, colon);
    const attr = colon < 0 ? null : value.slice(colon + 1);
    if (!/^[A-Za-z0-9-]{1,32}$/.test(name)) return bad("attribute name");
    if (m) {
      if ((name === "fmtp" || name === "rtcp-fb") && attr !== null) later.push({ m, name, value: attr });
      const r = mediaAttr(m, name, attr);
      if (!r.ok) return r;
      continue;
    }
    const tr = transportAttr(out.transport, name, attr);
    if (!tr.ok) return tr;
    if (tr.value) continue;
    if (DIRECTIONS.has(name) && attr === null) {
      out.direction = name as Direction;
    } else if (name === "group") {
      const g = /^BUNDLE((?: [0-9]{1,3}){0,4})$/.exec(attr ?? "");
      if (!g) return bad("group");
      out.bundle = g[1]!.trim() === "" ? [] : g[1]!.trim().split(" ");
    } else if (name === "extmap-allow-mixed") {
      out.extmapAllowMixed = true;
    } else if (name === "msid-semantic") {
      if (!/^ ?WMS( \S{1,64}){0,4}$/.test(attr ?? "")) return bad("msid-semantic");
      out.msidSemantic = true;
    }
  }
  if (!sawTime) return bad("t= missing");
  if (!out.sections.length) return bad("no audio section");
  for (const { m: sec, name, value } of later) {
    const r = codecAttr(sec, name, value);
    if (!r.ok) return r;
  }
  const mids = new Set<string>();
  for (const sec of out.sections) {
    // Payload types that survive: an allowed rtpmap, or a static audio type without one.
    sec.formats = sec.formats.filter((pt) => sec.codecs.some((c) => c.pt === pt) || STATIC_PTS.has(pt));
    if (sec.port !== 0 && !sec.formats.length) return bad("m=: no usable codec");
    if (!sec.formats.length) sec.formats = [0];
    if (sec.mid !== null) {
      if (mids.has(sec.mid)) return bad("mid: twice");
      mids.add(sec.mid);
    }
  }
  if (out.bundle && out.bundle.some((id) => !mids.has(id))) return bad("group: unknown mid");
  return { ok: true, value: out };
}

/** Fixed origin: username "-", session id 1, address 127.0.0.1 (what Chromium itself writes, minus its random id). */
const ORIGIN_SESSION_ID = "1";

/**
 * Writes the description again. `peer` is the sender's server-issued peer id (`s2-ab12cd34`): it
 * becomes the msid stream id, the track id (with the mid) and the ssrc cname, so nothing the client
 * chose for them travels on.
 */
function serialiseSdp(d: AudioSdp, peer: string): string {
  const l: string[] = ["v=0", `o=- ${ORIGIN_SESSION_ID} ${d.version} IN IP4 127.0.0.1`, "s=-", "t=0 0"];
  const transport = (t: Transport) => {
    if (t.ufrag !== null) l.push(`a=ice-ufrag:${t.ufrag}`);
    if (t.pwd !== null) l.push(`a=ice-pwd:${t.pwd}`);
    if (t.trickle) l.push("a=ice-options:trickle");
    for (const f of t.fingerprints) l.push(`a=fingerprint:${f.hash} ${f.value}`);
    if (t.setup !== null) l.push(`a=setup:${t.setup}`);
  };
  if (d.bundle) l.push(`a=group:BUNDLE${d.bundle.map((m) => ` ${m}`).join("")}`);
  if (d.extmapAllowMixed) l.push("a=extmap-allow-mixed");
  if (d.msidSemantic) l.push(`a=msid-semantic: WMS${d.sections.some((s) => s.msid) ? ` ${peer}` : ""}`);
  if (d.connection) l.splice(3, 0, `c=IN ${d.connection.ip} ${d.connection.address}`);
  transport(d.transport);
  if (d.direction) l.push(`a=${d.direction}`);
  d.sections.forEach((m, i) => {
    l.push(`m=audio ${m.port} ${m.proto} ${m.formats.join(" ")}`);
    if (m.connection) l.push(`c=IN ${m.connection.ip} ${m.connection.address}`);
    for (const b of m.bandwidth) l.push(`b=${b.type}:${b.value}`);
    if (m.rtcp) l.push(`a=rtcp:${m.rtcp.port} IN ${m.rtcp.ip} ${m.rtcp.address}`);
    for (const c of m.candidates) l.push(`a=${serialiseCandidate(c)}`);
    if (m.endOfCandidates) l.push("a=end-of-candidates");
    transport(m.transport);
    if (m.mid !== null) l.push(`a=mid:${m.mid}`);
    for (const e of m.extmaps) l.push(`a=extmap:${e.id}${e.direction ? `/${e.direction}` : ""} ${e.uri}`);
    if (m.extmapAllowMixed) l.push("a=extmap-allow-mixed");
    if (m.direction) l.push(`a=${m.direction}`);
    if (m.msid) l.push(`a=msid:${peer} ${peer}-${m.mid ?? i}`);
    if (m.rtcpMux) l.push("a=rtcp-mux");
    if (m.rtcpRsize) l.push("a=rtcp-rsize");
    if (m.rtcpXr) l.push("a=rtcp-xr:rcvr-rtt=all");
    for (const pt of m.formats) {
      const c = m.codecs.find((x) => x.pt === pt);
      if (!c) continue;
      l.push(`a=rtpmap:${c.pt} ${c.name}/${c.clock}${c.channels !== null ? `/${c.channels}` : ""}`);
      for (const fb of c.feedback) l.push(`a=rtcp-fb:${c.pt} ${fb}`);
      if (c.fmtp !== null) l.push(`a=fmtp:${c.pt} ${c.fmtp}`);
    }
    if (m.ptime !== null) l.push(`a=ptime:${m.ptime}`);
    if (m.maxptime !== null) l.push(`a=maxptime:${m.maxptime}`);
    for (const s of m.ssrcs) l.push(`a=ssrc:${s} cname:${peer}`);
  });
  return `${l.join("\r\n")}\r\n`;
}

/** Whether this description would send audio (a listen-only member's may not): RFC 3264 direction per section. */
function sendsAudio(d: AudioSdp): boolean {
  return d.sections.some((m) => m.port !== 0 && ["sendrecv", "sendonly"].includes(m.direction ?? d.direction ?? "sendrecv"));
}

/** Parse + check the ICE credentials + re-serialise in one step, as the relay does. */
export function cleanSdp(sdp: string, peer: string, issued: IceCheck): WireResult<{ sdp: string; sends: boolean }> {
  const p = parseSdp(sdp);
  if (!p.ok) return p;
  const session = p.value.transport;
  for (const t of [session, ...p.value.sections.map((m) => m.transport)]) {
    if ((t.ufrag === null) !== (t.pwd === null)) return bad("ice-ufrag without ice-pwd");
    if (t.ufrag !== null && !issued.pair(t.ufrag, t.pwd!)) return bad("ice credentials not issued");
  }
  if (p.value.sections.some((m) => m.port !== 0 && m.transport.ufrag === null && session.ufrag === null)) return bad("no ice credentials");
  return { ok: true, value: { sdp: serialiseSdp(p.value, peer), sends: sendsAudio(p.value) } };
}
