/** Every game the site hosts: one line each. The room and the transport know games only through this map. */
import type { AnyGame } from "../engine";
import { game as alibi } from "./alibi";
import { game as caso } from "./caso";
import { game as dicas } from "./dicas";
import { game as matiz } from "./matiz";
import { game as noir } from "./noir";

export const games: Record<string, AnyGame> = {
  alibi,
  caso,
  dicas,
  matiz,
  noir,
};

export function gameById(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
