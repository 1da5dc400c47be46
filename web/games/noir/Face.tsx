/**
 * A suspect's portrait: an SVG face made deterministically from the suspect's id (skin, hair, eyes,
 * brows, hat, glasses, moustache, coat). Same id, same face, on every screen.
 */
import type { JSX } from "preact";
import { SUSPECTS } from "../../../shared/games/noir/public";
import { signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { devicePixels, rasterSheet } from "../../src/ui/rasterSheet";

/** FNV-1a, then a small generator: the id decides every trait. */
function traitsRng(id: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  let a = h || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIN = ["#f6d3b3", "#eab98f", "#d49a6a", "#b57a4f", "#8d5a36", "#6a4026"];
const HAIR = ["#1d1a1a", "#3b2a20", "#6b4a2b", "#a8763e", "#d9b36c", "#8a8a8a", "#7a2e1f"];
const COAT = ["#2c2f3a", "#4a3b2f", "#5b1f2a", "#243a52", "#3d4a3a", "#55505c"];
const HAT = ["#1f1f24", "#3a2f28", "#5b1f2a", "#2b3850", "#6d6256"];
const BG = ["#3a3350", "#40384a", "#2f3d4a", "#4a3a3a", "#33443d", "#46402f"];

interface FaceTraits {
  skin: string;
  hair: string;
  hairStyle: number;
  coat: string;
  tie: string;
  bg: string;
  hat: number;
  hatColour: string;
  eyes: number;
  glasses: boolean;
  moustache: boolean;
  lipstick: boolean;
  earrings: boolean;
  mole: boolean;
  headW: number;
}

function traitsOf(id: string): FaceTraits {
  const r = traitsRng(id);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  return {
    skin: pick(SKIN),
    hair: pick(HAIR),
    hairStyle: Math.floor(r() * 6),
    coat: pick(COAT),
    tie: pick(["#b8322f", "#d9a441", "#3f6fb0", "#e8e2d0", "#2e7d5b"]),
    bg: pick(BG),
    hat: r() < 0.45 ? 1 + Math.floor(r() * 4) : 0,
    hatColour: pick(HAT),
    eyes: Math.floor(r() * 3),
    glasses: r() < 0.25,
    moustache: r() < 0.25,
    lipstick: r() < 0.3,
    earrings: r() < 0.25,
    mole: r() < 0.2,
    headW: 17 + Math.floor(r() * 5),
  };
}

const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill = "") => `<circle cx="${cx}" cy="${cy}" r="${r}"${fill && ` fill="${fill}"`}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const g = (attrs: string, body: string) => `<g ${attrs}>${body}</g>`;

function hair(t: FaceTraits): string {
  const w = t.headW;
  switch (t.hairStyle) {
    case 0: // short cap
      return path(`M${50 - w} 44 Q${50 - w} 18 50 18 Q${50 + w} 18 ${50 + w} 44 Q${50 + w - 4} 30 50 29 Q${50 - w + 4} 30 ${50 - w} 44Z`, t.hair);
    case 1: // long, falling behind the shoulders
      return path(`M${50 - w - 3} 70 L${50 - w - 3} 40 Q${50 - w} 16 50 16 Q${50 + w} 16 ${50 + w + 3} 40 L${50 + w + 3} 70Z`, t.hair);
    case 2: // bun
      return g(`fill="${t.hair}"`, circle(50, 15, 7) + `<path d="M${50 - w} 42 Q${50 - w} 19 50 19 Q${50 + w} 19 ${50 + w} 42 Q${50 + w - 3} 28 50 27 Q${50 - w + 3} 28 ${50 - w} 42Z"/>`);
    case 3: // side part with a wave
      return path(`M${50 - w} 46 Q${50 - w - 2} 17 52 18 Q${50 + w + 2} 20 ${50 + w} 44 Q${50 + w - 2} 31 ${58} 28 Q50 34 ${50 - w + 2} 46Z`, t.hair);
    case 4: // curls
      return g(`fill="${t.hair}"`, [-16, -9, -2, 5, 12, 18].map((dx, i) => circle(50 + dx * (w / 18), 23 + (i % 2) * 3, 6.5)).join("") + circle(50 - w, 34, 5) + circle(50 + w, 34, 5));
    default: // receding
      return path(`M${50 - w} 40 Q${50 - w + 1} 26 ${50 - w + 6} 24 L${50 - w + 8} 34Z M${50 + w} 40 Q${50 + w - 1} 26 ${50 + w - 6} 24 L${50 + w - 8} 34Z`, t.hair);
  }
}

function hat(t: FaceTraits): string {
  const w = t.headW;
  const c = t.hatColour;
  switch (t.hat) {
    case 1: // fedora
      return ellipse(50, 27, w + 12, 4.5, c) + path(`M${50 - w + 2} 27 L${50 - w + 5} 11 Q50 6 ${50 + w - 5} 11 L${50 + w - 2} 27Z`, c) + `<rect x="${50 - w + 3}" y="21" width="${2 * w - 6}" height="4" fill="#0008"/>`;
    case 2: // beret
      return ellipse(46, 22, w + 6, 8, c, ` transform="rotate(-8 46 22)"`);
    case 3: // cloche
      return path(`M${50 - w - 3} 34 Q${50 - w - 2} 12 50 12 Q${50 + w + 2} 12 ${50 + w + 3} 34 Q50 28 ${50 - w - 3} 34Z`, c);
    case 4: // flat cap
      return path(`M${50 - w} 28 Q${50 - w} 14 50 14 Q${50 + w} 14 ${50 + w} 28Z M${50 - w + 4} 28 L${50 + w + 9} 28 Q${50 + w + 6} 33 ${50 + w - 4} 31Z`, c);
    default:
      return "";
  }
}

function eyes(t: FaceTraits): string {
  const y = 45;
  const eye = (x: number) =>
    t.eyes === 0 ? circle(x, y, 2, "#1b1b1b") : t.eyes === 1 ? ellipse(x, y, 3, 1.6, "#1b1b1b") : path(`M${x - 3} ${y} Q${x} ${y - 3} ${x + 3} ${y}`, "none", ` stroke="#1b1b1b" stroke-width="1.6"`);
  const brow = t.hair === "#8a8a8a" ? "#666" : t.hair;
  return (
    eye(43) +
    eye(57) +
    path(`M39 ${y - 5} L46 ${y - 6} M54 ${y - 6} L61 ${y - 5}`, "none", ` stroke="${brow}" stroke-width="1.8" stroke-linecap="round"`) +
    (t.glasses ? g(`stroke="#222" stroke-width="1.2" fill="#ffffff22"`, circle(43, y, 5) + circle(57, y, 5) + `<path d="M48 ${y} L52 ${y}"/>`) : "")
  );
}

/** The portrait as SVG: a 100 × 100 square placed at `at` on the sheet of every face. */
function faceSvg(id: string, at: { x: number; y: number }): string {
  const t = traitsOf(id);
  const w = t.headW;
  // Fedora, cloche and cap cover the hair; a beret sits on it. Long hair falls behind the head.
  const hairShows = t.hat === 0 || t.hat === 2;
  const long = t.hairStyle === 1;
  return (
    `<svg x="${at.x}" y="${at.y}" width="100" height="100" viewBox="0 0 100 100"><rect width="100" height="100" fill="${t.bg}"/>` +
    (hairShows && long ? hair(t) : "") +
    // coat, shirt and tie
    path("M14 100 Q16 74 50 70 Q84 74 86 100Z", t.coat) +
    path("M42 71 L50 86 L58 71Z", "#ece6d6") +
    path("M48.5 74 L51.5 74 L52.5 88 L50 92 L47.5 88Z", t.tie) +
    `<rect x="44" y="58" width="12" height="14" fill="${t.skin}"/>` +
    ellipse(50 - w, 47, 3, 5, t.skin) +
    ellipse(50 + w, 47, 3, 5, t.skin) +
    (t.earrings ? g(`fill="#e8c15a"`, circle(50 - w, 54, 1.6) + circle(50 + w, 54, 1.6)) : "") +
    ellipse(50, 44, w, 22, t.skin) +
    (hairShows && !long ? hair(t) : "") +
    hat(t) +
    eyes(t) +
    path("M50 47 L48 54 L51 54", "none", ` stroke="#0004" stroke-width="1.3" stroke-linecap="round"`) +
    (t.moustache ? path("M43 58 Q50 54 57 58 Q50 57 43 58Z", t.hair, ` stroke="${t.hair}" stroke-width="1.5"`) : "") +
    path("M45 60 Q50 63 55 60", "none", ` stroke="${t.lipstick ? "#a3252d" : "#5a3a30"}" stroke-width="${t.lipstick ? 2.4 : 1.5}" stroke-linecap="round"`) +
    (t.mole ? circle(58, 55, 0.9, "#3a2418") : "") +
    "</svg>"
  );
}

const COLS = 5;
const ROWS = Math.ceil(SUSPECTS.length / COLS);
const SLOT = new Map<string, number>(SUSPECTS.map((x, i) => [x.id, i]));
/** The sheet's blob: URL once drawn (null until then: the boxes show their plain ground). */
const sheet = signal<string | null>(null);
let drawing = false;

/**
 * Every suspect's face on one sheet, one image for the whole page: each face's image of its own was
 * an SVG document the browser sets up on the main thread (the 25 faces of a board: a 400 ms task at
 * 4× CPU), and inline SVG would take some 20 elements a face (issue 21 keeps Noir's page small). Drawn
 * once into a bitmap sized for the largest portrait (noir.css: 6rem), see web/src/ui/rasterSheet.ts.
 */
function drawSheet(): void {
  if (drawing) return;
  drawing = true;
  const faces = SUSPECTS.map((x, i) => faceSvg(x.id, { x: (i % COLS) * 100, y: Math.floor(i / COLS) * 100 })).join("");
  // Stretched to the background's box: each face fills its portrait's box exactly, whatever its shape
  // (a face kept square would leave the sheet centred in that box, and its squares out of line).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COLS * 100} ${ROWS * 100}" preserveAspectRatio="none">${faces}</svg>`;
  const cell = devicePixels(6);
  void rasterSheet(svg, COLS * cell, ROWS * cell).then((url) => (sheet.value = url));
}

/** The portrait: its square of the sheet, as a decorative box (noir.css gives it its size). */
export function Face({ id, class: cls }: { id: string; class?: string }): JSX.Element {
  const i = SLOT.get(id);
  const url = sheet.value;
  // After the box has painted: the sheet's drawing (56 faces' SVG, a style read) stays out of the board's first render.
  useEffect(() => {
    if (!url) drawSheet();
  }, [url]);
  const style = i === undefined || !url ? undefined : { backgroundImage: `url("${url}")`, backgroundPosition: `${((i % COLS) * 100) / (COLS - 1)}% ${(Math.floor(i / COLS) * 100) / (ROWS - 1)}%` };
  return <span class={cls ? `noir-portrait ${cls}` : "noir-portrait"} style={style} aria-hidden="true" />;
}
