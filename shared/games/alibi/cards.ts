/** ALIBI-11: the seven cards' effects. Secret plays change nothing anyone else receives. */
import type { Transition } from "../../engine";
import type { PlayAction } from "./actions";
import { openItem } from "./items";
import type { ItemKind, AlibiState } from "./state";
import { itemText } from "./text";
import { playerOf } from "./table";

export function applyPlay(t: Transition<AlibiState>, seat: number, a: PlayAction): void {
  const s = t.s;
  const me = playerOf(s, seat)!;
  const card = me.hand.find((c) => c.id === a.card && !c.spent)!;
  card.spent = true;
  const target = a.target === undefined ? undefined : playerOf(s, a.target);
  const round = s.round;
  switch (card.kind) {
    case "obysk": {
      const tg = target!;
      const item = a.item as ItemKind;
      let shownTrue: boolean | null = null;
      if (item === "alibi") {
        const guard = tg.hand.find((c) => c.kind === "lozhny" && !c.spent);
        if (!tg.alibiTrue && guard) {
          // Ложный след: a false alibi reads "confirmed" once; the card is spent (ALIBI-R15: the next search shows the truth).
          guard.spent = true;
          shownTrue = true;
          tg.notes.push({ k: "lozhnyFired", round, by: seat });
          t.priv([tg.seat], "lozhny_fired", {});
          s.plays.push({ round, by: tg.seat, kind: "lozhny", target: seat, secret: true });
        } else {
          shownTrue = tg.alibiTrue;
          if (!tg.truthKnownBy.includes(seat)) tg.truthKnownBy.push(seat);
        }
      }
      (tg.searchedBy[item] ??= []).includes(seat) || tg.searchedBy[item]!.push(seat);
      me.notes.push({ k: "obysk", round, target: tg.seat, item, id: tg.item[item], shownTrue });
      s.plays.push({ round, by: seat, kind: "obysk", target: tg.seat, item, result: shownTrue === null ? tg.item[item] : String(shownTrue), secret: false });
      t.pub("played_obysk", { by: seat, target: tg.seat, item });
      t.priv([seat], "obysk_result", { target: tg.seat, item, text: itemText(s.kase, item, tg.item[item]), shownTrue });
      return;
    }
    case "pokazaniya": {
      const item = a.item as ItemKind;
      s.plays.push({ round, by: seat, kind: "pokazaniya", target: target!.seat, item, secret: false });
      t.pub("played_pokazaniya", { by: seat, target: target!.seat, item });
      openItem(t, target!, item, "pokazaniya");
      return;
    }
    case "ochnaya": {
      const other = playerOf(s, a.target2!)!;
      const item = a.item as ItemKind;
      s.plays.push({ round, by: seat, kind: "ochnaya", target: target!.seat, target2: other.seat, item, secret: false });
      t.pub("played_ochnaya", { by: seat, target: target!.seat, target2: other.seat, item });
      openItem(t, target!, item, "ochnaya");
      openItem(t, other, item, "ochnaya");
      return;
    }
    case "podmena": {
      const slot = s.slots.findIndex((x) => x.shown === null && x.swap === null);
      s.slots[slot]!.swap = { by: seat, target: target!.seat };
      me.notes.push({ k: "podmena", round, swapSlot: slot, swapTarget: target!.seat });
      s.plays.push({ round, by: seat, kind: "podmena", target: target!.seat, slot, secret: true });
      t.priv([seat], "podmena_set", { target: target!.seat, n: slot + 1 });
      return;
    }
    case "ekspertiza": {
      const slot = s.slots[a.slot!]!;
      const genuine = slot.swap === null || slot.shown === slot.queued;
      if (!slot.checkedBy.includes(seat)) slot.checkedBy.push(seat);
      me.notes.push({ k: "ekspertiza", round, slot: a.slot!, genuine });
      s.plays.push({ round, by: seat, kind: "ekspertiza", slot: a.slot!, result: genuine ? "genuine" : "swapped", secret: true });
      t.priv([seat], "ekspertiza_result", { n: a.slot! + 1, genuine });
      return;
    }
    case "advokat":
    case "lozhny":
      return;
  }
}
