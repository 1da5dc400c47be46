/**
 * The nine places as cards, drawn in code in the characters' style (flat fills, dark ink outline,
 * one highlight): each place's emblem big on its rooftop sign, glowing in the place's hue over its
 * night-lit storefront (the square: its fountain among trees). The emblem fills the upper two
 * thirds, so the card reads at 26 px in the hand. viewBox 0 0 100 100, paths and shapes only.
 * The scene's backdrops are `places.ts`; the map's roofs are `city.tsx`.
 */
import type { PlaceId } from "../../../../shared/games/caso/public";
import { PLACE_HUES } from "../hues";

const INK = "#120e22";
const line = (w = 3) => `stroke="${INK}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${h},${s}%,${l}%,${a})`;
const shine = (d: string, w = 2.5) => `<path d="${d}" stroke="#fff" stroke-width="${w}" fill="none" stroke-linecap="round" opacity="0.7"/>`;

/** Night sky, a few stars and the sign's glow. */
const sky = (h: number) =>
  `<rect x="1" y="1" width="98" height="98" rx="14" fill="${hsl(h, 40, 12)}"/>`
  + `<g fill="#fff8d0"><circle cx="12" cy="12" r="1.2"/><circle cx="88" cy="9" r="1"/><circle cx="80" cy="22" r="0.9"/><circle cx="20" cy="30" r="0.8"/></g>`
  + `<circle cx="50" cy="32" r="30" fill="${hsl(h, 95, 60, 0.16)}"/><circle cx="50" cy="32" r="20" fill="${hsl(h, 95, 65, 0.14)}"/>`;

/** The storefront under the sign: wall, cornice, lit windows, a striped awning and the lit door; the pavement. */
const front = (h: number) =>
  `<rect x="1" y="92" width="98" height="7" fill="#2b2838"/>`
  + `<rect x="10" y="60" width="80" height="33" fill="${hsl(h, 26, 26)}" ${line()}/><path d="M8 60 H92" stroke="${INK}" stroke-width="5" stroke-linecap="round"/><path d="M10 60 H90" stroke="${hsl(h, 30, 40)}" stroke-width="2"/>`
  + `<rect x="16" y="68" width="17" height="13" rx="1.5" fill="${hsl(h + 30, 80, 70)}" ${line(2)}/><rect x="67" y="68" width="17" height="13" rx="1.5" fill="${hsl(h + 30, 80, 70)}" ${line(2)}/>`
  + `<rect x="42" y="72" width="16" height="21" fill="#ffe08a" ${line(2.5)}/><circle cx="54" cy="83" r="1.3" fill="${INK}"/>`
  + `<path d="M38 66 H62 L60 72 H40Z" fill="${hsl(h, 80, 55)}" ${line(2)}/><path d="M44 66 L43.5 72 M50 66 V72 M56 66 L56.5 72" stroke="#fff" stroke-width="2.4"/>`;

const EMBLEM: Record<PlaceId, (h: number) => string> = {
  // Open ground, not a shop: a fountain between two trees and a lamp.
  praca: () =>
    `<rect x="1" y="78" width="98" height="21" rx="0" fill="#2e5d34"/><rect x="1" y="92" width="98" height="7" fill="#2b2838"/>`
    + `<rect x="16" y="50" width="6" height="34" fill="#5d4037" ${line(2)}/><circle cx="19" cy="42" r="14" fill="#2e7d32" ${line()}/><circle cx="15" cy="38" r="5" fill="#43a047"/>`
    + `<rect x="78" y="50" width="6" height="34" fill="#5d4037" ${line(2)}/><circle cx="81" cy="42" r="14" fill="#2e7d32" ${line()}/><circle cx="77" cy="38" r="5" fill="#43a047"/>`
    + `<ellipse cx="50" cy="80" rx="26" ry="8" fill="#78909c" ${line()}/><ellipse cx="50" cy="78" rx="20" ry="5" fill="#4fc3f7"/>`
    + `<path d="M50 78 V40" stroke="${INK}" stroke-width="7" stroke-linecap="round"/><path d="M50 78 V40" stroke="#b3e5fc" stroke-width="3.5" stroke-linecap="round"/>`
    + `<path d="M50 42 Q32 44 30 74 M50 42 Q68 44 70 74" stroke="#b3e5fc" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="50" cy="36" r="6" fill="#e1f5fe" ${line(2)}/>`
    + `<path d="M36 22 Q50 6 64 22" stroke="#fff8d0" stroke-width="2" fill="none" opacity="0.5"/><circle cx="50" cy="14" r="6" fill="#fff8d0"/><circle cx="47" cy="12" r="6" fill="${hsl(140, 40, 12)}"/>`,
  // A neon heart pierced by a dagger.
  tattoo: (h) =>
    `<path d="M28 52 L72 10" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><path d="M30 50 L64 18" stroke="#eceff1" stroke-width="4" stroke-linecap="round"/>`
    + `<path d="M50 56 C30 44 20 32 25 20 C30 10 44 10 50 22 C56 10 70 10 75 20 C80 32 70 44 50 56Z" fill="${hsl(h, 85, 60)}" ${line()}/>`
    + shine("M31 22 Q34 15 41 16")
    + `<path d="M64 18 L72 10" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><path d="M64 18 L72 10" stroke="#eceff1" stroke-width="4" stroke-linecap="round"/>`
    + `<path d="M24 50 L32 58 M20 56 L26 62" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><path d="M24 50 L32 58" stroke="#ffca28" stroke-width="3" stroke-linecap="round"/><path d="M21 57 L25 61" stroke="#8d6e63" stroke-width="3" stroke-linecap="round"/>`,
  // A mirror ball on its chain, throwing coloured rays.
  boate: (h) =>
    [0, 1, 2, 3, 4].map((i) => `<path d="M50 30 L${8 + i * 21} 60" stroke="${hsl(h + i * 40, 100, 70, 0.45)}" stroke-width="5"/>`).join("")
    + `<path d="M50 2 V10" stroke="#90a4ae" stroke-width="2"/><circle cx="50" cy="30" r="20" fill="#cfd8dc" ${line()}/>`
    + `<path d="M31 24 H69 M30 30 H70 M31 36 H69 M34 42 H66 M34 18 H66" stroke="#90a4ae" stroke-width="1.4"/><path d="M50 10 V50 M41 12 Q36 30 41 48 M59 12 Q64 30 59 48" stroke="#90a4ae" stroke-width="1.4" fill="none"/>`
    + `<path d="M41 18 h8 v6 h-8z M59 30 h7 v6 h-7z" fill="#fff"/><path d="M50 36 h9 v6 h-9z" fill="${hsl(h, 90, 75)}"/><path d="M34 30 h7 v6 h-7z" fill="#80deea"/>`,
  // A kettlebell.
  academia: (h) =>
    `<path d="M36 30 Q34 8 50 8 Q66 8 64 30" stroke="${INK}" stroke-width="11" fill="none"/><path d="M36 30 Q34 8 50 8 Q66 8 64 30" stroke="#546e7a" stroke-width="5" fill="none"/>`
    + `<path d="M30 50 Q26 24 50 24 Q74 24 70 50 Q68 56 60 56 H40 Q32 56 30 50Z" fill="#37474f" ${line()}/>`
    + `<path d="M30 42 H70" stroke="${hsl(h, 90, 65)}" stroke-width="5"/><path d="M30 42 H70" stroke="${INK}" stroke-width="1" opacity="0.5"/>`
    + shine("M36 34 Q38 28 44 27", 3),
  // A burger: sesame bun, lettuce, cheese, patty.
  lanchonete: () =>
    `<path d="M24 30 Q24 10 50 10 Q76 10 76 30Z" fill="#ffb74d" ${line()}/>`
    + `<g fill="#fff8e1"><ellipse cx="40" cy="18" rx="2" ry="1.2"/><ellipse cx="52" cy="15" rx="2" ry="1.2"/><ellipse cx="62" cy="20" rx="2" ry="1.2"/><ellipse cx="46" cy="24" rx="2" ry="1.2"/></g>`
    + `<path d="M22 32 Q28 28 34 33 Q40 28 46 33 Q52 28 58 33 Q64 28 70 33 Q76 28 78 32 L76 36 H24Z" fill="#8bc34a" ${line(2.5)}/>`
    + `<path d="M24 36 H76 L68 44 L60 37 L52 44 L44 37 L36 44 L28 37Z" fill="#fdd835" ${line(2)}/>`
    + `<rect x="22" y="37" width="56" height="9" rx="4.5" fill="#6d4c41" ${line()}/>`
    + `<path d="M24 48 H76 Q76 56 68 56 H32 Q24 56 24 48Z" fill="#ffa726" ${line()}/>` + shine("M32 22 Q36 15 44 13", 3),
  // Two beamed musical notes in neon.
  karaoke: (h) => {
    const d = "M38 48 V16 L70 10 V42 M38 24 L70 18";
    return `<path d="${d}" stroke="${hsl(h, 95, 65, 0.3)}" stroke-width="14" fill="none" stroke-linejoin="round"/><path d="${d}" stroke="${INK}" stroke-width="8" fill="none" stroke-linejoin="round"/><path d="${d}" stroke="${hsl(h, 95, 68)}" stroke-width="4" fill="none" stroke-linejoin="round"/>`
      + `<ellipse cx="31" cy="48" rx="9" ry="7" transform="rotate(-20 31 48)" fill="${hsl(h, 95, 68)}" ${line()}/><ellipse cx="63" cy="42" rx="9" ry="7" transform="rotate(-20 63 42)" fill="${hsl(h, 95, 68)}" ${line()}/>`
      + `<circle cx="28" cy="45" r="2" fill="#fff" opacity="0.8"/><circle cx="60" cy="39" r="2" fill="#fff" opacity="0.8"/>`;
  },
  // A pixel space invader.
  fliperama: (h) => {
    const rows = ["..X.....X..", "...X...X...", "..XXXXXXX..", ".XX.XXX.XX.", "XXXXXXXXXXX", "X.XXXXXXX.X", "X.X.....X.X", "...XX.XX..."];
    const px: [number, number][] = [];
    rows.forEach((r, y) => [...r].forEach((c, x) => c === "X" && px.push([x, y])));
    const at = (x: number, y: number, g: number) => `M${28 + x * 4 - g} ${14 + y * 4.5 - g}h${4 + 2 * g}v${4.5 + 2 * g}h-${4 + 2 * g}z`;
    return `<path d="${px.map(([x, y]) => at(x, y, 1.5)).join("")}" fill="${INK}"/><path d="${px.map(([x, y]) => at(x, y, 0)).join("")}" fill="${hsl(h + 60, 90, 62)}"/>`
      + `<g fill="${INK}"><rect x="36" y="27.5" width="4" height="4.5"/><rect x="60" y="27.5" width="4" height="4.5"/></g>`
      + `<g fill="${hsl(h, 95, 60)}"><rect x="14" y="48" width="5" height="5"/><rect x="81" y="44" width="5" height="5"/><rect x="20" y="8" width="3" height="3"/></g>`;
  },
  // A painter's palette with paint and a brush.
  arteclube: (h) =>
    `<path d="M50 8 C72 8 84 22 80 36 C77 46 64 42 60 50 C56 58 44 58 34 54 C20 48 18 30 26 20 C32 12 40 8 50 8Z" fill="#d7b58a" ${line()}/>`
    + `<ellipse cx="62" cy="40" rx="5" ry="4" fill="${hsl(h, 40, 12)}" ${line(2)}/>`
    + `<circle cx="32" cy="30" r="5" fill="${hsl(h, 85, 58)}" ${line(1.5)}/><circle cx="42" cy="18" r="5" fill="#ffca28" ${line(1.5)}/><circle cx="58" cy="16" r="5" fill="#29b6f6" ${line(1.5)}/><circle cx="71" cy="26" r="5" fill="#66bb6a" ${line(1.5)}/><circle cx="40" cy="44" r="5" fill="#fafafa" ${line(1.5)}/>`
    + `<path d="M84 6 L56 52" stroke="${INK}" stroke-width="7" stroke-linecap="round"/><path d="M84 6 L60 46" stroke="#8d6e63" stroke-width="3.5" stroke-linecap="round"/><path d="M60 46 L56 52" stroke="${hsl(h, 85, 58)}" stroke-width="4" stroke-linecap="round"/>`,
  // A film clapperboard.
  cinema: () =>
    `<rect x="26" y="28" width="50" height="30" rx="2" fill="#263238" ${line()}/><path d="M31 38 H71 M31 46 H71" stroke="#eceff1" stroke-width="1.6" opacity="0.8"/><path d="M33 52 H50" stroke="#fff59d" stroke-width="2"/>`
    + `<g transform="rotate(-18 26 24)"><rect x="26" y="16" width="50" height="10" fill="#fafafa" ${line()}/><path d="M32 16 L28 26 M44 16 L40 26 M56 16 L52 26 M68 16 L64 26" stroke="${INK}" stroke-width="4"/></g>`
    + `<rect x="26" y="24" width="50" height="7" fill="#fafafa" ${line(2.5)}/><path d="M33 24 L29 31 M45 24 L41 31 M57 24 L53 31 M69 24 L65 31" stroke="${INK}" stroke-width="4"/>`
    + `<circle cx="26" cy="26" r="2.6" fill="#90a4ae" ${line(1.5)}/>`,
};

export const placeCardSvg = (id: PlaceId): string => {
  const h = PLACE_HUES[id];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${sky(h)}${id === "praca" ? "" : front(h)}${EMBLEM[id](h)}<rect x="1" y="1" width="98" height="98" rx="14" fill="none" stroke="${hsl(h, 60, 55)}" stroke-width="2"/></svg>`;
};
