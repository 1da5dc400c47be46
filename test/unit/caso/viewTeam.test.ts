import { describe, expect, it } from "vitest";
import { view as buildView } from "../../../shared/games/caso/view";
import { newGame, T0 } from "./helpers";

describe("Caso view: myTeam", () => {
  it("CASO-20 a team member's view names its team (the room opens a team chat); solo and spectators get null", () => {
    const teams = newGame({ teams: [[0, 1], [2, 3]] });
    expect(buildView(teams, { kind: "seat", seat: 0 }).myTeam).toBe(0);
    expect(buildView(teams, { kind: "seat", seat: 3 }).myTeam).toBe(1);
    expect(buildView(teams, { kind: "spectator" }).myTeam).toBeNull();
    const solo = newGame({ seats: 3 });
    expect(buildView(solo, { kind: "seat", seat: 1 }).myTeam).toBeNull();
  });
});
