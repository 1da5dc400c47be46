/**
 * ALIBI-12 / issue 12: this month's season table on the landing page (top 10: name, points, games).
 * Loaded lazily by Landing; renders nothing while loading, when the table is empty or the route fails.
 */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import "./SeasonBoard.css";
import { myTag, shownRows } from "../season";

interface Row {
  name: string;
  tag?: string;
  points: number;
  matches: number;
}

const isRow = (r: unknown): r is Row => {
  const x = r as Partial<Row> | null;
  return !!x && typeof x.name === "string" && typeof x.points === "number" && typeof x.matches === "number";
};

export function SeasonBoard({ game }: { game: string }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [me, setMe] = useState<string | null>(null);
  useEffect(() => void myTag().then(setMe).catch(() => undefined), []);
  useEffect(() => {
    let alive = true;
    fetch(`/api/season?game=${encodeURIComponent(game)}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ rows?: unknown }>) : Promise.reject(new Error(String(r.status)))))
      .then((b) => alive && setRows(Array.isArray(b.rows) ? b.rows.filter(isRow).slice(0, 10) : []))
      .catch(() => alive && setRows([]));
    return () => {
      alive = false;
    };
  }, [game]);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="season-title" class="season-board" data-testid="season-board">
      <h2 id="season-title">{t("landing.season.title", { game: t(`game.${game}.name`) })}</h2>
      <ol class="season-rows">
        {shownRows(rows, 10, me, null).map(({ row: r, position, isMe, tag }) => (
          <li key={position} class={isMe ? "season-me" : undefined} data-testid="season-row" data-me={isMe ? "true" : undefined}>
            <span class="season-rank">{position}</span>
            <span class="season-who">
              <span class="season-name one-line" title={r.name}>
                {r.name}
              </span>
              {tag ? <small class="muted season-tag">#{tag}</small> : null}
              {isMe ? <small class="season-you">({t("season.you")})</small> : null}
            </span>
            <span class="season-points">{t("landing.season.points", { n: r.points })}</span>
            <span class="muted season-games">{t("landing.season.games", { n: r.matches })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
