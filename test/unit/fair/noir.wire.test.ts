import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../shared/engine";
import { game as noir } from "../../../shared/games/noir";
import type { NoirState } from "../../../shared/games/noir/state";
import { noirWire } from "../../support/wire/noir";
import { hunt, runRooms } from "../../support/wire/suite";
import { ROOMS, ROOM_OPTIONS, expectCleanRooms } from "./budget";

const game = noir as unknown as AnyGame;

describe("Noir over the whole wire (issue 9)", () => {
  it(`NOIR-1 NOIR-2 ${ROOMS} random rooms: no frame carries an identity, a hand card or the deck to a socket that may not know it, and permuting them changes no byte another viewer receives`, () => {
    const t = runRooms(noirWire, ROOMS, ROOM_OPTIONS);
    expectCleanRooms(t, ROOMS);
  }, 300_000);

  it("the raw check catches the Inspector's private 'drew you' event sent to the Killer", () => {
    const leaky: AnyGame = {
      ...game,
      apply: (s, seat, a, ctx) => {
        const out = game.apply(s, seat, a, ctx);
        if (!out.ok) return out;
        const st = out.state as NoirState;
        return { ...out, events: out.events.map((e) => (e.type === "drewYou" ? { ...e, audience: [st.seats.killer, st.seats.inspector] } : e)) };
      },
    };
    const h = hunt(noirWire, leaky, 60, { niRate: 0 });
    console.log(`[fair] noir mutation "drewYou to the Killer": raw ${h.raw} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
  }, 60_000);

  it("non-interference (and the raw check) catch the Killer's identity card added to every view", () => {
    // Non-interference cannot see the 'drew you' mutation above: stored history lines are not
    // re-derived from a permuted state and the draw step's outcome depends on the deck.
    const leaky: AnyGame = { ...game, view: (s, v) => ({ ...(game.view(s, v) as object), trail: (s as NoirState).killerCard.id }) };
    const h = hunt(noirWire, leaky, 30);
    console.log(`[fair] noir mutation "Killer's card in every view": raw ${h.raw}, non-interference ${h.ni} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
    expect(h.ni).toBeGreaterThan(0);
  }, 60_000);
});
