import { afterEach, describe, expect, it, vi } from "vitest";
import { SendGate, isActSent, isSent, sentKey } from "../../../web/src/room/pending";

afterEach(() => {
  sentKey.value = null;
  vi.useRealTimers();
});

describe("double taps (issue 11)", () => {
  it("PLAT-2 a second identical message is not sent before the room answers", () => {
    const out: unknown[] = [];
    const gate = new SendGate((m) => (out.push(m), true));
    expect(gate.send({ type: "start" })).toBe(true);
    expect(gate.send({ type: "start" })).toBe(false);
    expect(isSent({ type: "start" })).toBe(true);
    expect(out).toEqual([{ type: "start" }]);
    gate.answered();
    expect(gate.send({ type: "start" })).toBe(true);
    expect(out.length).toBe(2);
  });
  it("a different action goes out at once; the button of the first is free again", () => {
    const out: unknown[] = [];
    const gate = new SendGate((m) => (out.push(m), true));
    gate.send({ type: "act", action: { type: "select", cell: "A1" } });
    expect(isActSent({ type: "select", cell: "A1" })).toBe(true);
    gate.send({ type: "act", action: { type: "guess", cell: "A1" } });
    expect(out.length).toBe(2);
    expect(isActSent({ type: "select", cell: "A1" })).toBe(false);
    expect(isActSent({ type: "guess", cell: "A1" })).toBe(true);
  });
  it("a message that could not go out (offline) is not marked as sent", () => {
    const gate = new SendGate(() => false);
    expect(gate.send({ type: "start" })).toBe(false);
    expect(isSent({ type: "start" })).toBe(false);
  });
  it("without an answer the button frees itself after the timeout", () => {
    vi.useFakeTimers();
    const gate = new SendGate(() => true, 1000);
    gate.send({ type: "rematch" });
    vi.advanceTimersByTime(999);
    expect(isSent({ type: "rematch" })).toBe(true);
    vi.advanceTimersByTime(2);
    expect(isSent({ type: "rematch" })).toBe(false);
  });
});
