/**
 * The colour-blind aid's switch (MATIZ-15): this player's own preference, off by default, kept in this
 * browser (localStorage `mesa.matiz.colourAid`); it changes only what this page draws.
 */
import { signal } from "@preact/signals";
import { t } from "../../i18n";
import type { Board } from "../../../shared/games/matiz/public";
import { cellCue } from "./colourNames";

const KEY = "mesa.matiz.colourAid";

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === "1";
  } catch {
    return false; // storage blocked: the aid is simply off
  }
}

export const colourAid = signal(stored());

export function setColourAid(on: boolean): void {
  colourAid.value = on;
  try {
    globalThis.localStorage?.setItem(KEY, on ? "1" : "0");
  } catch {
    // kept for this page only
  }
}

/** "blue · dark", in the reader's language; "" for a name not on the board. */
export function cueText(board: Board, cell: string): string {
  const cue = cellCue(board, cell);
  return cue ? t("matiz.aid.cue", { family: t(`matiz.aid.family.${cue.family}`), band: t(`matiz.aid.band.${cue.band}`) }) : "";
}
