/** The replay page's zod-free copies of the contract's addresses (web/src/replay/paths.ts) agree with the contract (shared/protocol/replay.ts). */
import { describe, expect, it } from "vitest";
import { REPLAY_FORMAT, replayDataPath, replayKey, replayPagePath } from "../../shared/protocol/replay";
import { FORMAT, KEY, replayData, replayPage } from "../../web/src/replay/paths";

describe("replay addresses", () => {
  it("the page and data paths, the key's form and the format are the contract's", () => {
    for (const [code, match, key] of [["ABCDE", 1, "0123456789abcdef0123456789abcdef"], ["Z9Z9Z", 12, "ffffffffffffffffffffffffffffffff"]] as const) {
      expect(replayPage(code, match, key)).toBe(replayPagePath(code, match, key));
      expect(replayData(code, match, key)).toBe(replayDataPath(code, match, key));
    }
    for (const key of ["0123456789abcdef0123456789abcdef", "0123456789ABCDEF0123456789abcdef", "0123", "", "g123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef0"])
      expect(KEY.test(key), key).toBe(replayKey.safeParse(key).success);
    expect(FORMAT).toBe(REPLAY_FORMAT);
  });
});
