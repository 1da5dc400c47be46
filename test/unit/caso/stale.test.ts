/**
 * CASO-2 with PLAT-G4: Caso has no stale-revision rule of its own. A teammate's tap made on the
 * table before the other member acted is the room's: refused by the game, it is answered with the
 * current view (not an error) and applied nowhere; the same tap on the current view is the game's
 * error. Played through the pure room core with the real game.
 */
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "../../../shared/protocol";
import { defaultConfig } from "../../../shared/games/caso/config";
import type { CasoState } from "../../../shared/games/caso/state";
import { CoreDriver } from "../../support/coreDriver";

/** Caso with teams and no collective confirmation: two members on each team. */
function casoTeams() {
  const d = new CoreDriver({ gameId: "caso", seed: new Uint8Array(32).fill(7) });
  const sockets = ["Ana", "Bruno", "Caio", "Duda"].map((name, i) => {
    const s = d.connect();
    d.send(s, { type: "hello", v: PROTOCOL_VERSION, token: `caso-stale-token-${i}`.padEnd(20, "x"), name, role: "player" });
    return s;
  });
  d.send(sockets[0]!, { type: "config", config: { ...defaultConfig, teams: true, collectiveConfirmation: false } });
  sockets.forEach((s, i) => d.send(s, { type: "choose", choice: { team: i < 2 ? 0 : 1 } }));
  d.send(sockets[0]!, { type: "start" });
  const state = d.state() as CasoState;
  const members = state.pawns[state.turn!.pawn]!.members;
  const bySeat = (seat: number) => sockets.find((s) => d.attachment(s)?.seat === seat)!;
  return { d, first: bySeat(members[0]!), second: bySeat(members[1]!) };
}
const lastView = (frames: { type: string; [k: string]: unknown }[]) => frames.filter((f) => f.type === "view").at(-1) as unknown as { rev: number; view: unknown };

describe("CASO-2 an action made on an older view is the room's (PLAT-G4)", () => {
  it("CASO-2 a teammate's spin on the old table gets the current view, not an error, and the turn is spun once", () => {
    const { d, first, second } = casoTeams();
    const old = lastView(d.drainParsed(second)).rev;
    d.send(first, { type: "act", action: { type: "spin" }, id: "a1", rev: lastView(d.drainParsed(first)).rev });
    expect(d.drainParsed(first).filter((f) => f.type === "ack" || f.type === "error")).toEqual([{ type: "ack", id: "a1" }]);
    const spun = d.state() as CasoState;
    expect(spun.turn!.phase).not.toBe("spin");
    const current = lastView(d.drainParsed(second));
    expect(current.rev).toBeGreaterThan(old);

    d.send(second, { type: "act", action: { type: "spin" }, id: "b1", rev: old });
    const frames = d.drainParsed(second);
    expect(frames.map((f) => f.type)).toEqual(["view"]);
    expect(frames[0]).toMatchObject({ rev: current.rev, view: current.view });
    expect(d.state()).toEqual(spun);

    // The same tap on the current view is the game's refusal, as before.
    d.send(second, { type: "act", action: { type: "spin" }, id: "b2", rev: current.rev });
    expect(d.drainParsed(second)).toEqual([{ type: "error", code: "wrong_phase" }]);
    expect(d.state()).toEqual(spun);
  });
});
