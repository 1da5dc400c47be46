/**
 * View traffic of one scripted turn, counted the way the room sends views: per viewer class
 * (each seat, the spectators), a view goes out only when its JSON differs from the last one sent.
 * With the clock out of the view (architecture decision 1), a Ficha mark or a note reaches only
 * the seats that may read it, and a step at a later time with no change sends nothing.
 */
import { describe, expect, it } from "vitest";
import { Rng, type Viewer } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import type { CasoAction } from "../../../shared/games/caso/schema";
import type { CasoState } from "../../../shared/games/caso/state";
import { T0, newGame, turnOf } from "./helpers";

interface Traffic { messages: number; bytes: number; perStep: number[] }

function scriptedTurn(seats: number): Traffic {
  let s: CasoState = newGame({ seats });
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat) => ({ kind: "seat", seat }) as Viewer), { kind: "spectator" } as Viewer];
  const last = new Map<number, string>();
  const out: Traffic = { messages: 0, bytes: 0, perStep: [] };
  const broadcast = (now: number) => {
    let n = 0;
    viewers.forEach((v, i) => {
      const json = JSON.stringify(caso.view(s, v));
      if (json === last.get(i)) return;
      last.set(i, json);
      n++;
      out.messages++;
      out.bytes += `{"type":"view","view":${json},"now":${now}}`.length;
    });
    out.perStep.push(n);
  };
  broadcast(T0);
  const p = s.turn!.pawn;
  const seatOf = (pawn: number) => s.pawns[pawn]!.members[0]!;
  const other = seatOf((p + 1) % seats);
  let now = T0;
  const step = (seat: number, a: CasoAction) => {
    now += 1500;
    const r = caso.apply(s, seat, a, { now, rng: Rng.fromSeed(7) });
    if (!r.ok) throw new Error(`${a.type}: ${r.code}`);
    s = r.state;
    broadcast(now);
  };
  step(seatOf(p), { type: "spin" });
  if (s.turn!.phase === "choose") step(seatOf(p), { type: "choose", result: 4 });
  // Another player keeps notes while the turn goes on: private to that seat.
  step(other, { type: "mark", card: "rubi", mark: "found" });
  step(other, { type: "mark", card: "taco", mark: "suspect" });
  step(other, { type: "mark", card: "rubi", mark: null });
  step(other, { type: "note", text: "Sol esteve na Boate", shared: false });
  step(seatOf(p), { type: "skipMove" });
  step(seatOf(p), { type: "endTurn" });
  return out;
}

describe("Caso view traffic per turn (architecture decision 1: no clock in the view)", () => {
  it("CASO-17 a clock paused for an answer travels as the ms it has left and no end", () => {
    const s = turnOf(newGame({ seats: 3 }), 0, "awaitAnswer", 0, { clock: { remainingMs: 42_000, since: null } });
    const v = caso.view(s, { kind: "spectator" }) as { turn: { clock: unknown } };
    expect(v.turn.clock).toEqual({ remainingMs: 42_000, endsAt: null });
  });

  it("CASO-14 a Ficha mark or a private note re-sends only the marker's own view", () => {
    const runs = [3, 6].map((seats) => ({ seats, t: scriptedTurn(seats) }));
    for (const { seats, t } of runs) console.log(`caso view traffic, ${seats} seats + spectators: ${t.messages} view messages, ${t.bytes} bytes; per step ${t.perStep.join(",")}`);
    // steps: [initial, spin, (choose)?, mark, mark, unmark, note, skipMove, endTurn]
    for (const { t } of runs) expect(t.perStep.slice(-6, -2)).toEqual([1, 1, 1, 1]);
  });
});
