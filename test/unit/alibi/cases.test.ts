/**
 * ALIBI-2 content test, design §2.3, for every case file: schema and structure rule (§2.1, §2.2),
 * translations, the lobby catalog, and 10,000 seeded deals per table size 5–10 (§2.2's algorithm).
 */
import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine/rng";
import { CASES, caseById, casesIn } from "../../../shared/games/alibi/cases";
import { CASE_CATALOG } from "../../../shared/games/alibi/cases/catalog";
import {
  CLUE_COUNT,
  CLUES_PER_PROFESSION,
  POOL_SIZE,
  UI_LANGS,
  alibiCaseSchema,
  type AlibiCase,
} from "../../../shared/games/alibi/cases/types";

const DEALS_PER_N = 10_000;
/** §2.3: every deal must succeed within this many attempts (the rules allow maxDealAttempts = 500). */
const ATTEMPT_BOUND = 100;
/** §1.1 table: clues K and Podmena copies P by table size. */
const K = (n: number) => (n >= 8 ? 6 : 5);
const P = (n: number) => (n === 10 ? 2 : 1);

const POOL_INDICES = Array.from({ length: POOL_SIZE }, (_, i) => i);

/** Seats 1..n as bits 1..n of a mask. */
const popcount = (m: number) => {
  let k = 0;
  for (let x = m; x; x &= x - 1) k++;
  return k;
};

/**
 * One deal of §2.2 steps 1–2 (roles, professions, features, queue, reserve) with the design's draws in its order;
 * the pools of step 3 play no part in the clues. Fit sets are seat bitmasks, so 10,000 deals take milliseconds.
 */
function deal(c: AlibiCase, n: number, rng: Rng) {
  const seats = Array.from({ length: n }, (_, i) => i + 1);
  rng.pick(seats); // the start seat is drawn first
  const order = rng.shuffle(seats);
  const criminals = (1 << order[0]!) | (1 << order[1]!);
  const all = ((1 << (n + 1)) - 1) & ~1;
  const innocents = all & ~criminals;
  const profIdx = new Map(c.professions.map((p, i) => [p.id, i]));
  const featIdx = new Map(c.features.flatMap((f, i) => f.signs.map((s) => [s.id, i] as const)));
  const links = c.clues.map((cl) => [profIdx.get(cl.fits[0])!, profIdx.get(cl.fits[1])!, featIdx.get(cl.fits[2])!] as const);
  const profSeat = new Array<number>(POOL_SIZE);
  const featSeat = new Array<number>(POOL_SIZE);
  const fit = new Array<number>(CLUE_COUNT);
  const sized = (m: number) => {
    const k = popcount(m);
    return k >= 2 && k <= 3;
  };
  for (let attempt = 1; attempt <= ATTEMPT_BOUND; attempt++) {
    const profs = rng.shuffle(POOL_INDICES);
    const feats = rng.shuffle(POOL_INDICES);
    profSeat.fill(0);
    featSeat.fill(0);
    for (let s = 1; s <= n; s++) {
      profSeat[profs[s - 1]!] = s;
      featSeat[feats[s - 1]!] = s;
    }
    const genuine: number[] = [];
    links.forEach(([p1, p2, f], i) => {
      const m = ((1 << profSeat[p1]!) | (1 << profSeat[p2]!) | (1 << featSeat[f]!)) & ~1; // seat 0 = not dealt
      fit[i] = m;
      if (sized(m) && m & innocents && m & criminals) genuine.push(i);
    });
    if (genuine.length < K(n)) continue;
    const queue = rng.shuffle(genuine).slice(0, K(n));
    const reserve = fit.map((_, i) => i).filter((i) => !queue.includes(i));
    const fakes = seats.map((t) => reserve.filter((i) => sized(fit[i]!) && fit[i]! & (1 << t) && fit[i]! & innocents).length);
    if (fakes.some((k) => k < P(n))) continue;
    return { attempt, criminals, innocents, profs, feats, fit: [...fit], queue, reserve, fakes };
  }
  return null;
}

/** A translation deals exactly as its source (same ids and fits, checked below), so deals run once per source. */
const DEALT = CASES.filter((c) => !c.source);

describe.each(CASES.map((c) => [c.id, c] as const))("ALIBI-2 case %s", (_id, c) => {
  it("ALIBI-2 matches the case schema: 10 of each pool, 20 clues, no empty text", () => {
    const parsed = alibiCaseSchema.safeParse(c);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it("ALIBI-2 has unique ids and every clue's fits resolve to two professions and one sign", () => {
    const profIds = c.professions.map((p) => p.id);
    const signIds = c.features.flatMap((f) => f.signs.map((s) => s.id));
    for (const pool of [profIds, c.features.map((f) => f.id), signIds, c.relations.map((e) => e.id), c.motives.map((e) => e.id),
      c.alibis.map((e) => e.id), c.secrets.map((e) => e.id), c.clues.map((e) => e.id)]) {
      expect(new Set(pool).size).toBe(pool.length);
    }
    for (const f of c.features) expect(f.signs.map((s) => s.id)).toEqual([`${f.id}a`, `${f.id}b`]);
    for (const clue of c.clues) {
      const [p1, p2, sign] = clue.fits;
      expect(profIds, clue.id).toContain(p1);
      expect(profIds, clue.id).toContain(p2);
      expect(p1, clue.id).not.toBe(p2);
      expect(signIds, clue.id).toContain(sign);
    }
  });

  it("ALIBI-2 structure rule: every profession in exactly 4 clues, every sign in exactly 1", () => {
    expect(c.clues).toHaveLength(CLUE_COUNT);
    for (const p of c.professions) {
      expect(c.clues.filter((cl) => cl.fits[0] === p.id || cl.fits[1] === p.id).length, p.id).toBe(CLUES_PER_PROFESSION);
    }
    for (const f of c.features) for (const s of f.signs) {
      expect(c.clues.filter((cl) => cl.fits[2] === s.id).length, s.id).toBe(1);
    }
    expect(c.professions).toHaveLength(POOL_SIZE);
  });

  it("ALIBI-2 a translation has the same ids and fits as its source", () => {
    if (!c.source) return;
    const src = caseById(c.source);
    expect(src, c.source).toBeDefined();
    if (!src) return;
    expect(src.lang).not.toBe(c.lang);
    const ids = (x: AlibiCase) => ({
      professions: x.professions.map((p) => p.id),
      features: x.features.map((f) => [f.id, ...f.signs.map((s) => s.id)]),
      relations: x.relations.map((e) => e.id),
      motives: x.motives.map((e) => e.id),
      alibis: x.alibis.map((e) => e.id),
      secrets: x.secrets.map((e) => e.id),
      clues: x.clues.map((cl) => [cl.id, ...cl.fits]),
    });
    expect(ids(c)).toEqual(ids(src));
  });

});

describe.each(DEALT.map((c) => [c.id, c] as const))("ALIBI-2 deals of case %s (and its translations)", (_id, c) => {
  it.each([5, 6, 7, 8, 9, 10])(
    `ALIBI-2 ALIBI-4 N=%i: ${DEALS_PER_N} seeded deals all succeed within ${ATTEMPT_BOUND} attempts; clues fit ≤ 3 seats; queue genuine; every seat has P fakes; no item predicts guilt`,
    (n) => {
      const dealt = new Array<number>(2 * POOL_SIZE).fill(0);
      const guilty = new Array<number>(2 * POOL_SIZE).fill(0);
      const problems: string[] = [];
      let worst = 0;
      for (let i = 0; i < DEALS_PER_N; i++) {
        const d = deal(c, n, Rng.fromSeed(n * 1_000_003 + i));
        if (!d) {
          problems.push(`seed ${i}: no deal in ${ATTEMPT_BOUND} attempts`);
          continue;
        }
        worst = Math.max(worst, d.attempt);
        if (d.fit.some((m) => popcount(m) > 3)) problems.push(`seed ${i}: a clue fits more than 3 seats`);
        for (const q of d.queue) {
          const m = d.fit[q]!;
          const k = popcount(m);
          if (k < 2 || k > 3 || !(m & d.innocents) || !(m & d.criminals)) problems.push(`seed ${i}: queued ${c.clues[q]!.id} not genuine`);
        }
        if (d.queue.length !== K(n) || d.queue.length + d.reserve.length !== CLUE_COUNT) problems.push(`seed ${i}: queue/reserve sizes`);
        if (d.fakes.some((k) => k < P(n))) problems.push(`seed ${i}: a seat lacks ${P(n)} fakes`);
        for (let s = 1; s <= n; s++) {
          const criminal = d.criminals & (1 << s) ? 1 : 0;
          for (const item of [d.profs[s - 1]!, POOL_SIZE + d.feats[s - 1]!]) {
            dealt[item]!++;
            guilty[item]! += criminal;
          }
        }
        if (problems.length > 5) break;
      }
      expect(problems).toEqual([]);
      expect(worst).toBeLessThanOrEqual(ATTEMPT_BOUND);
      const names = [...c.professions.map((p) => p.id), ...c.features.map((f) => f.id)];
      const skewed = names
        .map((name, i) => [name, dealt[i]! ? Math.abs(guilty[i]! / dealt[i]! - 2 / n) : 0] as const)
        .filter(([, d]) => d > 0.03);
      expect(skewed).toEqual([]);
    },
  );
});

describe("ALIBI-2 case list", () => {
  it("ALIBI-2 has at least 4 Russian and 2 Portuguese cases, the design's sample first", () => {
    expect(casesIn("ru").length).toBeGreaterThanOrEqual(4);
    expect(casesIn("pt").length).toBeGreaterThanOrEqual(2);
    expect(CASES[0]?.id).toBe("severnaya-zvezda-ru");
    expect(CASES[1]?.id).toBe("severnaya-zvezda-pt");
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
  });

  it("ALIBI-2 the client-safe catalog lists exactly the cases, with a title and summary in every UI language", () => {
    expect(CASE_CATALOG.map((l) => [l.id, l.lang, l.source, l.title])).toEqual(CASES.map((c) => [c.id, c.lang, c.source, c.title]));
    for (const l of CASE_CATALOG) {
      expect(l.blurb[l.lang].title).toBe(l.title);
      for (const ui of UI_LANGS) {
        expect(l.blurb[ui].title.trim(), `${l.id} ${ui}`).not.toBe("");
        expect(l.blurb[ui].summary.trim(), `${l.id} ${ui}`).not.toBe("");
      }
    }
  });
});
