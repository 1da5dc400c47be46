/** PLAT-G9: what a step sends each socket goes as one frame (worker/sockets.ts `framesPerSocket`). */
import { describe, expect, it } from "vitest";
import { framesPerSocket } from "../../../worker/sockets";

describe("one frame per socket per step", () => {
  it("PLAT-G9 a socket's several messages become one JSON array in their order; a single message stays as it is", () => {
    const view = '{"type":"view","view":{"n":1},"rev":5,"now":9}';
    const history = '{"type":"history","lines":[],"append":true}';
    const ack = '{"type":"ack","id":"c1"}';
    const out = framesPerSocket([["a", view], ["b", view], ["a", history], ["a", ack]]);
    expect([...out.keys()]).toEqual(["a", "b"]);
    expect(JSON.parse(out.get("a")!)).toEqual([JSON.parse(view), JSON.parse(history), JSON.parse(ack)]);
    expect(out.get("b")).toBe(view);
    expect(framesPerSocket([]).size).toBe(0);
  });
});
