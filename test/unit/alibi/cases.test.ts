/**
 * ALIBI-2 content test for every case file: schema and structure rule (ALIBI-G1),
 * translations, the lobby catalog, and 10,000 seeded deals per table size 5–10 (the ALIBI-G7 algorithm).
 */
import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine/rng";
import { CASES, caseById, casesIn } from "../../../shared/games/alibi/cases";
import { CASE_CATALOG } from "../../../shared/games/alibi/cases/catalog";
import { dealClues } from "../../../shared/games/alibi/deal";
import { cluesFor, podmenaFor } from "../../../shared/games/alibi/deck";
import type { Role } from "../../../shared/games/alibi/state";
import {
  CLUE_COUNT,
  CLUES_PER_PROFESSION,
  CONTENT_LANGS,
  POOL_SIZE,
  UI_LANGS,
  alibiCaseSchema,
  type AlibiCase,
} from "../../../shared/games/alibi/cases/types";

const DEALS_PER_N = 10_000;
/** Seeds per N on which the fast mirror below must deal exactly what the rules' `dealClues` deals. */
const CROSS_CHECK_SEEDS = 100;
/** ALIBI-G7: every deal must succeed within this many attempts (the rules allow maxDealAttempts = 500). */
const ATTEMPT_BOUND = 100;
/** ALIBI-G7: |P(criminal | profession or feature) − 2/N| stays within this. */
const MAX_SKEW = 0.03;
const TABLE_SIZES = [5, 6, 7, 8, 9, 10] as const;
/** ALIBI-G2: clues K and Podmena copies P by table size. */
const K = (n: number) => (n >= 8 ? 6 : 5);
const P = (n: number) => (n === 10 ? 2 : 1);
/** The seed of deal i at table size n (distinct across n). */
const seedOf = (n: number, i: number) => n * 1_000_003 + i;

/** Everything wrong with a case's shape: ALIBI-G1 counts, unique ids, fits that resolve, the structure rule. */
function structureProblems(c: AlibiCase): string[] {
  const problems: string[] = [];
  const parsed = alibiCaseSchema.safeParse(c);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push(`schema ${issue.path.join(".")}: ${issue.message}`);
  const profIds = c.professions.map((p) => p.id);
  const signIds = c.features.flatMap((f) => f.signs.map((s) => s.id));
  const pools: [string, string[]][] = [
    ["professions", profIds],
    ["features", c.features.map((f) => f.id)],
    ["signs", signIds],
    ["relations", c.relations.map((e) => e.id)],
    ["motives", c.motives.map((e) => e.id)],
    ["alibis", c.alibis.map((e) => e.id)],
    ["secrets", c.secrets.map((e) => e.id)],
    ["clues", c.clues.map((e) => e.id)],
  ];
  for (const [name, ids] of pools) if (new Set(ids).size !== ids.length) problems.push(`duplicate id in ${name}`);
  for (const f of c.features) {
    if (f.signs[0].id !== `${f.id}a` || f.signs[1].id !== `${f.id}b`) problems.push(`${f.id}: sign ids must be ${f.id}a/${f.id}b`);
  }
  for (const clue of c.clues) {
    const [p1, p2, sign] = clue.fits;
    if (!profIds.includes(p1) || !profIds.includes(p2)) problems.push(`${clue.id}: unknown profession`);
    if (p1 === p2) problems.push(`${clue.id}: the same profession twice`);
    if (!signIds.includes(sign)) problems.push(`${clue.id}: unknown sign ${sign}`);
  }
  for (const p of profIds) {
    const k = c.clues.filter((cl) => cl.fits[0] === p || cl.fits[1] === p).length;
    if (k !== CLUES_PER_PROFESSION) problems.push(`profession ${p} is in ${k} clues, not ${CLUES_PER_PROFESSION}`);
  }
  for (const s of signIds) {
    const k = c.clues.filter((cl) => cl.fits[2] === s).length;
    if (k !== 1) problems.push(`sign ${s} is in ${k} clues, not 1`);
  }
  return problems;
}

/** Ids and fits, which a translation shares with its source. */
function skeleton(x: AlibiCase) {
  return {
    professions: x.professions.map((p) => p.id),
    features: x.features.map((f) => [f.id, ...f.signs.map((s) => s.id)]),
    relations: x.relations.map((e) => e.id),
    motives: x.motives.map((e) => e.id),
    alibis: x.alibis.map((e) => e.id),
    secrets: x.secrets.map((e) => e.id),
    clues: x.clues.map((cl) => [cl.id, ...cl.fits]),
  };
}

const POOL_INDICES = Array.from({ length: POOL_SIZE }, (_, i) => i);
const CLUE_INDICES = Array.from({ length: CLUE_COUNT }, (_, i) => i);
const popcount = (m: number) => {
  let k = 0;
  for (let x = m; x; x &= x - 1) k++;
  return k;
};
const sized = (m: number) => {
  const k = popcount(m);
  return k >= 2 && k <= 3;
};

/**
 * ALIBI-G7 steps 1–2 for one case: the start seat, the roles, then up to ATTEMPT_BOUND attempts of professions, features,
 * queue and reserve, drawing from the rng in ALIBI-G7's order (checked against the rules' dealClues below). Fit sets
 * are seat bitmasks (bit s = seat s): about 10 µs per deal. Pools of step 3 play no part in the clues.
 */
function dealer(c: AlibiCase) {
  const profIdx = new Map(c.professions.map((p, i) => [p.id, i]));
  const featOfSign = new Map(c.features.flatMap((f, i) => f.signs.map((s) => [s.id, i] as const)));
  const l1 = Int32Array.from(c.clues, (cl) => profIdx.get(cl.fits[0])!);
  const l2 = Int32Array.from(c.clues, (cl) => profIdx.get(cl.fits[1])!);
  const l3 = Int32Array.from(c.clues, (cl) => featOfSign.get(cl.fits[2])!);
  const profSeat = new Int32Array(POOL_SIZE);
  const featSeat = new Int32Array(POOL_SIZE);
  return (n: number, rng: Rng) => {
    const seats = Array.from({ length: n }, (_, i) => i + 1);
    rng.pick(seats); // the start seat is drawn first
    const order = rng.shuffle(seats);
    const criminals = (1 << order[0]!) | (1 << order[1]!);
    const innocents = (((1 << (n + 1)) - 1) & ~1) & ~criminals;
    for (let attempt = 1; attempt <= ATTEMPT_BOUND; attempt++) {
      const profs = rng.shuffle(POOL_INDICES);
      const feats = rng.shuffle(POOL_INDICES);
      profSeat.fill(0);
      featSeat.fill(0);
      for (let s = 1; s <= n; s++) {
        profSeat[profs[s - 1]!] = s;
        featSeat[feats[s - 1]!] = s;
      }
      // seat 0 means "not dealt" and is masked out
      const fit: number[] = [];
      const genuine: number[] = [];
      for (let i = 0; i < CLUE_COUNT; i++) {
        const m = ((1 << profSeat[l1[i]!]!) | (1 << profSeat[l2[i]!]!) | (1 << featSeat[l3[i]!]!)) & ~1;
        fit.push(m);
        if (sized(m) && m & innocents && m & criminals) genuine.push(i);
      }
      if (genuine.length < K(n)) continue;
      const queue = rng.shuffle(genuine).slice(0, K(n));
      let inQueue = 0;
      for (const q of queue) inQueue |= 1 << q;
      const reserve = CLUE_INDICES.filter((i) => !(inQueue & (1 << i)));
      const fakes = seats.map(() => 0);
      for (const i of reserve) {
        const m = fit[i]!;
        if (!sized(m) || !(m & innocents)) continue;
        for (let t = 1; t <= n; t++) if (m & (1 << t)) fakes[t - 1]!++;
      }
      if (fakes.some((k) => k < P(n))) continue;
      return { attempt, criminals, innocents, profs, feats, fit, queue, reserve, fakes };
    }
    return null;
  };
}

describe.each(CASES.map((c) => [c.id, c] as const))("ALIBI-2 case %s", (_id, c) => {
  it("ALIBI-2 ALIBI-G1 has the case shape (10 of each pool, 20 clues, no empty text, unique ids, fits resolve) and the structure rule (each profession in 4 clues, each sign in 1)", () => {
    expect(structureProblems(c)).toEqual([]);
    expect(c.clues).toHaveLength(CLUE_COUNT);
  });

  it("ALIBI-2 a translation has the same ids and fits as its source, in another language", () => {
    if (!c.source) return;
    const src = caseById(c.source);
    expect(src?.lang).toBeDefined();
    expect(src?.lang).not.toBe(c.lang);
    expect(src?.source).toBeUndefined();
    expect(skeleton(c)).toEqual(skeleton(src!));
  });
});

/** A translation deals exactly as its source (same ids and fits, checked above), so deals run once per source. */
describe.each(CASES.filter((c) => !c.source).map((c) => [c.id, c] as const))("ALIBI-2 deals of case %s (and its translations)", (_id, c) => {
  const deal = dealer(c);
  it.each(TABLE_SIZES)(`ALIBI-2 N=%i: on ${CROSS_CHECK_SEEDS} seeds the content test's deal equals the rules' dealClues (setup's draw order)`, (n) => {
    const differing: number[] = [];
    for (let i = 0; i < CROSS_CHECK_SEEDS; i++) {
      const rng = Rng.fromSeed(seedOf(n, i));
      const seats = Array.from({ length: n }, (_, j) => j + 1);
      rng.pick(seats);
      const order = rng.shuffle(seats);
      const roles = seats.map((s): Role => (s === order[0] ? "killer" : s === order[1] ? "accomplice" : "innocent"));
      const real = dealClues(c, roles, cluesFor(n), podmenaFor(n), rng, ATTEMPT_BOUND);
      const mine = deal(n, Rng.fromSeed(seedOf(n, i)));
      const same =
        mine !== null &&
        mine.attempt === real.attempts &&
        mine.queue.map((q) => c.clues[q]!.id).join() === real.queue.join() &&
        mine.reserve.map((q) => c.clues[q]!.id).join() === real.reserve.join() &&
        real.dealt.every((d, s) => d.profession === c.professions[mine.profs[s]!]!.id && d.feature === c.features[mine.feats[s]!]!.id);
      if (!same) differing.push(i);
    }
    expect(differing).toEqual([]);
  });

  it.each(TABLE_SIZES)(
    `ALIBI-2 ALIBI-4 N=%i: ${DEALS_PER_N} seeded deals each succeed within ${ATTEMPT_BOUND} attempts; every clue fits ≤ 3 seats; the queue is genuine; every seat has P fakes in the reserve; no profession or feature predicts guilt`,
    (n) => {
      const dealt = new Array<number>(2 * POOL_SIZE).fill(0);
      const guilty = new Array<number>(2 * POOL_SIZE).fill(0);
      const problems: string[] = [];
      for (let i = 0; i < DEALS_PER_N && problems.length < 5; i++) {
        const d = deal(n, Rng.fromSeed(seedOf(n, i)));
        if (!d) {
          problems.push(`seed ${i}: no deal within ${ATTEMPT_BOUND} attempts`);
          continue;
        }
        if (d.fit.some((m) => popcount(m) > 3)) problems.push(`seed ${i}: a clue fits more than 3 seats`);
        for (const q of d.queue) {
          const m = d.fit[q]!;
          if (!sized(m) || !(m & d.innocents) || !(m & d.criminals)) problems.push(`seed ${i}: queued ${c.clues[q]!.id} is not genuine`);
        }
        if (d.queue.length !== K(n) || d.queue.length + d.reserve.length !== CLUE_COUNT) problems.push(`seed ${i}: queue/reserve sizes`);
        if (d.fakes.some((k) => k < P(n))) problems.push(`seed ${i}: a seat has fewer than ${P(n)} fakes`);
        for (let s = 1; s <= n; s++) {
          const criminal = d.criminals & (1 << s) ? 1 : 0;
          for (const item of [d.profs[s - 1]!, POOL_SIZE + d.feats[s - 1]!]) {
            dealt[item]!++;
            guilty[item]! += criminal;
          }
        }
      }
      expect(problems).toEqual([]);
      const names = [...c.professions.map((p) => p.id), ...c.features.map((f) => f.id)];
      const skewed = names.filter((_, i) => dealt[i]! > 0 && Math.abs(guilty[i]! / dealt[i]! - 2 / n) > MAX_SKEW);
      expect(skewed).toEqual([]);
    },
  );
});

/** Every text a player of this case reads (the banner, victim, every item and clue). */
function texts(c: AlibiCase): string[] {
  return [
    c.title, c.circumstances, c.victim.name, c.victim.about,
    ...c.professions.flatMap((p) => [p.name, p.about]),
    ...c.features.flatMap((f) => [f.name, ...f.signs.map((s) => s.text)]),
    ...[c.relations, c.motives, c.alibis, c.secrets, c.clues].flatMap((pool) => pool.map((e) => e.text)),
  ];
}

/** The original stories (no `source`); every language version points at one. */
const STORIES = CASES.filter((c) => !c.source);

describe("ALIBI-2 ALIBI-G13 every story in every content language", () => {
  it("ALIBI-G13 cases exist in all four UI languages, each with every story", () => {
    expect([...CONTENT_LANGS].sort()).toEqual([...UI_LANGS].sort());
    expect(STORIES.length).toBeGreaterThanOrEqual(6);
    for (const lang of CONTENT_LANGS) {
      const got = casesIn(lang).map((c) => c.source ?? c.id).sort();
      expect(got, lang).toEqual(STORIES.map((c) => c.id).sort());
    }
  });

  it.each(CASES.filter((c) => c.source).map((c) => [c.id, c] as const))(
    "ALIBI-2 %s is its story written anew: same ids, counts and fits as the original, and no text copied from it",
    (_id, c) => {
      const src = caseById(c.source!)!;
      expect(skeleton(c)).toEqual(skeleton(src));
      const mine = texts(c);
      expect(mine).toHaveLength(texts(src).length);
      for (const t of mine) expect(t.trim().length, t).toBeGreaterThan(0);
      // Translated, not pasted: item and clue texts differ from the original's (names may stay).
      const theirs = new Set(texts(src).map((t) => t.toLowerCase()));
      const copied = [...c.clues, ...c.alibis, ...c.motives].map((e) => e.text).filter((t) => theirs.has(t.toLowerCase()));
      expect(copied).toEqual([]);
    },
  );

  it.each(CASES.filter((c) => c.lang !== "ru").map((c) => [c.id, c] as const))(
    "ALIBI-2 %s has no Cyrillic (only the Russian versions use it)",
    (_id, c) => {
      const cyrillic = texts(c).filter((t) => /[\u0400-\u04FF]/.test(t));
      expect(cyrillic).toEqual([]);
    },
  );

  it.each(CASES.map((c) => [c.id, c] as const))(
    "ALIBI-2 ALIBI-H %s: no hidden text (a relation, motive, alibi, secret or clue) is found inside another text of the case, nor a hidden-role word, so the whole-wire scan can tell a leak",
    (_id, c) => {
      const fold = (t: string) => t.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
      const hidden = [c.relations, c.motives, c.alibis, c.secrets, c.clues].flatMap((pool) => pool.map((e) => e.text));
      const all = texts(c);
      const clashes: string[] = [];
      for (const h of hidden) {
        const others = all.filter((t) => t !== h);
        for (const t of others) if (fold(t).includes(fold(h))) clashes.push(`«${h}» inside «${t}»`);
      }
      for (const t of all) for (const word of ["killer", "accomplice", "lozhny", "ekspertiza"]) if (fold(t).includes(word)) clashes.push(`${word} in «${t}»`);
      expect(clashes).toEqual([]);
    },
  );

  it.each(CASES.filter((c) => c.lang === "ru").map((c) => [c.id, c] as const))("ALIBI-2 %s is written in Russian (Cyrillic in every clue)", (_id, c) => {
    expect(c.clues.filter((cl) => !/[\u0400-\u04FF]/.test(cl.text))).toEqual([]);
  });
});

describe("ALIBI-2 case list", () => {
  it("ALIBI-2 has at least 4 Russian and 2 Portuguese cases, the sample case first", () => {
    expect(casesIn("ru").length).toBeGreaterThanOrEqual(4);
    expect(casesIn("pt").length).toBeGreaterThanOrEqual(2);
    expect(CASES.slice(0, 2).map((c) => c.id)).toEqual(["severnaya-zvezda-ru", "severnaya-zvezda-pt"]);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    for (const c of CASES) expect(caseById(c.id)).toBe(c);
    expect(caseById("no-such-case")).toBeUndefined();
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

  it("ALIBI-2 ALIBI-G2's K and P per table size are the rules' (deck.ts)", () => {
    expect(TABLE_SIZES.map((n) => [cluesFor(n), podmenaFor(n)])).toEqual(TABLE_SIZES.map((n) => [K(n), P(n)]));
  });

  it("ALIBI-2 the content checks catch a broken case (structure, and a deal that can never give every seat a fake)", () => {
    const sample = CASES[0]!;
    const sameTrio: AlibiCase = { ...sample, clues: sample.clues.map((cl) => ({ ...cl, fits: ["prov", "povar", "f1a"] as const })) };
    expect(structureProblems(sameTrio)).toContain("profession skrip is in 0 clues, not 4");
    expect(structureProblems({ ...sample, clues: sample.clues.slice(1) }).length).toBeGreaterThan(0);
    expect(structureProblems({ ...sample, motives: sample.motives.map((m, i) => (i === 3 ? { ...m, text: " " } : m)) }).length).toBeGreaterThan(0);
    // every clue fits the same ≤ 3 seats, so the other seats never get a fake
    expect(dealer(sameTrio)(6, Rng.fromSeed(1))).toBeNull();
  });
});
