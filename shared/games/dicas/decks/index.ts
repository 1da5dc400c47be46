/** Every deck, by language. Server-only: the client never imports this (it would ship the answers). */
import type { DeckLang } from "../config";
import type { Card } from "./types";
import { ptPessoa } from "./pt-pessoa";
import { ptLugar } from "./pt-lugar";
import { ptCoisa } from "./pt-coisa";
import { enPessoa } from "./en-pessoa";
import { enLugar } from "./en-lugar";
import { enCoisa } from "./en-coisa";
import { esPessoa } from "./es-pessoa";
import { esLugar } from "./es-lugar";
import { esCoisa } from "./es-coisa";
import { ruPessoa } from "./ru-pessoa";
import { ruLugar } from "./ru-lugar";
import { ruCoisa } from "./ru-coisa";

export type { Card } from "./types";

export const DECKS: Record<DeckLang, readonly Card[]> = {
  pt: [...ptPessoa, ...ptLugar, ...ptCoisa],
  en: [...enPessoa, ...enLugar, ...enCoisa],
  es: [...esPessoa, ...esLugar, ...esCoisa],
  ru: [...ruPessoa, ...ruLugar, ...ruCoisa],
};

const byId = new Map<string, Card>();
for (const deck of Object.values(DECKS)) for (const c of deck) byId.set(c.id, c);

export function cardById(id: string): Card {
  const c = byId.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}
