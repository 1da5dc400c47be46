/** Each place's hue, shared by the map (city.tsx) and the place art (art/places.ts), in its own tiny module so the map does not pull the art in. */
import type { PlaceId } from "../../../shared/games/caso/public";

export const PLACE_HUES: Record<PlaceId, number> = {
  praca: 140, tattoo: 330, boate: 285, academia: 200, lanchonete: 25, karaoke: 0, fliperama: 55, arteclube: 305, cinema: 220,
};
