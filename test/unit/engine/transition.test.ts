import { describe, expect, it } from "vitest";
import { begin, copyState, Rng, Transition } from "../../../shared/engine";

type S = { n: number; list: number[]; nested: { a: string[] }; content: { title: string } };
const state = (): S => ({ n: 1, list: [1, 2], nested: { a: ["x"] }, content: { title: "case" } });
const ctx = { now: 1_000, rng: Rng.fromSeed(7) };

describe("one transition helper for every game", () => {
  it("copyState copies deeply: changing the copy leaves the original as it was", () => {
    const s = state();
    const c = copyState(s);
    c.n = 2;
    c.list.push(3);
    c.nested.a[0] = "y";
    c.content.title = "changed";
    expect(s).toEqual(state());
    expect(c).toEqual({ n: 2, list: [1, 2, 3], nested: { a: ["y"] }, content: { title: "changed" } });
  });

  it("copyState keeps the shared keys by reference and copies the rest", () => {
    const s = state();
    const c = copyState(s, ["content"]);
    expect(c.content).toBe(s.content);
    expect(c.nested).not.toBe(s.nested);
    expect(c).toEqual(s);
  });

  it("begin works on a copy: the input state is untouched by the transition", () => {
    const s = state();
    const t = begin(s, ctx);
    t.s.list.push(9);
    expect(s.list).toEqual([1, 2]);
    expect(t.now).toBe(1_000);
    expect(t.rng).toBe(ctx.rng);
  });

  it("pub is for everyone, priv for the named seats only, and priv to nobody sends nothing", () => {
    const t = new Transition(state(), 0, Rng.fromSeed(1));
    const seats = [2];
    t.pub("opened", { item: 3 });
    t.priv(seats, "dealt", { card: "k" });
    t.priv([], "dealt", { card: "k" });
    t.pub("ended");
    seats.push(5); // the event keeps its own copy of the audience
    expect(t.events).toEqual([
      { type: "opened", audience: "all", params: { item: 3 } },
      { type: "dealt", audience: [2], params: { card: "k" } },
      { type: "ended", audience: "all", params: {} },
    ]);
  });

  it("done returns the draft and its events as an ok outcome", () => {
    const t = begin(state(), ctx);
    t.s.n = 5;
    t.pub("x");
    const out = t.done();
    expect(out).toEqual({ ok: true, state: { ...state(), n: 5 }, events: [{ type: "x", audience: "all", params: {} }] });
    if (out.ok) expect(out.state).toBe(t.s);
  });
});
