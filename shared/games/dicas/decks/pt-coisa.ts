import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
];

export const ptCoisa = buildDeck("pt", "coisa", cards);
