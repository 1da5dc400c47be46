/** The match history: the game's events, translated; each viewer receives only lines meant for them. */
import { t } from "../../i18n";
import type { HistoryLine } from "../../../shared/protocol";
import type { SeatSummary } from "../../../shared/protocol";

type EventParams = (type: string, params: Record<string, unknown>) => Record<string, unknown>;

/** Each line's seat params (`seat`, and the game's `eventSeats`) also come as `<param>Name`. */
export function History({ lines, gameId, seats, eventSeats = [], eventParams }: { lines: readonly HistoryLine[]; gameId: string; seats: readonly SeatSummary[]; eventSeats?: readonly string[] | undefined; eventParams?: EventParams | undefined }) {
  if (lines.length === 0) return <p class="muted">{t("history.empty")}</p>;
  const nameOf = (seat: unknown) => seats.find((s) => s.seat === seat)?.name ?? "?";
  return (
    <ol class="history" aria-label={t("history.title")}>
      {[...lines].reverse().map((l) => {
        const params: Record<string, unknown> = { ...(l.params ?? {}) };
        for (const k of ["seat", ...eventSeats]) if (typeof params[k] === "number") params[`${k}Name`] = nameOf(params[k]);
        // The room's own lines (who plays a seat, PLAT-15) are `room:<type>`, translated from the platform catalog.
        if (l.type.startsWith("room:")) return <li key={l.id}>{t(`room.event.${l.type.slice(5)}`, params)}</li>;
        return <li key={l.id}>{t(`${gameId}.event.${l.type}`, eventParams ? eventParams(l.type, params) : params)}</li>;
      })}
    </ol>
  );
}
