/** History lines: seat numbers become "№n Name"-free badges, item kinds and counts become words. */
import { t } from "../../i18n";

const seatish = ["seat", "by", "target", "target2", "loser", "start"];

export function eventParams(type: string, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  for (const k of seatish) if (typeof params[k] === "number") out[k] = `№${(params[k] as number) + 1}`;
  for (const k of ["candidates", "seats"]) if (Array.isArray(params[k])) out[k] = (params[k] as number[]).map((s) => (s === -1 ? t("alibi.vote.nobody") : `№${s + 1}`)).join(", ");
  if (Array.isArray(params.counts)) {
    const c = params.counts as number[];
    const parts: string[] = [];
    for (let i = 0; i + 1 < c.length; i += 2) parts.push(`${c[i] === -1 ? t("alibi.vote.nobody") : `№${c[i]! + 1}`}: ${c[i + 1]}`);
    out.counts = parts.join(" · ");
  }
  if (typeof params.kind === "string" && (type === "opened")) out.kind = t(`alibi.item.${params.kind}`);
  if (typeof params.kind === "string" && type === "vote_open") out.kind = t(`alibi.vote.${params.kind}`);
  if (typeof params.kind === "string" && type === "vote_closed") out.kind = t(`alibi.vote.${params.kind}`);
  if (typeof params.item === "string") out.item = t(`alibi.item.${params.item}`);
  if (typeof params.card === "string") out.card = t(`alibi.cardname.${params.card}`);
  if (typeof params.winner === "string") out.winner = t(`alibi.team.${params.winner}`);
  if (typeof params.genuine === "boolean") out.genuine = params.genuine ? t("alibi.note.genuineWord") : t("alibi.note.swappedWord");
  if (typeof params.shownTrue === "boolean") out.shownTrue = params.shownTrue ? t("alibi.note.confirmed") : t("alibi.note.false");
  if (typeof params.by === "string" && type === "excluded") out.by = t(`alibi.by.${params.by}`);
  return out;
}
