/** The Matiz play screen: status bar, clues, the board, the giver's or guesser's panel, scores, reveal and podium. */
import { actPending } from "../../src/room/pending";
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { ScreenProps } from "../types";
import { Reserved } from "../../src/ui/Reserved";
import { useTurnFocus } from "../../src/ui/keys";
import { Countdown } from "../../src/ui/Countdown";
import { canNext, canSelect, knowledgeFromView, type MatizView } from "../../../shared/games/matiz/public";
import { Board } from "./Board";
import { GiverPanel } from "./GiverPanel";
import { Podium, RoundResult } from "./Reveal";
import { RoundsStory } from "./End";
import { seatColour } from "./colours";

const CELL_SPECIFIC = new Set(["cell_occupied", "cell_off_board"]);

export function Screen({ view: v, me, send, now }: ScreenProps<MatizView>) {
  const nameOf = (seat: number) => v.players.find((p) => p.seat === seat)?.name ?? "?";
  const isGiver = me !== null && me === v.giver;
  const f = me === null ? null : knowledgeFromView(v);
  const stage = `${v.round}-${v.phase}`;
  const [sel, setSel] = useState<string | null>(v.mySelection);
  const [why, setWhy] = useState<string | null>(null);
  useEffect(() => {
    setSel(v.mySelection);
    setWhy(null);
  }, [stage]);

  const moveProblem = f ? canSelect(f, "A1") : null;
  const myMove = f !== null && (moveProblem === null || CELL_SPECIFIC.has(moveProblem.code));
  const tap = (cell: string) => {
    if (!f) return;
    const p = canSelect(f, cell);
    if (p) return setWhy(t(`matiz.error.${p.code}`, p.params));
    setWhy(null);
    setSel(cell);
    send({ type: "select", cell });
  };
  const confirm = () => {
    if (!f || !sel) return;
    const p = canSelect(f, sel);
    if (p) return setWhy(t(`matiz.error.${p.code}`, p.params));
    send({ type: "guess", cell: sel });
  };
  const revealed = v.result !== null;
  // PLAT-A2: a guess that opens for this seat brings the focus to the wall's one stop, as the other games' turns do.
  useTurnFocus(myMove ? `${stage}:${v.turn ?? ""}` : null, () => document.querySelector<HTMLElement>('.matiz-board [tabindex="0"]'), { start: true });

  return (
    <div class="matiz" data-phase={v.phase} data-round={v.round}>
      {/* The header, the clues, the panel above the wall and the result below it keep the tallest height
          they have had (issue 21): a phase that shows less never moves the wall under a finger. */}
      <Reserved>
        <header class="matiz-top">
          <span class="matiz-round">
            {t("matiz.round", { n: v.round })} · {t("matiz.goalShort", { n: v.settings.goal })}
          </span>
          <span class="matiz-phase">{t(`matiz.phase.${v.phase}`)}</span>
          <span class="matiz-clock">
            {v.giverAway ? (
              <span class="matiz-warn">{t("matiz.giverAway", { name: nameOf(v.giver) })}</span>
            ) : v.overtime ? (
              <span class="matiz-warn" role="alert">{t("matiz.overtime")}</span>
            ) : null}
            {v.clock && <Countdown deadline={v.clock.at} now={now} label={t("matiz.timeLeft")} />}
          </span>
        </header>
      </Reserved>

      <Reserved>
        <div class="matiz-clues" aria-label={t("matiz.clues")}>
          <span class="matiz-clues-who">{isGiver ? t("matiz.youGive") : t("matiz.giverIs", { name: nameOf(v.giver) })}</span>
          {v.clues.length === 0 ? (
            <span class="matiz-muted">{t("matiz.noClues")}</span>
          ) : (
            v.clues.map((c, i) => (
              <span key={i} class="matiz-clue-chip">
                {c}
              </span>
            ))
          )}
          {revealed && v.clues.length === 1 && <span class="matiz-muted">{t("matiz.noClue2")}</span>}
        </div>
      </Reserved>

      <div class="matiz-layout">
        <div class="matiz-main">
          {v.phase === "ended" && <Podium v={v} />}
          {v.phase === "ended" && <RoundsStory v={v} />}
          {/* Anew each round (the giver's panel is taller than a guesser's, and the giver changes); a guesser's
              takes the room of their move (the cell and "confirm") from the round's start, the giver's the
              room of its tips while the others guess; gone at the end, where the podium takes the top. */}
          {v.phase !== "ended" && (
            <Reserved key={v.round} alternatives={me !== null && v.guessers.includes(me) ? () => [me, null].map((turn) => <GuesserBar v={{ ...v, phase: "guess1", turn }} me={me} myMove sel="A1" why={null} confirm={() => undefined} nameOf={nameOf} />) : isGiver && me !== null ? () => [<GiverPanel v={{ ...v, phase: "guess1", target: v.target ?? v.candidates?.[0] ?? null }} send={() => undefined} />] : undefined}>
              {isGiver && me !== null && v.phase !== "reveal" && <GiverPanel v={v} send={send} />}
              {!isGiver && v.phase !== "reveal" && <GuesserBar v={v} me={me} myMove={myMove} sel={sel} why={why} confirm={confirm} nameOf={nameOf} />}
            </Reserved>
          )}
          <Board
            board={v.board}
            markers={v.markers}
            selected={myMove ? sel : null}
            target={v.target?.cell ?? null}
            frames={revealed}
            paint={revealed}
            nameOf={nameOf}
            onTap={myMove ? tap : undefined}
          />
          {v.board.kind === "ultra" && !revealed && <p class="matiz-hint">{t("matiz.ultraHint")}</p>}
          <Reserved>
            {revealed && <RoundResult v={v} />}
            {v.phase === "reveal" && f && (
              <div class="matiz-next">
                {canNext(f) === null ? (
                  <button type="button" class="primary" data-testid="matiz-next" disabled={actPending()} onClick={() => send({ type: "next" })}>
                    {t("matiz.next")}
                  </button>
                ) : (
                  me !== null && v.ready.includes(me) && <span class="matiz-muted">{t("matiz.waitingNext")}</span>
                )}
              </div>
            )}
          </Reserved>
        </div>
        <aside class="matiz-side">
          <Scores v={v} nameOf={nameOf} />
          {v.pastTargets.length > 0 && (
            <section class="matiz-past" aria-label={t("matiz.pastTargets")}>
              <h4>{t("matiz.pastTargets")}</h4>
              <div class="matiz-past-list">
                {v.pastTargets.map((p) => (
                  <span key={p.n} class="matiz-past-item" title={`${p.cell} ${p.hex}`}>
                    <span class="matiz-chip" style={{ background: p.hex }} aria-hidden="true" />
                    {p.cell}
                  </span>
                ))}
              </div>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}

function GuesserBar(props: {
  v: MatizView;
  me: number | null;
  myMove: boolean;
  sel: string | null;
  why: string | null;
  confirm(): void;
  nameOf(seat: number): string;
}) {
  const { v, me, myMove, sel, why, confirm, nameOf } = props;
  let text: string;
  // A spectator already has the "watching" banner: tell them what the table is doing instead.
  if (me !== null && !v.guessers.includes(me) && me !== v.giver) text = t("matiz.notInRound");
  else if (v.phase === "clue1") text = t("matiz.waitingClue1", { name: nameOf(v.giver) });
  else if (v.phase === "clue2") text = t("matiz.waitingClue2", { name: nameOf(v.giver) });
  else if (me === null) text = v.turn !== null ? t("matiz.turnOf", { name: nameOf(v.turn) }) : t("matiz.waitingGuesses");
  else if (v.done.includes(me)) text = t("matiz.guessed");
  else if (v.turn !== null && v.turn !== me) text = t("matiz.turnOf", { name: nameOf(v.turn) });
  else if (myMove) text = v.turn === me ? t("matiz.yourTurn") : t("matiz.tapCell");
  else text = t("matiz.waitingGuesses");
  return (
    <section class="matiz-panel matiz-guesser" aria-live="polite">
      <p class="matiz-status" data-testid="matiz-status">{text}</p>
      {myMove && (
        <div class="matiz-confirm-row">
          {sel && <span class="matiz-selected-text">{t("matiz.selected", { cell: sel })}</span>}
          <button type="button" class="primary" data-testid="matiz-confirm" disabled={!sel || actPending()} onClick={confirm}>
            {sel ? t("matiz.confirm", { cell: sel }) : t("matiz.confirm", { cell: "…" })}
          </button>
        </div>
      )}
      {why && <p class="matiz-why" role="alert" data-testid="matiz-why">{why}</p>}
    </section>
  );
}

function Scores({ v, nameOf }: { v: MatizView; nameOf(seat: number): string }) {
  const guessing = v.phase === "guess1" || v.phase === "guess2";
  return (
    <section class="matiz-scores" aria-label={t("matiz.scores")}>
      <h4>{t("matiz.scores")}</h4>
      <ul>
        {v.players.map((p) => (
          <li key={p.seat} data-testid="matiz-score" data-seat={p.seat} class={`matiz-score${p.abandoned ? " matiz-score-left" : ""}${v.turn === p.seat ? " matiz-score-turn" : ""}`}>
            <span class="matiz-dot" style={{ background: seatColour(p.seat) }} aria-hidden="true" />
            <span class="matiz-score-name">{nameOf(p.seat)}</span>
            {p.seat === v.giver && v.phase !== "ended" && <span class="matiz-tag">{t("matiz.tag.giver")}</span>}
            {guessing && v.done.includes(p.seat) && <span class="matiz-tag matiz-tag-ok">{t("matiz.tag.done")}</span>}
            {p.absent && !p.abandoned && <span class="matiz-tag matiz-tag-off">{t("matiz.tag.absent")}</span>}
            {p.abandoned && <span class="matiz-tag matiz-tag-off">{t("matiz.tag.left")}</span>}
            {p.fromRound > v.round && <span class="matiz-tag">{t("matiz.tag.next")}</span>}
            <span class="matiz-score-pts">{t("matiz.total", { n: p.score })}</span>
            <span class="matiz-bar" aria-hidden="true">
              <span style={{ width: `${Math.min(100, (p.score / Math.max(1, v.settings.goal)) * 100)}%`, background: seatColour(p.seat) }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
