/**
 * Silence means silence on every channel (PLAT-13 + PLAT-7, issue 17), through the room core:
 * a seat the game's chat rule silences is listen-only in voice for exactly as long, switched live
 * mid-call both ways (policy + roster), told why; the host may lift it in a private room only.
 * Directed tests walk Matiz and Dicas through their phases; the random-play test runs all five
 * games (WireRun: reconnects, spectators, chat, deadlines) with every seat in the call and checks,
 * after every step, every socket's last policy and roster entry against the game's own canChat.
 */
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../shared/engine";
import type { DicasState } from "../../../shared/games/dicas/state";
import type { MatizState } from "../../../shared/games/matiz/state";
import { gameById } from "../../../shared/games/registry";
import { PROTOCOL_VERSION } from "../../../shared/protocol";
import { CoreDriver } from "../../support/coreDriver";
import { WireRun, viewerOf } from "../../support/wire/harness";
import { alibiWire } from "../../support/wire/alibi";
import { casoWire } from "../../support/wire/caso";
import { dicasWire } from "../../support/wire/dicas";
import { matizWire } from "../../support/wire/matiz";
import { noirWire } from "../../support/wire/noir";
import type { WireAdapter } from "../../support/wire/types";
import { iceCredentials, withIceCredentials } from "../../../shared/voice";
import sdps from "./chromium-sdp.json";

type Frame = { type: string; op?: string; code?: string; [k: string]: unknown };
type Roster = { peer: string; listen: boolean }[];

let n = 0;
function hello(d: CoreDriver, name: string, role: "player" | "spectator" = "player") {
  const s = d.connect();
  d.send(s, { type: "hello", v: PROTOCOL_VERSION, token: `silence-token-${n++}`.padEnd(20, "x"), name, role });
  return s;
}
const all = (d: CoreDriver, s: string): Frame[] => d.received(s).map((f) => JSON.parse(f) as Frame);
const lastPolicy = (d: CoreDriver, s: string) => all(d, s).filter((f) => f.op === "policy").at(-1);
const lastRoster = (d: CoreDriver, s: string) => all(d, s).filter((f) => f.op === "roster").at(-1)?.peers as Roster | undefined;
const seatOf = (d: CoreDriver, s: string) => all(d, s).find((f) => f.type === "welcome")?.seat as number;
const peerOf = (d: CoreDriver, s: string) => all(d, s).filter((f) => f.op === "joined").at(-1)?.peer as string;
/** `sdp` as socket `s` would send it to peer `to`: with the ICE credentials the server issued for that link. */
const signedBy = (d: CoreDriver, s: string, to: string, sdp: string) => {
  const j = all(d, s).filter((f) => f.op === "joined").at(-1)!;
  return withIceCredentials(sdp, iceCredentials(j.ice as string, j.peer as string, to, 0));
};
const listenOf = (d: CoreDriver, viewer: string, peer: string) => lastRoster(d, viewer)?.find((p) => p.peer === peer)?.listen;
const lastError = (d: CoreDriver, s: string) => all(d, s).filter((f) => f.type === "error").at(-1)?.code;
const signalsTo = (d: CoreDriver, s: string) => all(d, s).filter((f) => f.op === "signal").length;

/** A room of `names` seated players (the first hosts), all in the global voice channel once started. */
function room(gameId: string, names: string[], o: { isPublic?: boolean; free?: boolean } = {}) {
  const d = new CoreDriver({ gameId, seed: new Uint8Array(32).fill(7), ...(o.isPublic ? { isPublic: true } : {}) });
  const socks = names.map((x) => hello(d, x));
  if (o.free) d.send(socks[0]!, { type: "voiceFree", value: true });
  d.send(socks[0]!, { type: "start" });
  for (const s of socks) d.send(s, { type: "voice", v: { op: "join", channel: "all" } });
  const bySeat = new Map(socks.map((s) => [seatOf(d, s), s] as const));
  return { d, socks, bySeat };
}

describe("PLAT-13 MATIZ-5 the Matiz giver is listen-only in voice while the chat is closed to them", () => {
  it("PLAT-13 MATIZ-5 giver listen-only from clue 1 to clue 2 (told why), speaks again at the reveal, and the next giver is silenced — live, mid-call, both ways", () => {
    const { d, socks, bySeat } = room("matiz", ["Ana", "Bia", "Caio"]);
    const st = () => d.state() as MatizState;
    const giver = bySeat.get(st().round.giver)!;
    const guessers = socks.filter((s) => s !== giver);
    const gp = peerOf(d, giver);
    expect(st().phase).toBe("clue1");
    expect(lastPolicy(d, giver)).toEqual({ type: "voice", op: "policy", all: "listen", team: null, why: "giver_silenced" });
    for (const s of guessers) expect(lastPolicy(d, s)).toEqual({ type: "voice", op: "policy", all: "speak", team: null });
    for (const s of socks) expect(listenOf(d, s, gp)).toBe(true);
    // The chat says the same thing at the same moment.
    d.send(giver, { type: "chat", channel: "all", text: "oi" });
    expect(lastError(d, giver)).toBe("giver_silenced");

    // A description that would send audio is refused while silenced; a recvonly one goes through.
    const to = peerOf(d, guessers[0]!);
    const before = signalsTo(d, guessers[0]!);
    d.send(giver, { type: "voice", v: { op: "signal", to, sdp: { type: "offer", sdp: signedBy(d, giver, to, sdps.offer) } } });
    expect(lastError(d, giver)).toBe("voice_listen_only");
    expect(signalsTo(d, guessers[0]!)).toBe(before);
    d.send(giver, { type: "voice", v: { op: "signal", to, sdp: { type: "offer", sdp: signedBy(d, giver, to, sdps.listenOffer) } } });
    expect(signalsTo(d, guessers[0]!)).toBe(before + 1);

    const phases: string[] = [];
    d.send(giver, { type: "act", action: { type: "pick", index: 0 } });
    d.send(giver, { type: "act", action: { type: "clue", text: "banana" } });
    phases.push(st().phase);
    expect(lastPolicy(d, giver)).toMatchObject({ all: "listen", why: "giver_silenced" });
    const cells = ["A1", "P30"];
    guessers.forEach((s, i) => d.send(s, { type: "act", action: { type: "guess", cell: cells[i]! } }));
    phases.push(st().phase);
    expect(lastPolicy(d, giver)).toMatchObject({ all: "listen", why: "giver_silenced" });
    d.send(giver, { type: "act", action: { type: "clue", text: "fruta" } });
    phases.push(st().phase);
    expect(lastPolicy(d, giver)).toMatchObject({ all: "listen", why: "giver_silenced" });
    for (const s of socks) expect(listenOf(d, s, gp)).toBe(true);
    guessers.forEach((s, i) => d.send(s, { type: "act", action: { type: "guess", cell: ["B2", "O29"][i]! } }));
    phases.push(st().phase);
    expect(phases).toEqual(["guess1", "clue2", "guess2", "reveal"]);

    // The reveal: the microphone opens again, everyone's roster says so, and the chat opens too.
    expect(lastPolicy(d, giver)).toEqual({ type: "voice", op: "policy", all: "speak", team: null });
    for (const s of socks) expect(listenOf(d, s, gp)).toBe(false);
    d.advance(1000); // past the message-rate bucket of the burst above
    const sent = signalsTo(d, guessers[0]!);
    d.send(giver, { type: "voice", v: { op: "signal", to, sdp: { type: "offer", sdp: signedBy(d, giver, to, sdps.offer) } } });
    expect(signalsTo(d, guessers[0]!)).toBe(sent + 1);
    d.send(giver, { type: "chat", channel: "all", text: "era banana" });
    expect(all(d, giver).filter((f) => f.type === "error").map((f) => f.code)).toEqual(["giver_silenced", "voice_listen_only"]);

    // The next round: the new giver is silenced, the old one keeps speaking.
    d.advance(15_000);
    expect(st().phase).toBe("clue1");
    const next = bySeat.get(st().round.giver)!;
    expect(next).not.toBe(giver);
    expect(lastPolicy(d, next)).toMatchObject({ all: "listen", why: "giver_silenced" });
    expect(lastPolicy(d, giver)).toMatchObject({ all: "speak" });
    expect(listenOf(d, giver, peerOf(d, next))).toBe(true);
    expect(listenOf(d, next, gp)).toBe(false);
  });

  it("PLAT-13 MATIZ-5 spectators know no target: they listen (and may chat), before and during the clue phases", () => {
    const { d } = room("matiz", ["Ana", "Bia", "Caio"]);
    const spec = hello(d, "Eva", "spectator");
    expect(lastPolicy(d, spec)).toEqual({ type: "voice", op: "policy", all: "listen", team: null });
  });
});

describe("PLAT-13 DICAS-7 the Dicas narrator is listen-only in voice while a card is in play", () => {
  it("PLAT-13 DICAS-7 narrator listen-only from the draw to the right guess (told why); the next narrator takes the silence, the old one speaks — live, mid-call", () => {
    const { d, bySeat } = room("dicas", ["Ana", "Bia", "Caio"]);
    const st = () => d.state() as DicasState;
    expect(st().cardId).not.toBeNull();
    const narrator = bySeat.get(st().narrator!)!;
    const np = peerOf(d, narrator);
    expect(lastPolicy(d, narrator)).toEqual({ type: "voice", op: "policy", all: "listen", team: null, why: "narrator_no_chat" });
    for (const [, s] of bySeat) if (s !== narrator) expect(lastPolicy(d, s)).toMatchObject({ all: "speak" });
    const seen = new Set<string>([st().phase]);
    const player = bySeat.get(st().turn!)!;
    d.send(player, { type: "act", action: { type: "pick", n: 1 } });
    seen.add(st().phase);
    expect(lastPolicy(d, narrator)).toMatchObject({ all: "listen", why: "narrator_no_chat" });
    d.send(narrator, { type: "act", action: { type: "reveal" } });
    seen.add(st().phase);
    expect(lastPolicy(d, narrator)).toMatchObject({ all: "listen", why: "narrator_no_chat" });
    d.send(player, { type: "act", action: { type: "guess", text: "palpite" } });
    seen.add(st().phase);
    expect(lastPolicy(d, narrator)).toMatchObject({ all: "listen", why: "narrator_no_chat" });
    expect(listenOf(d, player, np)).toBe(true);
    expect([...seen]).toEqual(["pick", "reveal", "guess", "judge"]);
    d.send(narrator, { type: "act", action: { type: "judge", right: true } });
    // A new round: another narrator, another card.
    const next = bySeat.get(st().narrator!)!;
    expect(next).not.toBe(narrator);
    expect(lastPolicy(d, narrator)).toEqual({ type: "voice", op: "policy", all: "speak", team: null });
    expect(lastPolicy(d, next)).toMatchObject({ all: "listen", why: "narrator_no_chat" });
    expect(listenOf(d, next, np)).toBe(false);
    expect(listenOf(d, narrator, peerOf(d, next))).toBe(true);
  });
});

describe("PLAT-13 the host's lobby option lifts the voice silence, never in a public room", () => {
  it("PLAT-13 MATIZ-5 private room: voiceFree lets the giver speak in every clue phase; the chat stays closed to them", () => {
    const { d, socks, bySeat } = room("matiz", ["Ana", "Bia", "Caio"], { free: true });
    expect(d.summary()?.voiceFree).toBe(true);
    const giver = bySeat.get((d.state() as MatizState).round.giver)!;
    expect(lastPolicy(d, giver)).toEqual({ type: "voice", op: "policy", all: "speak", team: null });
    for (const s of socks) expect(listenOf(d, s, peerOf(d, giver))).toBe(false);
    d.send(giver, { type: "chat", channel: "all", text: "oi" });
    expect(lastError(d, giver)).toBe("giver_silenced");
  });

  it("PLAT-13 public room: voiceFree is refused with voice_free_public and nothing changes; making a room public clears it", () => {
    const d = new CoreDriver({ gameId: "matiz", isPublic: true, seed: new Uint8Array(32).fill(5) });
    const host = hello(d, "Ana");
    const guest = hello(d, "Bia");
    const third = hello(d, "Caio");
    expect(d.summary()?.isPublic).toBe(true);
    const before = d.storage();
    d.send(host, { type: "voiceFree", value: true, id: "v1" });
    expect(lastError(d, host)).toBe("voice_free_public");
    expect(all(d, host).some((f) => f.type === "ack")).toBe(false);
    expect(d.storage()).toBe(before);
    expect(d.summary()?.voiceFree).toBe(false);
    // Only the host, only in the lobby.
    d.send(host, { type: "public", value: false });
    d.send(guest, { type: "voiceFree", value: true });
    expect(lastError(d, guest)).toBe("not_host");
    d.send(host, { type: "voiceFree", value: true });
    expect(d.summary()?.voiceFree).toBe(true);
    d.send(host, { type: "public", value: true });
    expect(d.summary()?.voiceFree).toBe(false);
    expect(d.room()?.voiceFree).toBe(false);
    d.send(host, { type: "start" });
    d.send(host, { type: "voiceFree", value: false });
    expect(lastError(d, host)).toBe("not_in_lobby");
    const giver = (d.state() as MatizState).round.giver;
    const giverSock = [host, guest, third].find((s) => seatOf(d, s) === giver)!;
    expect(lastPolicy(d, giverSock)).toMatchObject({ all: "listen", why: "giver_silenced" });
  });
});

// ---- every game, every phase: random play through the core ------------------------------------------

interface Figures {
  steps: number;
  checks: number;
  silencedChecks: number;
  toListen: number;
  toSpeak: number;
  whys: Set<string>;
  phases: Set<string>;
}

/**
 * Plays `rooms` random rooms of a game with every seat in the global voice channel; after every
 * step, for every open socket: the last policy equals the rule (the game's voiceRole, or seats speak
 * and spectators listen, made listen-only while canChat silences the seat in that channel unless the
 * host lifted it), `why` names canChat's code, and a member's own roster entry says the same.
 */
function silenceProperty(adapter: WireAdapter, rooms: number, free: boolean): Figures {
  const game = gameById(adapter.gameId)!;
  const fig: Figures = { steps: 0, checks: 0, silencedChecks: 0, toListen: 0, toSpeak: 0, whys: new Set(), phases: new Set() };
  const failures: string[] = [];
  for (let seed = 1; seed <= rooms; seed++) {
    const seen = new Map<string, number>();
    const lastListen = new Map<string, boolean>();
    const check = (run: WireRun) => {
      const d = run.d;
      const room = d.room();
      const state = d.state();
      if (!room) return;
      for (const c of run.clients) {
        if (!d.isOpen(c.id)) continue;
        const frames = d.received(c.id);
        const from = seen.get(c.id) ?? 0;
        seen.set(c.id, frames.length);
        let policy: Frame | undefined;
        let roster: Roster | undefined;
        for (const f of frames.slice(from)) {
          if (!f.startsWith('{"type":"voice"')) continue;
          const m = JSON.parse(f) as Frame;
          if (m.op === "policy") policy = m;
          if (m.op === "roster") roster = m.peers as Roster;
        }
        policy ??= lastPolicyOf(frames);
        const viewer: Viewer = viewerOf(c);
        let expected: { all: string | null; why?: string };
        if (room.phase === "lobby" || state === null) expected = { all: c.seat === null ? null : "speak" };
        else {
          const base = game.voiceRole ? game.voiceRole(state, viewer, "all") : viewer.kind === "seat" ? "speak" : "listen";
          const silence = viewer.kind === "seat" ? game.canChat?.(state, viewer, "all") ?? null : null;
          const all = base === "speak" && silence !== null && !free ? "listen" : base;
          expected = { all, ...(all === "listen" && silence !== null ? { why: silence } : {}) };
          fig.phases.add(String((state as { phase?: unknown }).phase ?? "-"));
          if (silence !== null && viewer.kind === "seat") {
            fig.silencedChecks++;
            fig.whys.add(silence);
          }
        }
        fig.checks++;
        const got = { all: policy?.all ?? null, ...(policy?.why ? { why: policy.why as string } : {}) };
        if (JSON.stringify(got) !== JSON.stringify(expected)) failures.push(`${adapter.gameId} seed ${seed} step ${run.res.steps} ${c.seat === null ? "spectator" : `seat ${c.seat}`}: policy ${JSON.stringify(got)}, rule ${JSON.stringify(expected)}`);
        const member = d.attachment(c.id)?.voice;
        if (member && roster) {
          const mine = roster.find((p) => p.peer === member.peer);
          if (mine && mine.listen !== (expected.all === "listen")) failures.push(`${adapter.gameId} seed ${seed} step ${run.res.steps}: roster says listen=${mine.listen}, rule ${expected.all}`);
          if (mine) {
            const was = lastListen.get(c.id);
            if (was === false && mine.listen) fig.toListen++;
            if (was === true && !mine.listen) fig.toSpeak++;
            lastListen.set(c.id, mine.listen);
          }
        }
      }
    };
    const run = new WireRun({
      adapter, seed, maxSteps: 250, niRate: 0, scan: false, matches: 1,
      beforeStart: (r) => {
        const host = r.host();
        if (free && host) r.d.send(host.id, { type: "voiceFree", value: true });
        for (const c of r.clients) if (c.seat !== null && r.d.isOpen(c.id)) r.d.send(c.id, { type: "voice", v: { op: "join", channel: "all" } });
      },
      between: check,
    });
    const res = run.play();
    fig.steps += res.steps;
    expect(res.errors).toEqual([]);
  }
  expect(failures.slice(0, 5)).toEqual([]);
  return fig;
}

function lastPolicyOf(frames: string[]): Frame | undefined {
  for (let i = frames.length - 1; i >= 0; i--) if (frames[i]!.startsWith('{"type":"voice","op":"policy"')) return JSON.parse(frames[i]!) as Frame;
  return undefined;
}

describe("PLAT-13 voice follows chat in every game and phase (random play through the core)", { timeout: 60_000 }, () => {
  const report = (id: string, f: Figures) =>
    console.log(`${id}: ${f.steps} steps, ${f.checks} socket checks, ${f.silencedChecks} while silenced (${[...f.whys].join(", ") || "none"}), ${f.toListen} live switches to listen, ${f.toSpeak} back to speak; phases ${[...f.phases].join(" ")}`);

  it("PLAT-13 MATIZ-5 Matiz: the giver's voice closes and opens exactly with the chat, mid-call, both ways", () => {
    const f = silenceProperty(matizWire as WireAdapter, 8, false);
    report("matiz", f);
    expect([...f.whys]).toEqual(["giver_silenced"]);
    expect(f.toListen).toBeGreaterThan(0);
    expect(f.toSpeak).toBeGreaterThan(0);
  });

  it("PLAT-13 DICAS-7 Dicas: the narrator's voice closes and opens exactly with the chat, mid-call, both ways", () => {
    const f = silenceProperty(dicasWire as WireAdapter, 4, false);
    report("dicas", f);
    expect([...f.whys]).toEqual(["narrator_no_chat"]);
    expect(f.toListen).toBeGreaterThan(0);
    expect(f.toSpeak).toBeGreaterThan(0);
  });

  it("PLAT-13 ALIBI-8 Álibi: excluded players listen in the global channel (watch_only) until the case closes; the lift option does not change that", () => {
    const f = silenceProperty(alibiWire as WireAdapter, 2, false);
    report("alibi", f);
    expect(f.whys.has("watch_only")).toBe(true);
    expect(f.toListen).toBeGreaterThan(0);
    const g = silenceProperty(alibiWire as WireAdapter, 1, true);
    report("alibi (voiceFree)", g);
    expect(g.toListen).toBeGreaterThan(0);
  });

  it("PLAT-13 CASO-20 Caso and NOIR Noir: no seat is ever silenced, so every seat speaks in every phase", () => {
    for (const a of [casoWire, noirWire] as WireAdapter[]) {
      const f = silenceProperty(a, 3, false);
      report(a.gameId, f);
      expect(f.silencedChecks).toBe(0);
      expect(f.toListen).toBe(0);
    }
  });

  it("PLAT-13 voiceFree: in a private room the Matiz giver and the Dicas narrator keep speaking through every phase", () => {
    for (const a of [matizWire, dicasWire] as WireAdapter[]) {
      const f = silenceProperty(a, 2, true);
      report(`${a.gameId} (voiceFree)`, f);
      expect(f.silencedChecks).toBeGreaterThan(0);
      expect(f.toListen).toBe(0);
    }
  });
});
