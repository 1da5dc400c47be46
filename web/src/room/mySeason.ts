/** PLAT-27: what an end screen needs to say "+N · season total X, position Y" (web/src/room/SeasonLine.tsx), from the room summary. */
import type { RoomState } from "../../../shared/protocol";
import { t } from "../../i18n";

/** This browser's season points in the match that just ended, and that match's name for the table's route. */
export interface MySeason {
  match: string;
  points: number;
}

/** This seat's part of the ended match's season points, or null: a spectator, a seat without a row, or a match that does not count (the room's season option off). */
export function mySeason(room: Pick<RoomState, "phase" | "season">, me: number | null): MySeason | null {
  if (room.phase !== "ended" || !room.season || me === null) return null;
  const row = room.season.points.find((p) => p.seat === me);
  return row ? { match: room.season.match, points: row.points } : null;
}

/** The line's text; until the table counts this match (mine null), the "still counting" text. */
export function seasonLine(points: number, mine: { row: { points: number }; position: number } | null): string {
  const gain = t("season.gain", { n: points });
  return mine ? t("season.line", { gain, total: t("season.totalPts", { n: mine.row.points }), pos: mine.position }) : t("season.lineWait", { gain });
}

