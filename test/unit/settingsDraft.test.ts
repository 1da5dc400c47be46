/** The host's settings draft: quick changes in a row survive the server's late echoes (room config is replaced whole). */
import { describe, expect, it } from "vitest";
import { settle } from "../../web/src/ui/useDraft";

describe("host settings draft (every game's Settings)", () => {
  it("PLAT-2 host settings: a pending change stays until the server's config confirms it", () => {
    const server = { trackLength: 50, deck: "pt" as string, turnSeconds: 60 };
    const pending = JSON.parse(JSON.stringify(server)) as Partial<typeof server>;
    // Every field pending with the value the server already has: nothing left to wait for.
    expect(settle(server, pending)).toEqual({});
    const k = Object.keys(server)[0] as keyof typeof server;
    const changed = { [k]: "changed" } as unknown as Partial<typeof server>;
    // The server still has the old value: keep it; once echoed: drop it.
    expect(settle(server, changed)).toEqual(changed);
    expect(settle({ ...server, ...changed }, changed)).toEqual({});
  });

  it("PLAT-2 host settings: an echo of the first of two quick changes keeps the second pending", () => {
    const server = { trackLength: 50, deck: "pt" as string, turnSeconds: 60 };
    const [a, b] = Object.keys(server) as (keyof typeof server)[];
    const pending = { [a!]: "first", [b!]: "second" } as unknown as Partial<typeof server>;
    const echo1 = { ...server, [a!]: "first" };
    expect(settle(echo1, pending)).toEqual({ [b!]: "second" });
  });
});
