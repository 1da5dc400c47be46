/**
 * The map's words in screen space (PLAT-A3, CASO-7): every text on the map — the places' names, the
 * pawns' initials and team numbers, the portal marks, the cost badges — is drawn at 12 px or more on
 * the screen whatever the zoom. Pawns, portals and badges grow about their anchor when zoomed out (a
 * room's pawns as one group hanging from PAWNS_TOP under its centre, so they never close up on each
 * other); the names keep their size on the screen and are laid out by labels.ts (a chunk of its own).
 * Pawns are drawn after every name and badge, so nothing ever covers a pawn.
 */
import { MAP, type PlaceId } from "../../../shared/games/caso/public";

const C = 10;
/** The smallest text on the screen, px (12 and a margin for rounding). */
const MIN_PX = 12.2;
/** How much a thing whose text is `font` units tall grows so its text is drawn at MIN_PX (never shrinks). */
export const grow = (font: number, ppu: number): number => Math.max(1, MIN_PX / (font * ppu));
/** A place name's font in map units: 6.2 units, or more when zoomed out so it stays MIN_PX on screen. */
export const nameFont = (ppu: number): number => 6.2 * grow(6.2, ppu);

/** x0, y0, x1, y1 in map units. */
export type Box = readonly [number, number, number, number];

/** A room's centre in map units; its pawns' group hangs from `PAWNS_TOP` under it, its name sits above. */
export const roomMid = (p: PlaceId): [number, number] => {
  const [x0, y0, x1, y1] = MAP.rooms[p].rect;
  return [((x0 + x1 + 1) * C) / 2, ((y0 + y1 + 1) * C) / 2];
};
export const PAWNS_TOP = -1.6;
