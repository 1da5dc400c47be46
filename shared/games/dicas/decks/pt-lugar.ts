import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
];

export const ptLugar = buildDeck("pt", "lugar", cards);
