/** Noir for the whole-wire fairness tests (NOIR-1, NOIR-2; the hidden values are the game's secrets(), NOIR-H1 to NOIR-H4). */
import type { Viewer } from "../../../shared/engine";
import { MODES, type NoirConfig } from "../../../shared/games/noir/config";
import { type Card, type NoirState } from "../../../shared/games/noir/state";
import { roleOfSeat } from "../../../shared/games/noir/view";
import { randomMove, type Policy } from "../play/noir";
import type { WireAdapter } from "./types";

/** Rooms are cut after a few steps: kills and arrests often, so matches reach their end and a rematch. */
const WIRE_POLICY: Policy = { kill: 0.4, arrest: 0.4, deck: 0.1 };

const PRIVATE_EVENTS = "disguisedYou|identityChosenYou|drewYou";
const alive = (s: NoirState, suspect: string) => s.grid.some((row) => row.some((c) => c.suspect === suspect && !c.dead));

export const noirWire: WireAdapter<NoirState> = {
  gameId: "noir",

  sampleLobby(rng) {
    const config: NoirConfig = { mode: rng.pick(MODES), killTarget: 3 + rng.int(6), disguiseDeathsCount: rng.next() < 0.7, swapRoles: rng.next() < 0.5 };
    const first = rng.pick([undefined, null, { role: "killer" }, { role: "inspector" }] as const);
    return { players: 2, config, choices: [first, rng.next() < 0.3 ? null : undefined], spectators: 1 + rng.int(2) };
  },

  randomAction(s, rng, seats) {
    return randomMove(s, rng, seats, WIRE_POLICY);
  },

  publicSlots: [
    /^view:view\.(grid\.\*\.\*\.suspect|removed\.\*|discards\.\*\.suspect|me\.identity|me\.hand\.\*\.suspect|result\.(killer|inspector))$/,
    /^view:view\.log\.\*\.params\.\w+$/,
    new RegExp(`^history:line\\.(?!(${PRIVATE_EVENTS})\\.)\\w+\\.params\\.\\w+$`),
  ],

  permute(s, rng, viewer) {
    const t = structuredClone(s) as NoirState;
    const role = viewer.kind === "seat" ? roleOfSeat(t, viewer.seat) : null;
    const over = t.result !== null;
    // Slots the viewer cannot see: the deck always; the hand and the Inspector's identity unless
    // Inspector; the Killer's identity unless Killer (identities are public at the end).
    type Slot = { get: () => Card; set: (c: Card) => void };
    const slots: Slot[] = t.deck.map((_, i) => ({ get: () => t.deck[i]!, set: (c: Card) => (t.deck[i] = c) }));
    if (role !== "inspector") slots.push(...t.hand.map((_, i) => ({ get: () => t.hand[i]!, set: (c: Card) => (t.hand[i] = c) })));
    if (role !== "inspector" && t.inspectorCard && !over) slots.push({ get: () => t.inspectorCard!, set: (c: Card) => (t.inspectorCard = c) });
    if (role !== "killer" && !over) slots.push({ get: () => t.killerCard, set: (c: Card) => (t.killerCard = c) });
    // Permute within classes that keep the state valid: identities stay on living suspects.
    for (const living of [true, false]) {
      const cls = slots.filter((x) => alive(t, x.get().suspect) === living);
      const cards = rng.shuffle(cls.map((x) => x.get()));
      cls.forEach((x, i) => x.set(cards[i]!));
    }
    return t;
  },

  mayDependOnHidden(_s, _seat, action) {
    // Only a shift is judged and announced without any hidden card.
    return (action as { type?: string }).type !== "shift";
  },
};
