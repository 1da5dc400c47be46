/** The client's sender: actions carry the view's revision and go through a proposal when the team must confirm. */
import { describe, expect, it } from "vitest";
import { view as buildView } from "../../../shared/games/caso/view";
import { gameSender } from "../../../web/games/caso/util";
import { newGame, T0 } from "./helpers";

describe("Caso client sender", () => {
  it("CASO-1 with collective confirmation a member's action is sent as a proposal carrying the revision", () => {
    const s = newGame({ teams: [[0, 1], [2]], config: { collectiveConfirmation: true } });
    const view = buildView(s, { kind: "seat", seat: 0 });
    expect(view.me?.mustPropose).toBe(true);
    const sent: unknown[] = [];
    gameSender(view, (a) => sent.push(a))({ type: "spin" });
    expect(sent).toEqual([{ type: "propose", action: { type: "spin", rev: view.rev }, rev: view.rev }]);
  });

  it("CASO-1 without confirmation (and solo) the action goes straight, carrying the revision", () => {
    const s = newGame({ seats: 2 });
    const view = buildView(s, { kind: "seat", seat: 1 });
    const sent: unknown[] = [];
    gameSender(view, (a) => sent.push(a))({ type: "endTurn" });
    expect(sent).toEqual([{ type: "endTurn", rev: view.rev }]);
  });
});
