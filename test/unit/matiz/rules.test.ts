import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as matiz } from "../../../shared/games/matiz";
import { Match, atDistance, seatsOf, cfg } from "./helpers";

describe("Matiz rounds", () => {
  it("MATIZ-1 allows 3 to 10 players", () => {
    expect(matiz.seats(matiz.defaultConfig)).toEqual({ min: 3, max: 10 });
  });

  it("MATIZ-1 the giver rotates in lobby order from a random start", () => {
    const starts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const m = new Match(5, { goal: 200 }, seed);
      const givers = [m.giver];
      for (let i = 0; i < 6; i++) {
        m.expire("clue"); // force: the turn passes
        givers.push(m.giver);
      }
      starts.add(givers[0]!);
      for (let i = 1; i < givers.length; i++) expect(givers[i]).toBe((givers[i - 1]! + 1) % 5);
    }
    expect(starts.size).toBeGreaterThan(2);
  });

  it("MATIZ-2 a full round: pick, clue 1, guess 1, clue 2, guess 2, reveal", () => {
    const m = new Match(4);
    expect(m.state.phase).toBe("clue1");
    expect(m.refuse(m.giver, { type: "clue", text: "oceano" })).toBe("no_target");
    m.act(m.giver, { type: "pick", index: 2 });
    m.act(m.giver, { type: "pick", index: 1 });
    m.act(m.giver, { type: "clue", text: "oceano" });
    expect(m.state.phase).toBe("guess1");
    expect(m.refuse(m.giver, { type: "clue", text: "praia" })).toBe("wrong_phase");
    m.guessAll(["A1", "A2", "A3"]);
    expect(m.state.phase).toBe("clue2");
    expect(m.refuse(m.guessers[0]!, { type: "pass" })).toBe("not_giver");
    m.act(m.giver, { type: "clue", text: "mar profundo" });
    expect(m.state.phase).toBe("guess2");
    m.guessAll(["B1", "B2", "B3"]);
    expect(m.state.phase).toBe("reveal");
    expect(m.view(null).target?.cell).toBe(m.state.round.candidates[1]);
    expect(m.view(null).clues).toEqual(["oceano", "mar profundo"]);
  });

  it("MATIZ-2 passing the second clue skips the second guess", () => {
    const m = new Match(3);
    m.clue1();
    m.guessAll(["A1", "A2"]);
    m.act(m.giver, { type: "pass" });
    expect(m.state.phase).toBe("reveal");
    expect(m.state.round.markers).toHaveLength(2);
  });

  it("MATIZ-2 the best of a guesser's two markers counts", () => {
    const m = new Match(3, {}, 4);
    m.clue1("oceano", 0);
    const t = m.target;
    const [a, b] = m.guessers as [number, number];
    m.guessAll([atDistance(t, 3), atDistance(t, 5)]);
    m.act(m.giver, { type: "clue", text: "mar fundo" });
    // pass 2 is in reverse order: b first, then a
    m.act(b, { type: "guess", cell: atDistance(t, 4) });
    m.act(a, { type: "guess", cell: atDistance(t, 1) });
    const res = m.state.round.result!;
    expect(res.find((l) => l.seat === a)).toMatchObject({ dist: 1, points: 2 });
    expect(res.find((l) => l.seat === b)).toMatchObject({ dist: 4, points: 0 });
  });

  it("MATIZ-2 the four candidates and the target are the giver's only until the reveal", () => {
    const m = new Match(4);
    m.act(m.giver, { type: "pick", index: 3 });
    expect(m.view(m.giver).candidates).toHaveLength(4);
    expect(m.view(m.giver).target?.cell).toBe(m.state.round.candidates[3]);
    for (const seat of [...m.guessers, null]) {
      expect(m.view(seat).candidates).toBeNull();
      expect(m.view(seat).target).toBeNull();
    }
  });

  it("MATIZ-3 an occupied cell takes no other marker, nor your own second", () => {
    const m = new Match(4);
    m.clue1();
    const [a, b, c] = m.guessers as [number, number, number];
    m.act(a, { type: "guess", cell: "C3" });
    expect(m.refuse(b, { type: "guess", cell: "C3" })).toBe("cell_occupied");
    expect(m.refuse(b, { type: "select", cell: "C3" })).toBe("cell_occupied");
    expect(m.refuse(a, { type: "guess", cell: "C4" })).toBe("already_guessed");
    m.act(b, { type: "guess", cell: "C4" });
    m.act(c, { type: "guess", cell: "C5" });
    m.act(m.giver, { type: "clue", text: "mar fundo" });
    expect(m.refuse(a, { type: "guess", cell: "C3" })).toBe("cell_occupied");
    expect(m.refuse(m.giver, { type: "guess", cell: "D3" })).toBe("giver_cannot_guess");
  });

  it("MATIZ-3 with hidden markers a taken cell is still refused at confirmation", () => {
    const m = new Match(3, { markers: "hidden" });
    m.clue1();
    const [a, b] = m.guessers as [number, number];
    m.act(a, { type: "guess", cell: "F6" });
    m.act(b, { type: "select", cell: "F6" }); // b cannot see it; selecting reveals nothing
    expect(m.refuse(b, { type: "guess", cell: "F6" })).toBe("cell_occupied");
  });
});

describe("Matiz guessing modes", () => {
  it("MATIZ-4 defaults are simultaneous and visible", () => {
    expect(matiz.defaultConfig.guessMode).toBe("simultaneous");
    expect(matiz.defaultConfig.markers).toBe("visible");
  });

  it("MATIZ-4 simultaneous: guessers place in any order and all see markers at once", () => {
    const m = new Match(4);
    m.clue1();
    const [a, b, c] = m.guessers as [number, number, number];
    m.act(c, { type: "guess", cell: "D4" });
    expect(m.view(a).markers.map((x) => x.cell)).toEqual(["D4"]);
    expect(m.view(null).markers.map((x) => x.cell)).toEqual(["D4"]);
    m.act(a, { type: "guess", cell: "D5" });
    expect(m.state.phase).toBe("guess1");
    m.act(b, { type: "guess", cell: "D6" });
    expect(m.state.phase).toBe("clue2");
    expect(m.state.round.guessOrder).toEqual([c, a, b]);
  });

  it("MATIZ-4 turns: one at a time in lobby order after the giver, second pass reversed", () => {
    const m = new Match(4, { guessMode: "turns" }, 3);
    m.clue1();
    const order = m.guessers;
    expect(order[0]).toBe((m.giver + 1) % 4);
    expect(m.view(null).turn).toBe(order[0]);
    expect(m.refuse(order[1]!, { type: "guess", cell: "A1" })).toBe("not_your_turn");
    m.act(order[0]!, { type: "guess", cell: "A1" });
    expect(m.view(null).turn).toBe(order[1]);
    m.act(order[1]!, { type: "guess", cell: "A2" });
    m.act(order[2]!, { type: "guess", cell: "A3" });
    m.act(m.giver, { type: "clue", text: "mar fundo" });
    expect(m.view(null).turn).toBe(order[2]);
    expect(m.refuse(order[0]!, { type: "guess", cell: "B1" })).toBe("not_your_turn");
    m.act(order[2]!, { type: "guess", cell: "B3" });
    m.act(order[1]!, { type: "guess", cell: "B2" });
    m.act(order[0]!, { type: "guess", cell: "B1" });
    expect(m.state.phase).toBe("reveal");
  });

  it("MATIZ-4 hidden: others' markers reach nobody (spectators included) until the reveal", () => {
    const m = new Match(4, { markers: "hidden" });
    m.clue1();
    const [a, b, c] = m.guessers as [number, number, number];
    const ev = m.act(a, { type: "guess", cell: "E5" });
    expect(JSON.stringify(ev)).not.toContain("E5");
    expect(m.view(a).markers.map((x) => x.cell)).toEqual(["E5"]);
    for (const seat of [b, c, m.giver, null]) expect(m.view(seat).markers).toEqual([]);
    expect(m.view(b).done).toEqual([a]);
    m.act(b, { type: "guess", cell: "E6" });
    m.act(c, { type: "guess", cell: "E7" });
    m.act(m.giver, { type: "pass" });
    for (const seat of [a, b, c, m.giver, null]) expect(m.view(seat).markers).toHaveLength(3);
  });
});

describe("Matiz scoring and the end", () => {
  function scoredRound(over: Parameters<typeof cfg>[0], dists: number[], seed = 5) {
    const m = new Match(dists.length + 1, over, seed);
    m.clue1("oceano", 0);
    const t = m.target;
    m.guessAll(dists.map((d, i) => (d === 0 ? t : atDistance(t, d, Math.min(i, d)))));
    m.act(m.giver, { type: "pass" });
    return m;
  }

  it("MATIZ-6 guessers 3/2/1/0 by distance 0/1/2/3+, giver 1 per guesser within the 3×3", () => {
    const m = scoredRound({}, [0, 1, 2, 3]);
    const pts = m.guessers.map((g) => m.state.round.result!.find((l) => l.seat === g)!.points);
    expect(pts).toEqual([3, 2, 1, 0]);
    expect(m.state.round.result!.find((l) => l.role === "giver")!.points).toBe(2);
    expect(m.state.players.find((p) => p.seat === m.giver)!.score).toBe(2);
  });

  it("MATIZ-6 the host's scoring values are used", () => {
    const m = scoredRound({ scoring: { exact: 5, ring1: 4, ring2: 2, giverPerClose: 3 } }, [0, 1, 2]);
    const pts = m.guessers.map((g) => m.state.round.result!.find((l) => l.seat === g)!.points);
    expect(pts).toEqual([5, 4, 2]);
    expect(m.state.round.result!.find((l) => l.role === "giver")!.points).toBe(6);
  });

  it("MATIZ-7 goal 25 and 'immediately' by default; the first past the goal wins and later points are not added", () => {
    expect(matiz.defaultConfig.goal).toBe(25);
    expect(matiz.defaultConfig.endMode).toBe("immediately");
    const m = new Match(3, { goal: 3 }, 8);
    m.clue1("oceano", 0);
    const t = m.target;
    const [a, b] = m.guessers as [number, number];
    m.act(b, { type: "guess", cell: atDistance(t, 1) }); // b lands first: 2 points, not yet 3
    m.act(a, { type: "guess", cell: t }); // a: 3 points, crosses
    m.act(m.giver, { type: "pass" });
    expect(m.state.phase).toBe("ended");
    expect(matiz.result(m.state)).toEqual({ winners: [a] });
    const giverLine = m.state.round.result!.find((l) => l.role === "giver")!;
    expect(giverLine).toMatchObject({ points: 2, counted: false });
    expect(m.state.players.find((p) => p.seat === m.giver)!.score).toBe(0);
  });

  it("MATIZ-7 end of round: the round finishes (all points added) and the top score wins", () => {
    const m = new Match(3, { goal: 3, endMode: "endOfRound" }, 8);
    m.clue1("oceano", 0);
    const t = m.target;
    const [a, b] = m.guessers as [number, number];
    m.act(a, { type: "guess", cell: t });
    m.act(b, { type: "guess", cell: atDistance(t, 3) });
    m.act(m.giver, { type: "clue", text: "mar fundo" });
    m.act(b, { type: "guess", cell: atDistance(t, 3, 1) });
    m.act(a, { type: "guess", cell: atDistance(t, 1, 1) });
    expect(m.state.phase).toBe("ended");
    expect(matiz.result(m.state)).toEqual({ winners: [a] });
    expect(m.state.round.result!.every((l) => l.counted)).toBe(true);
  });

  it("MATIZ-7 ties share the win", () => {
    const m = new Match(3, { goal: 2, endMode: "endOfRound", scoring: { exact: 2, ring1: 2, ring2: 1, giverPerClose: 0 } }, 8);
    m.clue1("oceano", 0);
    const t = m.target;
    m.guessAll([t, atDistance(t, 1)]);
    m.act(m.giver, { type: "pass" });
    expect(matiz.result(m.state)!.winners.sort()).toEqual([...m.guessers].sort());
  });

  it("MATIZ-7 close the cycle: play on until everyone has given clues equally", () => {
    const m = new Match(3, { goal: 3, endMode: "closeCycle" }, 8);
    const first = m.giver;
    m.clue1("oceano", 0);
    const t = m.target;
    m.guessAll([t, atDistance(t, 5)]);
    m.act(m.giver, { type: "pass" });
    expect(m.state.reached).toBe(true);
    expect(m.state.phase).toBe("reveal");
    m.expire("reveal");
    expect(m.giver).toBe((first + 1) % 3);
    m.expire("clue");
    expect(m.giver).toBe((first + 2) % 3);
    m.clue1("praia", 0);
    m.guessAll(["A1", "P30"].map((c) => (c === m.target ? "B2" : c)));
    m.act(m.giver, { type: "pass" });
    expect(m.state.phase).toBe("ended");
    expect(matiz.result(m.state)!.winners.length).toBeGreaterThan(0);
  });
});

describe("Matiz clocks", () => {
  it("MATIZ-8 clue 90 s and guess 45 s by default, as absolute deadlines", () => {
    const m = new Match(3);
    expect(matiz.deadlines(m.state)).toEqual([{ kind: "clue", at: m.now + 90_000 }]);
    m.now += 1000;
    m.clue1();
    expect(matiz.deadlines(m.state)).toEqual([{ kind: "guess", at: m.now + 45_000 }]);
    expect(m.view(null).clock).toEqual({ kind: "guess", at: m.now + 45_000 });
  });

  it("MATIZ-8 no limit: no clue or guess deadlines", () => {
    const m = new Match(3, { clueSeconds: null, guessSeconds: null });
    expect(matiz.deadlines(m.state)).toEqual([]);
    m.clue1();
    expect(matiz.deadlines(m.state)).toEqual([]);
  });

  it("MATIZ-8 the round advances as soon as all confirm, before the clock", () => {
    const m = new Match(3);
    m.clue1();
    m.guessAll(["A1", "A2"]);
    expect(m.state.phase).toBe("clue2");
    expect(matiz.deadlines(m.state)[0]!.kind).toBe("clue");
  });

  it("MATIZ-8 deadlines are idempotent: early or stale calls change nothing", () => {
    const m = new Match(3);
    const before = m.state;
    expect(matiz.onDeadline(before, "clue", { now: m.now + 10, rng: m.rng })).toEqual({ ok: true, state: before, events: [] });
    expect(matiz.onDeadline(before, "guess", { now: m.now + 1e9, rng: m.rng })).toEqual({ ok: true, state: before, events: [] });
  });

  it("MATIZ-8 force: a giver without a clue loses the turn", () => {
    const m = new Match(3);
    const g = m.giver;
    const ev = m.expire("clue");
    expect(ev.map((e) => e.type)).toContain("turn_lost_timeout");
    expect(m.giver).not.toBe(g);
    expect(m.state.round.n).toBe(2);
    expect(m.state.players.every((p) => p.score === 0)).toBe(true);
  });

  it("MATIZ-8 force: a selected free cell is confirmed, an occupied one or none is a miss", () => {
    const m = new Match(4);
    m.clue1();
    const [a, b, c] = m.guessers as [number, number, number];
    m.act(a, { type: "select", cell: "G7" });
    m.act(b, { type: "select", cell: "G8" });
    m.act(c, { type: "guess", cell: "G8" }); // b's selection is now taken
    const ev = m.expire("guess");
    expect(m.state.round.markers.map((x) => [x.seat, x.cell])).toEqual([[c, "G8"], [a, "G7"]]);
    expect(ev.filter((e) => e.type === "guess_missed").map((e) => e.params?.seat)).toEqual([b]);
    expect(m.state.phase).toBe("clue2");
  });

  it("MATIZ-8 force: the second clue's timeout is a pass", () => {
    const m = new Match(3);
    m.clue1();
    m.guessAll(["A1", "A2"]);
    m.expire("clue");
    expect(m.state.phase).toBe("reveal");
  });

  it("MATIZ-8 warn: the clock only warns and the game waits", () => {
    const m = new Match(4, { onTimeout: "warn" });
    m.act(m.giver, { type: "pick", index: 0 });
    const ev = m.expire("clue");
    expect(ev.map((e) => e.type)).toEqual(["timeout_warning_clue"]);
    expect(m.state.phase).toBe("clue1");
    expect(m.view(null).overtime).toBe(true);
    expect(matiz.deadlines(m.state)).toEqual([]);
    m.act(m.giver, { type: "clue", text: "oceano" });
    m.act(m.guessers[0]!, { type: "select", cell: "A1" });
    m.expire("guess");
    expect(m.state.round.markers).toEqual([]);
    expect(m.state.phase).toBe("guess1");
  });

  it("MATIZ-8 turns: each turn has its own guess clock; force moves to the next guesser", () => {
    const m = new Match(4, { guessMode: "turns" });
    m.clue1();
    const order = m.guessers;
    m.now += 5000;
    m.expire("guess");
    expect(m.view(null).turn).toBe(order[1]);
    expect(matiz.deadlines(m.state)).toEqual([{ kind: "guess", at: m.now + 45_000 }]);
  });
});

describe("Matiz presence and late join", () => {
  it("MATIZ-9 giver away before clue 1: the clock waits about a minute, then the turn passes", () => {
    const m = new Match(4);
    const g = m.giver;
    m.now += 10_000;
    m.presence(g, "absent");
    expect(matiz.deadlines(m.state)).toEqual([{ kind: "giver_away", at: m.now + 60_000 }]);
    expect(m.view(null).giverAway).toBe(true);
    m.expire("giver_away");
    expect(m.giver).not.toBe(g);
    expect(m.state.phase).toBe("clue1");
  });

  it("MATIZ-9 giver back in time: the clue clock resumes with the time left", () => {
    const m = new Match(4);
    const g = m.giver;
    m.now += 30_000;
    m.presence(g, "absent");
    m.now += 20_000;
    m.presence(g, "present");
    expect(matiz.deadlines(m.state)).toEqual([{ kind: "clue", at: m.now + 60_000 }]);
  });

  it("MATIZ-9 giver away after clue 1: the round goes on without clue 2", () => {
    const m = new Match(4);
    m.clue1();
    m.presence(m.giver, "absent");
    m.guessAll(["A1", "A2", "A3"]);
    expect(m.state.phase).toBe("clue2");
    m.expire("giver_away");
    expect(m.state.phase).toBe("reveal");
    const m2 = new Match(4);
    m2.clue1();
    m2.guessAll(["A1", "A2", "A3"]);
    m2.presence(m2.giver, "absent");
    m2.expire("giver_away");
    expect(m2.state.phase).toBe("reveal");
  });

  it("MATIZ-9 with everyone away the clock waits instead of burning turns; it restarts when someone is back", () => {
    const m = new Match(3);
    const g = m.giver;
    for (const p of m.state.players) m.presence(p.seat, "absent");
    m.expire("giver_away");
    expect(m.giver).toBe(g);
    expect(matiz.deadlines(m.state)).toEqual([]);
    const other = m.state.players.find((p) => p.seat !== g)!.seat;
    m.now += 5000;
    m.presence(other, "present");
    expect(matiz.deadlines(m.state)).toEqual([{ kind: "giver_away", at: m.now + 60_000 }]);
    m.presence(g, "present");
    expect(matiz.deadlines(m.state)).toEqual([{ kind: "clue", at: m.now + 90_000 }]);
  });

  it("MATIZ-9 a giver who abandons: without clue 1 the turn passes at once; with it no clue 2", () => {
    const m = new Match(4);
    const g = m.giver;
    m.presence(g, "abandoned");
    expect(m.giver).not.toBe(g);
    m.clue1();
    m.presence(m.giver, "abandoned");
    m.guessAll(["A1", "A2"]);
    expect(m.state.phase).toBe("reveal");
  });

  it("MATIZ-5 the giver's chat is closed until the reveal", () => {
    const m = new Match(3);
    const g = m.giver;
    expect(matiz.canChat!(m.state, { kind: "seat", seat: g }, "all")).toBe("giver_silenced");
    expect(matiz.canChat!(m.state, { kind: "seat", seat: m.guessers[0]! }, "all")).toBeNull();
    m.clue1();
    expect(matiz.canChat!(m.state, { kind: "seat", seat: g }, "all")).toBe("giver_silenced");
    m.guessAll(["A1", "A2"]);
    m.act(g, { type: "pass" });
    expect(matiz.canChat!(m.state, { kind: "seat", seat: g }, "all")).toBeNull();
  });

  it("MATIZ-10 a late joiner plays from the next round with 0 points, last in the giver queue", () => {
    const m = new Match(3);
    m.clue1();
    const out = matiz.onLateJoin!(m.state, { seat: 3, name: "Duda", choice: null }, m.ctx);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    m.state = out.state;
    expect(m.state.queue.at(-1)).toBe(3);
    expect(m.guessers).not.toContain(3);
    expect(m.refuse(3, { type: "guess", cell: "A1" })).toBe("not_in_round");
    m.guessAll(["A1", "A2"]);
    m.act(m.giver, { type: "pass" });
    m.expire("reveal");
    expect(m.guessers).toContain(3);
    expect(m.state.players.find((p) => p.seat === 3)!.score).toBe(0);
    // the queue reaches the newcomer after everyone who was there before
    const givers = [m.giver];
    for (let i = 0; i < 3; i++) {
      m.expire("clue");
      givers.push(m.giver);
    }
    expect(givers).toContain(3);
    expect(givers.indexOf(3)).toBe(3 - (m.state.queue.indexOf(givers[0]!)));
  });

  it("MATIZ-10 a player who drops and comes back keeps seat and points", () => {
    const m = new Match(3, {}, 8);
    m.clue1("oceano", 0);
    const [a] = m.guessers as [number];
    m.guessAll([m.target, "P30" === m.target ? "P29" : "P30"]);
    m.act(m.giver, { type: "pass" });
    const score = m.state.players.find((p) => p.seat === a)!.score;
    m.presence(a, "absent");
    m.presence(a, "present");
    expect(m.state.players.find((p) => p.seat === a)).toMatchObject({ score, absent: false });
    const again = matiz.onLateJoin!(m.state, { seat: a, name: "Ana", choice: null }, m.ctx);
    expect(again.ok && again.state.players.find((p) => p.seat === a)!.score).toBe(score);
  });

  it("MATIZ-10 absent guessers are not waited for", () => {
    const m = new Match(4);
    m.clue1();
    const [a, b, c] = m.guessers as [number, number, number];
    m.act(a, { type: "guess", cell: "A1" });
    m.act(b, { type: "guess", cell: "A2" });
    m.presence(c, "absent");
    expect(m.state.phase).toBe("clue2");
  });

  it("setup is deterministic from the seed", () => {
    const a = matiz.setup(seatsOf(5), cfg(), { now: 0, rng: Rng.fromSeed(42) });
    const b = matiz.setup(seatsOf(5), cfg(), { now: 0, rng: Rng.fromSeed(42) });
    expect(a).toEqual(b);
  });
});
