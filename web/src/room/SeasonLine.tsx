/**
 * The season line on an end screen (issue 19): "+N · season total X, position Y" for this browser's
 * own row of the month's table (found by its tag, web/src/season.ts). The room writes the match's
 * rows when it ends, so the table may not count it yet: the line asks again a few times and says so
 * meanwhile. Plurals follow each language's rules (season.gain, season.totalPts).
 */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { myTag } from "../season";

export interface SeasonRow {
  name: string;
  tag?: string;
  points: number;
  games?: number;
  matches?: number;
  wins?: number;
}

export interface SeasonState {
  rows: SeasonRow[] | null | "none";
  me: string | null;
  /** This browser's row and its place (1-based), once the table has it. */
  mine: { row: SeasonRow; position: number } | null;
}

/** The line's text, or null when the table has no row of ours yet. */
export function seasonLine(points: number, mine: SeasonState["mine"]): string {
  const gain = t("season.gain", { n: points });
  return mine ? t("season.line", { gain, total: t("season.totalPts", { n: mine.row.points }), pos: mine.position }) : t("season.lineWait", { gain });
}

/** Fetches the month's table for `game`; asks again (up to 4 times, 1.5 s apart) until our row counts this match. */
export function useSeason(game: string, points: number | null): SeasonState {
  const [rows, setRows] = useState<SeasonRow[] | null | "none">(null);
  const [me, setMe] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => void myTag().then(setMe).catch(() => undefined), []);
  useEffect(() => {
    let alive = true;
    fetch(`/api/season?game=${encodeURIComponent(game)}`)
      .then(async (r) => {
        if (!r.ok) throw new Error(String(r.status));
        const body = (await r.json()) as { rows?: SeasonRow[] } | SeasonRow[];
        if (alive) setRows(Array.isArray(body) ? body : (body.rows ?? []));
      })
      .catch(() => alive && setRows("none"));
    return () => {
      alive = false;
    };
  }, [game, tries]);
  const index = Array.isArray(rows) && me !== null ? rows.findIndex((r) => r.tag === me) : -1;
  const mine = index >= 0 && Array.isArray(rows) ? { row: rows[index]!, position: index + 1 } : null;
  useEffect(() => {
    if (points === null || rows === null || rows === "none" || me === null || mine || tries >= 4) return;
    const id = setTimeout(() => setTries((n) => n + 1), 1500);
    return () => clearTimeout(id);
  }, [rows, me, mine, tries, points]);
  return { rows, me, mine };
}

export function SeasonLine({ state, points }: { state: SeasonState; points: number }) {
  if (state.rows === "none" || state.rows === null) return null;
  return (
    <p class="season-line" data-testid="season-line" data-position={state.mine?.position ?? ""}>
      {seasonLine(points, state.mine)}
    </p>
  );
}
