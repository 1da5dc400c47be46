/** Small helpers shared by the Álibi screens. */
import { t } from "../../i18n";
import { NOBODY, type AlibiAction, type AlibiView, type Knowledge } from "../../../shared/games/alibi/public";

export interface Ctx {
  v: AlibiView;
  /** What this seat may do now: the server's own predicates read the same knowledge from the same view. */
  k: Knowledge;
  me: number | null;
  send(action: AlibiAction): void;
  now(): number;
  /** The role card covers the table (a modal): what is due takes the focus once it closes (PLAT-A2). */
  roleOpen?: boolean;
}

export function seatLabel(v: AlibiView, seat: number | null): string {
  const p = v.players.find((x) => x.seat === seat);
  return p ? `№${p.no} ${p.name}` : "";
}

export function candLabel(v: AlibiView, c: number): string {
  return c === NOBODY ? t("alibi.vote.nobody") : seatLabel(v, c);
}

export const itemLabel = (kind: string): string => t(`alibi.item.${kind}`);
