/** The 21 cards (CASO-G2) and the deal: one of each kind is the solution, ⌊18/n⌋ each, the rest public. */
import type { Rng } from "../../engine";
import { PLACE_IDS, type PlaceId } from "./map";

export const CHARACTERS = ["rubi", "sol", "perola", "jade", "indigo", "violeta"] as const;
export const WEAPONS = ["taco", "microfone", "maquina", "halter", "spray", "neon"] as const;
export type CharacterId = (typeof CHARACTERS)[number];
export type WeaponId = (typeof WEAPONS)[number];
export type CardId = CharacterId | WeaponId | PlaceId;
export const ALL_CARDS: readonly CardId[] = [...CHARACTERS, ...WEAPONS, ...PLACE_IDS];

/** Pawn colour and aura per character (CASO-G2); the client also shows the initial. */
export const CHARACTER_COLOURS: Readonly<Record<CharacterId, string>> = {
  rubi: "#E53935", sol: "#FDD835", perola: "#F5F5F5", jade: "#43A047", indigo: "#1E88E5", violeta: "#8E24AA",
};

export const cardKind = (c: CardId): "character" | "weapon" | "place" =>
  (CHARACTERS as readonly string[]).includes(c) ? "character" : (WEAPONS as readonly string[]).includes(c) ? "weapon" : "place";

export interface Triple {
  character: CharacterId;
  weapon: WeaponId;
  place: PlaceId;
}

interface Deal {
  solution: Triple;
  hands: CardId[][];
  publicCards: CardId[];
}

/** CASO-15: ⌊18/n⌋ cards to each of n pawns; the 18 mod n left over are public. */
export function deal(pawns: number, rng: Rng): Deal {
  const solution: Triple = { character: rng.pick(CHARACTERS), weapon: rng.pick(WEAPONS), place: rng.pick(PLACE_IDS) };
  const rest = rng.shuffle(ALL_CARDS.filter((c) => c !== solution.character && c !== solution.weapon && c !== solution.place));
  const each = Math.floor(rest.length / pawns);
  const hands = Array.from({ length: pawns }, (_, i) => rest.slice(i * each, (i + 1) * each));
  return { solution, hands, publicCards: rest.slice(pawns * each) };
}

/** The cards of `hand` that match a hypothesis (CASO-10). The client uses it to make them glow. */
export function matchingCards(hand: readonly CardId[], h: Triple): CardId[] {
  return hand.filter((c) => c === h.character || c === h.weapon || c === h.place);
}
