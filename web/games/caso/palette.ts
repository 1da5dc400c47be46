/**
 * Colour by design (CASO-8/10): the "shown" evidence colour and the lit-base colour are fixed,
 * chosen away from every pawn colour and from each other (CIEDE2000, checked by
 * `test/unit/caso/palette.test.ts`), so Sol's yellow never looks like a shown card and a lit base
 * never looks like a pawn. The aura is a ring: faint at the figure's centre, bright around it, so a
 * light character (Pérola, white) keeps its contrast against what is behind it.
 */
export const SHOWN = "#FF8F00";
export const LIT = "#7DF9FF";
/** The scene's clear colour (night). */
export const NIGHT = "#0b0816";
/** The ink of every drawn figure's outline. */
export const OUTLINE = "#120e22";
/** Aura alpha by radius (0 centre … 1 edge): low where the figure stands, a ring around it. */
export const AURA_STOPS: readonly (readonly [number, number])[] = [[0, 0.1], [0.3, 0.12], [0.5, 0.66], [0.7, 0.3], [1, 0]];
/** The aura's alpha behind the figure's body (the centre third of the sprite). */
export const AURA_CORE_ALPHA = 0.12;
/**
 * The ring's colour: the pawn's, except a dark one, lifted toward white so the figures' dark
 * outline stands out of its brightest part (Violeta's #8E24AA ring left the outline at 1.9:1).
 */
const AURA_LIFTED: Readonly<Record<string, string>> = { "#8E24AA": "#A955BF" };
export const auraColour = (pawn: string): string => AURA_LIFTED[pawn.toUpperCase()] ?? pawn;

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.replace("#", "").padEnd(6, "0").slice(i - 1, i + 1), 16)) as Rgb;
const toHex = (c: Rgb): string => `#${c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, "0")).join("")}`;
const lin = (v: number): number => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** WCAG 2 relative luminance and contrast ratio. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => lin(v / 255)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `bg` (a character's initial on its colour dot). */
export const inkOn = (bg: string): string => (contrast("#000000", bg) >= contrast("#ffffff", bg) ? "#000" : "#fff");

/**
 * The grey as bright as `hex` (same luminance): an eliminated or absent pawn's colour (PLAT-A1: greyed,
 * not faded, so its initial keeps the contrast inkOn chose; the word "eliminated" says it too).
 */
export function greyOf(hex: string): string {
  const l = luminance(hex);
  const v = Math.round(255 * (l <= 0.0031308 ? 12.92 * l : 1.055 * l ** (1 / 2.4) - 0.055));
  return `#${v.toString(16).padStart(2, "0").repeat(3)}`;
}

/** What the additive aura makes of the night behind the figure's body. */
export const auraBehindFigure = (colour: string, alpha = AURA_CORE_ALPHA): string => {
  const bg = rgbOf(NIGHT);
  const c = rgbOf(colour);
  return toHex([bg[0] + c[0] * alpha, bg[1] + c[1] * alpha, bg[2] + c[2] * alpha]);
};

function lab(hex: string): Rgb {
  const [r, g, b] = rgbOf(hex).map((v) => lin(v / 255)) as Rgb;
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIEDE2000 colour difference (Sharma, Wu, Dalal 2005). */
export function deltaE2000(p: string, q: string): number {
  const [L1, a1, b1] = lab(p);
  const [L2, a2, b2] = lab(q);
  const rad = Math.PI / 180;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1 = Math.hypot(a1p, b1);
  const c2 = Math.hypot(a2p, b2);
  const hue = (x: number, y: number) => (x === 0 && y === 0 ? 0 : ((Math.atan2(y, x) / rad) + 360) % 360);
  const h1 = hue(a1p, b1);
  const h2 = hue(a2p, b2);
  let dh = 0;
  if (c1 * c2 !== 0) dh = h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 < -180 ? h2 - h1 + 360 : h2 - h1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh * rad) / 2);
  const lBar = (L1 + L2) / 2;
  const cBarP = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) hBar = Math.abs(h1 - h2) > 180 ? (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2 : (h1 + h2) / 2;
  const t = 1 - 0.17 * Math.cos((hBar - 30) * rad) + 0.24 * Math.cos(2 * hBar * rad) + 0.32 * Math.cos((3 * hBar + 6) * rad) - 0.2 * Math.cos((4 * hBar - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cBarP;
  const sh = 1 + 0.015 * cBarP * t;
  const rt = -Math.sin(2 * dTheta * rad) * rc;
  const dL = (L2 - L1) / sl;
  const dC = (c2 - c1) / sc;
  const dHs = dH / sh;
  return Math.sqrt(dL * dL + dC * dC + dHs * dHs + rt * dC * dHs);
}
