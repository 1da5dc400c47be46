import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import type { CasoState } from "../../../shared/games/caso/state";
import { casoWire } from "../../support/wire/caso";
import { hunt, runRooms } from "../../support/wire/suite";
import { ROOMS, ROOM_OPTIONS, expectCleanRooms } from "./budget";

const game = caso as unknown as AnyGame;

describe("Caso over the whole wire (issue 9)", () => {
  it(`CASO-2 CASO-10 CASO-15 CASO-19 ${ROOMS} random rooms (solo, teams, confirmation): no frame carries a solution card, a hand card, a proposal, a note or another team's chat to a socket that may not know it, and permuting them changes no byte another viewer receives`, () => {
    const t = runRooms(casoWire, ROOMS, ROOM_OPTIONS);
    expectCleanRooms(t, ROOMS);
  }, 300_000);

  it("both checks catch the solution added to every view under another key", () => {
    const leaky: AnyGame = { ...game, view: (s, v) => ({ ...(game.view(s, v) as object), case: { ...(s as CasoState).solution } }) };
    const h = hunt(casoWire, leaky, 30);
    console.log(`[fair] caso mutation "solution under another key": raw ${h.raw}, non-interference ${h.ni} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
    expect(h.ni).toBeGreaterThan(0);
  }, 60_000);

  it("both checks catch everyone getting the first card of every hand", () => {
    const leaky: AnyGame = { ...game, view: (s, v) => ({ ...(game.view(s, v) as object), firsts: (s as CasoState).pawns.map((p) => p.hand[0] ?? null) }) };
    const h = hunt(casoWire, leaky, 30);
    console.log(`[fair] caso mutation "first card of every hand to everyone": raw ${h.raw}, non-interference ${h.ni} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
    expect(h.ni).toBeGreaterThan(0);
  }, 60_000);
});
