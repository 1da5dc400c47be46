import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import { seatsFor } from "./helpers";

const teamsCfg = { ...caso.defaultConfig, teams: true };

describe("lobby: teams and characters (CASO-G2, CASO-1)", () => {
  it("CASO-1 seats pick a team in the lobby; each team shares one pawn and one hand", () => {
    const s = caso.setup(seatsFor([[0, 1, 2], [3]]), teamsCfg, { now: 0, rng: Rng.fromSeed(2) });
    expect(s.pawns.map((p) => p.members)).toEqual([[0, 1, 2], [3]]);
    expect(s.pawns.map((p) => p.hand.length)).toEqual([9, 9]);
    const v0 = caso.view(s, { kind: "seat", seat: 0 }) as { hand: string[] };
    const v2 = caso.view(s, { kind: "seat", seat: 2 }) as { hand: string[] };
    expect(v2.hand).toEqual(v0.hand);
    expect(caso.seats(teamsCfg)).toEqual({ min: 2, max: 24 });
    expect(caso.seats(caso.defaultConfig)).toEqual({ min: 2, max: 6 });
  });

  it("CASO-1 team choices: at most 4 members, every seat on a team, 2–6 teams, one character per team", () => {
    const four = new Map<number, unknown>([0, 1, 2, 3].map((s) => [s, { team: 0 }]));
    expect(caso.checkChoice!(teamsCfg, four, 4, { team: 0 })).toBe("team_full");
    expect(caso.checkChoice!(teamsCfg, four, 4, { team: 1 })).toBeNull();
    const mates = new Map<number, unknown>([[0, { team: 0, character: "rubi" }]]);
    expect(caso.checkChoice!(teamsCfg, mates, 1, { team: 0, character: "sol" })).toBe("team_character_conflict");
    expect(caso.checkChoice!(teamsCfg, mates, 1, { team: 0, character: "rubi" })).toBeNull();
    expect(caso.checkChoice!(teamsCfg, mates, 1, { team: 1, character: "rubi" })).toBe("character_taken");
    expect(caso.checkStart!(teamsCfg, [{ seat: 0, name: "a", choice: { team: 0 } }, { seat: 1, name: "b", choice: {} }])).toBe("team_required");
    expect(caso.checkStart!(teamsCfg, seatsFor([[0, 1]]))).toBe("teams_count");
    expect(caso.checkStart!(teamsCfg, seatsFor([[0], [1]]))).toBeNull();
    expect(caso.choiceSchema!.safeParse({ team: 6 }).success).toBe(false);
  });
});
