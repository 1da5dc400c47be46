import { describe, expect, it } from "vitest";
import { caso } from "../../../shared/games/caso";
import { newGame, T0 } from "./helpers";

describe("Caso view: myTeam", () => {
  it("CASO-20 a team member's view names its team (the room opens a team chat); solo and spectators get null", () => {
    const teams = newGame({ teams: [[0, 1], [2, 3]] });
    expect(caso.view(teams, { kind: "seat", seat: 0 }, T0).myTeam).toBe(0);
    expect(caso.view(teams, { kind: "seat", seat: 3 }, T0).myTeam).toBe(1);
    expect(caso.view(teams, { kind: "spectator" }, T0).myTeam).toBeNull();
    const solo = newGame({ seats: 3 });
    expect(caso.view(solo, { kind: "seat", seat: 1 }, T0).myTeam).toBeNull();
  });
});
