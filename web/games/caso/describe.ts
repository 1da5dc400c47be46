/** One line for a game action (team proposals and the history's "proposed" lines). */
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { MAP, PLACE_IDS, type GameAction, type PlaceId } from "../../../shared/games/caso/public";
import { cardName, myPawn, pawnLabel, type View } from "./util";

/** The place nearest to a street square (by the distance to its rectangle), to name a square without coordinates. */
function nearestPlace(x: number, y: number): PlaceId {
  let best: PlaceId = "praca";
  let bestD = Infinity;
  for (const id of PLACE_IDS) {
    const [x0, y0, x1, y1] = MAP.rooms[id].rect;
    const d = Math.hypot(Math.max(x0 - x, 0, x - x1), Math.max(y0 - y, 0, y - y1));
    if (d < bestD) (best = id), (bestD = d);
  }
  return best;
}

export function describeAction(a: GameAction, view: View, seats: readonly SeatSummary[]): string {
  switch (a.type) {
    case "choose":
      return typeof a.result === "number" ? t("caso.desc.chooseSteps", { n: a.result }) : t("caso.desc.chooseResource", { resource: t(`caso.resource.${a.result}`) });
    case "redeem":
      return t("caso.desc.redeem", { n: a.n });
    case "move": {
      const pos = myPawn(view)?.pos;
      const last = a.path[a.path.length - 1] ?? (pos?.kind === "street" ? ([pos.x, pos.y] as const) : null);
      const cost = a.path.length + (a.enter ? 1 : 0);
      const door = last ? MAP.doorOf.get(`${last[0]},${last[1]}`) : undefined;
      if (a.enter && door) return t("caso.desc.moveEnter", { n: cost, place: cardName(door) }) + (a.deposit ? ` · ${t("caso.desc.deposit")}` : "");
      if (!last) return t("caso.desc.skipMove");
      return door ? t("caso.desc.moveDoor", { n: cost, place: cardName(door) }) : t("caso.desc.move", { n: cost, place: cardName(nearestPlace(last[0], last[1])) });
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
