import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../shared/engine";
import { game as alibi } from "../../../shared/games/alibi";
import type { AlibiState } from "../../../shared/games/alibi/state";
import { roleRef } from "../../../shared/games/alibi/view";
import { alibiWire } from "../../support/wire/alibi";
import { hunt, runRooms } from "../../support/wire/suite";
import { ROOMS, ROOM_OPTIONS, expectCleanRooms, expectNoLeaks } from "./budget";

const game = alibi as unknown as AnyGame;
/**
 * Álibi's rooms have 5–10 seats and every view carries the dossier, so a step costs about 7 ms of
 * CPU (several times Matiz's): the 500 rooms are cut at 7 steps (round 1's clue and stories,
 * sometimes the discussion), and 4 long rooms of up to 160 steps a match (a match and its rematch)
 * reach votes, exclusions, hand-outs, the final and the reveal.
 */
const OPTIONS = { ...ROOM_OPTIONS, maxSteps: Number(process.env.FAIR_ALIBI_STEPS ?? 7), niRate: 0.15 };
const LONG = { rooms: Number(process.env.FAIR_ALIBI_LONG ?? 4), options: { ...ROOM_OPTIONS, maxSteps: 160, niRate: 0.06 } };

describe("Álibi over the whole wire (issue 9)", () => {
  it(`ALIBI-2 ALIBI-4 ALIBI-10 ALIBI-11 ${ROOMS} random rooms of 5–10 seats: no frame carries a role, a closed item, a queued or reserve clue, a goal or a hand card to a socket that may not know it, and permuting them changes no byte another viewer receives`, () => {
    const t = runRooms(alibiWire, ROOMS, OPTIONS);
    expectCleanRooms(t, ROOMS);
  }, 300_000);

  it(`ALIBI-1 ALIBI-8 ALIBI-9 ALIBI-10 ${LONG.rooms} long rooms (up to ${LONG.options.maxSteps} steps a match): through votes, exclusions, private hand-outs, the final and the reveal, no frame leaks and no permutation shows`, () => {
    const t = runRooms(alibiWire, LONG.rooms, LONG.options, 10_001);
    expectNoLeaks(t);
    expect(t.matchesEnded).toBeGreaterThan(0);
  }, 300_000);

  it("both checks catch the killer's role record sent to every viewer", () => {
    const leaky: AnyGame = { ...game, view: (s, v) => ({ ...(game.view(s, v) as object), hint: roleRef((s as AlibiState).players.find((p) => p.role === "killer")!) }) };
    const h = hunt(alibiWire, leaky, 30);
    console.log(`[fair] alibi mutation "killer's role record in every view": raw ${h.raw}, non-interference ${h.ni} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
    expect(h.ni).toBeGreaterThan(0);
  }, 120_000);

  it("both checks catch the first queued clue sent to everyone before its reveal", () => {
    const leaky: AnyGame = { ...game, view: (s, v) => ({ ...(game.view(s, v) as object), next: (s as AlibiState).slots.find((x) => x.shown === null)?.queued ?? null }) };
    const h = hunt(alibiWire, leaky, 30);
    console.log(`[fair] alibi mutation "next queued clue to everyone": raw ${h.raw}, non-interference ${h.ni} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
    expect(h.ni).toBeGreaterThan(0);
  }, 60_000);

  it("the raw check catches a private hand-out (the Ekspertiza / Lozhny sled 'received' line) sent to the whole table", () => {
    const loud = (out: ReturnType<AnyGame["apply"]>): ReturnType<AnyGame["apply"]> =>
      out.ok ? { ...out, events: out.events.map((e) => (e.type === "received" ? { ...e, audience: "all" as const } : e)) } : out;
    const leaky: AnyGame = { ...game, apply: (s, seat, a, ctx) => loud(game.apply(s, seat, a, ctx)), onDeadline: (s, kind, ctx) => loud(game.onDeadline(s, kind, ctx)) };
    const h = hunt(alibiWire, leaky, 120, { niRate: 0 });
    console.log(`[fair] alibi mutation "private hand-out to everyone": raw ${h.raw} in ${h.rooms} rooms\n${h.samples.join("\n")}`);
    expect(h.raw).toBeGreaterThan(0);
  }, 120_000);
});
