import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
];

export const enPessoa = buildDeck("en", "pessoa", cards);
