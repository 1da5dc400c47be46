/** Noir for the whole-wire fairness tests (NOIR-1, NOIR-2: identities, hand and deck are hidden). */
import type { Rng, Viewer } from "../../../shared/engine";
import { game as noir } from "../../../shared/games/noir";
import { legalActions, type NoirAction } from "../../../shared/games/noir/actions";
import { MODES, type NoirConfig } from "../../../shared/games/noir/config";
import { type Card, type NoirState } from "../../../shared/games/noir/state";
import { SUSPECT_IDS } from "../../../shared/games/noir/suspects";
import { knowledgeOf, roleOfSeat } from "../../../shared/games/noir/view";
import type { RawSecret, WireAdapter } from "./types";

function anyAction(rng: Rng): NoirAction {
  const s = rng.pick(SUSPECT_IDS);
  return rng.pick<NoirAction>([
    { type: "shift", axis: rng.pick(["row", "col"] as const), index: rng.int(5), dir: rng.pick([1, -1] as const) },
    { type: "kill", suspect: s },
    { type: "disguise" },
    { type: "pickIdentity", suspect: s },
    { type: "arrest", suspect: s },
    { type: "exonerate" },
    { type: "discard", suspect: s },
    { type: "citizenArrest", discard: rng.pick(SUSPECT_IDS), suspect: s },
  ]);
}

const card = (label: string, c: Card, knownBy: RawSecret["knownBy"]): RawSecret => ({ label, knownBy, values: [c.id], vocab: [c.suspect] });
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
    if (s.phase === "over" || rng.next() < 0.12) return { seat: rng.pick(seats), action: anyAction(rng) };
    const seat = s.seats[s.toMove];
    const moves = legalActions(knowledgeOf(s, seat));
    const kills = moves.filter((m) => m.type === "kill" || m.type === "arrest" || m.type === "citizenArrest");
    const pick = kills.length > 0 && rng.next() < 0.4 ? kills : moves;
    return { seat, action: pick.length ? rng.pick(pick) : anyAction(rng) };
  },

  rawSecrets(s) {
    const over = s.result !== null;
    const out: RawSecret[] = [card("Killer's identity", s.killerCard, over ? "all" : [s.seats.killer])];
    if (s.inspectorCard) out.push(card("Inspector's identity", s.inspectorCard, over ? "all" : [s.seats.inspector]));
    s.hand.forEach((c, i) => out.push(card(`Inspector's card ${i}`, c, [s.seats.inspector])));
    s.deck.forEach((c, i) => out.push(card(`deck card ${i}`, c, [])));
    return out;
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
