import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../shared/engine";
import { game as matiz, type MatizState } from "../../../shared/games/matiz";
import { targetCell } from "../../../shared/games/matiz/rounds";
import { matizWire } from "../../support/wire/matiz";
import { hunt, runRooms } from "../../support/wire/suite";
import { ROOMS, ROOM_OPTIONS, expectCleanRooms } from "./budget";

const game = matiz as unknown as AnyGame;

describe("Matiz over the whole wire (issue 9)", () => {
  it(`MATIZ-2 MATIZ-4 MATIZ-5 ${ROOMS} random rooms: no frame carries a candidate, the target, a hidden marker or a selection to a socket that may not know it, and permuting them changes no byte another viewer receives`, () => {
    const t = runRooms(matizWire, ROOMS, ROOM_OPTIONS);
    expectCleanRooms(t, ROOMS);
  }, 300_000);

  it("both checks catch the target cell (no hex) added to every view", () => {
    const leaky: AnyGame = { ...game, view: (s, v) => ({ ...(game.view(s, v) as object), aim: targetCell(s as MatizState) }) };
    const h = hunt(matizWire, leaky, 30);
    console.log(`[fair] matiz mutation "target cell in every view": raw ${h.raw}, non-interference ${h.ni} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
    expect(h.ni).toBeGreaterThan(0);
  }, 60_000);
});
