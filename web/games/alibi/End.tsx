/**
 * The end that tells the story (issue 19, ALIBI-H1 to ALIBI-H10 "at the end"): the reveal first — the
 * killer and the accomplice with their whole cards —, then a short timeline of the moments that
 * decided it (card plays, fake clues, each vote's counts and who went out, who they really were),
 * then points and the season line, then everyone's cards and the season table. Ballots are never
 * shown: the view has only counts (ALIBI-12, ALIBI-H12).
 */
import { SeasonLine, useSeason, type SeasonRow, type SeasonState } from "../../src/room/SeasonLine";
import type { MySeason } from "../../src/room/mySeason";
import { t } from "../../i18n";
import { shownRows } from "../../src/season";
import { GOAL_POINTS, type AlibiView } from "../../../shared/games/alibi/public";
import { candLabel, itemLabel, seatLabel, type Ctx } from "./util";

type Over = NonNullable<AlibiView["over"]>;
type Revealed = Over["players"][number];

export function End({ ctx, season: counts }: { ctx: Ctx; season: MySeason | null }) {
  const { v, me } = ctx;
  const o = v.over!;
  const mine = o.players.find((p) => p.role.seat === me);
  const criminals = o.players.filter((p) => p.role.role !== "innocent").sort((a, b) => (a.role.role === "killer" ? -1 : b.role.role === "killer" ? 1 : 0));
  const season = useSeason("alibi", counts);
  return (
    <section class="alibi-end" data-testid="alibi-end" data-winner={o.winner ?? ""}>
      <h2>{t(o.winner === "innocents" ? "alibi.end.innocents" : "alibi.end.criminals")}</h2>
      <div class="alibi-end-reveal" data-testid="alibi-end-reveal">
        {criminals.map((p) => (
          <article key={p.role.seat} class={`alibi-end-criminal alibi-role-box-${p.role.role}`} data-testid={`alibi-end-${p.role.role}`} data-seat={p.role.seat}>
            <h3>{t(p.role.role === "killer" ? "alibi.end.killerWas" : "alibi.end.accompliceWas", { name: seatLabel(v, p.role.seat) })}</h3>
            <ul class="alibi-items">
              {p.card.map((it) => (
                <li key={it.kind}>
                  <b>{itemLabel(it.kind)}</b>
                  {it.kind === "alibi" && <small> ({p.alibi.alibiTrue ? t("alibi.end.alibiTrue") : t("alibi.end.alibiFalse")})</small>}
                  {!it.open && <small> · {t("alibi.end.neverOpened")}</small>}
                  <div>{it.text}</div>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <Timeline v={v} o={o} />
      {mine && (
        <div class="alibi-end-points">
          <p class="alibi-yours" data-testid="alibi-my-points">
            {t("alibi.end.yourPoints", { n: mine.score.points })} <small>({reasons(mine)})</small>
          </p>
          <SeasonLine state={season} season={counts} />
        </div>
      )}
      <details class="alibi-everyone">
        <summary>{t("alibi.end.everyone")}</summary>
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
                  <li>{p.alibi.alibiTrue ? t("alibi.end.alibiTrue") : t("alibi.end.alibiFalse")}</li>
                  <li>
                    {t("alibi.card.hand")}: {p.hand.map((c) => `${t(`alibi.cardname.${c.kind}`)}${c.spent ? " ✓" : ""}`).join(", ")}
                  </li>
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </details>
      <ClueQueue queue={o.queue} v={v} />
      <SeasonTable rows={season.rows} me={season.me} mine={season.mine} />
    </section>
  );
}

/** The moments that decided it, round by round, from what the end view reveals (counts only, never ballots). */
function Timeline({ v, o }: { v: AlibiView; o: Over }) {
  const roleOf = (seat: number) => t(`alibi.role.${o.players.find((p) => p.role.seat === seat)?.role.role ?? "innocent"}`);
  const rounds = [1, 2, 3, 4].filter((r) => r <= v.round);
  const lines: { round: number; text: string; key: string; strong?: boolean }[] = [];
  for (const r of rounds) {
    o.plays
      .filter((p) => p.round === r)
      .forEach((p, i) => {
        const target = p.target !== undefined && p.target !== null ? seatLabel(v, p.target) : "";
        const target2 = p.target2 !== undefined && p.target2 !== null ? ` + ${seatLabel(v, p.target2)}` : "";
        const card = t(`alibi.cardname.${p.kind}`);
        const item = p.item ? ` (${itemLabel(p.item)})` : "";
        lines.push({ round: r, key: `p${r}-${i}`, text: target ? t("alibi.end.tl.play", { by: seatLabel(v, p.by), card, target: `${target}${target2}${item}` }) : t("alibi.end.tl.playAlone", { by: seatLabel(v, p.by), card }) });
      });
    o.queue
      .filter((q) => q.swap && q.shown && (q.slot < 3 ? q.slot + 1 === r : r === 4))
      .forEach((q) => lines.push({ round: r, key: `s${q.slot}`, text: t("alibi.end.tl.swap", { n: q.slot + 1, by: seatLabel(v, q.swap!.by), target: seatLabel(v, q.swap!.target) }) }));
    v.tallies
      .filter((x) => x.round === r)
      .forEach((x, i) => {
        const counts = x.counts
          .map(([c, n]) => [c!, n! - x.advokat.filter((a) => a === c).length] as const)
          .sort((a, b) => b[1] - a[1])
          .map(([c, n]) => `${candLabel(v, c)} ${n}`)
          .join(" · ");
        lines.push({ round: r, key: `t${r}-${i}`, text: `${t(`alibi.vote.${x.kind}`)}: ${counts}` });
      });
    v.players
      .filter((p) => p.out && p.out.round === r)
      .forEach((p) => lines.push({ round: r, key: `o${p.seat}`, strong: true, text: t(`alibi.end.tl.out.${p.out!.by}`, { name: seatLabel(v, p.seat), role: roleOf(p.seat) }) }));
  }
  const stayed = o.players.filter((p) => p.role.role !== "innocent" && v.players.find((x) => x.seat === p.role.seat)?.status === "table");
  return (
    <div class="alibi-end-timeline" data-testid="alibi-end-timeline">
      <h3>{t("alibi.end.timeline")}</h3>
      <ol>
        {rounds.map((r) => {
          const here = lines.filter((l) => l.round === r);
          if (!here.length) return null;
          return (
            <li key={r}>
              <b>{r === 4 ? t("alibi.final") : t("alibi.round", { n: r })}</b>
              <ul>
                {here.map((l) => (
                  <li key={l.key} class={l.strong ? "alibi-tl-out" : undefined} data-testid={l.strong ? "alibi-tl-out" : undefined}>
                    {l.text}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        {stayed.map((p) => (
          <li key={`stay${p.role.seat}`} class="alibi-tl-out" data-testid="alibi-tl-stayed">
            {t("alibi.end.tl.stayed", { name: seatLabel(v, p.role.seat), role: t(`alibi.role.${p.role.role}`) })}
          </li>
        ))}
      </ol>
    </div>
  );
}

function reasons(p: Revealed): string {
  const s = p.score;
  if (s.gone) return t("alibi.end.gone");
  const parts = [
    s.teamWin ? t("alibi.end.teamWin") : t("alibi.end.teamLost"),
    s.secretKept ? t("alibi.end.secretKept") : t("alibi.end.secretOpened"),
    `${t(`alibi.goal.${p.goal.goal}`)}: ${p.goal.met ? t("alibi.end.goalMet", { n: GOAL_POINTS[p.goal.goal as keyof typeof GOAL_POINTS] }) : t("alibi.end.goalMissed")}`,
  ];
  return parts.join(" · ");
}

/**
 * The month's table (`GET /api/season?game=alibi`): its top 20, a tag where names repeat, your own row
 * marked — and, when this match's row is further down, that row after them at its own place (PLAT-27).
 */
function SeasonTable({ rows, me, mine }: { rows: SeasonRow[] | null | "none"; me: string | null; mine: SeasonState["mine"] }) {
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
          {shownRows(rows, 20, me, mine).map(({ row: r, position, isMe, tag }) => (
            <li key={position} value={position} class={isMe ? "season-me" : undefined} data-testid="season-row" data-position={position} data-me={isMe ? "true" : undefined}>
              {r.name}
              {tag ? <small> #{tag}</small> : null}
              {isMe ? <small> ({t("season.you")})</small> : null} — {t("alibi.season.row", { n: r.points, games: r.matches ?? r.games ?? 0, wins: r.wins ?? 0 })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The clue queue as it really was, with each swap: who swapped whose clue for what (ALIBI-12). */
export function ClueQueue({ queue, v }: { queue: Over["queue"]; v: AlibiView }) {
  return (
    <details>
      <summary>{t("alibi.end.queue")}</summary>
      <ol>
        {queue.map((q) => (
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
  );
}
