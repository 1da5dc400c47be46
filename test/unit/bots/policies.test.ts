/** The seat policies of Caso, 20 Dicas, Matiz and Álibi on the game alone (CASO-23 … 25, DICAS-8/9, MATIZ-12/13, ALIBI-13, PLAT-16). */
import { describe, expect, it } from "vitest";
import { Rng, type AnyGame, type SeatInfo } from "../../../shared/engine";
import { gameById } from "../../../shared/games/registry";
import { casoMatch, resourceUses, RESOURCE_USES, type ResourceUse } from "../../../scripts/bench/botsCaso";
import { stepsShort } from "../../../shared/games/caso/bot";
import type { CasoAction } from "../../../shared/games/caso/schema";
import { knowledgeFromView, type CasoView } from "../../../shared/games/caso/view";
import { canDo } from "../../../shared/games/caso/actions";
import { game as caso } from "../../../shared/games/caso";
import type { CasoState } from "../../../shared/games/caso/state";
import { LEXICON, LEXICON_RU } from "../../../shared/games/matiz/bot";
import { RIGHT_FROM } from "../../../shared/games/dicas/bot";

const wire = (g: AnyGame, s: unknown, seat: number) => JSON.parse(JSON.stringify(g.view(s, { kind: "seat", seat }))) as unknown;

/** All seats played by the policy; `each(state, seat, action)` sees every move. Returns the last state. */
function allBots(gameId: string, n: number, seed: number, steps: number, each?: (s: unknown, seat: number, a: unknown) => void): unknown {
  const g = gameById(gameId) as AnyGame;
  const rng = Rng.fromSeed(seed);
  const seats: SeatInfo[] = Array.from({ length: n }, (_, seat) => ({ seat, name: `Bot${seat}`, choice: null }));
  let now = 1_000_000;
  let s = g.setup(seats, g.defaultConfig, { now, rng, room: { isPublic: false } });
  for (let i = 0; i < steps && !g.result(s); i++) {
    now += 3000;
    for (const d of g.deadlines(s)) if (d.at <= now) { const o = g.onDeadline(s, d.kind, { now, rng }); if (o.ok) s = o.state; }
    for (const { seat } of seats) {
      const a = g.bot!(wire(g, s, seat), seat, { rng, level: "normal", now, played: seats.map((x) => x.seat) });
      if (a === null) continue;
      each?.(s, seat, a);
      const out = g.apply(s, seat, a, { now, rng });
      expect(out.ok, JSON.stringify({ gameId, a, out })).toBe(true);
      if (out.ok) s = out.state;
      break;
    }
  }
  return s;
}

describe("Caso seat policy", () => {
  it("CASO-24 CASO-25 CASO-26 CASO-27 three normal bots solve the case: every accusation right, none stalls; each legally spends every kind of resource but the Chave's rare need", () => {
    const used = Object.fromEntries(RESOURCE_USES.map((r) => [r, 0])) as Record<ResourceUse, number>;
    for (let m = 0; m < 4; m++) {
      const r = casoMatch(900 + m, "normal");
      expect(r.stalled).toBe(false);
      expect(r.wrong).toBe(0);
      expect(r.winner).not.toBeNull();
      for (const u of RESOURCE_USES) used[u] += r.uses[u];
    }
    for (const u of ["vip", "gravador", "impulso", "passage", "deposit", "redeem"] as const) expect(used[u], u).toBeGreaterThan(0);
  }, 60_000);

  it("CASO-27 Impulso and the Cápsula only when they bring a place to investigate into reach, a passage only when none is; the fewest Cápsula steps", () => {
    let checked = 0;
    allBots("caso", 3, 79, 2500, (s, seat, a) => {
      const act = a as CasoAction;
      if (act.type !== "impulso" && act.type !== "redeem" && act.type !== "passage") return;
      const v = wire(caso as unknown as AnyGame, s, seat) as CasoView;
      // The same reach the bot looks at: +3 with a usable Impulso, or up to its Cápsula balance.
      const impulso = canDo(knowledgeFromView(v, 0), { type: "impulso" }) === null;
      const short = stepsShort(v, Math.max(impulso ? 3 : 0, v.pawns[v.me!.pawn!]!.capsule.balance));
      expect(short).not.toBe(0);
      if (act.type === "impulso") expect(short).toBeLessThanOrEqual(3);
      if (act.type === "redeem") expect(act.n).toBe(short);
      checked++;
    });
    expect(checked).toBeGreaterThan(2);
  }, 60_000);

  it("CASO-23 an answer is a card already shown to that investigator if one matches, else one of the matching cards", () => {
    allBots("caso", 3, 77, 1500, (s, seat, a) => {
      const st = s as CasoState;
      const act = a as { type: string; card?: string };
      if (act.type !== "show") return;
      const q = st.turn!.question!;
      const holder = st.pawns.find((p) => p.members.includes(seat))!;
      const matching = holder.hand.filter((c) => c === q.character || c === q.weapon || c === q.place);
      expect(matching).toContain(act.card);
      const before = matching.filter((c) => st.evidence.some((e) => e.holder === holder.id && e.investigator === st.turn!.pawn && e.card === c));
      if (before.length) expect(before).toContain(act.card);
    });
  });

  it("PLAT-16 CASO-23 CASO-27 non-interference: swapping two other pawns' hands and the solution's unseen cards leaves the bot's choice identical, resource spending included", () => {
    let checked = 0;
    let spending = 0;
    allBots("caso", 3, 78, 1200, (s, seat) => {
      const st = s as CasoState;
      const me = st.pawns.find((p) => p.members.includes(seat))!;
      const others = st.pawns.filter((p) => p.id !== me.id);
      if (others.length < 2 || st.turn?.question) return;
      const [a, b] = others;
      if (a!.hand.length !== b!.hand.length) return;
      const permuted: CasoState = { ...st, pawns: st.pawns.map((p) => (p.id === a!.id ? { ...p, hand: [...b!.hand] } : p.id === b!.id ? { ...p, hand: [...a!.hand] } : p)) };
      const g = caso as unknown as AnyGame;
      expect(wire(g, permuted, seat)).toEqual(wire(g, st, seat));
      const x = g.bot!(wire(g, st, seat), seat, { rng: Rng.fromSeed(1), level: "normal", now: 5, played: [0, 1, 2] });
      const y = g.bot!(wire(g, permuted, seat), seat, { rng: Rng.fromSeed(1), level: "normal", now: 5, played: [0, 1, 2] });
      expect(y).toEqual(x);
      checked++;
      if (x && resourceUses(st, x as CasoAction).length) spending++;
    });
    expect(checked).toBeGreaterThan(20);
    expect(spending).toBeGreaterThan(2);
  }, 60_000);
});

describe("20 Dicas seat policy", () => {
  it("DICAS-8 a server-played narrator reveals and judges by closeness; DICAS-9 a server-played guesser picks a free number and passes", () => {
    let judged = 0;
    allBots("dicas", 3, 5, 400, (s, _seat, a) => {
      const act = a as { type: string; right?: boolean; n?: number };
      const st = s as { attempts: { n: number }[] };
      expect(act.type).not.toBe("guess");
      if (act.type === "pick") expect(st.attempts.map((x) => x.n)).not.toContain(act.n);
      if (act.type === "judge") judged++;
    });
    expect(RIGHT_FROM).toBeGreaterThan(50);
    void judged;
  });
});

describe("Matiz seat policy", () => {
  it("MATIZ-12 a server-played giver gives a lexicon word accepted by the clue rules; MATIZ-13 guessers and the reveal move the match on", () => {
    let clues = 0;
    const end = allBots("matiz", 3, 6, 600, (_s, _seat, a) => {
      const act = a as { type: string; text?: string };
      if (act.type === "clue") {
        clues++;
        expect(LEXICON.map((w) => w.word)).toContain(act.text);
      }
    }) as { round: { n: number } };
    expect(clues).toBeGreaterThan(1);
    expect(end.round.n).toBeGreaterThan(1);
  }, 30_000);
});

describe("Matiz seat policy in Russian", () => {
  it("MATIZ-14 an absent giver at a table writing its clues in Cyrillic gives the Russian word (accepted like a person's clue); a guesser reads either lexicon", () => {
    const g = gameById("matiz") as AnyGame;
    const rng = Rng.fromSeed(3);
    const seats: SeatInfo[] = [0, 1, 2].map((seat) => ({ seat, name: `Bot${seat}`, choice: null }));
    let s = g.setup(seats, g.defaultConfig, { now: 1_000_000, rng, room: { isPublic: false } });
    const ctx = { rng, level: "normal" as const, now: 1_000_000, played: [0, 1, 2] };
    const giver = [0, 1, 2].find((seat) => (wire(g, s, seat) as { candidates?: unknown[] | null }).candidates?.length)!;
    const out = g.apply(s, giver, g.bot!(wire(g, s, giver), giver, ctx), { now: 1_000_000, rng });
    expect(out.ok).toBe(true);
    if (out.ok) s = out.state;
    type V = { pastTargets: { n: number; cell: string; clues?: string[] }[] };
    const withPast = (clues: string[]) => ({ ...(wire(g, s, giver) as V), pastTargets: [{ n: 1, cell: "A1", giver: 1, clues }] });
    const ru = g.bot!(withPast(["море", "небо"]), giver, ctx) as { type: string; text: string };
    expect(ru.type).toBe("clue");
    expect(LEXICON_RU.map((w) => w.word)).toContain(ru.text);
    const latin = g.bot!(withPast(["mar", "céu"]), giver, ctx) as { type: string; text: string };
    expect(LEXICON.map((w) => w.word)).toContain(latin.text);
    // The same colour either way: the Russian word is the Latin one's twin.
    expect(LEXICON_RU.findIndex((w) => w.word === ru.text)).toBe(LEXICON.findIndex((w) => w.word === latin.text));
    // The clue is accepted by the game's clue rules like a person's.
    expect(g.apply(s, giver, ru, { now: 1_000_000, rng }).ok).toBe(true);
    // A guesser reads the Russian word to the same cell as its Latin twin.
    const after = g.apply(s, giver, ru, { now: 1_000_000, rng });
    if (!after.ok) return;
    const guesser = [0, 1, 2].find((x) => x !== giver)!;
    const view = wire(g, after.state, guesser) as { clues: string[] };
    const fromRu = g.bot!(view, guesser, ctx);
    const fromLatin = g.bot!({ ...view, clues: view.clues.map(() => latin.text) }, guesser, ctx);
    expect(fromRu).toEqual(fromLatin);
  });
});

describe("Álibi seat policy", () => {
  it("ALIBI-13 a server-played player tells its story, ends its minutes, is ready, never votes and never plays a card", () => {
    const types = new Set<string>();
    allBots("alibi", 5, 8, 400, (_s, _seat, a) => types.add((a as { type: string }).type));
    expect(types.has("open")).toBe(true);
    expect(types.has("vote")).toBe(false);
    expect(types.has("play")).toBe(false);
  });
});
