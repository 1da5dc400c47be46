/** Card art (CASO-8): code-drawn SVG for the 21 cards, as data URLs for <img> and textures. */
import { cardKind, type CardId, type CharacterId, type PlaceId, type WeaponId } from "../../../../shared/games/caso/public";
import { characterSvg } from "./characters";
import { placeSvg } from "./places";
import { weaponSvg } from "./weapons";

export const cardSvg = (c: CardId): string => {
  const k = cardKind(c);
  return k === "character" ? characterSvg(c as CharacterId) : k === "weapon" ? weaponSvg(c as WeaponId) : placeSvg(c as PlaceId);
};

const cache = new Map<string, string>();
export const svgUrl = (svg: string): string => {
  let u = cache.get(svg);
  if (!u) cache.set(svg, (u = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`));
  return u;
};
export const cardArtUrl = (c: CardId): string => svgUrl(cardSvg(c));
