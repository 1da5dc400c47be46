/**
 * Bad input as a property (issue 9, PLAT-8): malformed, oversized, out-of-turn, other-seat,
 * spectator and non-host messages in every phase of every game. Each one gets exactly one error
 * frame with its code, nobody else hears anything, the stored bytes (`storage()`) do not change,
 * and nothing throws.
 */
import { describe, expect, it } from "vitest";
import { Rng, type AnyGame } from "../../../shared/engine";
import { gameById } from "../../../shared/games/registry";
import { MAX_CHAT_CHARS, PROTOCOL_VERSION } from "../../../shared/protocol";
import { WireRun, viewerOf, type Client } from "../../support/wire/harness";
import { alibiWire } from "../../support/wire/alibi";
import { casoWire } from "../../support/wire/caso";
import { dicasWire } from "../../support/wire/dicas";
import { matizWire } from "../../support/wire/matiz";
import { noirWire } from "../../support/wire/noir";
import type { WireAdapter } from "../../support/wire/types";

const PER_GAME = Number(process.env.FAIR_BAD ?? 2600);

interface Bad {
  kind: string;
  from: Client;
  raw: string;
  /** The code it must get, or null for "some error code" (several checks may come first). */
  code: string | null;
  /** Sent from a fresh socket that has not said hello: it closes its socket (oversized frames). */
  closes?: true;
}

const junk = ["", "{", "nul", "{{}}", "\u0000\u0001", "[1,2", "}{", "'single'", "\"unterminated"];
const offSchema = ["null", "42", "[]", '"hi"', "{}", '{"type":"nope"}', '{"type":"chat","channel":"x","text":"a"}', '{"type":"kick","seat":-1}', '{"type":"kick","seat":"0"}', '{"type":"ping"}', `{"type":"hello","v":${PROTOCOL_VERSION}}`, `{"type":"chat","channel":"all","text":"${"x".repeat(MAX_CHAT_CHARS + 1)}"}`];

function badMessages(run: WireRun, game: AnyGame, rng: Rng): Bad[] {
  const d = run.d;
  const open = run.clients.filter((c) => d.isOpen(c.id) && d.attachment(c.id)?.role !== "pending");
  const seated = open.filter((c) => c.seat !== null);
  const specs = open.filter((c) => c.seat === null);
  const hostSeat = d.room()?.hostSeat ?? null;
  const nonHosts = seated.filter((c) => c.seat !== hostSeat);
  const phase = d.room()?.phase;
  const any = rng.pick(open);
  const out: Bad[] = [
    { kind: "junk", from: any, raw: rng.pick(junk), code: "bad_json" },
    { kind: "off-schema", from: any, raw: rng.pick(offSchema), code: "bad_message" },
    { kind: "oversized", from: any, raw: "x".repeat(4097 + rng.int(5000)), code: "too_large", closes: true },
    // 1,400 UTF-16 units, 4,200 bytes: sizes are counted in bytes.
    { kind: "oversized-utf8", from: any, raw: JSON.stringify({ type: "chat", channel: "all", text: "€".repeat(1400) }), code: "too_large", closes: true },
    { kind: "hello-again", from: any, raw: JSON.stringify({ type: "hello", v: PROTOCOL_VERSION, token: "again-token-000000", name: "X", role: "player" }), code: "already_joined" },
    { kind: "old-protocol", from: any, raw: JSON.stringify({ type: "hello", v: PROTOCOL_VERSION + 7, token: "again-token-000000", name: "X", role: "player" }), code: "reload_required" },
    { kind: "empty-chat", from: any, raw: JSON.stringify({ type: "chat", channel: "all", text: "   \n " }), code: "chat_empty" },
  ];
  if (specs.length) {
    const cmd = rng.pick([{ type: "act", action: { type: "x" } }, { type: "config", config: {} }, { type: "start" }, { type: "kick", seat: 0 }, { type: "rematch" }, { type: "choose", choice: null }, { type: "abandon" }, { type: "public", value: true }]);
    out.push({ kind: "spectator", from: rng.pick(specs), raw: JSON.stringify(cmd), code: "spectator" });
  }
  if (nonHosts.length) {
    const other = rng.pick(seated).seat!;
    const cmd = rng.pick([{ type: "config", config: game.defaultConfig }, { type: "start" }, { type: "kick", seat: other }, { type: "public", value: true }, { type: "rematch" }, { type: "unban", ban: 0 }]);
    out.push({ kind: "non-host", from: rng.pick(nonHosts), raw: JSON.stringify(cmd), code: "not_host" });
  }
  if (phase === "lobby" && seated.length) {
    out.push({ kind: "team-chat-in-lobby", from: rng.pick(seated), raw: JSON.stringify({ type: "chat", channel: "team", text: "hi" }), code: "no_team" });
  }
  if (phase !== "playing" && seated.length) {
    out.push({ kind: "act-out-of-match", from: rng.pick(seated), raw: JSON.stringify({ type: "act", action: { type: "pass" } }), code: "not_playing" });
  }
  const state = d.state();
  if (phase === "playing" && state !== null && seated.length) {
    out.push({ kind: "bad-action", from: rng.pick(seated), raw: JSON.stringify({ type: "act", action: { type: "zzz", n: "1" } }), code: "bad_action" });
    // Out of turn / other seat: a generated move the game itself refuses for the seat that sends it.
    const adapter = run.o.adapter;
    for (let i = 0; i < 6; i++) {
      const next = adapter.randomAction(state, rng, run.seats());
      const from = rng.pick(seated);
      const parsed = game.actionSchema.safeParse(next.action);
      if (!parsed.success) continue;
      const res = game.apply(state, from.seat!, parsed.data, { now: d.now, rng: Rng.fromSeed(0) });
      if (res.ok) continue;
      out.push({ kind: "refused-move", from, raw: JSON.stringify({ type: "act", action: next.action }), code: res.code });
      break;
    }
    // A seat the game silences (Matiz giver, Dicas narrator) asking to chat.
    for (const c of seated) {
      const blocked = game.canChat?.(state, viewerOf(c), "all") ?? null;
      if (blocked) out.push({ kind: "silenced-chat", from: c, raw: JSON.stringify({ type: "chat", channel: "all", text: "psst" }), code: blocked });
    }
  }
  return out;
}

/** Kinds that reach the chat budget (parsed chat lines). */
const CHAT_KINDS = new Set(["empty-chat", "team-chat-in-lobby", "silenced-chat"]);

interface Tally {
  sent: number;
  byKind: Record<string, number>;
  byPhase: Record<string, number>;
  failures: string[];
}

function sendBad(run: WireRun, game: AnyGame, rng: Rng, t: Tally, count: number): void {
  const d = run.d;
  for (let i = 0; i < count; i++) {
    // A chat line (of any kind) waits for the chat budget (5 a burst, one per 2 s); others for the
    // frame budget. Alarms that fall due meanwhile run before the snapshot.
    const chat = rng.next() < 0.25;
    run.check();
    d.advance(chat ? 2100 : 70);
    run.check();
    const options = badMessages(run, game, rng).filter((x) => CHAT_KINDS.has(x.kind) === chat);
    if (options.length === 0) continue;
    const b = rng.pick(options);
    const phase = d.room()?.phase ?? "none";
    // Every stored byte, the idle clean-up's activity stamp (touchedAt) included: junk is no activity.
    const before = d.storage();
    // An oversized frame closes its socket (1009): sent from a socket of its own, so the run's
    // players stay connected (worker/core step: a seat's socket closed so starts its grace period).
    const sender = b.closes ? d.connect() : b.from.id;
    try {
      d.send(sender, b.raw);
    } catch (e) {
      t.failures.push(`${b.kind} crashed: ${String(e)}`);
      continue;
    }
    t.sent++;
    t.byKind[b.kind] = (t.byKind[b.kind] ?? 0) + 1;
    t.byPhase[phase] = (t.byPhase[phase] ?? 0) + 1;
    const after = d.storage();
    if (after !== before) {
      let j = 0;
      while (before[j] === after[j]) j++;
      t.failures.push(`${b.kind} in ${phase} changed storage at …${before.slice(Math.max(0, j - 60), j + 40)}… → …${after.slice(Math.max(0, j - 60), j + 40)}…: ${b.raw.slice(0, 80)}`);
    }
    if (b.closes) {
      const codes = d.drainParsed(sender).map((m) => m.code);
      if (codes.join() !== b.code || d.closedBy(sender)?.code !== 1009) t.failures.push(`${b.kind} in ${phase}: expected ${b.code} and a 1009 close, got ${codes.join()} / ${JSON.stringify(d.closedBy(sender))}`);
    }
    for (const c of run.clients) {
      const frames = d.drain(c.id);
      if (c === b.from && !b.closes) {
        const msgs = frames.map((f) => JSON.parse(f) as { type: string; code?: string });
        const ok = msgs.length === 1 && msgs[0]!.type === "error" && typeof msgs[0]!.code === "string" && (b.code === null || msgs[0]!.code === b.code);
        if (!ok) t.failures.push(`${b.kind} in ${phase} (${b.raw.slice(0, 80)}): expected error ${b.code}, got ${frames.join(" ").slice(0, 200)}`);
      } else if (frames.length) t.failures.push(`${b.kind} in ${phase}: another socket heard ${frames[0]!.slice(0, 120)}`);
    }
  }
}

describe("bad input changes nothing (issue 9)", () => {
  for (const adapter of [matizWire, noirWire, dicasWire, casoWire, alibiWire] as WireAdapter[]) {
    it(`PLAT-8 ${adapter.gameId}: ${PER_GAME} malformed, oversized, out-of-turn, other-seat, spectator and non-host messages in the lobby, during play and after the end each get their error and change no stored byte`, () => {
      const game = gameById(adapter.gameId)!;
      const rng = Rng.fromSeed(9000);
      const t: Tally = { sent: 0, byKind: {}, byPhase: {}, failures: [] };
      for (let seed = 9000; t.sent < PER_GAME && seed < 9400; seed++) {
        const run = new WireRun({
          adapter, seed, maxSteps: 120, niRate: 0, matches: 1, scan: false,
          beforeStart: (r) => sendBad(r, game, rng, t, 25),
          between: (r) => sendBad(r, game, rng, t, 1),
        });
        run.play();
        if (run.phase() === "ended") sendBad(run, game, rng, t, 30);
      }
      console.log(`[fair] bad input ${adapter.gameId}: ${t.sent} messages, by phase ${JSON.stringify(t.byPhase)}, by kind ${JSON.stringify(t.byKind)}`);
      expect(t.failures.slice(0, 8)).toEqual([]);
      expect(t.sent).toBeGreaterThanOrEqual(PER_GAME);
      for (const p of ["lobby", "playing", "ended"]) expect(t.byPhase[p] ?? 0, p).toBeGreaterThan(0);
    }, 300_000);
  }
});
