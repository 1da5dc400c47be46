/**
 * Noir inside workerd through the real Room: two seats and the rest watching, roles from the
 * lobby (taken role refused, swapRoles honoured), and what travels on the wire — every raw
 * message each socket received is searched for the other side's card tokens.
 */
import { describe, expect, it } from "vitest";
import { env, runInDurableObject } from "cloudflare:test";
import "./setup";
import { connect, createRoom, join, newToken } from "./client";
import { PROTOCOL_VERSION } from "../../shared/protocol/limits";
import type { NoirState } from "../../shared/games/noir/state";
import { defaultConfig } from "../../shared/games/noir/config";
import { killTargets } from "../../shared/games/noir/actions";

const stubFor = (code: string) => env.ROOM.get(env.ROOM.idFromName(code));
const gameOf = async (code: string) =>
  (await runInDurableObject(stubFor(code), (_i, state) => state.storage.kv.get<{ state: NoirState }>("game")))!.state;

describe("Noir in the Room", () => {
  it("NOIR-12 two seats only, a taken role is refused, and no socket receives the other side's cards", async () => {
    const code = await createRoom("noir");
    const ana = await join(code, "Ana");
    const bea = await join(code, "Bea");
    expect([ana.seat, bea.seat]).toEqual([0, 1]);
    // A third player finds the table full and watches instead.
    const third = await connect(code);
    third.send({ type: "hello", v: PROTOCOL_VERSION, token: newToken(), name: "Caio", role: "player" });
    expect((await third.next("error")).code).toBe("room_full");
    const spec = await join(code, "Duda", newToken(), "spectator");
    expect(spec.seat).toBeNull();

    ana.c.send({ type: "choose", choice: { role: "killer" } });
    await ana.c.settle();
    bea.c.send({ type: "choose", choice: { role: "killer" } });
    expect((await bea.c.next("error")).code).toBe("role_taken");
    bea.c.send({ type: "choose", choice: { role: "inspector" } });
    await bea.c.settle();
    ana.c.send({ type: "start" });
    await ana.c.next("view");
    await bea.c.next("view");

    let s = await gameOf(code);
    expect(s.seats).toEqual({ killer: 0, inspector: 1 });
    // NOIR-1: the Killer kills first; NOIR-2: the Inspector picks from its four cards.
    ana.c.send({ type: "act", action: { type: "kill", suspect: killTargets(s.grid, s.killerCard.suspect)[0] } });
    await ana.c.settle();
    s = await gameOf(code);
    const pick = s.hand.find((c) => !s.grid.flat().find((g) => g.suspect === c.suspect)?.dead)!;
    bea.c.send({ type: "act", action: { type: "pickIdentity", suspect: pick.suspect } });
    await bea.c.settle();
    ana.c.send({ type: "act", action: { type: "disguise" } });
    await ana.c.settle();
    bea.c.send({ type: "act", action: { type: "exonerate" } });
    await bea.c.settle();
    await spec.c.settle();
    s = await gameOf(code);

    const wire = (c: typeof ana.c) => c.raw.join("\n");
    const killerCards = [s.killerCard.id];
    const inspectorCards = [s.inspectorCard!.id, ...s.hand.map((c) => c.id)];
    const deck = s.deck.map((c) => c.id);
    for (const id of [...inspectorCards, ...deck]) expect(wire(ana.c)).not.toContain(id);
    for (const id of [...killerCards, ...deck]) expect(wire(bea.c)).not.toContain(id);
    for (const id of [...killerCards, ...inspectorCards, ...deck]) expect(wire(spec.c)).not.toContain(id);
    // The owners do receive their own.
    expect(wire(ana.c)).toContain(s.killerCard.id);
    expect(wire(bea.c)).toContain(s.inspectorCard!.id);
    for (const c of [ana.c, bea.c, spec.c, third]) c.close();
  });

  it("NOIR-12 swapRoles flips the lobby picks (the rematch switch)", async () => {
    const code = await createRoom("noir");
    const ana = await join(code, "Ana");
    const bea = await join(code, "Bea");
    ana.c.send({ type: "choose", choice: { role: "killer" } });
    ana.c.send({ type: "config", config: { ...defaultConfig, swapRoles: true, mode: "citizen" } });
    await ana.c.settle();
    ana.c.send({ type: "start" });
    await ana.c.next("view");
    const s = await gameOf(code);
    expect(s.seats).toEqual({ killer: 1, inspector: 0 });
    expect(s.config.mode).toBe("citizen");
    ana.c.close();
    bea.c.close();
  });
});
