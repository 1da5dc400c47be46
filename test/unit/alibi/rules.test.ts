/** Álibi rules, one test per rule id and ruling (RULES.md: ALIBI-1 to ALIBI-12 and the rulings ALIBI-R1 to ALIBI-R31). Test titles name what they prove. */
import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as alibi } from "../../../shared/games/alibi";
import { fakesFor, fitSet, isGenuine } from "../../../shared/games/alibi/clues";
import { cluesFor, DECK, deckFor, ekspertizaFor, podmenaFor } from "../../../shared/games/alibi/deck";
import { dealtOf, fitSeats, rolesOf } from "../../../shared/games/alibi/slots";
import { NOBODY } from "../../../shared/games/alibi/state";
import type { AlibiView } from "../../../shared/games/alibi/view";
import { excludeByVote, giveCard, setRoles, voteBy, voteMap } from "./helpers";
import { SAMPLE, Match } from "./match";

const seatView = (sim: Match, seat: number) => sim.view({ kind: "seat", seat }) as AlibiView;
const specView = (sim: Match) => sim.view({ kind: "spectator" }) as AlibiView;

describe("ALIBI-1 roles and winning", () => {
  it("ALIBI-1 one killer, one accomplice, the rest innocent; the criminals see each other's seat, innocents only themselves", () => {
    for (let n = 5; n <= 10; n++) {
      const sim = new Match(n, n);
      const roles = sim.state.players.map((p) => p.role);
      expect(roles.filter((r) => r === "killer")).toHaveLength(1);
      expect(roles.filter((r) => r === "accomplice")).toHaveLength(1);
      const [k] = sim.seatsWith("killer");
      const [a] = sim.seatsWith("accomplice");
      expect(seatView(sim, k!).me!.roles).toEqual([{ seat: k, role: "killer" }, { seat: a, role: "accomplice" }]);
      const i = sim.seatsWith("innocent")[0]!;
      expect(seatView(sim, i).me!.roles).toEqual([{ seat: i, role: "innocent" }]);
    }
  });

  it("ALIBI-1 innocents win once both criminals are excluded", () => {
    const sim = new Match(7, 3);
    setRoles(sim, 0, 1);
    excludeByVote(sim, 0);
    expect(sim.state.winner).toBeNull();
    sim.advance();
    excludeByVote(sim, 1);
    expect(sim.state.winner).toBe("innocents");
    sim.advance();
    expect(sim.state.over).toBe(true);
    expect(alibi.result(sim.state)!.winners.sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it("ALIBI-1 the criminals win at once when their count equals the innocents' (N = 5: one mistake loses)", () => {
    const sim = new Match(5, 4);
    setRoles(sim, 0, 1);
    expect(specView(sim).oneMistakeLoses).toBe(true);
    excludeByVote(sim, 2);
    expect(sim.state.winner).toBe("criminals");
    sim.advance();
    expect(sim.state.phase).toBe("over");
    expect(alibi.result(sim.state)!.winners.sort()).toEqual([0, 1]);
  });

  it("ALIBI-1 after the final's last vote a surviving criminal wins; excluded team members still count as winners", () => {
    const sim = new Match(6, 5);
    setRoles(sim, 0, 1);
    excludeByVote(sim, 0); // round 1: killer out
    sim.advance();
    excludeByVote(sim, 2); // round 2: innocent out → T = 4
    sim.advance();
    excludeByVote(sim, 3); // round 3: innocent out → T = 3 → final (1 v 2)
    sim.advance();
    expect(sim.state.round).toBe(4);
    sim.until("vote");
    expect(sim.state.vote!.candidates.sort()).toEqual([1, 4, 5]);
    voteBy(sim, (s) => (s === 4 ? 5 : 4)); // an innocent goes
    sim.until("exclusion");
    expect(sim.state.winner).toBe("criminals");
    sim.advance();
    expect(alibi.result(sim.state)!.winners.sort()).toEqual([0, 1]);
  });
});

describe("ALIBI-2 the card and the deal", () => {
  it("ALIBI-2 every item is drawn separately without replacement; alibi truth by role; the card shows it to its owner", () => {
    let accompliceFalse = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const n = 5 + (seed % 6);
      const sim = new Match(n, seed);
      for (const kind of ["profession", "feature", "relation", "motive", "alibi", "secret"] as const) {
        const ids = sim.state.players.map((p) => p.item[kind]);
        expect(new Set(ids).size).toBe(n);
      }
      for (const p of sim.state.players) {
        if (p.role === "innocent") expect(p.alibiTrue).toBe(true);
        if (p.role === "killer") expect(p.alibiTrue).toBe(false);
        if (p.role === "accomplice" && !p.alibiTrue) accompliceFalse++;
        expect(seatView(sim, p.seat).me!.alibi).toEqual({ seat: p.seat, alibiTrue: p.alibiTrue });
      }
    }
    // Probability 0.5: both outcomes occur over 60 deals.
    expect(accompliceFalse).toBeGreaterThan(10);
    expect(accompliceFalse).toBeLessThan(50);
  });

  it("ALIBI-2 the banner and the dossier (10 professions, 10 features with signs) are public; seat badges 1…N", () => {
    const sim = new Match(8, 9);
    const v = specView(sim);
    expect(v.caseInfo.title).toBe(SAMPLE.title);
    expect(v.caseInfo.circumstances).toBe(SAMPLE.circumstances);
    expect(v.caseInfo.professions).toHaveLength(10);
    expect(v.caseInfo.features.every((f) => f.signs.length === 2)).toBe(true);
    expect(v.players.map((p) => p.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]); // seat + 1, as in the lobby
    expect(v.me).toBeNull();
  });

  it("ALIBI-2 the deal finds K genuine clues and P fakes for every seat", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const n = 5 + (seed % 6);
      const sim = new Match(n, seed);
      expect(sim.state.slots).toHaveLength(cluesFor(n));
      for (let i = 0; i < n; i++) expect(fakesFor(SAMPLE, sim.state.reserve, dealtOf(sim.state), rolesOf(sim.state), i).length).toBeGreaterThanOrEqual(podmenaFor(n));
    }
  });
});

describe("ALIBI-3 the self-open lock", () => {
  function toStory(seed = 2) {
    const sim = new Match(6, seed);
    sim.until("story");
    return sim;
  }

  it("ALIBI-3 after self-opening the profession, the feature is locked (item_locked), and the reverse", () => {
    const sim = toStory();
    const a = sim.state.speaker!;
    sim.must(a, { type: "open", item: "profession" });
    expect(sim.p(a).selfOpened).toBe("profession");
    sim.must(a, { type: "done" });
    const b = sim.state.speaker!;
    sim.must(b, { type: "open", item: "feature" });
    sim.until("story"); // next round
    sim.state.speaker = a;
    sim.state.spoke = false;
    expect(sim.act(a, { type: "open", item: "feature" })).toMatchObject({ ok: false, code: "item_locked" });
    sim.state.speaker = b;
    expect(sim.act(b, { type: "open", item: "profession" })).toMatchObject({ ok: false, code: "item_locked" });
    expect(sim.act(b, { type: "open", item: "relation" }).ok).toBe(true);
  });

  it("ALIBI-3 ALIBI-R30 «Показания» opens a locked item; the lock counts self-opens only", () => {
    const sim = toStory();
    const [a, b] = sim.table() as [number, number];
    sim.p(a).opened.profession = "story";
    sim.p(a).selfOpened = "profession";
    sim.p(b).opened.profession = "pokazaniya";
    sim.until("discussion");
    const card = giveCard(sim, b, "pokazaniya");
    sim.must(b, { type: "play", card, target: a, item: "feature" });
    expect(sim.p(a).opened.feature).toBe("pokazaniya");
    // b's profession was opened by a card: b may still self-open the feature in a story.
    sim.state.phase = "story";
    sim.state.speaker = b;
    sim.state.spoke = false;
    expect(sim.act(b, { type: "open", item: "feature" }).ok).toBe(true);
  });

  it("ALIBI-3 ALIBI-R20 «Закончить» without a pick opens the first allowed closed item of relation, motive, alibi, profession, feature, secret — as the owner's own open", () => {
    const sim = toStory();
    const a = sim.state.speaker!;
    const p = sim.p(a);
    p.opened = { relation: "story", motive: "ochnaya", alibi: "pokazaniya" };
    sim.must(a, { type: "done" });
    expect(p.seat).toBe(a);
    expect(sim.p(a).opened.profession).toBe("auto");
    expect(sim.p(a).selfOpened).toBe("profession");
    const opened = sim.lastEvents.find((e) => e.type === "opened")!;
    expect(opened.audience).toBe("all");
    expect(opened.params).toMatchObject({ seat: a, kind: "profession" });
  });

  it("ALIBI-3 the clock running out opens the same item automatically; a feature-locked seat skips to the secret", () => {
    const sim = toStory();
    const a = sim.state.speaker!;
    sim.p(a).opened = { relation: "story", motive: "auto", alibi: "auto", feature: "story" };
    sim.p(a).selfOpened = "feature";
    sim.advance();
    expect(sim.p(a).opened.secret).toBe("auto");
    expect(sim.p(a).opened.profession).toBeUndefined();
  });
});

describe("ALIBI-4 the round", () => {
  it("ALIBI-4 clue → stories in speaking order → discussion → accusation minutes in the same order → vote", () => {
    const sim = new Match(6, 7);
    expect(sim.state.phase).toBe("clue");
    const start = sim.state.startSeat;
    const order = sim.state.order;
    expect(order[0]).toBe(start);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    sim.advance();
    const speakers: number[] = [];
    while (sim.state.phase === "story") {
      speakers.push(sim.state.speaker!);
      sim.advance();
    }
    expect(speakers).toEqual(order);
    expect(sim.state.phase).toBe("discussion");
    sim.advance();
    const accusers: number[] = [];
    while (sim.state.phase === "accusation") {
      accusers.push(sim.state.speaker!);
      sim.must(sim.state.speaker!, { type: "done" });
    }
    expect(accusers).toEqual(order);
    expect(sim.state.phase).toBe("vote");
  });

  it("ALIBI-4 the start seat rotates: each round starts at the next seat at the table after the previous start", () => {
    const sim = new Match(7, 8);
    const s1 = sim.state.startSeat;
    const out = (s1 + 1) % 7;
    excludeByVote(sim, out);
    sim.advance();
    expect(sim.state.round).toBe(2);
    // The next seat after s1 was excluded: round 2 starts at the one after it.
    expect(sim.state.startSeat).toBe((s1 + 2) % 7);
    expect(sim.state.order).not.toContain(out);
  });

  it("ALIBI-4 every revealed queued clue is genuine: fits 2–3 dealt seats with an innocent and a criminal; K is public", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const n = 5 + (seed % 6);
      const sim = new Match(n, seed);
      expect(specView(sim).k).toBe(cluesFor(n));
      for (const slot of sim.state.slots) {
        const fit = fitSeats(sim.state, slot.queued);
        expect(fit.length).toBeGreaterThanOrEqual(2);
        expect(fit.length).toBeLessThanOrEqual(3);
        const clue = SAMPLE.clues.find((c) => c.id === slot.queued)!;
        expect(isGenuine(fitSet(SAMPLE, clue, dealtOf(sim.state)), rolesOf(sim.state))).toBe(true);
      }
      expect(sim.state.slots[0]!.shown).toBe(sim.state.slots[0]!.queued);
    }
  });

  it("ALIBI-4 the discussion ends early once everyone present at the table is ready", () => {
    const sim = new Match(5, 1);
    sim.until("discussion");
    const absent = sim.table()[4]!;
    sim.presence(absent, "absent");
    for (const seat of sim.table().filter((x) => x !== absent)) sim.must(seat, { type: "ready", on: true });
    expect(sim.state.phase).toBe("accusation");
  });
});

describe("ALIBI-5 exclude nobody", () => {
  it("ALIBI-5 round 1 offers ∅; when it leads nobody leaves and round 2 holds two votes, without ∅", () => {
    const sim = new Match(7, 12);
    setRoles(sim, 0, 1);
    sim.until("vote");
    expect(sim.state.vote!.candidates).toContain(NOBODY);
    voteBy(sim, () => NOBODY);
    sim.until("clue");
    expect(sim.state.round).toBe(2);
    expect(sim.state.round1Nobody).toBe(true);
    expect(sim.state.players.every((p) => p.status === "table")).toBe(true);
    excludeByVote(sim, 2);
    sim.advance();
    expect(sim.state.phase).toBe("vote");
    expect(sim.state.round).toBe(2);
    expect(sim.state.vote!.candidates).not.toContain(NOBODY);
    sim.voteAll(3);
    sim.until("exclusion");
    sim.advance();
    expect(sim.state.round).toBe(3);
    expect(sim.state.phase).toBe("clue");
  });

  it("ALIBI-5 ALIBI-R29 round 2's second vote is skipped when the first leaves T ≤ 3: the final starts", () => {
    const sim = new Match(5, 13);
    setRoles(sim, 0, 1);
    sim.until("vote");
    voteBy(sim, () => NOBODY);
    sim.until("clue");
    sim.presence(1, "abandoned"); // the accomplice leaves: T = 4, C = 1
    expect(sim.state.round).toBe(2);
    expect(sim.state.proceduresLeft).toBe(2);
    excludeByVote(sim, 2); // an innocent out: T = 3, C = 1, I = 2
    expect(sim.state.winner).toBeNull();
    sim.advance();
    expect(sim.state.round).toBe(4);
    expect(sim.state.phase).toBe("clue");
  });

  it("ALIBI-5 ALIBI-R11 ∅ tied with a player → a revote with ∅; a tie at its top → nobody", () => {
    const sim = new Match(6, 14);
    sim.until("vote");
    const t = sim.table();
    // 3 for ∅, 3 for seat t[0] (t[0] votes ∅).
    voteBy(sim, (s) => (t.indexOf(s) < 3 ? NOBODY : t[0]!));
    sim.until("vote");
    expect(sim.state.vote!.kind).toBe("revote");
    expect(sim.state.vote!.candidates.sort()).toEqual([NOBODY, t[0]!].sort());
    voteBy(sim, (s) => (t.indexOf(s) < 3 ? NOBODY : s === t[0] ? NOBODY : t[0]!));
    // 4 ∅ vs 2: ∅ leads → nobody.
    sim.until("clue");
    expect(sim.state.round).toBe(2);
    expect(sim.state.round1Nobody).toBe(true);
  });
});

describe("ALIBI-6 ties, Advokat, roulette", () => {
  it("ALIBI-6 a tie → revote between the leaders; still tied → the police roulette, the same loser in every view", () => {
    const sim = new Match(6, 15);
    sim.until("vote");
    const t = sim.table();
    voteBy(sim, (s) => (t.indexOf(s) % 2 === 0 ? (s === t[1] ? t[0]! : t[1]!) : s === t[0] ? t[1]! : t[0]!));
    sim.until("vote");
    expect(sim.state.vote!.kind).toBe("revote");
    const [x, y] = sim.state.vote!.candidates as [number, number];
    voteBy(sim, (s) => (t.indexOf(s) % 2 === 0 ? (s === x ? y : x) : s === y ? x : y));
    sim.until("roulette");
    const r = sim.state.roulette!;
    expect(r.candidates.sort()).toEqual([x, y].sort());
    const views = [specView(sim), ...t.map((s) => seatView(sim, s))];
    for (const v of views) expect(v.roulette).toEqual({ candidates: r.candidates, loser: r.loser, startAt: r.startAt, ms: 6000, purpose: "exclude" });
    sim.advance();
    expect(sim.p(r.loser).status).toBe("excluded");
    expect(sim.p(r.loser).out).toEqual({ round: 1, by: "roulette" });
  });

  it("ALIBI-6 the verdict window runs its full fixed length after every close, whoever holds Advokat", () => {
    for (const holds of [true, false]) {
      const sim = new Match(6, 16);
      sim.until("vote");
      const target = sim.table()[0]!;
      giveCard(sim, target, holds ? "advokat" : "obysk");
      const closeAt = sim.now;
      sim.voteAll(target);
      expect(sim.state.phase).toBe("verdict");
      expect(sim.state.deadline!.at - closeAt).toBe(8000);
    }
  });

  it("ALIBI-6 ALIBI-R12 an Advokat use creating a tie in the main vote sends it to a revote; the window's end shows the use", () => {
    const sim = new Match(6, 17);
    sim.until("vote");
    const t = sim.table();
    const [a, b] = t as [number, number];
    giveCard(sim, a, "advokat");
    // a: 3, b: 2, t5: 1.
    voteMap(sim, { [a]: b, [b]: t[5]!, [t[2]!]: a, [t[3]!]: a, [t[4]!]: a, [t[5]!]: b });
    expect(sim.state.proc!.decision).toEqual({ type: "exclude", seats: [a] });
    expect(seatView(sim, a).me!.offer).toEqual({ offerTo: a, accepted: false });
    expect(seatView(sim, b).me!.offer).toBeNull();
    expect(sim.lastEvents.filter((e) => e.type === "advokat_offer").map((e) => e.audience)).toEqual([[a]]);
    sim.must(a, { type: "advokat", use: true });
    expect(sim.act(b, { type: "advokat", use: true })).toMatchObject({ ok: false, code: "not_offered" });
    sim.advance();
    expect(sim.history.find((e) => e.type === "advokat_used")!.params).toEqual({ seats: [a] });
    // A revote puts nobody at risk: it starts at once.
    expect(sim.state.vote!.kind).toBe("revote");
    expect(sim.state.vote!.candidates.sort()).toEqual([a, b].sort());
  });

  it("ALIBI-6 ALIBI-R13 several holders use Advokat in the same window: all −1s apply at once, then decide", () => {
    const sim = new Match(7, 18);
    sim.until("vote");
    const t = sim.table();
    const [a, b] = t as [number, number];
    const [, , c, d, e, f, g] = t as number[];
    // Main: a 3, b 3, c 1 → revote a vs b, tied 3–3 (g's ballot lost) → a roulette window with both at risk.
    voteMap(sim, { [a]: b, [b]: a, [c!]: a, [d!]: a, [e!]: b, [f!]: b, [g!]: c! });
    sim.until("vote");
    giveCard(sim, a, "advokat");
    giveCard(sim, b, "advokat");
    voteMap(sim, { [a]: b, [b]: a, [c!]: a, [d!]: a, [e!]: b, [f!]: b });
    expect(sim.state.proc!.decision!.type).toBe("roulette");
    sim.must(a, { type: "advokat", use: true });
    sim.must(b, { type: "advokat", use: true });
    sim.advance();
    expect(sim.state.tallies.at(-1)!.advokat.sort()).toEqual([a, b].sort());
    expect(sim.state.phase).toBe("roulette");
  });

  it("ALIBI-6 an Advokat refusal is never announced and changes nothing anyone else receives", () => {
    const wires = [true, false].map((holds) => {
      const sim = new Match(6, 19);
      sim.until("vote");
      const t = sim.table();
      const target = t[0]!;
      giveCard(sim, target, holds ? "advokat" : "obysk");
      sim.voteAll(target);
      if (holds) sim.must(target, { type: "advokat", use: false });
      sim.advance();
      return t.slice(1).map((s) => JSON.stringify(seatView(sim, s))).join() + JSON.stringify(specView(sim)) + JSON.stringify(sim.history.filter((e) => e.audience === "all"));
    });
    expect(wires[1]).toBe(wires[0]);
  });
});

describe("ALIBI-7 no ballot in time", () => {
  it("ALIBI-7 ALIBI-R5 a candidate without a ballot votes against themselves, absent or not", () => {
    const sim = new Match(6, 20);
    sim.until("vote");
    const t = sim.table();
    const [a, b, c] = t as [number, number, number];
    sim.presence(c, "absent");
    for (const s of t.slice(3)) sim.must(s, { type: "vote", choice: b });
    sim.advance();
    const counts = new Map(sim.state.tallies.at(-1)!.counts);
    expect(counts.get(a)).toBe(1);
    expect(counts.get(b)).toBe(4); // 3 ballots + b's own penalty
    expect(counts.get(c)).toBe(1);
  });

  it("ALIBI-7 a non-candidate's missing ballot in a revote is lost", () => {
    const sim = new Match(6, 21);
    sim.until("vote");
    const t = sim.table();
    const [a, b, c, d, e, f] = t as [number, number, number, number, number, number];
    voteMap(sim, { [a]: b, [b]: a, [c]: a, [d]: a, [e]: b, [f]: b });
    sim.until("vote");
    expect(sim.state.vote!.kind).toBe("revote");
    sim.must(a, { type: "vote", choice: b });
    sim.advance();
    const counts = new Map(sim.state.tallies.at(-1)!.counts);
    // a's ballot + b's own penalty; the other four are not candidates: lost.
    expect(counts.get(b)).toBe(2);
    expect(counts.get(a)).toBe(0);
  });
});

describe("ALIBI-8 exclusion", () => {
  it("ALIBI-8 the excluded card stays closed and the role is not announced; the excluded player keeps their own card and only watches", () => {
    const sim = new Match(6, 22);
    setRoles(sim, 0, 1);
    excludeByVote(sim, 0);
    const spectator = JSON.stringify(specView(sim));
    expect(spectator).not.toContain('"role":"killer"');
    expect(specView(sim).players.find((p) => p.seat === 0)!.status).toBe("excluded");
    const me = seatView(sim, 0).me!;
    expect(me.roles[0]).toEqual({ seat: 0, role: "killer" });
    expect(me.card).toHaveLength(6);
    expect(alibi.canChat!(sim.state, { kind: "seat", seat: 0 }, "all")).toBe("watch_only");
    expect(alibi.canChat!(sim.state, { kind: "seat", seat: 0 }, "team")).toBeNull();
    expect(alibi.teamOf!(sim.state, 0)).toBe("out");
    expect(alibi.teamOf!(sim.state, 2)).toBeNull();
    expect(alibi.canChat!(sim.state, { kind: "seat", seat: 2 }, "team")).toBe("no_team");
    // Spectators are read-only in the global channel while the case runs.
    expect(alibi.canChat!(sim.state, { kind: "spectator" }, "all")).toBe("watch_only");
    expect(alibi.canChat!(sim.state, { kind: "seat", seat: 2 }, "all")).toBeNull();
    sim.advance();
    sim.until("discussion");
    expect(sim.act(0, { type: "ready", on: true })).toMatchObject({ ok: false, code: "not_at_table" });
  });

  it("ALIBI-8 ALIBI-R8 a departure leaving T ≤ 3 mid-round starts the final at once from the next unrevealed slot; everyone tells a story again", () => {
    const sim = new Match(5, 23);
    setRoles(sim, 0, 1);
    sim.until("discussion");
    sim.presence(0, "abandoned"); // the killer leaves: T = 4, C = 1
    expect(sim.state.round).toBe(1);
    sim.presence(3, "abandoned"); // T = 3, C = 1, I = 2
    expect(sim.state.round).toBe(4);
    expect(sim.state.phase).toBe("clue");
    expect(sim.state.slots[1]!.shown).not.toBeNull();
    sim.until("story");
    expect([...sim.state.order].sort()).toEqual([1, 2, 4]);
  });
});

describe("ALIBI-9 the final", () => {
  function toFinal(n: number, seed: number) {
    const sim = new Match(n, seed);
    setRoles(sim, 0, 1);
    for (let r = 1; r <= 3; r++) {
      sim.until("vote");
      if (r === 1) voteBy(sim, () => NOBODY);
      else {
        sim.voteAll(n - r + 1);
        sim.until("exclusion");
        sim.advance();
        if (r === 2) {
          sim.until("vote");
          sim.voteAll(n - 3);
        }
      }
      sim.until("clue");
    }
    return sim;
  }

  it("ALIBI-9 the poll picks 3 suspects; a tie at the cut is settled by roulette spins; defences in speaking order; two final votes", () => {
    const sim = new Match(8, 24);
    setRoles(sim, 0, 1);
    // Straight to the final's poll.
    sim.state.round = 3;
    excludeByVote(sim, 7);
    sim.advance();
    expect(sim.state.round).toBe(4);
    sim.until("poll");
    const t = sim.table();
    expect(t).toHaveLength(7);
    // Picks: 2 and 3 get 4+ each, 4 and 5 tie for the third place.
    for (const s of t) {
      const picks = [2, 3, 4, 5].filter((x) => x !== s);
      sim.must(s, { type: "poll", picks: s % 2 ? [picks[0]!, picks[2]!] : [picks[0]!, picks[1]!] });
      if (sim.state.phase !== "poll") break;
    }
    expect(sim.state.pollHeld).toBe(true);
    const counts = new Map(sim.state.pollCounts!);
    const sorted = [...counts.values()].sort((a, b) => b - a);
    if (sim.state.phase === "roulette") {
      expect(sim.state.roulette!.purpose).toBe("suspect");
      sim.until("pollResult");
    }
    expect(sim.state.suspects).toHaveLength(3);
    expect(sorted[0]).toBeGreaterThanOrEqual(sorted[2]!);
    sim.advance();
    const defenders: number[] = [];
    while (sim.state.phase === "defence") {
      defenders.push(sim.state.speaker!);
      sim.advance();
    }
    expect(defenders).toEqual(sim.state.order.filter((x) => sim.state.suspects!.includes(x)));
    expect(sim.state.phase).toBe("vote");
    expect(sim.state.vote!.kind).toBe("final");
    expect(sim.state.vote!.candidates.sort()).toEqual([...sim.state.suspects!].sort());
  });

  it("ALIBI-9 ALIBI-R10 final vote 2 runs even if only innocents remain among the suspects; skipped only when the game is decided", () => {
    const sim = new Match(8, 25);
    setRoles(sim, 0, 1);
    sim.state.round = 3;
    excludeByVote(sim, 7);
    sim.advance();
    sim.until("poll");
    for (const s of sim.table()) sim.must(s, { type: "poll", picks: s === 2 ? [3, 4] : s === 3 ? [2, 4] : s === 4 ? [2, 3] : [2, 3] });
    sim.until("vote");
    expect(sim.state.vote!.candidates.sort()).toEqual([2, 3, 4]);
    sim.voteAll(2, 3);
    sim.until("exclusion");
    sim.advance();
    // Only innocents (3, 4) remain among the suspects: vote 2 still runs between them.
    expect(sim.state.phase).toBe("vote");
    expect(sim.state.vote!.candidates.sort()).toEqual([3, 4]);
    sim.voteAll(3, 4);
    sim.until("exclusion");
    sim.advance();
    expect(sim.state.over).toBe(true);
    expect(sim.state.winner).toBe("criminals");
  });

  it("ALIBI-9 with three at the table: no poll, all three defend, one decisive vote", () => {
    const sim = new Match(5, 26);
    setRoles(sim, 0, 1);
    excludeByVote(sim, 1); // accomplice out: T = 4
    sim.advance();
    sim.presence(4, "abandoned"); // T = 3 → final
    expect(sim.state.round).toBe(4);
    sim.until("defence");
    const defenders: number[] = [];
    while (sim.state.phase === "defence") {
      defenders.push(sim.state.speaker!);
      sim.must(sim.state.speaker!, { type: "done" });
    }
    expect(defenders.sort()).toEqual([0, 2, 3]);
    expect(sim.state.pollHeld).toBe(false);
    expect(sim.state.vote!.candidates.sort()).toEqual([0, 2, 3]);
    sim.voteAll(0, 2);
    sim.until("exclusion");
    sim.advance();
    expect(sim.state.winner).toBe("innocents");
    expect(sim.state.over).toBe(true);
  });

  it("ALIBI-9 ALIBI-R6 four at the table: rounds run normally and the poll picks 3 of the 4", () => {
    const sim = new Match(6, 27);
    setRoles(sim, 0, 1);
    sim.state.round = 3;
    excludeByVote(sim, 0); // T = 5, C = 1
    sim.advance();
    sim.presence(5, "abandoned"); // T = 4, C = 1, I = 3
    sim.until("poll");
    expect(sim.table()).toHaveLength(4);
    sim.until("pollResult");
    expect(sim.state.suspects).toHaveLength(3);
  });

  it("ALIBI-11 ALIBI-R18 Podmena in the final is refused with no_clue_left", () => {
    const sim = new Match(6, 28);
    sim.state.round = 3;
    excludeByVote(sim, 5);
    sim.advance();
    sim.until("discussion");
    const card = giveCard(sim, 0, "podmena");
    expect(sim.act(0, { type: "play", card, target: 1 })).toMatchObject({ ok: false, code: "no_clue_left" });
  });
});

describe("ALIBI-10 hand-outs", () => {
  it("ALIBI-10 normal mode: E Ekspertiza copies to distinct innocents after any exclusion (1 at N = 5, 2 above); Ложный след to the partner", () => {
    for (const n of [5, 6, 9]) {
      const sim = new Match(n, 30 + n);
      setRoles(sim, 0, 1);
      excludeByVote(sim, 0);
      const eks = sim.state.players.filter((p) => p.hand.some((c) => c.kind === "ekspertiza"));
      expect(eks).toHaveLength(ekspertizaFor(n));
      expect(eks.every((p) => p.role === "innocent" && p.status === "table")).toBe(true);
      expect(sim.p(1).hand.some((c) => c.kind === "lozhny")).toBe(true);
      const received = sim.lastEvents.filter((e) => e.type === "received");
      expect(received.every((e) => e.audience !== "all")).toBe(true);
    }
  });

  it("ALIBI-10 lite mode: Ekspertiza only after an innocent leaves", () => {
    const sim = new Match(7, 40, { lite: true });
    setRoles(sim, 0, 1);
    excludeByVote(sim, 0);
    expect(sim.state.players.some((p) => p.hand.some((c) => c.kind === "ekspertiza"))).toBe(false);
    sim.advance();
    excludeByVote(sim, 2);
    expect(sim.state.players.filter((p) => p.hand.some((c) => c.kind === "ekspertiza"))).toHaveLength(2);
  });

  it("ALIBI-10 no hand-outs in the final", () => {
    const sim = new Match(8, 41);
    setRoles(sim, 0, 1);
    sim.state.round = 3;
    excludeByVote(sim, 7);
    const before = sim.state.players.map((p) => p.hand.length);
    sim.advance();
    sim.until("poll");
    sim.until("vote");
    sim.voteAll(sim.state.vote!.candidates[0]!);
    sim.until("exclusion");
    // Round 3's exclusion dealt (before), the final's dealt nothing more.
    expect(sim.state.players.map((p) => p.hand.length)).toEqual(before);
  });
});

describe("ALIBI-11 the cards", () => {
  function discussion(seed = 50) {
    const sim = new Match(7, seed);
    setRoles(sim, 0, 1);
    sim.until("discussion");
    return sim;
  }

  it("ALIBI-11 Обыск: the searcher sees the closed item; public: who searched whom and which item", () => {
    const sim = discussion();
    const card = giveCard(sim, 2, "obysk");
    sim.p(3).opened = {};
    sim.must(2, { type: "play", card, target: 3, item: "secret" });
    const pub = sim.lastEvents.find((e) => e.audience === "all")!;
    expect(pub).toEqual({ type: "played_obysk", audience: "all", params: { by: 2, target: 3, item: "secret" } });
    expect(sim.lastEvents.find((e) => e.type === "obysk_result")!.audience).toEqual([2]);
    expect(seatView(sim, 2).me!.notes[0]).toMatchObject({ k: "obysk", target: 3, item: { seat: 3, kind: "secret", id: sim.p(3).item.secret } });
    expect(sim.p(3).opened.secret).toBeUndefined();
  });

  it("ALIBI-11 ALIBI-R14 Обыск on an open item is rejected (item_open), except the alibi whose truth is hidden", () => {
    const sim = discussion();
    const card = giveCard(sim, 2, "obysk");
    sim.p(3).opened = { relation: "story", alibi: "story" };
    expect(sim.act(2, { type: "play", card, target: 3, item: "relation" })).toMatchObject({ ok: false, code: "item_open" });
    sim.must(2, { type: "play", card, target: 3, item: "alibi" });
    expect(sim.p(2).notes[0]).toMatchObject({ k: "obysk", shownTrue: true });
  });

  it("ALIBI-11 ALIBI-R15 ALIBI-R16 Ложный след masks a false alibi once, then the truth shows; it never fires on a true alibi", () => {
    const sim = discussion();
    const guard = giveCard(sim, 0, "lozhny", false);
    const c1 = giveCard(sim, 2, "obysk");
    const c2 = giveCard(sim, 3, "obysk");
    sim.must(2, { type: "play", card: c1, target: 0, item: "alibi" });
    expect(sim.p(2).notes[0]).toMatchObject({ shownTrue: true });
    expect(sim.p(0).hand.find((c) => c.id === guard)!.spent).toBe(true);
    expect(sim.lastEvents.find((e) => e.type === "lozhny_fired")!.audience).toEqual([0]);
    sim.must(3, { type: "play", card: c2, target: 0, item: "alibi" });
    expect(sim.p(3).notes[0]).toMatchObject({ shownTrue: false });
    // A true alibi (the accomplice's here) keeps the card.
    const sim2 = discussion();
    setRoles(sim2, 0, 1, true);
    const g2 = giveCard(sim2, 1, "lozhny", false);
    const c3 = giveCard(sim2, 2, "obysk");
    sim2.must(2, { type: "play", card: c3, target: 1, item: "alibi" });
    expect(sim2.p(2).notes[0]).toMatchObject({ shownTrue: true });
    expect(sim2.p(1).hand.find((c) => c.id === g2)!.spent).toBe(false);
  });

  it("ALIBI-11 ALIBI-R19 Показания opens the item publicly; on yourself it is rejected (self_target)", () => {
    const sim = discussion();
    const card = giveCard(sim, 2, "pokazaniya");
    expect(sim.act(2, { type: "play", card, target: 2, item: "motive" })).toMatchObject({ ok: false, code: "self_target" });
    sim.p(4).opened = {};
    sim.must(2, { type: "play", card, target: 4, item: "motive" });
    expect(sim.p(4).opened.motive).toBe("pokazaniya");
    expect(specView(sim).players.find((p) => p.seat === 4)!.opened[0]).toMatchObject({ seat: 4, kind: "motive", id: sim.p(4).item.motive, how: "pokazaniya" });
    expect(sim.act(2, { type: "play", card, target: 4, item: "secret" })).toMatchObject({ ok: false, code: "no_card" });
  });

  it("ALIBI-11 Очная ставка opens the item for both (you may be one); only alibi, relation, motive; nothing closed → nothing_to_open", () => {
    const sim = discussion();
    const card = giveCard(sim, 2, "ochnaya");
    for (const s of [2, 5]) sim.p(s).opened = {};
    expect(sim.act(2, { type: "play", card, target: 2, target2: 5, item: "secret" })).toMatchObject({ ok: false, code: "bad_item" });
    sim.p(2).opened.relation = "story";
    sim.p(5).opened.relation = "story";
    expect(sim.act(2, { type: "play", card, target: 2, target2: 5, item: "relation" })).toMatchObject({ ok: false, code: "nothing_to_open" });
    sim.must(2, { type: "play", card, target: 2, target2: 5, item: "alibi" });
    expect(sim.p(2).opened.alibi).toBe("ochnaya");
    expect(sim.p(5).opened.alibi).toBe("ochnaya");
    expect(sim.lastEvents.filter((e) => e.type === "opened")).toHaveLength(2);
  });

  it("ALIBI-11 ALIBI-R17 Подмена: private to the swapper, the next reveal shows a fake for the target from the reserve, even if the target was excluded", () => {
    const sim = discussion();
    const card = giveCard(sim, 0, "podmena");
    sim.must(0, { type: "play", card, target: 4 });
    expect(sim.lastEvents.every((e) => e.audience !== "all")).toBe(true);
    expect(sim.state.slots[1]!.swap).toEqual({ by: 0, target: 4 });
    excludeByVote(sim, 4);
    sim.advance();
    const shown = sim.state.slots[1]!.shown!;
    expect(shown).not.toBe(sim.state.slots[1]!.queued);
    expect(fitSeats(sim.state, shown)).toContain(4);
    expect(sim.state.reserve).not.toContain(shown);
    expect(sim.p(0).notes.some((n) => n.k === "podmenaReveal")).toBe(true);
  });

  it("ALIBI-11 ALIBI-R18 two Podmena before one reveal take consecutive slots", () => {
    const sim = new Match(10, 51);
    sim.until("discussion");
    const c1 = giveCard(sim, 0, "podmena");
    const c2 = giveCard(sim, 1, "podmena");
    sim.must(0, { type: "play", card: c1, target: 2 });
    sim.must(1, { type: "play", card: c2, target: 3 });
    expect(sim.state.slots[1]!.swap!.target).toBe(2);
    expect(sim.state.slots[2]!.swap!.target).toBe(3);
  });

  it("ALIBI-11 Экспертиза tells genuine from swapped, privately; bad_slot for an unrevealed clue", () => {
    const sim = discussion();
    const e = giveCard(sim, 3, "ekspertiza", false);
    expect(sim.act(3, { type: "play", card: e, slot: 2 })).toMatchObject({ ok: false, code: "bad_slot" });
    sim.must(3, { type: "play", card: e, slot: 0 });
    expect(sim.lastEvents).toEqual([{ type: "ekspertiza_result", audience: [3], params: { n: 1, genuine: true } }]);
  });

  it("ALIBI-11 ALIBI-R4 a card on an excluded or gone player is rejected (target_not_at_table); an absent one is valid", () => {
    const sim = discussion();
    sim.presence(6, "abandoned");
    sim.presence(5, "absent");
    const card = giveCard(sim, 2, "pokazaniya");
    expect(sim.act(2, { type: "play", card, target: 6, item: "motive" })).toMatchObject({ ok: false, code: "target_not_at_table" });
    sim.p(5).opened = {};
    expect(sim.act(2, { type: "play", card, target: 5, item: "motive" }).ok).toBe(true);
  });

  it("ALIBI-11 Advokat and Ложный след are not played in a discussion; cards only in a discussion", () => {
    const sim = discussion();
    const a = giveCard(sim, 2, "advokat");
    expect(sim.act(2, { type: "play", card: a })).toMatchObject({ ok: false, code: "not_playable" });
    sim.advance();
    const o = giveCard(sim, 3, "obysk");
    expect(sim.act(3, { type: "play", card: o, target: 4, item: "secret" })).toMatchObject({ ok: false, code: "wrong_phase" });
  });

  it("ALIBI-10 ALIBI-11 a Ложный след in hand, and its firing, change nothing anyone but its holder receives", () => {
    const wires = [true, false].map((dealt) => {
      const sim = discussion(61);
      setRoles(sim, 0, 1); // the accomplice's alibi is false
      if (dealt) giveCard(sim, 1, "lozhny", false);
      const card = giveCard(sim, 2, "obysk");
      sim.must(2, { type: "play", card, target: 1, item: "alibi" });
      // The searcher reads "confirmed" only when it fired; everyone else (and the public) must not tell the runs apart.
      const out = [0, 3, 4, 5, 6].map((s) => JSON.stringify(seatView(sim, s))).join() + JSON.stringify(specView(sim));
      return out + JSON.stringify(sim.history.filter((e) => e.audience === "all" || !(e.audience as number[]).some((x) => x === 1 || x === 2)));
    });
    expect(wires[1]).toBe(wires[0]);
  });

  it("ALIBI-11 secret plays change nothing any other viewer receives: Ekspertiza and Podmena played vs not", () => {
    for (const kind of ["ekspertiza", "podmena"] as const) {
      const wires = [true, false].map((play) => {
        const sim = discussion(60);
        const card = giveCard(sim, 2, kind, false);
        if (play) sim.must(2, kind === "ekspertiza" ? { type: "play", card, slot: 0 } : { type: "play", card, target: 3 });
        const out = [0, 1, 3, 4, 5, 6].map((s) => JSON.stringify(seatView(sim, s))).join() + JSON.stringify(specView(sim));
        return out + JSON.stringify(sim.history.filter((e) => e.audience === "all" || !(e.audience as number[]).includes(2)));
      });
      expect(wires[1]).toBe(wires[0]);
    }
  });
});

describe("rulings: presence and departures", () => {
  it("ALIBI-R1 ALIBI-R28 the killer leaves: card closed, role hidden, Ложный след to the accomplice; the leaver scores 0; parity → criminals", () => {
    const sim = new Match(5, 70);
    setRoles(sim, 0, 1);
    sim.until("discussion");
    sim.presence(0, "abandoned");
    expect(sim.p(0).status).toBe("gone");
    expect(sim.p(1).hand.some((c) => c.kind === "lozhny")).toBe(true);
    expect(JSON.stringify(specView(sim))).not.toContain('"role":"killer"');
    sim.presence(2, "abandoned"); // C = 1, I = 2 → T = 3 → final
    expect(sim.state.round).toBe(4);
    sim.presence(3, "abandoned"); // C = 1, I = 1 → criminals win
    expect(sim.state.over).toBe(true);
    expect(sim.state.winner).toBe("criminals");
    expect(alibi.result(sim.state)!.winners).toEqual([1]);
    const season = alibi.result(sim.state)!.season!;
    expect(season.map((x) => x.seat)).toEqual([1, 4]);
  });

  it("ALIBI-R2 both criminals leave in the same round: innocents win at once", () => {
    const sim = new Match(7, 71);
    setRoles(sim, 0, 1);
    excludeByVote(sim, 0);
    sim.presence(1, "abandoned");
    expect(sim.state.winner).toBe("innocents");
    sim.advance();
    expect(sim.state.over).toBe(true);
  });

  it("ALIBI-R3 a tie involving an absent player: their Advokat offer counts as no, the roulette may pick them", () => {
    const sim = new Match(6, 72);
    sim.until("vote");
    const t = sim.table();
    const [a, b, c, d, e, f] = t as [number, number, number, number, number, number];
    voteMap(sim, { [a]: b, [b]: a, [c]: a, [d]: a, [e]: b, [f]: b });
    sim.until("vote");
    giveCard(sim, a, "advokat");
    voteMap(sim, { [a]: b, [b]: a, [c]: a, [d]: a, [e]: b, [f]: b });
    sim.must(a, { type: "advokat", use: true });
    sim.presence(a, "absent");
    sim.advance();
    expect(sim.state.phase).toBe("roulette");
    expect(sim.state.roulette!.candidates.sort()).toEqual([a, b].sort());
  });

  it("ALIBI-R7 a departure during a vote restarts the procedure from a fresh vote of its first kind; ballots dropped; round 1 keeps ∅", () => {
    const sim = new Match(7, 73);
    sim.until("vote");
    const [a, b] = sim.table() as [number, number];
    sim.must(a, { type: "vote", choice: b });
    sim.presence(6, "abandoned");
    expect(sim.state.phase).toBe("vote");
    expect(sim.state.vote!.kind).toBe("main");
    expect(sim.state.vote!.ballots).toEqual({});
    expect(sim.state.vote!.candidates).toContain(NOBODY);
    expect(sim.state.vote!.candidates).not.toContain(6);
    expect(sim.state.round).toBe(1);
  });

  it("ALIBI-R9 in the final a leaving suspect is dropped; fewer than two left → everyone at the table", () => {
    const sim = new Match(8, 74);
    setRoles(sim, 0, 1);
    sim.state.round = 3;
    excludeByVote(sim, 7);
    sim.advance();
    sim.until("pollResult");
    const [x, y] = sim.state.suspects as [number, number];
    sim.presence(x, "abandoned");
    sim.until("vote");
    expect(sim.state.vote!.candidates).not.toContain(x);
    expect(sim.state.vote!.candidates.length).toBe(2);
    sim.presence(y, "abandoned");
    expect(sim.state.vote!.candidates.sort()).toEqual(sim.table().sort());
  });

  it("ALIBI-R21 everyone at the table absent: the clock freezes and resumes with the time left", () => {
    const sim = new Match(5, 75);
    sim.until("discussion");
    const left = sim.state.deadline!.at - sim.now;
    for (const s of sim.table()) sim.presence(s, "absent");
    expect(sim.state.deadline).toBeNull();
    expect(alibi.deadlines(sim.state)).toEqual([]);
    expect(sim.state.frozenMs).toBe(left);
    sim.now += 60_000;
    sim.presence(2, "present");
    expect(sim.state.deadline!.at).toBe(sim.now + left);
  });

  it("ALIBI-R22 ALIBI-R23 an excluded player's cards are void; an excluded criminal still sees the partner and chats only in out", () => {
    const sim = new Match(7, 76);
    setRoles(sim, 0, 1);
    const card = giveCard(sim, 0, "obysk");
    excludeByVote(sim, 0);
    sim.advance();
    sim.until("discussion");
    expect(sim.act(0, { type: "play", card, target: 2, item: "secret" })).toMatchObject({ ok: false, code: "not_at_table" });
    expect(seatView(sim, 0).me!.roles).toEqual([{ seat: 0, role: "killer" }, { seat: 1, role: "accomplice" }]);
    expect(alibi.canChat!(sim.state, { kind: "seat", seat: 0 }, "all")).toBe("watch_only");
    expect(alibi.teamOf!(sim.state, 0)).toBe("out");
  });

  it("ALIBI-R24 ALIBI-R25 late joiners only watch, and there is no manual pause or kick action", () => {
    expect(alibi.onLateJoin).toBeUndefined();
    const kinds = alibi.actionSchema.safeParse({ type: "pause" });
    expect(kinds.success).toBe(false);
  });

  it("ALIBI-R26 no private channel for the criminals at the table", () => {
    const sim = new Match(6, 77);
    setRoles(sim, 0, 1);
    expect(alibi.teamOf!(sim.state, 0)).toBeNull();
    expect(alibi.teamOf!(sim.state, 1)).toBeNull();
    expect(alibi.canChat!(sim.state, { kind: "seat", seat: 0 }, "team")).toBe("no_team");
  });

  it("ALIBI-R27 a vote for yourself is rejected (bad_choice); a second ballot is rejected (already_voted)", () => {
    const sim = new Match(6, 78);
    sim.until("vote");
    const [a, b] = sim.table() as [number, number];
    expect(sim.act(a, { type: "vote", choice: a })).toMatchObject({ ok: false, code: "bad_choice" });
    sim.must(a, { type: "vote", choice: b });
    expect(sim.act(a, { type: "vote", choice: b })).toMatchObject({ ok: false, code: "already_voted" });
  });

  it("ALIBI-R31 one person with several browsers simply holds several seats (nothing prevents it)", () => {
    const sim = new Match(5, 79);
    expect(new Set(sim.state.players.map((p) => p.seat)).size).toBe(5);
  });

  it("ALIBI-G11 a stale or early alarm changes nothing; a rejection changes nothing", () => {
    const sim = new Match(6, 80);
    const before = JSON.stringify(sim.state);
    expect(alibi.onDeadline(sim.state, "vote", { now: sim.now + 1e9, rng: Rng.fromSeed(1) })).toMatchObject({ ok: true, events: [] });
    expect(alibi.onDeadline(sim.state, "clue", { now: sim.now, rng: Rng.fromSeed(1) }).ok).toBe(true);
    expect(JSON.stringify(sim.state)).toBe(before);
    expect(sim.act(0, { type: "ready", on: true }).ok).toBe(false);
    expect(JSON.stringify(sim.state)).toBe(before);
  });
});

describe("ALIBI-10 the deck per table size", () => {
  it("ALIBI-10 the deck for N is the first N cards of ALIBI-G2's order; P, E, K follow ALIBI-G2 and ALIBI-G3", () => {
    const table: [number, number, number, number][] = [
      [5, 1, 1, 5], [6, 1, 2, 5], [7, 1, 2, 5], [8, 1, 2, 6], [9, 1, 2, 6], [10, 2, 2, 6],
    ];
    for (const [n, p, e, k] of table) {
      expect(deckFor(n)).toEqual(DECK.slice(0, n));
      expect([podmenaFor(n), ekspertizaFor(n), cluesFor(n)]).toEqual([p, e, k]);
      const sim = new Match(n, n * 3);
      expect(sim.state.players.map((x) => x.hand[0]!.kind).sort()).toEqual([...deckFor(n)].sort());
      expect(specView(sim).deck).toEqual(deckFor(n));
    }
  });
});
