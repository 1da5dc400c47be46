/**
 * The season line on an end screen (issue 19): "+N · season total X, position Y" for this browser's
 * own row of the month's table (found by its tag, web/src/season.ts). The room summary says whether the
 * match counts and each seat's points (PLAT-27); the table may not count it yet when the end shows, so
 * the line asks again until it does and says so meanwhile: the total it shows always includes this
 * match. Plurals follow each language's rules (season.gain, season.totalPts).
 */
import { useEffect, useState } from "preact/hooks";
import { myTag } from "../season";
import { seasonLine, type MySeason } from "./mySeason";

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
  /** This browser's row and its place (1-based), once the table counts this match. */
  mine: { row: SeasonRow; position: number } | null;
}

/**
 * Fetches the month's table for `game`. With `mine` (this match counts), asks with its match and again
 * (up to 8 times, 1 s apart) until the table counts it: the room writes the rows as the match ends, so
 * a first answer may come before them. Only then is our row's total one that includes this match.
 */
export function useSeason(game: string, mine: MySeason | null): SeasonState {
  const [rows, setRows] = useState<SeasonRow[] | null | "none">(null);
  const [counted, setCounted] = useState(false);
  const [me, setMe] = useState<string | null>(null);
  /** This browser's row and place as the server counts them: found even below the table's top 100. */
  const [place, setPlace] = useState<SeasonState["mine"]>(null);
  const [tries, setTries] = useState(0);
  const match = mine?.match ?? null;
  useEffect(() => {
    let alive = true;
    myTag()
      .catch(() => null)
      .then(async (tag) => {
        if (alive) setMe(tag);
        const r = await fetch(`/api/season?game=${encodeURIComponent(game)}${match ? `&match=${encodeURIComponent(match)}` : ""}${match && tag ? `&tag=${tag}` : ""}`);
        if (!r.ok) throw new Error(String(r.status));
        const body = (await r.json()) as { rows?: SeasonRow[]; counted?: boolean; mine?: SeasonState["mine"] };
        if (!alive) return;
        setRows(body.rows ?? []);
        setCounted(body.counted === true);
        setPlace(body.mine ?? null);
      })
      .catch(() => alive && setRows("none"));
    return () => {
      alive = false;
    };
  }, [game, match, tries]);
  useEffect(() => {
    if (match === null || counted || rows === null || rows === "none" || tries >= 8) return;
    const id = setTimeout(() => setTries((n) => n + 1), 1000);
    return () => clearTimeout(id);
  }, [match, counted, rows, tries]);
  // The row the table marks as mine gives the position when it is there (ties keep the table's order).
  const index = Array.isArray(rows) && me !== null ? rows.findIndex((r) => r.tag === me) : -1;
  const found = index >= 0 && Array.isArray(rows) ? { row: rows[index]!, position: index + 1 } : place;
  return { rows, me, mine: counted ? found : null };
}

/** The line, for a seat whose match counts in the season (`mySeason`); nothing otherwise. */
export function SeasonLine({ state, season }: { state: SeasonState; season: MySeason | null }) {
  if (!season || state.rows === "none" || state.rows === null) return null;
  return (
    <p class="season-line" data-testid="season-line" data-gain={season.points} data-position={state.mine?.position ?? ""} data-total={state.mine?.row.points ?? ""}>
      {seasonLine(season.points, state.mine)}
    </p>
  );
}
