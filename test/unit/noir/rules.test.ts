import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as noir } from "../../../shared/games/noir";
import { arrestTargets, killTargets, legalActions, legalShifts } from "../../../shared/games/noir/actions";
import { collapse, shiftGrid } from "../../../shared/games/noir/grid";
import { resolveRoles } from "../../../shared/games/noir/setup";
import { configSchema, defaultConfig } from "../../../shared/games/noir/config";
import { SUSPECT_IDS } from "../../../shared/games/noir/suspects";
import { view } from "../../../shared/games/noir/view";
import { act, cellOf, fixture, grid, INSPECTOR_SEAT as I, KILLER_SEAT as K, knowledgeOf, LAYOUT, must, seatInfos, newGame } from "./fixtures";

const rejected = (out: ReturnType<typeof act>) => (out.ok ? "accepted" : out.code);

describe("Noir rules", () => {
  it("NOIR-1 the Killer starts with a random identity drawn from the evidence deck", () => {
    const s = newGame();
    expect(s.phase).toBe("killerFirstKill");
    expect(s.toMove).toBe("killer");
    expect(s.deck.map((c) => c.suspect)).not.toContain(s.killerCard.suspect);
    expect(s.hand.map((c) => c.suspect)).not.toContain(s.killerCard.suspect);
    const identities = new Set(Array.from({ length: 30 }, (_, seed) => newGame({}, seed).killerCard.suspect));
    expect(identities.size).toBeGreaterThan(5);
  });

  it("NOIR-1 the Killer's first turn must be a kill of one of its 8 neighbours", () => {
    const s = fixture({ phase: "killerFirstKill", inspector: null, hand: ["bruno", "celso", "dora", "elias"] });
    expect(rejected(act(s, K, { type: "shift", axis: "row", index: 0, dir: 1 }))).toBe("must_kill_first");
    expect(rejected(act(s, K, { type: "disguise" }))).toBe("must_kill_first");
    expect(rejected(act(s, K, { type: "kill", suspect: "adela" }))).toBe("not_adjacent");
    expect(rejected(act(s, K, { type: "kill", suspect: "mateo" }))).toBe("cannot_kill_self");
    expect(rejected(act(s, K, { type: "arrest", suspect: "mateo" }))).toBe("wrong_role");
    expect(rejected(act(s, I, { type: "shift", axis: "row", index: 0, dir: 1 }))).toBe("not_your_turn");
    const kills = legalActions(knowledgeOf(s, K));
    expect(kills.every((a) => a.type === "kill")).toBe(true);
    expect(kills.map((a) => (a.type === "kill" ? a.suspect : "")).sort()).toEqual(
      ["gael", "hilda", "igor", "lucia", "nadia", "quincy", "rosa", "sancho"].sort(),
    );
    const out = must(s, K, { type: "kill", suspect: "sancho" }); // a diagonal neighbour
    expect(cellOf(out.state, "sancho")!.dead).toBe(true);
    expect(out.state.phase).toBe("inspectorPickIdentity");
    expect(out.state.toMove).toBe("inspector");
  });

  it("NOIR-1 a corner Killer has only its 3 neighbours to kill", () => {
    const s = fixture({ killer: "yuri", inspector: "adela" });
    expect(killTargets(s.grid, "yuri").sort()).toEqual(["sancho", "tamsin", "ximena"]);
  });

  it("NOIR-2 the Inspector draws four cards and picks a living one as identity, keeping three", () => {
    const s = newGame({}, 3);
    expect(s.hand).toHaveLength(4);
    expect(new Set(s.hand.map((c) => c.suspect)).size).toBe(4);
    expect(s.deck).toHaveLength(20);
    const f = fixture({ phase: "inspectorPickIdentity", toMove: "inspector", inspector: null, hand: ["bruno", "celso", "dora", "hilda"], dead: ["hilda"] });
    expect(rejected(act(f, I, { type: "pickIdentity", suspect: "yuri" }))).toBe("not_in_hand");
    expect(rejected(act(f, I, { type: "pickIdentity", suspect: "hilda" }))).toBe("suspect_dead");
    expect(rejected(act(f, I, { type: "shift", axis: "row", index: 0, dir: 1 }))).toBe("must_pick_identity");
    const out = must(f, I, { type: "pickIdentity", suspect: "celso" });
    expect(out.state.inspectorCard?.suspect).toBe("celso");
    expect(out.state.hand.map((c) => c.suspect)).toEqual(["bruno", "dora", "hilda"]);
    expect(out.state.phase).toBe("play");
    expect(out.state.toMove).toBe("killer");
    // The choice is told to the Inspector alone.
    expect(out.events.find((e) => e.type === "identityChosenYou")?.audience).toEqual([I]);
    expect(JSON.stringify(out.events.filter((e) => e.audience === "all"))).not.toContain("Celso");
  });

  it("NOIR-3 each side has its own three actions (plus shifting) and only on its turn", () => {
    const s = fixture();
    expect(rejected(act(s, K, { type: "arrest", suspect: "gael" }))).toBe("wrong_role");
    expect(rejected(act(s, K, { type: "exonerate" }))).toBe("wrong_role");
    expect(rejected(act(s, I, { type: "shift", axis: "row", index: 0, dir: 1 }))).toBe("not_your_turn");
    const ki = new Set(legalActions(knowledgeOf(s, K)).map((a) => a.type));
    expect([...ki].sort()).toEqual(["disguise", "kill", "shift"]);
    expect(legalActions(knowledgeOf(s, I))).toEqual([]);
    const i = fixture({ toMove: "inspector" });
    expect(rejected(act(i, I, { type: "kill", suspect: "bruno" }))).toBe("wrong_role");
    expect(rejected(act(i, I, { type: "disguise" }))).toBe("wrong_role");
    expect([...new Set(legalActions(knowledgeOf(i, I)).map((a) => a.type))].sort()).toEqual(["arrest", "exonerate", "shift"]);
    expect(rejected(act(i, 7, { type: "shift", axis: "row", index: 0, dir: 1 }))).toBe("not_a_player");
  });

  it("NOIR-4 a row shift moves every card one step and wraps the one that falls off", () => {
    const s = fixture();
    const right = must(s, K, { type: "shift", axis: "row", index: 0, dir: 1 }).state;
    expect(grid(right)[0]).toEqual(["elias", "adela", "bruno", "celso", "dora"]);
    expect(grid(right).slice(1)).toEqual(LAYOUT.slice(1));
    const left = shiftGrid(s.grid, { axis: "row", index: 4, dir: -1 });
    expect(left[4]!.map((c) => c.suspect)).toEqual(["vera", "walter", "ximena", "yuri", "ulisses"]);
  });

  it("NOIR-4 a column shift wraps vertically", () => {
    const s = fixture();
    const up = must(s, K, { type: "shift", axis: "col", index: 2, dir: -1 }).state;
    expect(grid(up).map((r) => r[2])).toEqual(["hilda", "mateo", "rosa", "walter", "celso"]);
    const down = shiftGrid(s.grid, { axis: "col", index: 0, dir: 1 });
    expect(down.map((r) => r[0]!.suspect)).toEqual(["ulisses", "adela", "fausta", "kasimir", "paloma"]);
  });

  it("NOIR-4 the shift that undoes the opponent's previous shift is forbidden, with a reason", () => {
    const s = must(fixture(), K, { type: "shift", axis: "row", index: 2, dir: 1 }).state;
    expect(rejected(act(s, I, { type: "shift", axis: "row", index: 2, dir: -1 }))).toBe("undo_shift_forbidden");
    expect(legalShifts(s.grid, s.lastShift)).toHaveLength(19);
    expect(act(s, I, { type: "shift", axis: "row", index: 2, dir: 1 }).ok).toBe(true);
    expect(act(s, I, { type: "shift", axis: "col", index: 2, dir: -1 }).ok).toBe(true);
    // After a turn that is not a shift the restriction is gone.
    const after = must(must(s, I, { type: "arrest", suspect: "adela" }).state, K, { type: "shift", axis: "col", index: 0, dir: 1 }).state;
    expect(after.lastShift).toEqual({ axis: "col", index: 0, dir: 1 });
    const back = must(after, I, { type: "arrest", suspect: "adela" }).state;
    expect(back.lastShift).toBeNull();
    expect(act(back, K, { type: "shift", axis: "col", index: 0, dir: -1 }).ok).toBe(true);
  });

  it("NOIR-4 lines of a single card cannot shift", () => {
    const g = [[{ suspect: "adela" as const, dead: false, innocent: false }, { suspect: "bruno" as const, dead: false, innocent: false }]];
    expect(legalShifts(g, null)).toEqual([
      { axis: "row", index: 0, dir: -1 },
      { axis: "row", index: 0, dir: 1 },
    ]);
  });

  it("NOIR-5 a kill flips the suspect to deceased and the game goes on", () => {
    const out = must(fixture(), K, { type: "kill", suspect: "hilda" });
    expect(cellOf(out.state, "hilda")!.dead).toBe(true);
    expect(out.state.deceased).toBe(1);
    expect(out.state.result).toBeNull();
    expect(out.state.toMove).toBe("inspector");
    expect(rejected(act(out.state, K, { type: "kill", suspect: "gael" }))).toBe("not_your_turn");
    const again = fixture({ dead: ["hilda"] });
    expect(rejected(act(again, K, { type: "kill", suspect: "hilda" }))).toBe("suspect_dead");
  });

  it("NOIR-5 killing the Inspector's identity reveals it and the Killer wins", () => {
    const s = fixture({ inspector: "gael" });
    const out = must(s, K, { type: "kill", suspect: "gael" });
    expect(out.state.result).toEqual({ winner: "killer", reason: "killedInspector" });
    expect(noir.result(out.state)).toEqual({ winners: [K] });
    expect(out.events.map((e) => e.type)).toContain("killedInspector");
    const spectator = view(out.state, { kind: "spectator" });
    expect(spectator.result).toEqual({ winner: "killer", reason: "killedInspector", killer: "mateo", inspector: "gael" });
    expect(rejected(act(out.state, I, { type: "arrest", suspect: "gael" }))).toBe("game_over");
  });

  it("NOIR-5 the Killer wins on reaching the kill target (16 by default)", () => {
    expect(defaultConfig.killTarget).toBe(16);
    const dead = ["adela", "bruno", "celso", "dora", "elias", "fausta", "jade", "kasimir", "otto", "paloma", "tamsin", "ulisses", "vera", "walter", "ximena"] as const;
    const s = fixture({ inspector: "yuri", hand: ["igor", "nadia", "rosa"], dead: [...dead] });
    expect(s.kills).toBe(15);
    const out = must(s, K, { type: "kill", suspect: "gael" });
    expect(out.state.kills).toBe(16);
    expect(out.state.result).toEqual({ winner: "killer", reason: "killTarget" });
    const lower = must(fixture({ config: { killTarget: 3 }, dead: ["adela", "bruno"] }), K, { type: "kill", suspect: "gael" });
    expect(lower.state.result?.reason).toBe("killTarget");
  });

  it("NOIR-5 a disguise death counts towards the target unless the host turns that off", () => {
    const on = must(fixture({ deck: ["yuri"] }), K, { type: "disguise" }).state;
    expect(on.kills).toBe(1);
    const off = must(fixture({ deck: ["yuri"], config: { disguiseDeathsCount: false } }), K, { type: "disguise" }).state;
    expect(off.kills).toBe(0);
    expect(off.deceased).toBe(1);
  });

  it("NOIR-6 arresting the Killer wins; a wrong arrest is answered 'no' and play goes on", () => {
    const s = fixture({ inspector: "gael", toMove: "inspector" });
    expect(arrestTargets(s.grid, "gael").sort()).toEqual(["adela", "bruno", "celso", "fausta", "gael", "hilda", "kasimir", "lucia", "mateo"]);
    const miss = must(s, I, { type: "arrest", suspect: "lucia" });
    expect(miss.events.map((e) => e.type)).toEqual(["arrestMiss"]);
    expect(miss.state.result).toBeNull();
    expect(miss.state.toMove).toBe("killer");
    const hit = must(s, I, { type: "arrest", suspect: "mateo" });
    expect(hit.state.result).toEqual({ winner: "inspector", reason: "arrest" });
    expect(noir.result(hit.state)).toEqual({ winners: [I] });
    expect(rejected(act(s, I, { type: "arrest", suspect: "yuri" }))).toBe("not_adjacent");
    expect(must(s, I, { type: "arrest", suspect: "gael" }).events[0]!.type).toBe("arrestMiss"); // arresting oneself
    expect(rejected(act(fixture({ inspector: "gael", toMove: "inspector", dead: ["bruno"] }), I, { type: "arrest", suspect: "bruno" }))).toBe("suspect_dead");
  });

  it("NOIR-7 a disguise onto a living suspect flips the old identity and takes the drawn card", () => {
    const s = fixture({ deck: ["yuri", "otto"] });
    const out = must(s, K, { type: "disguise" });
    expect(out.state.killerCard.suspect).toBe("yuri");
    expect(cellOf(out.state, "mateo")!.dead).toBe(true);
    expect(out.state.deck.map((c) => c.suspect)).toEqual(["otto"]);
    expect(out.state.discards).toEqual([{ suspect: "mateo", reason: "oldIdentity" }]);
    const pub = out.events.filter((e) => e.audience === "all");
    expect(pub.map((e) => e.type)).toEqual(["disguised"]);
    expect(JSON.stringify(pub)).not.toContain("Yuri");
    expect(out.events.find((e) => e.type === "disguisedYou")).toMatchObject({ audience: [K], params: { suspect: "Yuri" } });
    expect(view(out.state, { kind: "seat", seat: K }).me?.identity).toBe("yuri");
    expect(JSON.stringify(view(out.state, { kind: "seat", seat: I }))).not.toContain("yuri#");
  });

  it("NOIR-7 a disguise onto a deceased suspect discards it face up and keeps the identity", () => {
    const s = fixture({ deck: ["yuri", "otto"], dead: ["yuri"] });
    const out = must(s, K, { type: "disguise" });
    expect(out.state.killerCard.suspect).toBe("mateo");
    expect(out.state.discards).toEqual([{ suspect: "yuri", reason: "disguiseDead" }]);
    expect(out.state.deceased).toBe(1);
    expect(out.events.map((e) => e.type)).toEqual(["disguiseFailed"]);
    expect(out.state.toMove).toBe("inspector");
  });

  it("NOIR-8 exonerating draws one card, then one card of four is discarded face up", () => {
    const s = fixture({ toMove: "inspector", deck: ["yuri", "otto"] });
    const drawn = must(s, I, { type: "exonerate" });
    expect(drawn.state.phase).toBe("inspectorDiscard");
    expect(drawn.state.hand.map((c) => c.suspect)).toEqual(["bruno", "celso", "dora", "yuri"]);
    expect(drawn.events.find((e) => e.type === "drewYou")?.audience).toEqual([I]);
    expect(rejected(act(drawn.state, I, { type: "arrest", suspect: "adela" }))).toBe("must_discard");
    expect(rejected(act(drawn.state, I, { type: "discard", suspect: "mateo" }))).toBe("not_in_hand");
    const done = must(drawn.state, I, { type: "discard", suspect: "yuri" }); // the card just drawn may go too
    expect(done.state.hand).toHaveLength(3);
    expect(done.state.discards).toEqual([{ suspect: "yuri", reason: "exonerated" }]);
    expect(done.state.phase).toBe("play");
    expect(done.state.toMove).toBe("killer");
    expect(done.state.deck).toHaveLength(1);
  });

  it("NOIR-9 with an empty deck there is no disguise and no exonerate", () => {
    const k = fixture({ deck: [] });
    expect(rejected(act(k, K, { type: "disguise" }))).toBe("deck_empty");
    expect(legalActions(knowledgeOf(k, K)).some((a) => a.type === "disguise")).toBe(false);
    const i = fixture({ deck: [], toMove: "inspector" });
    expect(rejected(act(i, I, { type: "exonerate" }))).toBe("deck_empty");
    expect(legalActions(knowledgeOf(i, I)).some((a) => a.type === "exonerate")).toBe(false);
  });

  it("NOIR-9 a fully deceased row is removed and the grid shrinks", () => {
    const s = fixture({ killer: "igor", inspector: "yuri", hand: ["hilda", "nadia", "rosa"], dead: ["adela", "bruno", "celso", "elias"] });
    const out = must(s, K, { type: "kill", suspect: "dora" }).state;
    expect(out.grid).toHaveLength(4);
    expect(grid(out)[0]).toEqual(LAYOUT[1]);
    expect(out.removed).toEqual(["adela", "bruno", "celso", "dora", "elias"]);
    expect(out.log.map((l) => l.type)).toContain("collapseRow");
  });

  it("NOIR-9 a fully deceased column is removed, and removals cascade", () => {
    const col = fixture({ killer: "gael", inspector: "yuri", hand: ["igor", "nadia", "rosa"], dead: ["adela", "kasimir", "paloma", "ulisses"] });
    const out = must(col, K, { type: "kill", suspect: "fausta" }).state;
    expect(out.grid.every((r) => r.length === 4)).toBe(true);
    expect(out.removed.sort()).toEqual(["adela", "fausta", "kasimir", "paloma", "ulisses"]);
    // Removing row 0 leaves column 0 all dead: both go.
    const g = LAYOUT.map((row, r) => row.map((suspect, c) => ({ suspect, dead: r === 0 || c === 0, innocent: false })));
    const res = collapse(g);
    expect(res.removed.map((l) => l.axis)).toEqual(["row", "col"]);
    expect(res.grid).toHaveLength(4);
    expect(res.grid[0]).toHaveLength(4);
  });

  it("NOIR-10 standard mode: the exonerated innocent lies face up and the Killer's answer comes from the server", () => {
    const base = { toMove: "inspector" as const, deck: ["yuri"] as ["yuri"] };
    const near = must(must(fixture({ ...base, hand: ["bruno", "celso", "hilda"] }), I, { type: "exonerate" }).state, I, { type: "discard", suspect: "hilda" });
    expect(cellOf(near.state, "hilda")!.innocent).toBe(true);
    expect(near.events.map((e) => e.type)).toEqual(["exonerated", "canvassKillerYes"]); // mateo is diagonal to hilda
    const far = must(must(fixture(base), I, { type: "exonerate" }).state, I, { type: "discard", suspect: "bruno" });
    expect(far.events.map((e) => e.type)).toEqual(["exonerated", "canvassKillerNo"]);
    // A dead exonerated suspect gets no innocent card but is still canvassed.
    const dead = must(must(fixture({ ...base, dead: ["hilda"], hand: ["bruno", "celso", "hilda"] }), I, { type: "exonerate" }).state, I, { type: "discard", suspect: "hilda" });
    expect(cellOf(dead.state, "hilda")!.innocent).toBe(false);
    expect(dead.events.map((e) => e.type)).toEqual(["exonerated", "canvassKillerYes"]);
  });

  it("NOIR-10 classic mode: no innocent on the grid and no canvass", () => {
    const s = fixture({ mode: "classic", toMove: "inspector", hand: ["bruno", "celso", "hilda"] });
    const out = must(must(s, I, { type: "exonerate" }).state, I, { type: "discard", suspect: "hilda" });
    expect(cellOf(out.state, "hilda")!.innocent).toBe(false);
    expect(out.events.map((e) => e.type)).toEqual(["exonerated"]);
  });

  it("NOIR-10 killing a suspect marked innocent makes the Inspector's true answer public", () => {
    const yes = must(fixture({ inspector: "bruno", hand: ["celso", "dora", "elias"], innocent: ["gael"] }), K, { type: "kill", suspect: "gael" });
    expect(yes.events.map((e) => e.type)).toEqual(["killed", "canvassInspectorYes"]);
    const no = must(fixture({ inspector: "yuri", hand: ["celso", "dora", "elias"], innocent: ["gael"] }), K, { type: "kill", suspect: "gael" });
    expect(no.events.map((e) => e.type)).toEqual(["killed", "canvassInspectorNo"]);
    const plain = must(fixture({ inspector: "bruno", hand: ["celso", "dora", "elias"] }), K, { type: "kill", suspect: "gael" });
    expect(plain.events.map((e) => e.type)).toEqual(["killed"]);
  });

  it("NOIR-11 citizen's arrest: discard without drawing, arrest next to the exonerated suspect, hand shrinks", () => {
    const s = fixture({ mode: "citizen", toMove: "inspector", hand: ["bruno", "rosa", "dora"] });
    expect(rejected(act(s, I, { type: "citizenArrest", discard: "rosa", suspect: "yuri" }))).toBe("not_adjacent");
    const miss = must(s, I, { type: "citizenArrest", discard: "rosa", suspect: "lucia" });
    expect(miss.state.hand.map((c) => c.suspect)).toEqual(["bruno", "dora"]);
    expect(miss.state.deck).toHaveLength(s.deck.length);
    expect(miss.state.citizenArrestsUsed).toBe(1);
    expect(cellOf(miss.state, "rosa")!.innocent).toBe(true);
    expect(miss.events.map((e) => e.type)).toEqual(["citizenArrestMiss"]);
    const hit = must(s, I, { type: "citizenArrest", discard: "rosa", suspect: "mateo" });
    expect(hit.state.result).toEqual({ winner: "inspector", reason: "citizenArrest" });
    // Even when the exonerated suspect is already dead.
    const dead = must(fixture({ mode: "citizen", toMove: "inspector", hand: ["bruno", "rosa", "dora"], dead: ["rosa"] }), I, { type: "citizenArrest", discard: "rosa", suspect: "mateo" });
    expect(dead.state.result?.winner).toBe("inspector");
    expect(rejected(act(fixture({ toMove: "inspector", hand: ["bruno", "rosa", "dora"] }), I, { type: "citizenArrest", discard: "rosa", suspect: "mateo" }))).toBe("not_citizen_mode");
  });

  it("NOIR-11 at most three citizen's arrests a game", () => {
    let s = fixture({ mode: "citizen", toMove: "inspector", hand: ["hilda", "rosa", "lucia"] });
    const nextTo = { hilda: "nadia", rosa: "nadia", lucia: "quincy" } as const;
    for (const d of ["hilda", "rosa", "lucia"] as const) {
      s = must(s, I, { type: "citizenArrest", discard: d, suspect: nextTo[d] }).state;
      s = must(s, K, { type: "shift", axis: "row", index: 4, dir: 1 }).state;
      s.lastShift = null;
    }
    expect(s.hand).toHaveLength(0);
    expect(s.citizenArrestsUsed).toBe(3);
    s = must(must(s, I, { type: "exonerate" }).state, I, { type: "discard", suspect: s.deck[0]!.suspect }).state;
    s = must(s, K, { type: "shift", axis: "row", index: 4, dir: 1 }).state;
    s = must(s, I, { type: "exonerate" }).state;
    expect(s.hand).toHaveLength(1);
    const top = s.hand[0]!.suspect;
    s = must(s, I, { type: "discard", suspect: top }).state;
    s = must(s, K, { type: "shift", axis: "row", index: 4, dir: 1 }).state;
    s.hand = [{ id: "gael#fixture", suspect: "gael" }];
    expect(rejected(act(s, I, { type: "citizenArrest", discard: "gael", suspect: "bruno" }))).toBe("no_citizen_arrests_left");
  });

  it("NOIR-12 the host picks the mode and kill target; exactly two seats", () => {
    expect(noir.seats(defaultConfig)).toEqual({ min: 2, max: 2 });
    for (const mode of ["classic", "standard", "citizen"]) expect(configSchema.safeParse({ ...defaultConfig, mode }).success).toBe(true);
    expect(configSchema.safeParse({ ...defaultConfig, mode: "chaos" }).success).toBe(false);
    expect(configSchema.safeParse({ ...defaultConfig, killTarget: 30 }).success).toBe(false);
    expect(newGame({ mode: "classic", killTarget: 9 }).config).toMatchObject({ mode: "classic", killTarget: 9 });
  });

  it("NOIR-12 roles: a lobby pick is honoured, a taken role is refused, unset roles are a coin flip, swapRoles swaps", () => {
    const rng = () => Rng.fromSeed(5);
    expect(resolveRoles(seatInfos({ role: "inspector" }, null), defaultConfig, rng())).toEqual({ killer: 1, inspector: 0 });
    expect(resolveRoles(seatInfos(null, { role: "inspector" }), defaultConfig, rng())).toEqual({ killer: 0, inspector: 1 });
    expect(resolveRoles(seatInfos({ role: "killer" }, null), { ...defaultConfig, swapRoles: true }, rng())).toEqual({ killer: 1, inspector: 0 });
    const flips = new Set(Array.from({ length: 20 }, (_, i) => resolveRoles(seatInfos(null, null), defaultConfig, Rng.fromSeed(i)).killer));
    expect(flips).toEqual(new Set([0, 1]));
    const choices = new Map<number, unknown>([[0, { role: "killer" }]]);
    expect(noir.checkChoice!(defaultConfig, choices, 1, { role: "killer" })).toBe("role_taken");
    expect(noir.checkChoice!(defaultConfig, choices, 1, { role: "inspector" })).toBeNull();
    expect(noir.checkChoice!(defaultConfig, choices, 0, { role: "inspector" })).toBeNull();
    expect(noir.checkChoice!(defaultConfig, choices, 1, null)).toBeNull();
  });

  it("NOIR-12 spectators see the table but no identity, hand or deck", () => {
    const s = fixture();
    const v = view(s, { kind: "spectator" });
    expect(v.me).toBeNull();
    expect(v.deckCount).toBe(s.deck.length);
    expect(v.handSize).toBe(3);
    const text = JSON.stringify(v);
    for (const c of [s.killerCard, s.inspectorCard!, ...s.hand, ...s.deck]) expect(text).not.toContain(c.id);
  });

  it("NOIR-12 a seat that abandons forfeits", () => {
    const out = noir.onPresence!(fixture(), K, "abandoned", { now: 0, rng: Rng.fromSeed(1) });
    expect(out.ok && out.state.result).toEqual({ winner: "inspector", reason: "forfeit" });
    const absent = noir.onPresence!(fixture(), K, "absent", { now: 0, rng: Rng.fromSeed(1) });
    expect(absent.ok && absent.state.result).toBeNull();
  });

  it("every suspect has a distinct id and name", () => {
    expect(new Set(SUSPECT_IDS).size).toBe(25);
  });
});
