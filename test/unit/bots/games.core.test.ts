/**
 * Every game's seat policy through the room core (PLAT-15, PLAT-17, PLAT-18, PLAT-21): a table whose
 * other seats go absent mid-phase, abandon, or return mid-phase; the one person left plays with the
 * same policy as a human would click. The room must keep the match going at its pace, never refuse
 * its own move, and hand a returning seat back without a move of its own.
 */
import { describe, expect, it } from "vitest";
import { Rng, type AnyGame } from "../../../shared/engine";
import { gameById } from "../../../shared/games/registry";
import { CoreDriver } from "../../support/coreDriver";
import { hello } from "../core/helpers";

const SEATS: Record<string, number> = { noir: 2, caso: 3, dicas: 3, matiz: 3, alibi: 5 };

function table(gameId: string) {
  const d = new CoreDriver({ gameId, seed: new Uint8Array(32).fill(9) });
  const ps = Array.from({ length: SEATS[gameId]! }, (_, i) => hello(d, `P${i}x`, { token: `${gameId}-seat${i}-browser-token` }));
  d.send(ps[0]!.s, { type: "start" });
  return { d, ps, game: gameById(gameId) as AnyGame };
}

/** The host plays like a person: the same policy, on its own view, sent as an action. */
function hostMove(d: CoreDriver, game: AnyGame, s: string, seat: number, rng: Rng): boolean {
  const view = JSON.parse(JSON.stringify(game.view(d.state(), { kind: "seat", seat })));
  const a = game.bot!(view, seat, { rng, level: "normal", now: d.now, played: [] });
  if (a === null) return false;
  d.send(s, { type: "act", action: a });
  return true;
}

const revOf = (d: CoreDriver) => (d as unknown as { d: { core: { stored: { game: { rev: number } | null } } } }).d.core.stored.game?.rev ?? 0;

describe("issue 23 server-played seats in every game, through the room core", () => {
  for (const gameId of Object.keys(SEATS)) {
    it(`PLAT-15 PLAT-21 ${gameId}: seats absent mid-phase or abandoned are played at the room's pace; the match goes on`, () => {
      const { d, ps, game } = table(gameId);
      const rng = Rng.fromSeed(17);
      // One seat goes away (absent after the grace), the last abandons.
      if (ps.length > 2) d.close(ps[1]!.s);
      d.send(ps.at(-1)!.s, { type: "abandon" });
      const start = revOf(d);
      for (let i = 0; i < 300 && d.room()!.phase === "playing"; i++) {
        hostMove(d, game, ps[0]!.s, ps[0]!.seat!, rng);
        d.advance(1500);
      }
      expect(d.logs.filter((l) => l.event === "bot_refused")).toEqual([]);
      expect(revOf(d)).toBeGreaterThan(start + 5);
    });

    it(`PLAT-18 ${gameId}: a seat back mid-phase gets control back, with no move made for it after its hello`, () => {
      const { d, ps, game } = table(gameId);
      const rng = Rng.fromSeed(23);
      d.close(ps[1]!.s);
      for (let i = 0; i < 30 && d.room()!.phase === "playing"; i++) {
        hostMove(d, game, ps[0]!.s, ps[0]!.seat!, rng);
        d.advance(1500);
      }
      const back = hello(d, "P1x", { token: `${gameId}-seat1-browser-token` });
      expect(back.seat).toBe(ps[1]!.seat);
      expect(d.room()!.autoplay?.[String(back.seat)]).toBeUndefined();
      expect(d.summary()!.seats.find((s) => s.seat === back.seat)!.played).toBeUndefined();
    });
  }
});
