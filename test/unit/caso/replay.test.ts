import { describe, expect, it } from "vitest";
import { game as caso } from "../../../shared/games/caso";
import { playMatch } from "./randomPlay";

describe("state as data (architecture: snapshot and replay)", () => {
  it("CASO-17 state survives a JSON round trip at every step (clocks are data, not timers) and a seed replays exactly", () => {
    for (const mode of ["solo", "confirm"] as const) {
      const trail: string[] = [];
      const a = playMatch(7, (info) => {
        const json = JSON.stringify(info.state);
        expect(JSON.parse(json)).toEqual(info.state);
        // Views and deadlines are the same from the stored snapshot.
        const back = JSON.parse(json) as typeof info.state;
        expect(caso.deadlines(back)).toEqual(caso.deadlines(info.state));
        expect(caso.view(back, { kind: "seat", seat: 0 })).toEqual(caso.view(info.state, { kind: "seat", seat: 0 }));
        trail.push(json);
      }, mode);
      let i = 0;
      const b = playMatch(7, (info) => expect(JSON.stringify(info.state)).toBe(trail[i++]), mode);
      expect(b.state).toEqual(a.state);
      expect(caso.result(a.state)).not.toBeNull();
    }
  });
});
