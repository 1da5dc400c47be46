/** Noir's seat policy (NOIR-13 … NOIR-16) on the game alone, and its non-interference (PLAT-16). */
import { describe, expect, it } from "vitest";
import { Rng, type BotLevel } from "../../../shared/engine";
import { game } from "../../../shared/games/noir";
import { bot, killerCandidates } from "../../../shared/games/noir/bot";
import { canDo } from "../../../shared/games/noir/actions";
import type { NoirState } from "../../../shared/games/noir/state";
import { view } from "../../../shared/games/noir/view";
import { knowledgeOf as knowledge } from "../../../shared/games/noir/view";

const seats = [
  { seat: 0, name: "K", choice: { role: "killer" } },
  { seat: 1, name: "I", choice: { role: "inspector" } },
];
const wire = (s: NoirState, seat: number) => JSON.parse(JSON.stringify(view(s, { kind: "seat", seat }))) as unknown;

/** Plays a match with the policies; calls `each` before every move. */
function play(seed: number, levels: Record<"killer" | "inspector", BotLevel>, each?: (s: NoirState) => void): NoirState {
  const rng = Rng.fromSeed(seed);
  let s = game.setup(seats, game.defaultConfig, { now: 0, rng });
  for (let i = 0; i < 600 && !s.result; i++) {
    each?.(s);
    const role = s.toMove;
    const seat = s.seats[role];
    const a = bot(wire(s, seat), seat, { rng, level: levels[role], now: 0, played: [0, 1] });
    expect(a).not.toBeNull();
    const out = game.apply(s, seat, a!, { now: 0, rng });
    expect(out.ok).toBe(true);
    if (out.ok) s = out.state;
  }
  return s;
}

describe("Noir seat policy", () => {
  it("NOIR-14 every move of either level is legal for the seat, and matches end", () => {
    for (let m = 0; m < 20; m++) {
      const s = play(m + 1, { killer: m % 2 ? "easy" : "normal", inspector: m % 3 ? "easy" : "normal" }, (st) => {
        const seat = st.seats[st.toMove];
        const a = bot(wire(st, seat), seat, { rng: Rng.fromSeed(m), level: "easy", now: 0, played: [] });
        expect(canDo(knowledge(st, seat), a!)).toBeNull();
      });
      expect(s.result).not.toBeNull();
    }
  });

  it("NOIR-13 the Killer's identity is always among the Inspector's possible Killers (the deduction is sound)", () => {
    for (let m = 0; m < 25; m++)
      play(100 + m, { killer: "normal", inspector: "normal" }, (s) => {
        if (!s.inspectorCard || s.result) return;
        expect(killerCandidates(view(s, { kind: "seat", seat: s.seats.inspector }))).toContain(s.killerCard.suspect);
      });
  });

  it("NOIR-15 NOIR-16 normal beats easy in each role in most matches", () => {
    let killerWins = 0;
    let inspectorWins = 0;
    const n = 40;
    for (let m = 0; m < n; m++) {
      if (play(1000 + m, { killer: "normal", inspector: "easy" }).result?.winner === "killer") killerWins++;
      if (play(2000 + m, { killer: "easy", inspector: "normal" }).result?.winner === "inspector") inspectorWins++;
    }
    expect(killerWins / n).toBeGreaterThanOrEqual(0.7);
    expect(inspectorWins / n).toBeGreaterThanOrEqual(0.7);
  });

  it("PLAT-16 non-interference: permuting what the seat may not know leaves its choice identical", () => {
    for (let m = 0; m < 15; m++)
      play(300 + m, { killer: "normal", inspector: "normal" }, (s) => {
        if (s.phase === "killerFirstKill" || s.result) return;
        const seat = s.seats[s.toMove];
        // What this seat may not know: the deck's order, and the other side's identity and hand.
        const others = s.toMove === "killer" ? [...s.deck, ...s.hand, ...(s.inspectorCard ? [s.inspectorCard] : [])] : [...s.deck, s.killerCard];
        const shuffled = [...others].reverse();
        const swap = (c: { id: string; suspect: NoirState["killerCard"]["suspect"] }) => shuffled[others.indexOf(c)] ?? c;
        const permuted: NoirState =
          s.toMove === "killer"
            ? { ...s, deck: s.deck.map(swap), hand: s.hand.map(swap), inspectorCard: s.inspectorCard && swap(s.inspectorCard) }
            : { ...s, deck: s.deck.map(swap), killerCard: swap(s.killerCard) };
        expect(wire(permuted, seat)).toEqual(wire(s, seat));
        const a = bot(wire(s, seat), seat, { rng: Rng.fromSeed(m), level: "normal", now: 0, played: [] });
        const b = bot(wire(permuted, seat), seat, { rng: Rng.fromSeed(m), level: "normal", now: 0, played: [] });
        expect(b).toEqual(a);
      });
  });
});
