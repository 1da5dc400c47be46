/** A card's code-drawn illustration (CASO-8 art) as a small image beside its name. */
import type { CardId } from "../../../shared/games/caso/public";
import { cardArtUrl } from "./art";
import { kindOf } from "./util";

export function CardArt({ c, size = "s" }: { c: string; size?: "s" | "m" }) {
  return <img class={`caso-art caso-art-${kindOf(c)} caso-art-${size}`} src={cardArtUrl(c as CardId)} alt="" aria-hidden="true" decoding="async" />;
}
