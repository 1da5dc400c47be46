/** ALIBI-2 / ALIBI-3: opening items, the self-open lock and the automatic open. */
import type { Transition } from "../../engine";
import { AUTO_OPEN_ORDER, type ItemKind, type OpenHow, type Player, type AlibiState } from "./state";
import { itemText } from "./text";

/** ALIBI-3: the lock counts self-opens only (a story or the automatic open). */
export function lockedForSelf(selfOpened: Player["selfOpened"], kind: ItemKind): boolean {
  return (kind === "profession" && selfOpened === "feature") || (kind === "feature" && selfOpened === "profession");
}

/** Opens an item publicly (or shows it again, for Очная ставка). */
export function openItem(t: Transition<AlibiState>, p: Player, kind: ItemKind, how: OpenHow): void {
  if (!p.opened[kind]) {
    p.opened[kind] = how;
    if ((how === "story" || how === "auto") && (kind === "profession" || kind === "feature")) p.selfOpened = kind;
  }
  t.pub("opened", { seat: p.seat, kind, id: p.item[kind], text: itemText(t.s.kase, kind, p.item[kind]), how, no: p.no });
}

/** ALIBI-G5: the first allowed closed item of relation, motive, alibi, profession, feature, secret; null when none. */
function autoOpenKind(p: Player): ItemKind | null {
  return AUTO_OPEN_ORDER.find((k) => !p.opened[k] && !lockedForSelf(p.selfOpened, k)) ?? null;
}

export function autoOpen(t: Transition<AlibiState>, p: Player): void {
  const k = autoOpenKind(p);
  if (k) openItem(t, p, k, "auto");
}
