/**
 * Readable history params: the engine's events carry pawn ids and card ids; this turns them into
 * "Rubi (Ana)" and translated card names. The room's History panel can call it before `t()`
 * (it is exported on the client as `eventParams`); it reads the latest view the Screen saw.
 */
import { signal } from "@preact/signals";
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { readGameAction } from "../../../shared/games/caso/public";
import { describeAction } from "./describe";
import { cardName, latestView, pawnLabel } from "./util";

export const latestSeats = signal<readonly SeatSummary[]>([]);

const PAWN_KEYS = ["pawn", "target", "holder", "investigator", "winner"];
const CARD_KEYS = ["character", "weapon", "place", "at", "from", "to"];

export function eventParams(type: string, params: Record<string, unknown>): Record<string, unknown> {
  const view = latestView.value;
  const out: Record<string, unknown> = { ...params };
  for (const k of PAWN_KEYS) {
    const v = params[k];
    if (typeof v === "number") out[k] = view ? pawnLabel(view, latestSeats.value, v) : t("caso.pawn.n", { n: v + 1 });
    if (k === "winner" && v === null) out[k] = t("caso.end.nobody");
  }
  for (const k of CARD_KEYS) if (typeof params[k] === "string" && params[k]) out[k] = cardName(params[k] as string);
  if (typeof params.resource === "string") out.resource = t(`caso.resource.${params.resource}`);
  if (typeof params.card === "string") out.card = cardName(params.card);
  if (typeof params.reason === "string") out.reason = t(`caso.reason.${params.reason}`);
  const seatName = (v: unknown) => latestSeats.value.find((x) => x.seat === v)?.name ?? "?";
  if (type === "spun") {
    const steps = params.steps as number | null;
    out.result = steps === null ? t("caso.roulette.escolha") : params.resource && params.gained ? t("caso.roulette.stepsResource", { n: steps, resource: out.resource }) : t("caso.roulette.steps", { n: steps });
  }
  if (type === "chose") out.choice = params.resource ? out.resource : t("caso.roulette.steps", { n: params.steps });
  if (type === "moved") out.dest = typeof params.entered === "string" && params.entered ? t("caso.history.into", { place: cardName(params.entered) }) : t("caso.history.street");
  if (type === "asked") out.gravadorTag = params.gravador ? t("caso.history.gravador") : "";
  if (type === "evidence_shown" || type === "card_shown") out.byServer = params.by === "server" ? t("caso.history.byServer") : "";
  if (type === "accused") out.verdict = params.right ? t("caso.history.right") : t("caso.history.wrong");
  if (type === "voted") out.vote = params.yes ? t("caso.prop.approve") : t("caso.prop.refuse");
  if (type === "proposed") {
    out.proposer = seatName(params.proposer);
    try {
      const a = readGameAction(JSON.parse(String(params.action)));
      out.action = a && view ? describeAction(a, view, latestSeats.value) : "";
    } catch {
      out.action = "";
    }
  }
  if (type === "moved") out.extra = [params.key ? t("caso.resource.chave") : "", params.vip ? t("caso.resource.vip") : "", params.deposit ? t("caso.desc.deposit") : ""].filter(Boolean).join(", ");
  if (type === "moved" && out.extra) out.extra = ` (${String(out.extra)})`;
  return out;
}
