import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../shared/engine";
import { game as dicas } from "../../../shared/games/dicas";
import { cardById } from "../../../shared/games/dicas/decks";
import type { DicasState } from "../../../shared/games/dicas/state";
import { dicasWire } from "../../support/wire/dicas";
import { hunt, runRooms } from "../../support/wire/suite";
import { ROOMS, ROOM_OPTIONS, expectCleanRooms } from "./budget";

const game = dicas as unknown as AnyGame;

describe("20 Dicas over the whole wire (issue 9)", () => {
  it(`DICAS-2 DICAS-7 ${ROOMS} random rooms: no frame carries the card, its answer (any case, no accents) or an unrevealed clue to a socket that may not know it, and permuting them changes no byte another viewer receives`, () => {
    const t = runRooms(dicasWire, ROOMS, ROOM_OPTIONS);
    expectCleanRooms(t, ROOMS);
  }, 300_000);

  it("both checks catch the answer, lower-cased, added to every view", () => {
    const leaky: AnyGame = {
      ...game,
      view: (s, v) => {
        const st = s as DicasState;
        return { ...(game.view(s, v) as object), hint: st.cardId ? cardById(st.cardId).answer.toLowerCase() : null };
      },
    };
    const h = hunt(dicasWire, leaky, 30);
    console.log(`[fair] dicas mutation "answer lower-cased in every view": raw ${h.raw}, non-interference ${h.ni} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
    expect(h.ni).toBeGreaterThan(0);
  }, 60_000);
});
