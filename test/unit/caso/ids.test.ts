import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import type { CasoState } from "../../../shared/games/caso/state";
import { act, edit, newGame, T0, turnOf } from "./helpers";

/** Team 0 = pawn 0 (seats 0, 1), team 1 = pawn 1 (seats 2, 3), collective confirmation on. */
const twoTeams = () => newGame({ teams: [[0, 1], [2, 3]], config: { collectiveConfirmation: true } });

/**
 * Team 1 writes `notes` notes (private and shared, some deleted) and makes and withdraws `proposals`
 * proposals on its turn; then team 0 gets the turn, proposes a spin and writes a private and a
 * shared note. Returns what team 0's seats receive: their views and the events addressed to them.
 */
function run(notes: number, proposals: number): string[] {
  let s = turnOf(twoTeams(), 1, "spin");
  for (let i = 0; i < notes; i++) {
    s = act(s, 2 + (i % 2), { type: "note", text: `theirs ${i}`, shared: i % 3 === 0 }).s;
    if (i % 4 === 1) s = act(s, 3, { type: "deleteNote", id: s.notes.filter((n) => n.author === 3).at(-1)!.id }).s;
  }
  for (let i = 0; i < proposals; i++) {
    s = act(s, 2, { type: "propose", action: { type: "spin" } }).s;
    s = act(s, 2, { type: "withdraw", id: s.proposals[0]!.id }).s;
  }
  // Only what team 1 did differs between runs: drop its traces so the table is otherwise the same.
  s = turnOf(edit(s, (c) => { c.notes = c.notes.filter((n) => n.author < 2); }), 0, "spin");
  const events: GameEvent[] = [];
  for (const [seat, a] of [
    [0, { type: "propose", action: { type: "spin" } }],
    [1, { type: "note", text: "mine", shared: true }],
    [0, { type: "note", text: "private", shared: false }],
  ] as const) {
    const r = act(s, seat, a as never);
    s = r.s;
    events.push(...r.events);
  }
  const toTeam0 = events.filter((e) => e.audience === "all" || e.audience.some((x) => x === 0 || x === 1));
  return [
    JSON.stringify(caso.view(s, { kind: "seat", seat: 0 })),
    JSON.stringify(caso.view(s, { kind: "seat", seat: 1 })),
    JSON.stringify(toTeam0),
  ];
}

describe("proposal and note ids say nothing about other teams (CASO-H6, CASO-H7)", () => {
  it("CASO-2 CASO-14 two matches differing only in how many notes and proposals the other team made give this team byte-identical views and events", () => {
    const base = run(0, 0);
    expect(base[0]).toContain("prop-0-");
    expect(base[0]).toContain("shared-1-1");
    expect(base[0]).toContain("note-0-1");
    for (const [notes, proposals] of [[1, 0], [0, 1], [5, 3], [12, 7]] as const) {
      expect(run(notes, proposals), `${notes} notes, ${proposals} proposals`).toEqual(base);
    }
  });

  it("CASO-14 a teammate's shared notes carry ids that say nothing about how many private notes they wrote (also when a private note is shared later)", () => {
    const seenBy1 = (privateNotes: number): string[] => {
      let s = turnOf(twoTeams(), 0, "spin");
      const events: GameEvent[] = [];
      const run = (a: Parameters<typeof act>[2]) => {
        const r = act(s, 0, a);
        s = r.s;
        events.push(...r.events);
      };
      for (let i = 0; i < privateNotes; i++) {
        run({ type: "note", text: `private ${i}`, shared: false });
        if (i % 2 === 1) run({ type: "deleteNote", id: s.notes.at(-1)!.id });
      }
      run({ type: "note", text: "later shared", shared: false });
      run({ type: "note", id: s.notes.at(-1)!.id, text: "later shared", shared: true });
      run({ type: "note", text: "shared", shared: true });
      const toSeat1 = events.filter((e) => e.audience === "all" || e.audience.includes(1));
      return [JSON.stringify(caso.view(s, { kind: "seat", seat: 1 })), JSON.stringify(toSeat1)];
    };
    const base = seenBy1(0);
    expect(base[0]).toContain("later shared");
    for (const n of [1, 2, 7]) expect(seenBy1(n), `${n} private notes`).toEqual(base);
  });

  it("CASO-14 a snapshot stored with the old shared counter restores and never hands out an id it already holds", () => {
    let s = act(twoTeams(), 0, { type: "note", text: "a", shared: false }).s;
    const old = edit(s, (c) => {
      delete c.ids;
      c.notes = [{ id: "note-0-7", author: 0, text: "old", shared: false }];
      (c as CasoState).nextId = 8;
    });
    s = JSON.parse(JSON.stringify(old)) as CasoState;
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: "note", text: `n${i}`, shared: false }).s;
    const ids = s.notes.map((n) => n.id);
    expect(ids).toEqual(["note-0-7", "note-0-8", "note-0-9", "note-0-10"]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
