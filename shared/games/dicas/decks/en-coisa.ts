import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
];

export const enCoisa = buildDeck("en", "coisa", cards);
