/** The match history: the game's events, translated; each viewer receives only lines meant for them. */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { HistoryLine } from "../../../shared/protocol";
import type { SeatSummary } from "../../../shared/protocol";

type EventParams = (type: string, params: Record<string, unknown>) => Record<string, unknown>;

interface LineContext {
  gameId: string;
  seats: readonly SeatSummary[];
  eventSeats?: readonly string[] | undefined;
  eventParams?: EventParams | undefined;
}

/** One line in the reader's language. Each line's seat params (`seat`, and the game's `eventSeats`) also come as `<param>Name`. */
export function lineText(l: HistoryLine, { gameId, seats, eventSeats = [], eventParams }: LineContext): string {
  const nameOf = (seat: unknown) => seats.find((s) => s.seat === seat)?.name ?? "?";
  const params: Record<string, unknown> = { ...(l.params ?? {}) };
  for (const k of ["seat", ...eventSeats]) if (typeof params[k] === "number") params[`${k}Name`] = nameOf(params[k]);
  // The room's own lines (who plays a seat, PLAT-15) are `room:<type>`, translated from the platform catalog.
  if (l.type.startsWith("room:")) return t(`room.event.${l.type.slice(5)}`, params);
  return t(`${gameId}.event.${l.type}`, eventParams ? eventParams(l.type, params) : params);
}

export function History(props: { lines: readonly HistoryLine[] } & LineContext) {
  const { lines } = props;
  if (lines.length === 0) return <p class="muted">{t("history.empty")}</p>;
  return (
    // It scrolls: one stop in the tab order, so a keyboard can scroll it (PLAT-A1, axe's scrollable-region-focusable).
    <ol class="history" aria-label={t("history.title")} tabIndex={0}>
      {[...lines].reverse().map((l) => (
        <li key={l.id}>{lineText(l, props)}</li>
      ))}
    </ol>
  );
}

/**
 * What just happened, said by a screen reader: the history lines that arrive after the page has its
 * first batch (a reload or a late join does not read the whole match out), in the reader's language.
 * Always in the page, whichever side tab is open, and drawn nowhere.
 */
export function Announcer(props: { lines: readonly HistoryLine[] } & LineContext) {
  const seen = useRef<number | null>(null);
  const [said, setSaid] = useState<readonly HistoryLine[]>([]);
  const last = props.lines[props.lines.length - 1]?.id ?? 0;
  useEffect(() => {
    if (seen.current === null || last < seen.current) {
      // First batch, or a rematch that started the history again: nothing to say yet.
      seen.current = last;
      setSaid([]);
      return;
    }
    const fresh = props.lines.filter((l) => l.id > seen.current!);
    seen.current = last;
    if (fresh.length > 0) setSaid(fresh.slice(-3));
  }, [last]);
  return (
    <div class="sr-only" role="log" aria-live="polite" data-testid="announcer">
      {said.map((l) => (
        <p key={l.id}>{lineText(l, props)}</p>
      ))}
    </div>
  );
}
