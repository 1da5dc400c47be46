/** The match history: the game's events, translated; each viewer receives only lines meant for them. */
import { t } from "../../i18n";
import type { HistoryLine } from "../../../shared/protocol";
import type { SeatSummary } from "../../../shared/protocol";

type EventParams = (type: string, params: Record<string, unknown>) => Record<string, unknown>;

/**
 * One line in the page's language. Each line's seat params (`seat`, and the game's `eventSeats`) also
 * come as `<param>Name`; the room's own lines (who plays a seat, PLAT-15) are `room:<type>`, from the
 * platform catalog. The replay page (issue 24) tells its steps with the same function.
 */
export function lineText(l: HistoryLine, gameId: string, seats: readonly { seat: number; name: string }[], eventSeats: readonly string[] = [], eventParams?: EventParams): string {
  const params: Record<string, unknown> = { ...(l.params ?? {}) };
  for (const k of ["seat", ...eventSeats]) if (typeof params[k] === "number") params[`${k}Name`] = seats.find((s) => s.seat === params[k])?.name ?? "?";
  if (l.type.startsWith("room:")) return t(`room.event.${l.type.slice(5)}`, params);
  return t(`${gameId}.event.${l.type}`, eventParams ? eventParams(l.type, params) : params);
}

export function History({ lines, gameId, seats, eventSeats = [], eventParams }: { lines: readonly HistoryLine[]; gameId: string; seats: readonly SeatSummary[]; eventSeats?: readonly string[] | undefined; eventParams?: EventParams | undefined }) {
  if (lines.length === 0) return <p class="muted">{t("history.empty")}</p>;
  return (
    <ol class="history" aria-label={t("history.title")}>
      {[...lines].reverse().map((l) => (
        <li key={l.id}>{lineText(l, gameId, seats, eventSeats, eventParams)}</li>
      ))}
    </ol>
  );
}
