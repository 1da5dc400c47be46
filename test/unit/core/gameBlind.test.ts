/** The room stays game-blind: it reaches games only through the contract, never by name or by a field of their state. */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => [`${dir}/${f}`, withoutComments(readFileSync(`${dir}/${f}`, "utf8"))] as const);
/** Comments may cite a game's rule ("the Matiz giver"); code may not reach for one. */
const withoutComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

describe("game-blind room", () => {
  it("no file of the Worker or the room core names a game or a game's field", () => {
    for (const [file, src] of sources("worker")) {
      expect(src, file).not.toMatch(/\b(caso|noir|alibi|matiz|dicas)\b/i);
      expect(src, file).not.toMatch(/myTeam|withRoomFacts/);
    }
  });

  it("the room's client screens read the team channel from the room, not from a game's view", () => {
    for (const [file, src] of sources("web/src/room")) expect(src, file).not.toMatch(/myTeam/);
  });
});
