/** One line for a game action (team proposals and the history's "proposed" lines). */
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import type { GameAction } from "../../../shared/games/caso";
import { cardName, pawnLabel, type View } from "./util";

export function describeAction(a: GameAction, view: View, seats: readonly SeatSummary[]): string {
  switch (a.type) {
    case "choose":
      return typeof a.result === "number" ? t("caso.desc.chooseSteps", { n: a.result }) : t("caso.desc.chooseResource", { resource: t(`caso.resource.${a.result}`) });
    case "redeem":
      return t("caso.desc.redeem", { n: a.n });
    case "move": {
      const last = a.path[a.path.length - 1];
      const cost = a.path.length + (a.enter ? 1 : 0);
      return a.enter ? t("caso.desc.moveEnter", { n: cost }) + (a.deposit ? ` · ${t("caso.desc.deposit")}` : "") : t("caso.desc.move", { n: cost, x: last ? last[0] + 1 : "", y: last ? last[1] + 1 : "" });
    }
    case "investigate":
      return t("caso.desc.investigate", { target: pawnLabel(view, seats, a.target), cards: [a.character, a.weapon, a.place].map(cardName).join(" · ") });
    case "show":
      return t("caso.desc.show", { card: cardName(a.card) });
    case "accuse":
      return t("caso.desc.accuse", { cards: [a.character, a.weapon, a.place].map(cardName).join(" · ") });
    default:
      return t(`caso.desc.${a.type}`);
  }
}
