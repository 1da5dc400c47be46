import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
];

export const enLugar = buildDeck("en", "lugar", cards);
