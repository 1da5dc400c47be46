/** Small helpers shared by the Álibi screens. */
import { t } from "../../i18n";
import type { AlibiView } from "../../../shared/games/alibi/view";

export interface Ctx {
  v: AlibiView;
  me: number | null;
  send(action: unknown): void;
  now(): number;
}

export const NOBODY = -1;

export function seatLabel(v: AlibiView, seat: number | null): string {
  const p = v.players.find((x) => x.seat === seat);
  return p ? `№${p.no} ${p.name}` : "";
}

export function candLabel(v: AlibiView, c: number): string {
  return c === NOBODY ? t("alibi.vote.nobody") : seatLabel(v, c);
}

export const itemLabel = (kind: string): string => t(`alibi.item.${kind}`);
