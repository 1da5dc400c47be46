import { describe, expect, it } from "vitest";
import { Rng } from "../../../shared/engine";
import { canDo } from "../../../shared/games/caso/actions";
import { knowledgeOf } from "../../../shared/games/caso/view";
import { MAP, key, neighbours } from "../../../shared/games/caso/map";
import { checkMove, legalDestinations, placeOccupied, type MoveAction } from "../../../shared/games/caso/movement";
import type { CasoState } from "../../../shared/games/caso/state";
import { playMatch } from "./randomPlay";

/** A random walk over street squares from the pawn (no repeats), as a player might draw it. */
function randomWalk(s: CasoState, rng: Rng): MoveAction {
  const p = s.pawns[s.turn!.pawn]!;
  const path: [number, number][] = [];
  const seen = new Set<string>();
  let cur: [number, number] | null = p.pos.kind === "street" ? [p.pos.x, p.pos.y] : null;
  if (cur) seen.add(key(cur[0], cur[1]));
  const len = rng.int(s.turn!.steps + 1);
  for (let i = 0; i < len; i++) {
    const options: [number, number][] = cur
      ? neighbours(cur[0], cur[1]).map(([x, y]) => [x, y] as [number, number]).filter(([x, y]) => MAP.street.has(key(x, y)) && !seen.has(key(x, y)))
      : MAP.rooms[(p.pos as { place: keyof typeof MAP.rooms }).place].doors.map(([x, y]) => [x, y] as [number, number]);
    if (options.length === 0) break;
    cur = options[rng.int(options.length)]!;
    seen.add(key(cur[0], cur[1]));
    path.push(cur);
  }
  const last = path.at(-1) ?? (p.pos.kind === "street" ? [p.pos.x, p.pos.y] : null);
  const door = last ? MAP.doorOf.get(key(last[0], last[1])) : undefined;
  const enter = !!door && rng.next() < 0.7;
  return { type: "move", path, enter, key: rng.next() < 0.5 || undefined, vip: (enter && door && placeOccupied(s, door, p.id)) || undefined };
}

describe("path-finding agrees with the move predicate", () => {
  it("CASO-7 every destination offered is legal at its cost, and every legal drawn path reaches an offered destination", () => {
    const rng = Rng.fromSeed(11);
    let checked = 0;
    let legalWalks = 0;
    for (let seed = 1; seed <= 20; seed++) {
      playMatch(seed, (info) => {
        const s = info.state;
        if (!s.turn || s.turn.phase !== "plan") return;
        const pawn = s.turn.pawn;
        const ds = legalDestinations(s, pawn);
        for (const d of ds) {
          const r = checkMove(s, s.pawns[pawn]!, d.action);
          if ("code" in r) throw new Error(`seed ${seed}: offered ${JSON.stringify(d.to)} rejected with ${r.code}`);
          expect(r.cost).toBe(d.cost);
          expect(canDo(knowledgeOf(s, s.pawns[pawn]!.members[0]!, info.now), d.action)).toBeNull();
          checked++;
        }
        for (let k = 0; k < 20; k++) {
          const walk = randomWalk(s, rng);
          const r = checkMove(s, s.pawns[pawn]!, walk);
          if ("code" in r) continue;
          legalWalks++;
          const last = walk.path.at(-1)!;
          const found = ds.find((d) => (r.enters ? d.to.kind === "place" && d.to.place === r.enters : d.to.kind === "street" && d.to.x === last[0] && d.to.y === last[1]));
          if (!found) throw new Error(`seed ${seed}: legal ${JSON.stringify(walk)} not offered`);
          if (!r.keyUsed && !found.action.key) expect(found.cost).toBeLessThanOrEqual(r.cost);
        }
      }, seed % 2 ? "solo" : "teams");
    }
    expect(checked).toBeGreaterThan(500);
    expect(legalWalks).toBeGreaterThan(100);
  }, 30_000);
});
