/**
 * A card's code-drawn illustration (CASO-8 art) beside its name. The art is its own lazy chunk
 * (shared with the scene), so it stays out of the Caso screen's first paint: until it arrives the
 * picture's box is kept empty at its final size (no layout jump).
 */
import { signal } from "@preact/signals";
import type { CardId } from "../../../shared/games/caso/public";
import { kindOf } from "./util";

type ArtModule = typeof import("./art");
const art = signal<ArtModule | null>(null);
let loading = false;
/** Starts fetching the art chunk (the Caso screen calls it once it has painted). */
export function loadArt(): void {
  if (loading) return;
  loading = true;
  void import("./art").then((m) => (art.value = m)).catch(() => (loading = false));
}

export function CardArt({ c, size = "s" }: { c: string; size?: "s" | "m" }) {
  const m = art.value;
  if (!m) {
    loadArt();
    return <span class={`caso-art caso-art-${kindOf(c)} caso-art-${size} caso-art-wait`} aria-hidden="true" />;
  }
  return <img class={`caso-art caso-art-${kindOf(c)} caso-art-${size}`} src={m.cardArtUrl(c as CardId)} alt="" aria-hidden="true" decoding="async" />;
}
