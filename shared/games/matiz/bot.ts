/**
 * Matiz's seat policy (MATIZ-12, MATIZ-13 in RULES.md), from the seat's view only. The server-played
 * giver picks the candidate its small lexicon describes best and gives that one word (words shared
 * by Portuguese, Spanish and much of English: "banana", "kiwi", "chocolate" …; each checked by the
 * MATIZ-5 rules like a person's); its second clue is a pass. A server-played guesser reads a
 * lexicon word back to its colour; any other clue it cannot read, so it stands with the markers it
 * can see (or the board's middle). Ready at once after the reveal.
 */
import type { BotCtx } from "../../engine";
import { canDo, type MatizAction } from "./actions";
import { allCells, cellName, type Cell } from "./board";
import { knowledgeFromView, type MatizView } from "./view";

/** A word, the hue it names (degrees) and its lightness (0 dark … 1 light). */
export const LEXICON: readonly { word: string; hue: number; light: number }[] = [
  { word: "tomate", hue: 5, light: 0.5 },
  { word: "chocolate", hue: 25, light: 0.25 },
  { word: "cappuccino", hue: 30, light: 0.55 },
  { word: "banana", hue: 55, light: 0.65 },
  { word: "kiwi", hue: 90, light: 0.45 },
  { word: "pistache", hue: 100, light: 0.72 },
  { word: "menta", hue: 150, light: 0.7 },
  { word: "piscina", hue: 185, light: 0.6 },
  { word: "jeans", hue: 220, light: 0.4 },
  { word: "oceano", hue: 210, light: 0.3 },
  { word: "lavanda", hue: 270, light: 0.7 },
  { word: "berinjela", hue: 285, light: 0.25 },
  { word: "flamingo", hue: 340, light: 0.7 },
];

/**
 * MATIZ-14: the same colours in Russian, for a table that writes its clues in Cyrillic (Matiz has no
 * content language, so the table's own clues say which script it reads).
 */
export const LEXICON_RU: readonly { word: string; hue: number; light: number }[] = [
  { word: "томат", hue: 5, light: 0.5 },
  { word: "шоколад", hue: 25, light: 0.25 },
  { word: "капучино", hue: 30, light: 0.55 },
  { word: "банан", hue: 55, light: 0.65 },
  { word: "киви", hue: 90, light: 0.45 },
  { word: "фисташка", hue: 100, light: 0.72 },
  { word: "мята", hue: 150, light: 0.7 },
  { word: "бассейн", hue: 185, light: 0.6 },
  { word: "джинсы", hue: 220, light: 0.4 },
  { word: "океан", hue: 210, light: 0.3 },
  { word: "лаванда", hue: 270, light: 0.7 },
  { word: "баклажан", hue: 285, light: 0.25 },
  { word: "фламинго", hue: 340, light: 0.7 },
];

const CYRILLIC = /[\u0400-\u04FF]/g;
const LATIN = /[A-Za-z\u00C0-\u024F]/g;

/** MATIZ-14: the lexicon in the script most letters of this match's clues so far are written in (Latin when none). */
export function lexiconOf(v: MatizView): readonly { word: string; hue: number; light: number }[] {
  const text = [...v.pastTargets.flatMap((t) => t.clues ?? []), ...v.clues].join(" ");
  return (text.match(CYRILLIC)?.length ?? 0) > (text.match(LATIN)?.length ?? 0) ? LEXICON_RU : LEXICON;
}

const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b)) / 180;
const hueOf = (b: MatizView["board"], c: Cell) => (b.hueOffset + (c.col * 360) / b.cols) % 360;
const lightOf = (b: MatizView["board"], c: Cell) => 0.9 - (c.row * 0.78) / (b.rows - 1);
const gap = (b: MatizView["board"], c: Cell, w: { hue: number; light: number }) => hueGap(hueOf(b, c), w.hue) + Math.abs(lightOf(b, c) - w.light);

function hexHueLight(hex: string): { hue: number; light: number } {
  const n = parseInt(hex.replace("#", ""), 16);
  const [r, g, b] = [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  if (max === min) return { hue: 0, light };
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (h * 60 + 360) % 360, light };
}

export function bot(view: unknown, _seat: number, ctx: BotCtx): MatizAction | null {
  const v = view as MatizView;
  const k = knowledgeFromView(v);
  const legal = (a: MatizAction) => canDo(k, a) === null;
  switch (v.phase) {
    case "clue1": {
      const cands = v.candidates ?? [];
      if (v.pick === null) {
        if (!cands.length) return null;
        const fit = cands.map((c) => Math.min(...LEXICON.map((w) => { const x = hexHueLight(c.hex); return hueGap(x.hue, w.hue) + Math.abs(x.light - w.light); })));
        const index = fit.indexOf(Math.min(...fit));
        return legal({ type: "pick", index }) ? { type: "pick", index } : null;
      }
      const target = v.target ? hexHueLight(v.target.hex) : null;
      if (!target) return null;
      const words = [...lexiconOf(v)].sort((a, b) => hueGap(a.hue, target.hue) + Math.abs(a.light - target.light) - (hueGap(b.hue, target.hue) + Math.abs(b.light - target.light)));
      for (const w of words) if (legal({ type: "clue", text: w.word })) return { type: "clue", text: w.word };
      return null;
    }
    case "clue2":
      return legal({ type: "pass" }) ? { type: "pass" } : null;
    case "guess1":
    case "guess2": {
      const free = allCells(v.board).filter((c) => !k.occupied.includes(cellName(c)));
      if (!free.length) return null;
      const clue = v.clues.map((c) => [...LEXICON, ...LEXICON_RU].find((w) => w.word === c.trim().toLowerCase())).find((w) => w);
      const seen = v.markers.map((m) => m.cell);
      let cell: Cell;
      if (clue) cell = free.reduce((a, b) => (gap(v.board, b, clue) < gap(v.board, a, clue) ? b : a));
      else if (seen.length) {
        // Next to the crowd: the free cell nearest the first marker it can see.
        const first = seen[0]!;
        const row = first.charCodeAt(0) - 65;
        const col = Number(first.slice(1)) - 1;
        cell = free.reduce((a, b) => (Math.max(Math.abs(b.col - col), Math.abs(b.row - row)) < Math.max(Math.abs(a.col - col), Math.abs(a.row - row)) ? b : a));
      } else cell = free.reduce((a, b) => (Math.abs(b.col - v.board.cols / 2) + Math.abs(b.row - v.board.rows / 2) < Math.abs(a.col - v.board.cols / 2) + Math.abs(a.row - v.board.rows / 2) ? b : a));
      void ctx;
      const a: MatizAction = { type: "guess", cell: cellName(cell) };
      return legal(a) ? a : null;
    }
    case "reveal":
      return legal({ type: "next" }) ? { type: "next" } : null;
    default:
      return null;
  }
}
