/** The play screen: header, the one action this viewer may take now, pin board, track, card (narrator), clues. */
import { actPending } from "../../src/room/pending";
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { ScreenProps } from "../types";
import { canGuess, canJudge, canPass, canReveal, CLUES_PER_CARD, knowledgeFromView, MAX_GUESS_CHARS, splitFor, type DicasView, type Knowledge } from "../../../shared/games/dicas/public";
import { Reserved } from "../../src/ui/Reserved";
import { Countdown } from "../../src/ui/Countdown";
import { NarratorCard } from "./NarratorCard";
import { PinBoard } from "./PinBoard";
import { Track } from "./Track";
import { RulesButton } from "../../src/rules/RulesButton";
import { RoundsStory } from "./End";
import { useTurnFocus } from "../../src/ui/keys";
import { Glyph } from "../../src/ui/Glyph";
import { DICAS_GLYPH } from "./glyphs";


export function Screen({ view, me, seats, send, now }: ScreenProps<DicasView>) {
  const nameOf = (seat: number | null) => (seat === null ? "?" : seats.find((s) => s.seat === seat)?.name ?? "?");
  // What this seat may do now: the server judges its actions from the same knowledge of the same view.
  const info = knowledgeFromView(view);
  if (view.phase === "over") return <Over view={view} nameOf={nameOf} me={me} />;
  const iNarrate = me !== null && me === view.narrator;
  return (
    <div class="dicas" data-phase={view.phase} data-round={view.round}>
      <header class="card dicas-head" data-testid="dicas-head">
        <span class="pill">{t("dicas.round", { n: view.round })}</span>
        {view.category && (
          <span class="dicas-category" aria-label={`${t("dicas.categoryIs")} ${t(`dicas.category.${view.category}`)}`}>
            <Glyph d={DICAS_GLYPH[view.category]} /> {t(`dicas.category.${view.category}`)}
          </span>
        )}
        <span class="spacer" />
        {view.narrator !== null && <span class="muted"><Glyph name="mic" /> {iNarrate ? t("dicas.youNarrate") : t("dicas.narratorIs", { name: nameOf(view.narrator) })}</span>}
        {view.deadline && <Countdown deadline={view.deadline.at} now={now} label={t("dicas.clock")} />}
      </header>
      {info.narratorAway && <p class="card notice" role="status" data-testid="dicas-narrator-away">{t("dicas.narratorAway", { name: nameOf(view.narrator) })}</p>}
      {/* The turn's card, and the last round's result until the first clue, take the room of the tallest
          card this viewer can be shown this round (issue 21): the pins below stay where they are. */}
      <Reserved key={view.round} alternatives={() => laterInRound(view).map((w) => <Action view={w} info={knowledgeFromView(w)} me={me} nameOf={nameOf} send={() => undefined} />)}>
        <Action view={view} info={info} me={me} nameOf={nameOf} send={send} />
        {view.lastRound && view.attempts.length === 0 && <LastRound view={view} nameOf={nameOf} big />}
      </Reserved>
      {view.phase !== "waiting" && <PinBoard view={view} info={info} me={me} onPick={(n) => send({ type: "pick", n })} />}
      <Track view={view} nameOf={nameOf} me={me} />
      {/* Below the pins and the track (issue 21): the new narrator's card appearing above the pins moved
          the whole table down. What the narrator needs at a glance, the answer, is in the turn's card. */}
      {iNarrate && <NarratorCard view={view} />}
      {/* Last, since it grows by a clue at every turn: nothing below it to move. */}
      {view.phase !== "waiting" && <Clues view={view} nameOf={nameOf} />}
      {view.lastRound && view.attempts.length > 0 && <LastRound view={view} nameOf={nameOf} />}
      {/* Issue 19: the rules sheet every game has (it replaces the old "Como jogar" details). */}
      <p class="dicas-help"><RulesButton game="dicas" /></p>
    </div>
  );
}

/** Stands for a clue and a guess not yet known, in the cards measured for the room they may take. */
const SAMPLE_CLUE = "mmmmm mmmmm mmmmm mmmmm mmmmm mmmmm mmm";
const SAMPLE_GUESS = "mmmmmmmmmmmm";

/**
 * This viewer's view at each later step of the round: every phase, on their own turn and on another
 * seat's, with a clue and a guess standing for the ones to come. Only what their own view holds.
 */
function laterInRound(view: DicasView): DicasView[] {
  const me = view.me;
  const guessers = view.players.filter((p) => p.seat !== view.narrator && !p.abandoned).map((p) => p.seat);
  const other = guessers.find((s) => s !== me);
  const turns = [...(me !== null && guessers.includes(me) ? [me] : []), ...(other === undefined ? [] : [other])];
  let n = 1;
  while (n < CLUES_PER_CARD && view.usedNumbers.includes(n)) n++;
  return (["pick", "reveal", "guess", "judge"] as const).flatMap((phase) =>
    turns.map((turn) => ({
      ...view,
      phase,
      turn,
      attempts: phase === "pick" ? view.attempts : [...view.attempts, { n, seat: turn, clue: phase === "reveal" ? null : SAMPLE_CLUE, guess: phase === "judge" ? SAMPLE_GUESS : null, verdict: null }],
      card: view.card && { ...view.card, closeness: phase === "judge" ? 50 : null },
    })),
  );
}

function cluesUsed(view: DicasView): number {
  return view.attempts.filter((a) => a.clue !== null).length;
}

function Action({ view, info, me, nameOf, send }: { view: DicasView; info: Knowledge; me: number | null; nameOf(s: number | null): string; send(a: unknown): void }) {
  const [text, setText] = useState("");
  const last = view.attempts[view.attempts.length - 1];
  const turnName = nameOf(view.turn);
  const myTurn = me !== null && me === view.turn;
  const iNarrate = me !== null && me === view.narrator;
  const used = cluesUsed(view);
  // The one thing to do (reveal, guess, judge) takes the focus when it becomes mine (PLAT-A2), never from the chat.
  const mine = (view.phase === "reveal" || view.phase === "judge") && iNarrate ? "narrate" : view.phase === "guess" && myTurn ? "guess" : null;
  useTurnFocus(mine && `${view.round}:${view.attempts.length}:${view.phase}`, () => document.querySelector<HTMLElement>(".dicas [data-turn-focus]"), { start: true });
  const worth = (n: number) => {
    const s = splitFor(n);
    return <p class="dicas-worth">{t("dicas.worth", { narrator: s.narrator, guesser: s.guesser })}</p>;
  };
  switch (view.phase) {
    case "waiting":
      return <p class="card dicas-status">{t("dicas.phase.waiting")}</p>;
    case "paused":
      return <p class="card dicas-status">{t("dicas.phase.paused")}</p>;
    case "pick":
      return (
        <div class={`card dicas-status${myTurn ? " dicas-status-you" : ""}`}>
          <p>{myTurn ? t("dicas.phase.pickYou") : t("dicas.phase.pick", { name: turnName })}</p>
          {/* Nothing used yet: the clue list below already says so ("0 dica usada" read badly). */}
          {used > 0 && <p class="muted">{t("dicas.cluesUsed", { n: used })}</p>}
          <Answer view={view} />
        </div>
      );
    case "reveal": {
      const n = last?.n ?? 0;
      if (iNarrate && me !== null)
        return (
          <div class="card dicas-status dicas-status-you">
            <p>{t("dicas.phase.revealYou", { name: nameOf(last?.seat ?? null), n })}</p>
            {/* DICAS-7: the narrator's only action here — reveal exactly the chosen clue; no text field exists. */}
            <button type="button" class="primary big" data-testid="dicas-reveal" data-turn-focus disabled={canReveal(info) !== null || actPending()} onClick={() => send({ type: "reveal" })}>
              {t("dicas.reveal", { n })}
            </button>
            <p class="muted dicas-hint">{t("dicas.revealOnly")}</p>
            <Answer view={view} />
          </div>
        );
      return <p class="card dicas-status">{t("dicas.phase.reveal", { name: nameOf(last?.seat ?? null), n })}</p>;
    }
    case "guess": {
      if (myTurn && me !== null) {
        const err = canGuess(info, text);
        const submit = (e: Event) => {
          e.preventDefault();
          if (err) return;
          send({ type: "guess", text });
          setText("");
        };
        return (
          <form class="card dicas-status dicas-status-you" onSubmit={submit}>
            <p>{t("dicas.phase.guessYou")}</p>
            {last?.clue && <p class="dicas-clue-now">“{last.clue}”</p>}
            <label class="dicas-guess">
              <span class="sr-only">{t("dicas.guessLabel")}</span>
              <input
                data-testid="dicas-guess-input"
                value={text}
                maxLength={MAX_GUESS_CHARS}
                placeholder={t("dicas.guessPlaceholder")}
                data-turn-focus
                autoComplete="off"
                onInput={(e) => setText(e.currentTarget.value)}
              />
            </label>
            <div class="row">
              <button type="submit" class="primary" data-testid="dicas-send-guess" disabled={err !== null || actPending()}>{t("dicas.sendGuess")}</button>
              <button type="button" data-testid="dicas-pass" disabled={canPass(info) !== null || actPending()} onClick={() => send({ type: "pass" })}>{t("dicas.pass")}</button>
            </div>
            {worth(used)}
          </form>
        );
      }
      return (
        <div class="card dicas-status">
          <p>{t("dicas.phase.guess", { name: turnName })}</p>
          {last?.clue && <p class="dicas-clue-now">“{last.clue}”</p>}
          {worth(used)}
        </div>
      );
    }
    case "judge": {
      const guess = last?.guess ?? "";
      if (iNarrate && me !== null) {
        const disabled = canJudge(info) !== null || actPending();
        const closeness = view.card?.closeness ?? null;
        return (
          <div class="card dicas-status dicas-status-you">
            <p>{t("dicas.phase.judgeYou", { name: turnName })}</p>
            <p class="dicas-guess-shown">{t("dicas.theGuess", { text: guess })}</p>
            <Answer view={view} />
            {closeness !== null && (
              <div class="dicas-closeness">
                <span class="dicas-closeness-bar" style={{ width: `${closeness}%` }} />
                <span>{t("dicas.closeness", { n: closeness })}</span>
              </div>
            )}
            <div class="row">
              <button type="button" class="primary" data-testid="dicas-judge-right" data-turn-focus disabled={disabled} onClick={() => send({ type: "judge", right: true })}>✓ {t("dicas.right")}</button>
              <button type="button" class="danger" data-testid="dicas-judge-wrong" disabled={disabled} onClick={() => send({ type: "judge", right: false })}>✗ {t("dicas.wrong")}</button>
            </div>
            {worth(used)}
          </div>
        );
      }
      return (
        <div class="card dicas-status">
          <p>{t("dicas.phase.judge", { name: turnName })}</p>
          <p class="dicas-guess-shown">{t("dicas.theGuess", { text: guess })}</p>
          {worth(used)}
        </div>
      );
    }
    default:
      return null;
  }
}

/** The answer, in the narrator's turn card at every step (their card with the 20 clues is further down). */
function Answer({ view }: { view: DicasView }) {
  if (!view.card) return null;
  return (
    <p>
      <span class="muted">{t("dicas.card.answer")}:</span> <strong>{view.card.answer}</strong>
    </p>
  );
}

function Clues({ view, nameOf }: { view: DicasView; nameOf(s: number | null): string }) {
  if (view.attempts.length === 0) return <p class="card muted">{t("dicas.clues.none")}</p>;
  return (
    <section class="card dicas-clues" aria-label={t("dicas.clues.title")}>
      <h2>{t("dicas.clues.title")}</h2>
      <ol>
        {[...view.attempts].reverse().map((a) => (
          <li key={a.n} data-testid="dicas-clue" data-n={a.n} class={a.verdict === "right" ? "dicas-clue-right" : ""}>
            <span class="dicas-clue-n">{a.n}</span>
            <div>
              <p class="dicas-clue-text">{a.clue ?? <em class="muted">{t("dicas.clues.pending")}</em>}</p>
              <p class="muted dicas-clue-meta">
                {nameOf(a.seat)}
                {a.guess !== null && <> · “{a.guess}”</>}
                {a.verdict ? <> · {t(`dicas.verdict.${a.verdict}`)}</> : a.guess !== null ? <> · {t("dicas.verdict.judging")}</> : null}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function LastRound({ view, nameOf, big = false }: { view: DicasView; nameOf(s: number | null): string; big?: boolean }) {
  const last = view.lastRound;
  if (!last) return null;
  const end = last.end;
  let line: string;
  if (end.kind === "solved")
    line = t("dicas.last.solved", { guesser: nameOf(end.guesser), narrator: nameOf(end.narrator), n: end.n, guesserMoves: end.guesserMoves, narratorMoves: end.narratorMoves });
  else if (end.kind === "unsolved") line = t("dicas.last.unsolved", { narrator: nameOf(end.narrator), narratorMoves: end.narratorMoves });
  else line = t(end.reason === "away" ? "dicas.last.voidedAway" : "dicas.last.voided", { narrator: nameOf(end.narrator) });
  return (
    <section class={`card dicas-last${big ? " dicas-last-big" : ""}`} role="status" data-testid="dicas-last">
      <p class="dicas-last-title">{t("dicas.last.title", { n: last.round, answer: last.answer })}</p>
      <p>{line}</p>
      {end.kind === "solved" && big && (
        <div class="dicas-split" aria-hidden="true">
          <span class="dicas-split-narrator" style={{ flexGrow: end.narratorMoves }}><Glyph name="mic" /> +{end.narratorMoves}</span>
          <span class="dicas-split-guesser" style={{ flexGrow: Math.max(end.guesserMoves, 1) }}><Glyph d={DICAS_GLYPH.guesser} /> +{end.guesserMoves}</span>
        </div>
      )}
    </section>
  );
}

function Over({ view, nameOf, me }: { view: DicasView; nameOf(s: number | null): string; me: number | null }) {
  const winners = view.winners ?? [];
  const names = winners.map((w) => nameOf(w));
  return (
    <div class="dicas">
      <section class="card dicas-over" role="status" data-testid="dicas-over">
        <p class="dicas-trophy"><Glyph d={DICAS_GLYPH.trophy} /></p>
        <h2>{t("dicas.over.title")}</h2>
        <p class="dicas-over-names">
          {winners.length === 0 ? t("dicas.over.none") : winners.length === 1 ? t("dicas.over.winner", { name: names[0] }) : t("dicas.over.shared", { names: names.join(" & ") })}
        </p>
      </section>
      {view.lastRound && <LastRound view={view} nameOf={nameOf} big />}
      <Track view={view} nameOf={nameOf} me={me} />
      <RoundsStory view={view} nameOf={nameOf} />
    </div>
  );
}
