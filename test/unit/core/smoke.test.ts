import { describe, expect, it } from "vitest";
import { errors, hello, lastOf, ofType, started, tinyRoom } from "./helpers";

describe("core driver", () => {
  it("PLAT-2 seats two players, starts, and each gets its own view", () => {
    const { d, ps } = started(2);
    const v0 = lastOf(d, ps[0]!.s, "view")!.view as { myWord: string };
    const v1 = lastOf(d, ps[1]!.s, "view")!.view as { myWord: string };
    expect(v0.myWord).toMatch(/^secret-/);
    expect(v1.myWord).not.toBe(v0.myWord);
    expect(errors(d, ps[0]!.s)).toEqual([]);
  });
  it("a pending socket receives nothing until hello", () => {
    const d = tinyRoom();
    const s = d.connect();
    expect(d.received(s)).toEqual([]);
    hello(d, "Ana");
    expect(ofType(d, s, "room")).toEqual([]);
  });
});
