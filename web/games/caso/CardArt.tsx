/**
 * A card's code-drawn illustration (CASO-8 art) beside its name: its cell of the art's one sheet, as a
 * decorative box (caso.css gives it its size). The art is its own lazy chunk (shared with the scene),
 * so it stays out of the Caso screen's first paint: until it arrives the box is kept empty at its
 * final size (no layout jump).
 */
import { signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { CardId } from "../../../shared/games/caso/public";
import { kindOf } from "./util";

type ArtModule = typeof import("./art");
const art = signal<ArtModule | null>(null);
let loading = false;
/** Starts fetching the art chunk, once a box has painted (an effect: the import's set-up stays out of the screen's first render). */
function loadArt(): void {
  if (loading) return;
  loading = true;
  void import("./art")
    .then(async (m) => {
      await m.sheetReady();
      art.value = m;
    })
    .catch(() => (loading = false));
}

export function CardArt({ c, size = "s" }: { c: string; size?: "s" | "m" }) {
  const m = art.value;
  const kind = kindOf(c);
  useEffect(() => {
    if (!m) loadArt();
  }, [m]);
  // caso.css draws a character's small box 1:2, the figure's own shape; every other box is square.
  const style = m?.cardArtStyle(c as CardId, size === "s" && kind === "character");
  return <span class={`caso-art caso-art-${kind} caso-art-${size}${m ? "" : " caso-art-wait"}`} style={style} aria-hidden="true" />;
}
