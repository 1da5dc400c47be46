/** The end screen: the full reveal (never ballots), personal points with reasons, the month's season table. */
import { myTag, shownTags } from "../../src/season";
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { GOAL_POINTS, type AlibiView } from "../../../shared/games/alibi/public";
import { itemLabel, seatLabel, type Ctx } from "./util";

interface SeasonRow {
  rank?: number;
  name: string;
  tag?: string;
  points: number;
  games?: number;
  matches?: number;
  wins?: number;
}

export function End({ ctx }: { ctx: Ctx }) {
  const { v, me } = ctx;
  const o = v.over!;
  const mine = o.players.find((p) => p.role.seat === me);
  return (
    <section class="alibi-end" data-testid="alibi-end" data-winner={o.winner ?? ""}>
      <h2>{t(o.winner === "innocents" ? "alibi.end.innocents" : "alibi.end.criminals")}</h2>
      {mine && (
        <p class="alibi-yours" data-testid="alibi-my-points">
          {t("alibi.end.yourPoints", { n: mine.score.points })}
        </p>
      )}
      <ul class="alibi-reveal">
        {o.players.map((p) => (
          <li key={p.role.seat} data-testid={`alibi-reveal-${p.role.seat}`}>
            <p>
              <b>{seatLabel(v, p.role.seat)}</b> — <span class={`alibi-role-${p.role.role}`}>{t(`alibi.role.${p.role.role}`)}</span>
              {" · "}
              <strong data-testid="alibi-points">{t("alibi.end.points", { n: p.score.points })}</strong>
            </p>
            <p class="alibi-note">{reasons(p)}</p>
            <details>
              <summary>{t("alibi.end.card")}</summary>
              <ul>
                {p.card.map((it) => (
                  <li key={it.kind}>
                    <b>{itemLabel(it.kind)}</b> {it.open ? "" : `(${t("alibi.card.closed")})`}: {it.text}
                  </li>
                ))}
                <li>{p.alibi.alibiTrue ? t("alibi.card.alibiHolds") : t("alibi.card.alibiFalse")}</li>
                <li>
                  {t("alibi.card.hand")}: {p.hand.map((c) => `${t(`alibi.cardname.${c.kind}`)}${c.spent ? " ✓" : ""}`).join(", ")}
                </li>
              </ul>
            </details>
          </li>
        ))}
      </ul>
      <details>
        <summary>{t("alibi.end.queue")}</summary>
        <ol>
          {o.queue.map((q) => (
            <li key={q.slot}>
              {q.queued.text}
              {q.swap && q.shown && (
                <span>
                  {" "}
                  → {t("alibi.end.swapped", { by: seatLabel(v, q.swap.by), target: seatLabel(v, q.swap.target) })}: {q.shown.text}
                </span>
              )}
            </li>
          ))}
        </ol>
      </details>
      <Season />
    </section>
  );
}

function reasons(p: NonNullable<AlibiView["over"]>["players"][number]): string {
  const s = p.score;
  if (s.gone) return t("alibi.end.gone");
  const parts = [
    s.teamWin ? t("alibi.end.teamWin") : t("alibi.end.teamLost"),
    s.secretKept ? t("alibi.end.secretKept") : t("alibi.end.secretOpened"),
    `${t(`alibi.goal.${p.goal.goal}`)}: ${p.goal.met ? t("alibi.end.goalMet", { n: GOAL_POINTS[p.goal.goal as keyof typeof GOAL_POINTS] }) : t("alibi.end.goalMissed")}`,
  ];
  return parts.join(" · ");
}

/** `GET /api/season?game=alibi` (added by the room core); a message when the route is absent. */
function Season() {
  const [rows, setRows] = useState<SeasonRow[] | null | "none">(null);
  const [me, setMe] = useState<string | null>(null);
  useEffect(() => void myTag().then(setMe).catch(() => undefined), []);
  const tags = Array.isArray(rows) ? shownTags(rows.slice(0, 20)) : [];
  useEffect(() => {
    let alive = true;
    fetch("/api/season?game=alibi")
      .then(async (r) => {
        if (!r.ok) throw new Error(String(r.status));
        const body = (await r.json()) as { rows?: SeasonRow[] } | SeasonRow[];
        const list = Array.isArray(body) ? body : (body.rows ?? []);
        if (alive) setRows(list);
      })
      .catch(() => alive && setRows("none"));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <div class="alibi-season" data-testid="alibi-season">
      <h3>{t("alibi.season.title")}</h3>
      {rows === null ? (
        <p class="alibi-note">{t("alibi.season.loading")}</p>
      ) : rows === "none" ? (
        <p class="alibi-note" data-testid="alibi-season-none">{t("alibi.season.none")}</p>
      ) : rows.length === 0 ? (
        <p class="alibi-note">{t("alibi.season.empty")}</p>
      ) : (
        <ol>
          {rows.slice(0, 20).map((r, i) => (
            <li key={i} class={me !== null && r.tag === me ? "season-me" : undefined} data-testid="season-row" data-me={me !== null && r.tag === me ? "true" : undefined}>
              {r.name}
              {tags[i] ? <small> #{tags[i]}</small> : null}
              {me !== null && r.tag === me ? <small> ({t("season.you")})</small> : null} — {t("alibi.season.row", { n: r.points, games: r.matches ?? r.games ?? 0, wins: r.wins ?? 0 })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
