/** The client's sender: actions go through a proposal when the team must confirm; the revision is the room store's (PLAT-G4), not the game's. */
import { describe, expect, it } from "vitest";
import { view as buildView } from "../../../shared/games/caso/view";
import { gameSender } from "../../../web/games/caso/util";
import { newGame, T0 } from "./helpers";

describe("Caso client sender", () => {
  it("CASO-1 with collective confirmation a member's action is sent as a proposal, with no revision of its own", () => {
    const s = newGame({ teams: [[0, 1], [2]], config: { collectiveConfirmation: true } });
    const view = buildView(s, { kind: "seat", seat: 0 });
    expect(view.me?.mustPropose).toBe(true);
    const sent: unknown[] = [];
    gameSender(view, (a) => sent.push(a))({ type: "spin" });
    expect(sent).toEqual([{ type: "propose", action: { type: "spin" } }]);
  });

  it("CASO-1 without confirmation (and solo) the action goes straight, with no revision of its own", () => {
    const s = newGame({ seats: 2 });
    const view = buildView(s, { kind: "seat", seat: 1 });
    const sent: unknown[] = [];
    gameSender(view, (a) => sent.push(a))({ type: "endTurn" });
    expect(sent).toEqual([{ type: "endTurn" }]);
  });
});
