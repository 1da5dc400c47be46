/** Card art (CASO-8): code-drawn SVG for the 21 cards, as data URLs for <img> and textures. */
import { cardKind, type CardId, type CharacterId, type PlaceId, type WeaponId } from "../../../../shared/games/caso/public";
import { characterSvg } from "./characters";
import { placeCardSvg } from "./placeCards";
import { weaponSvg } from "./weapons";

export const cardSvg = (c: CardId): string => {
  const k = cardKind(c);
  return k === "character" ? characterSvg(c as CharacterId) : k === "weapon" ? weaponSvg(c as WeaponId) : placeCardSvg(c as PlaceId);
};

const cache = new Map<string, string>();
export const svgUrl = (svg: string): string => {
  let u = cache.get(svg);
  if (!u) cache.set(svg, (u = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`));
  return u;
};
export const cardArtUrl = (c: CardId): string => svgUrl(cardSvg(c));

const KIND_INK = { character: "#e57373", weapon: "#64b5f6", place: "#81c784" } as const;
/**
 * A card as it stands on a base in the scene (viewBox 0 0 256 320): a dark rounded card, a band in
 * its kind's colour, the art inset large; the name is a DOM label under the base (no text in SVG).
 */
export function cardFrameSvg(c: CardId): string {
  const k = cardKind(c);
  const inner = cardSvg(c);
  const vb = /viewBox="([\d ]+)"/.exec(inner)![1]!;
  const [, , w, h] = vb.split(" ").map(Number) as [number, number, number, number];
  // Fit the art into 216 × 248 at (20, 40), keeping its proportions.
  const k2 = Math.min(216 / w, 248 / h);
  const aw = w * k2;
  const ah = h * k2;
  const body = inner.replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+">/, `<svg x="${(256 - aw) / 2}" y="${40 + (248 - ah) / 2}" width="${aw}" height="${ah}" viewBox="${vb}">`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 320"><rect x="4" y="4" width="248" height="312" rx="22" fill="#1b1530" stroke="#f3ead8" stroke-width="6"/><rect x="14" y="14" width="228" height="18" rx="9" fill="${KIND_INK[k]}"/>${body}</svg>`;
}
