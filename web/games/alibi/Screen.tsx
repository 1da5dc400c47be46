/**
 * The Álibi table (360 px first): case banner, status and clock, the phase's actions, clues, player
 * tiles with big seat numbers, the public record, the dossier, the end screen, and one's own card
 * in a drawer. Everything comes from the server's view; nothing hidden is computed here.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { playEffect } from "../../src/audio";
import { Countdown } from "../../src/ui/Countdown";
import { canAdvokat, canDone, canOpen, canPoll, canReady, canVote, knowledgeFromView, type AlibiView } from "../../../shared/games/alibi/public";
import type { ScreenProps } from "../types";
import { Drawer } from "./Drawer";
import { End } from "./End";
import { Roulette } from "./Roulette";
import { RoleCard, roleSeenKey } from "./RoleCard";
import { candLabel, itemLabel, seatLabel, type Ctx } from "./util";
import { TurnFocus, useRoving, useTurnFocus } from "../../src/ui/keys";
import { Glyph } from "../../src/ui/Glyph";
import { Reserved } from "../../src/ui/Reserved";
import { StableText } from "../../src/ui/StableText";
import { WaitTip } from "../../src/ui/WaitTip";
import { NOW } from "./now";

/** A padlock for the shared Glyph: a story item locked by ALIBI-3 (no emoji font needed). */
const LOCK = "M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4";

export function Screen({ view, me, send, now, season }: ScreenProps<AlibiView>) {
  const v = view;
  const mine = v.me;
  const atTable = !!mine && v.players.find((p) => p.seat === me)?.status === "table";
  // The role moment: the full-screen card once at the start of a match, again from "My role".
  const seenKey = mine ? roleSeenKey(v) : "";
  const [roleOpen, setRoleOpen] = useState(() => !!mine && !v.over && sessionStorage.getItem(seenKey) === null);
  const ctx: Ctx = { v, k: knowledgeFromView(v), me, send, now, roleOpen: roleOpen && !!mine && !v.over };
  const hideRole = () => (sessionStorage.setItem(seenKey, "1"), setRoleOpen(false));
  // A chime marks your slot (no beep: the seed asks for none).
  useEffect(() => {
    if (v.speaker !== null && v.speaker === me) playEffect("turn");
  }, [v.speaker, v.phase, me]);
  return (
    <div class="alibi" data-testid="alibi" data-phase={v.phase} data-round={v.round}>
      <Banner v={v} />
      {v.over && <End ctx={ctx} season={season ?? null} />}
      {/* The status row and the phase's panel keep their tallest height (issue 21): a shorter phase
          leaves the tiles below where they were. The panel has the room of the tallest phases from the
          start: a verdict between everyone at the table and, for a seat at the table, its own story (the
          item picker) — and a listener's, whose tip from the rules fills a panel that asks nothing of it. */}
      <Reserved>
        <Status ctx={ctx} onRole={mine && !v.over ? () => setRoleOpen(true) : undefined} />
      </Reserved>
      {/* Docked under the status row, never floating over the clues, tiles or buttons (issue 19). */}
      {mine && <Drawer ctx={ctx} atTable={atTable} />}
      {/* Gone at the end, where the end screen takes the top: its room kept empty was a void of some 360 px above the tiles. */}
      {!v.over && (
        <Reserved alternatives={() => [asVerdict(ctx), ...(atTable ? [asStoryteller(ctx), asListener(ctx)] : [])].map((c) => <Phase ctx={c} />)}>
          <Phase ctx={ctx} />
        </Reserved>
      )}
      <Players ctx={ctx} />
      {/* Below the tiles (issue 21): the list grows by a clue every round and moved the tiles down. */}
      <Clues v={v} />
      <Record v={v} />
      <Dossier v={v} />
      {!mine && !v.over && <p class="alibi-note">{t("alibi.spectating")}</p>}
      {mine && !atTable && !v.over && <p class="alibi-note" data-testid="alibi-out-note">{t("alibi.outNote")}</p>}
      {mine && roleOpen && !v.over && <RoleCard v={v} onClose={hideRole} />}
    </div>
  );
}

/** This seat's view as the storyteller of this round's story, not yet told (its own items as they are now). */
function asStoryteller(ctx: Ctx): Ctx {
  const w: AlibiView = { ...ctx.v, phase: "story", speaker: ctx.me, spoke: false };
  return { ...ctx, v: w, k: knowledgeFromView(w), roleOpen: false };
}

/** This seat's view while another seat at the table tells its story: the panel with a tip (`Waiting`). */
function asListener(ctx: Ctx): Ctx {
  const others = ctx.v.players.filter((p) => p.status === "table" && p.seat !== ctx.me);
  const speaker = others.reduce<number | null>((a, p) => (a === null || seatLabel(ctx.v, p.seat).length > seatLabel(ctx.v, a).length ? p.seat : a), null);
  const w: AlibiView = { ...ctx.v, phase: "story", speaker, spoke: false };
  return { ...ctx, v: w, k: knowledgeFromView(w), roleOpen: false };
}

/**
 * ALIBI-4 (a clue's fit), ALIBI-3 (the lock), ALIBI-7 (a missing ballot), ALIBI-12 (points), ALIBI-1
 * (who wins): for a seat at the table in a phase that asks nothing of it — a clue, someone else's
 * minute, a vote or poll it has cast.
 */
const TIPS = ["alibi.wait.tip.clue", "alibi.wait.tip.lock", "alibi.wait.tip.ballot", "alibi.wait.tip.secret", "alibi.wait.tip.win"] as const;

function Waiting({ ctx }: { ctx: Ctx }) {
  const { v, me } = ctx;
  if (v.over || me === null || v.players.find((p) => p.seat === me)?.status !== "table") return null;
  return <WaitTip title={t("alibi.wait.title")} tips={TIPS.map((k) => t(k))} n={v.round + Object.keys(NOW).indexOf(v.phase)} testid="alibi-wait" />;
}

/** The verdict of a vote between everyone at the table: the longest count list this table can show. */
function asVerdict(ctx: Ctx): Ctx {
  const table = ctx.v.players.filter((p) => p.status === "table").map((p) => p.seat);
  const tally = { round: ctx.v.round, kind: "main" as const, counts: table.map((s): [number, number] => [s, 1]), advokat: [] };
  const decision = { type: "roulette" as const, seats: table.slice(0, 2) };
  const w: AlibiView = { ...ctx.v, phase: "verdict", tallies: [...ctx.v.tallies, tally], verdict: { kind: "main", decision, atRisk: decision.seats } };
  return { ...ctx, v: w, k: knowledgeFromView(w), roleOpen: false };
}

function Banner({ v }: { v: AlibiView }) {
  const c = v.caseInfo;
  return (
    <details class="alibi-banner" data-testid="alibi-banner">
      <summary>
        <strong>{c.title}</strong> <span class="alibi-banner-victim">· {c.victim.name}</span>
      </summary>
      <p>{c.circumstances}</p>
      <p class="alibi-note">
        {t("alibi.victim")}: {c.victim.name} — {c.victim.about}
      </p>
    </details>
  );
}

function Status({ ctx, onRole }: { ctx: Ctx; onRole?: () => void }) {
  const { v, now } = ctx;
  const shown = v.clues.length;
  return (
    <div class="alibi-status">
      {/* The round and the phase as wide as their longest names: the row wraps the same in every round
          and phase (issue 21; "Final" in place of "Round 3 of 4" moved the pills after it sideways). */}
      <StableText class="alibi-pill" text={roundName(v.round)} all={[1, 2, 3, 4].map(roundName)} />
      <StableText class="alibi-pill" testid="alibi-phase-name" text={t(`alibi.phase.${v.phase}`)} all={Object.keys(NOW).map((p) => t(`alibi.phase.${p}`))} />
      <span class="alibi-pill">{t("alibi.clueOf", { n: shown, k: v.k })}</span>
      {v.frozen && <span class="alibi-pill alibi-frozen">{t("alibi.frozen")}</span>}
      {v.deadline && <Countdown deadline={v.deadline.at} now={now} />}
      {onRole && (
        <button type="button" class="small alibi-role-again" data-testid="alibi-role-again" onClick={onRole}>
          {t("alibi.rolecard.show")}
        </button>
      )}
    </div>
  );
}

const roundName = (n: number) => (n === 4 ? t("alibi.final") : t("alibi.round", { n }));

function Phase({ ctx }: { ctx: Ctx }) {
  const { v, k, me, send } = ctx;
  const speaking = v.speaker !== null && v.speaker === me;
  switch (v.phase) {
    case "clue": {
      const c = v.clues[v.clues.length - 1];
      return c ? (
        <section class="alibi-panel alibi-clue-new">
          <h3>{t("alibi.clueN", { n: c.slot + 1, k: v.k })}</h3>
          <p class="alibi-clue-text">{c.text}</p>
          <Waiting ctx={ctx} />
        </section>
      ) : null;
    }
    case "story":
    case "accusation":
    case "defence":
      return (
        <section class="alibi-panel" data-speaking={speaking || undefined}>
          {/* PLAT-A2: the speaker's turn puts the story's first item (or "done") under the focus. */}
          <TurnFocus on={speaking && canDone(k) === null && !ctx.roleOpen ? `${v.phase}:${v.round}:${v.spoke ? 1 : 0}` : null} find={() => document.querySelector<HTMLElement>('.alibi-picker [tabindex="0"], [data-testid="alibi-done"]')} start />
          <p class={speaking ? "alibi-yours" : ""}>{speaking ? t(`alibi.${v.phase}.you`) : t(`alibi.${v.phase}.other`, { name: seatLabel(v, v.speaker) })}</p>
          {speaking && v.phase === "story" && !v.spoke && <StoryPicker ctx={ctx} />}
          {canDone(k) === null && (
            <button type="button" class="primary" data-testid="alibi-done" onClick={() => send({ type: "done" })}>
              {t("alibi.done")}
            </button>
          )}
          {!speaking && <Waiting ctx={ctx} />}
        </section>
      );
    case "discussion": {
      const table = v.players.filter((p) => p.status === "table");
      const mineReady = table.find((p) => p.seat === me)?.ready ?? false;
      return (
        <section class="alibi-panel">
          <p>{t("alibi.discussion.hint")}</p>
          <p class="alibi-note">{t("alibi.readyCount", { k: table.filter((p) => p.ready).length, t: table.length })}</p>
          {canReady(k) === null && (
            <button type="button" class={mineReady ? "" : "primary"} data-testid="alibi-ready" onClick={() => send({ type: "ready", on: !mineReady })}>
              {mineReady ? t("alibi.notReady") : t("alibi.ready")}
            </button>
          )}
          <PlayList v={v} round={v.round} />
        </section>
      );
    }
    case "vote":
      return <Vote ctx={ctx} />;
    case "poll":
      return <Poll ctx={ctx} />;
    case "verdict":
      return <Verdict ctx={ctx} />;
    case "roulette":
      return <Roulette ctx={ctx} />;
    case "exclusion": {
      const out = v.players.filter((p) => p.out && p.out.round === v.round && p.out.by !== "left");
      return (
        <section class="alibi-panel" data-testid="alibi-exclusion">
          {v.roulette && <Roulette ctx={ctx} />}
          {out.map((p) => (
            <p key={p.seat}>{t("alibi.excludedNow", { name: seatLabel(v, p.seat) })}</p>
          ))}
        </section>
      );
    }
    case "pollResult":
      return (
        <section class="alibi-panel">
          <p>{t("alibi.suspects", { names: (v.suspects ?? []).map((s) => seatLabel(v, s)).join(", ") })}</p>
        </section>
      );
    default:
      return null;
  }
}

function StoryPicker({ ctx }: { ctx: Ctx }) {
  const { v, k, send } = ctx;
  const mine = v.me!;
  const closed = mine.card.filter((it) => !it.open).map((it) => it.kind);
  const rove = useRoving(closed, { enabled: (kind) => canOpen(k, kind) === null });
  return (
    <div class="alibi-picker" role="group" aria-label={t("alibi.story.pick")} onKeyDown={rove.onKeyDown}>
      <p class="alibi-note">{t("alibi.story.pick")}</p>
      {mine.card.map((it) => {
        if (it.open) return null;
        const why = canOpen(k, it.kind);
        const locked = why === "item_locked";
        return (
          <button type="button" class="alibi-picker-item" key={it.kind} disabled={why !== null} data-testid={`alibi-open-${it.kind}`} onClick={() => send({ type: "open", item: it.kind })} title={locked ? t("alibi.story.locked") : ""} {...rove.item(it.kind)}>
            <b>
              {t(`alibi.item.${it.kind}`)}
              {locked && <> <Glyph d={LOCK} label={t("alibi.story.locked")} /></>}
            </b>
            <small data-testid="alibi-open-text">{it.text}</small>
          </button>
        );
      })}
    </div>
  );
}

function lastTally(v: AlibiView) {
  return v.tallies[v.tallies.length - 1];
}

function Counts({ v }: { v: AlibiView }) {
  const last = lastTally(v);
  if (!last) return null;
  return (
    <ul class="alibi-counts" data-testid="alibi-counts">
      {last.counts.map(([c, n]) => (
        <li key={c}>
          <span>{candLabel(v, c!)}</span> <strong>{n! - last.advokat.filter((x) => x === c).length}</strong>
          {last.advokat.includes(c!) && <small> ({t("alibi.advokatMinus")})</small>}
        </li>
      ))}
    </ul>
  );
}

function Vote({ ctx }: { ctx: Ctx }) {
  const { v, k, send } = ctx;
  const vote = v.vote!;
  const [pending, setPending] = useState<number | null>(null);
  const ballot = v.me?.ballot?.[0];
  const choices = vote.candidates.filter((c) => canVote(k, c) === null);
  const rove = useRoving(choices, { preferred: pending });
  const box = useRef<HTMLElement>(null);
  // PLAT-A2: a vote due puts the first candidate under the focus; picking one, the confirmation.
  const focusOn = choices.length > 0 && !ctx.roleOpen ? `${v.round}:${v.tallies.length}:${vote.kind}:${pending ?? ""}` : null;
  useTurnFocus(focusOn, () => box.current?.querySelector<HTMLElement>(pending !== null ? '[data-testid="alibi-vote-confirm"]' : '.alibi-cands [tabindex="0"]'), { start: true });
  return (
    <section class="alibi-panel alibi-vote" data-testid="alibi-vote" ref={box}>
      <h3>{t(`alibi.vote.${vote.kind}`)}</h3>
      <p data-testid="alibi-voted">{t("alibi.vote.count", { k: vote.voted.length, t: vote.total })}</p>
      {choices.length > 0 && (
        <>
          <div class="alibi-cands" role="group" aria-label={t(`alibi.vote.${vote.kind}`)} onKeyDown={rove.onKeyDown}>
            {choices.map((c) => (
              <button type="button" key={c} class={pending === c ? "primary" : ""} aria-pressed={pending === c} data-testid={`alibi-vote-${c}`} onClick={() => setPending(c)} {...rove.item(c)}>
                {candLabel(v, c)}
              </button>
            ))}
          </div>
          {pending !== null && (
            <div class="alibi-confirm">
              <p>{t("alibi.vote.confirm", { name: candLabel(v, pending) })}</p>
              <button type="button" class="primary" data-testid="alibi-vote-confirm" onClick={() => (send({ type: "vote", choice: pending }), setPending(null))}>
                {t("alibi.vote.send")}
              </button>
              <button type="button" onClick={() => setPending(null)}>{t("alibi.cancel")}</button>
            </div>
          )}
          <p class="alibi-note">{t("alibi.vote.penalty")}</p>
        </>
      )}
      {ballot !== undefined && <p class="alibi-yours">{t("alibi.vote.cast", { name: candLabel(v, ballot) })}</p>}
      {choices.length === 0 && <Waiting ctx={ctx} />}
    </section>
  );
}

function Poll({ ctx }: { ctx: Ctx }) {
  const { v, k, me, send } = ctx;
  const vote = v.vote!;
  const [picks, setPicks] = useState<number[]>([]);
  const done = v.me?.ballot !== null && v.me?.ballot !== undefined;
  const others = vote.candidates.filter((c) => c !== me);
  // May this seat send a poll now at all (any two others)? The send button asks again for the two picked.
  const mayPoll = canPoll(k, others.slice(0, 2)) === null;
  const toggle = (s: number) => setPicks((p) => (p.includes(s) ? p.filter((x) => x !== s) : p.length < 2 ? [...p, s] : [p[1]!, s]));
  const rove = useRoving(others);
  const box = useRef<HTMLElement>(null);
  // PLAT-A2: a poll due puts the first name under the focus; two picked, the send button.
  const ready = canPoll(k, picks) === null;
  useTurnFocus(mayPoll && !done && !ctx.roleOpen ? `${v.round}:${ready}` : null, () => box.current?.querySelector<HTMLElement>(ready ? '[data-testid="alibi-poll-submit"]' : '.alibi-cands [tabindex="0"]'), { start: true });
  return (
    <section class="alibi-panel alibi-vote" data-testid="alibi-poll" ref={box}>
      <h3>{t("alibi.poll.title")}</h3>
      <p>{t("alibi.vote.count", { k: vote.voted.length, t: vote.total })}</p>
      {mayPoll && (
        <>
          <div class="alibi-cands" role="group" aria-label={t("alibi.poll.title")} onKeyDown={rove.onKeyDown}>
            {others.map((c) => (
              <button type="button" key={c} aria-pressed={picks.includes(c)} class={picks.includes(c) ? "primary" : ""} data-testid={`alibi-poll-${c}`} onClick={() => toggle(c)} {...rove.item(c)}>
                {candLabel(v, c)}
              </button>
            ))}
          </div>
          <button type="button" class="primary" disabled={!ready} data-testid="alibi-poll-submit" onClick={() => send({ type: "poll", picks })}>
            {t("alibi.poll.send")}
          </button>
        </>
      )}
      {done && <p class="alibi-yours">{t("alibi.poll.done", { names: v.me!.ballot!.map((s) => candLabel(v, s)).join(", ") })}</p>}
      {(done || !mayPoll) && <Waiting ctx={ctx} />}
    </section>
  );
}

function Verdict({ ctx }: { ctx: Ctx }) {
  const { v, k, send } = ctx;
  const d = v.verdict;
  const offer = canAdvokat(k) === null ? v.me?.offer : null;
  return (
    <section class="alibi-panel" data-testid="alibi-verdict">
      <h3>{t("alibi.counts")}</h3>
      <Counts v={v} />
      {d && <p>{t(`alibi.decision.${d.decision.type}`, { names: d.decision.seats.map((s) => candLabel(v, s)).join(", ") })}</p>}
      {/* PLAT-A2: the offer puts "use the Advokat" under the focus. */}
      <TurnFocus on={offer && !offer.accepted && !ctx.roleOpen ? `${v.round}:${v.tallies.length}` : null} find={() => document.querySelector<HTMLElement>('[data-testid="alibi-advokat-yes"]')} start />
      {offer && (
        <div class="alibi-offer" data-testid="alibi-offer">
          <p>{t("alibi.advokat.offer")}</p>
          {/* The primary action is the one a player at risk most likely wants: use the Lawyer. */}
          <button type="button" class="primary" aria-pressed={offer.accepted} data-testid="alibi-advokat-yes" onClick={() => send({ type: "advokat", use: true })}>
            {offer.accepted ? `✓ ${t("alibi.advokat.using")}` : t("alibi.advokat.yes")}
          </button>
          <button type="button" aria-pressed={!offer.accepted} data-testid="alibi-advokat-no" onClick={() => send({ type: "advokat", use: false })}>{t("alibi.advokat.no")}</button>
        </div>
      )}
    </section>
  );
}

function Clues({ v }: { v: AlibiView }) {
  if (!v.clues.length) return null;
  const dossierName = (id: string) => v.caseInfo.professions.find((p) => p.id === id)?.name ?? id;
  const signText = (c: AlibiView["clues"][number]) => v.caseInfo.features.find((f) => f.id === c.feature)?.signs.find((g) => g.id === c.sign)?.text ?? c.sign;
  return (
    <section class="alibi-section">
      <h3>{t("alibi.clues")}</h3>
      <ol class="alibi-clues">
        {v.clues.map((c) => {
          const fits = v.players.filter((p) => p.opened.some((o) => (o.kind === "profession" && c.fits.includes(o.id)) || (o.kind === "feature" && o.id === c.feature)));
          return (
            <li key={c.slot} data-testid="alibi-clue">
              <p class="alibi-clue-text">{c.text}</p>
              <small class="alibi-note">
                {dossierName(c.fits[0]!)} · {dossierName(c.fits[1]!)} · {signText(c)}
              </small>
              {/* A line of its own, there before anyone fits (issue 21): a story that opens a fitting
                  item fills it instead of pushing the tiles below down a line. */}
              <div class="alibi-fits">
                {fits.map((p) => (
                  <span key={p.seat} class="alibi-fit">{t("alibi.fits", { no: p.no })}</span>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Players({ ctx }: { ctx: Ctx }) {
  const { v, me } = ctx;
  const roulette = v.phase === "roulette" ? v.roulette : null;
  return (
    <ul class="alibi-players" data-testid="alibi-players">
      {v.players.map((p) => {
        const cls = ["alibi-tile", `alibi-${p.status}`, p.seat === me ? "alibi-me" : "", v.speaker === p.seat ? "alibi-speaking" : "", roulette?.candidates.includes(p.seat) ? "alibi-at-risk" : ""].join(" ");
        return (
          <li key={p.seat} class={cls} data-testid={`alibi-tile-${p.seat}`}>
            <span class="alibi-no" aria-label={t("alibi.seatNo", { no: p.no })}>{p.no}</span>
            <div class="alibi-tile-body">
              <div class="alibi-tile-head">
                <span class="alibi-name">{p.name}</span>
                {p.seat === me && <span class="alibi-pill">{t("alibi.you")}</span>}
                {p.status !== "table" && <span class="alibi-pill">{t(`alibi.status.${p.status}`)}</span>}
                {p.absent && p.status === "table" && <span class="alibi-pill">{t("alibi.status.absent")}</span>}
                {v.phase === "discussion" && p.ready && <span class="alibi-pill" title={t("alibi.ready")}>✓</span>}
                {v.vote?.voted.includes(p.seat) && <span class="alibi-pill">{t("alibi.votedTick")}</span>}
                {v.suspects?.includes(p.seat) && <span class="alibi-pill alibi-suspect">{t("alibi.suspect")}</span>}
              </div>
              {p.opened.length > 0 && (
                <ul class="alibi-opened">
                  {p.opened.map((o) => (
                    <li key={o.kind}>
                      <b>{t(`alibi.item.${o.kind}`)}:</b> {o.text}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Cards played (publicly) in a round, with their targets. */
function PlayList({ v, round }: { v: AlibiView; round?: number }) {
  const plays = v.plays.filter((p) => round === undefined || p.round === round);
  if (!plays.length) return null;
  return (
    <ul class="alibi-plays" data-testid="alibi-plays">
      {plays.map((p, i) => (
        <li key={i}>
          {t("alibi.playLine", {
            round: p.round,
            by: seatLabel(v, p.by),
            card: t(`alibi.cardname.${p.kind}`),
            target: p.target === null ? "" : seatLabel(v, p.target),
            target2: p.target2 === null ? "" : ` + ${seatLabel(v, p.target2)}`,
            item: p.item ? itemLabel(p.item) : "",
          })}
        </li>
      ))}
    </ul>
  );
}

function Record({ v }: { v: AlibiView }) {
  if (!v.plays.length && !v.tallies.length) return null;
  return (
    <details class="alibi-section alibi-record">
      <summary>{t("alibi.record")}</summary>
      <PlayList v={v} />
      <ul>
        {v.tallies.map((x, i) => (
          <li key={i}>
            {t("alibi.tallyLine", { round: x.round, kind: t(`alibi.vote.${x.kind}`) })}: {x.counts.map(([c, n]) => `${candLabel(v, c!)} ${n}`).join(" · ")}
            {x.advokat.length > 0 && ` · ${t("alibi.advokatBy", { names: x.advokat.map((s) => seatLabel(v, s)).join(", ") })}`}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Dossier({ v }: { v: AlibiView }) {
  return (
    <details class="alibi-section alibi-dossier">
      <summary>{t("alibi.dossier")}</summary>
      <h4>{t("alibi.dossier.professions")}</h4>
      <ul>
        {v.caseInfo.professions.map((p) => (
          <li key={p.id}>
            <b>{p.name}</b>: {p.about}
          </li>
        ))}
      </ul>
      <h4>{t("alibi.dossier.features")}</h4>
      <ul>
        {v.caseInfo.features.map((f) => (
          <li key={f.id}>
            <b>{f.name}</b>: {f.signs.map((g) => g.text).join("; ")}
          </li>
        ))}
      </ul>
    </details>
  );
}
