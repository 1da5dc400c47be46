/**
 * The Caso table: status and clocks, the 2D map with routes, the roulette, the turn's controls,
 * the holder's answer, team proposals, cards / Ficha / pawns, the investigation panel (opened only
 * through scene.ts), the accusation dialog and the end of the case.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { CHARACTER_COLOURS, MAP, isEnabled, legalDestinations, type CasoView, type Destination, type PlaceId } from "../../../shared/games/caso/public";
import type { ScreenProps } from "../types";
import { Actions } from "./Actions";
import { CardsPanel } from "./Cards";
import { playEffect } from "../../src/audio";
import { Clock } from "./Clock";
import { AccuseDialog, AnswerPanel, ChatPreviews, End, Ficha, InvestigationPanel, PawnList, Proposals, ScenePreview } from "./later";
import { MapArea, PHONE_MAX } from "./MapArea";
import type { Route } from "./MapView";
import { nudge } from "./nudge";
import { Roulette } from "./Roulette";
import { Reserved } from "../../src/ui/Reserved";
import { Waiting } from "./Waiting";
import { latestSeats } from "./history";
import { asked, draft, emptyDraft, investigationOpen, openInvestigation, releaseScene, scenePreview, type Asked } from "./scene";
import { cardName, latestView, myPawn, pawnLabel, wantedProposals } from "./util";

type Tab = "cards" | "ficha" | "pawns";

export function Screen({ view, seats, send, now, chat }: ScreenProps<CasoView>) {
  const mine = myPawn(view);
  const turn = view.turn;
  const myTurn = !!mine && !!turn && turn.pawn === mine.id && !view.over;
  const [selected, setSelected] = useState<Destination | null>(null);
  const [accusing, setAccusing] = useState(false);
  const [tab, setTab] = useState<Tab>("cards");

  // A pawn with teammates will see proposals (CASO-1): fetch their chunk before the first one.
  const teammates = (mine?.members.length ?? 0) > 1;
  useEffect(() => {
    if (teammates) Proposals.preload();
  }, [teammates]);
  // Another pawn in a place may question mine: fetch the answer sheet's chunk before it does.
  const questioned = !!mine && turn?.question?.target === mine.id && turn.phase === "awaitAnswer";
  const mayBeAsked = !!mine && !!turn && turn.pawn !== mine.id && (turn.phase === "inPlace" || turn.phase === "answered");
  useEffect(() => {
    if (mayBeAsked || questioned) AnswerPanel.preload();
  }, [mayBeAsked, questioned]);

  // The scene's renderer lives as long as the Caso screen (CASO-8); free it when leaving.
  useEffect(() => {
    addEventListener("pagehide", releaseScene);
    return () => {
      removeEventListener("pagehide", releaseScene);
      releaseScene();
    };
  }, []);

  // Cues through the site audio (muted in the header): my turn (a question for me: the answer sheet's), the verdict.
  useEffect(() => {
    if (myTurn) nudge("turn");
  }, [myTurn, turn?.number]);
  useEffect(() => {
    if (view.over) playEffect(view.over.winner !== null && view.over.winner === mine?.id ? "win" : "reveal");
    else if (mine?.eliminated) playEffect("fail");
  }, [!!view.over, mine?.eliminated]);
  useEffect(() => {
    latestView.value = view;
    latestSeats.value = seats;
  }, [view, seats]);
  // A new revision invalidates the picked destination (in the render that shows it, before a tap can
  // pick the next one: an effect after the frame would wipe that out); a new turn clears the draft hypothesis.
  useLayoutEffect(() => setSelected(null), [view.rev]);
  useEffect(() => {
    draft.value = emptyDraft();
  }, [turn?.number]);

  // Entering an enabled place opens the investigation (once per entry), for the pawn's own seats only.
  const opened = useRef("");
  useEffect(() => {
    if (!myTurn || !turn || turn.phase !== "inPlace" || !mine) return;
    if (!isEnabled(turn.entered, mine.cycle.visited, turn.questions)) return;
    const k = `${turn.number}:${turn.entered}`;
    if (opened.current === k) return;
    opened.current = k;
    openInvestigation();
  }, [myTurn, turn?.phase, turn?.number, turn?.entered]);
  useEffect(() => {
    if (!myTurn && investigationOpen.value) investigationOpen.value = false;
  }, [myTurn]);

  // The outcome of our own question: the card shown to us (gold base) or none (dark bases). A
  // teammate who only approved the question learns it from the proposal it saw (a "no match"
  // answers at once, so no waiting view ever names the question).
  const proposedAsk = useRef<Asked | null>(null);
  const invProposal = view.proposals.find((p) => p.action.type === "investigate");
  if (invProposal && invProposal.action.type === "investigate" && turn && mine && turn.pawn === mine.id) {
    const x = invProposal.action;
    proposedAsk.current = { turn: turn.number, target: x.target, character: x.character, weapon: x.weapon, place: x.place, gravador: turn.phase === "answered", evidenceBefore: Math.max(-1, ...view.evidence.map((e) => e.n)) };
  }
  useEffect(() => {
    let a = asked.value;
    if (!turn || !mine || turn.pawn !== mine.id) return;
    if (turn.phase === "awaitAnswer" && turn.question && (!a || a.turn !== turn.number || a.gravador !== turn.question.gravador)) {
      const q = turn.question;
      const before = proposedAsk.current?.turn === turn.number ? proposedAsk.current.evidenceBefore : Math.max(-1, ...view.evidence.map((e) => e.n));
      asked.value = { turn: turn.number, target: q.target, character: q.character, weapon: q.weapon, place: q.place, gravador: q.gravador, evidenceBefore: before };
      return;
    }
    const p = proposedAsk.current;
    if (turn.phase === "answered" && p && p.turn === turn.number && (!a || a.turn !== turn.number || (a.gravador !== p.gravador && turn.questions >= (p.gravador ? 2 : 1)))) {
      asked.value = a = p;
    }
    if (a && a.turn === turn.number && !a.outcome && turn.phase === "answered" && turn.questions >= (a.gravador ? 2 : 1)) {
      const ev = view.evidence.find((e) => e.investigator === mine.id && e.n > a!.evidenceBefore);
      asked.value = { ...a, outcome: { card: ev ? ev.card : null } };
      playEffect(ev ? "reveal" : "fail");
    }
  }, [view.rev, view.evidence.length]);

  // Whatever the team must decide comes to each member: a proposed question opens the
  // investigation (its cards on the bases); a proposed move or passage closes it (its route is on
  // the map, brought into view).
  const wanted = wantedProposals(view);
  const wantedKey = wanted.map((p) => p.id).join(",");
  useEffect(() => {
    const p = wanted[wanted.length - 1];
    if (!p || !myTurn) return;
    if (p.action.type === "investigate") {
      if (!investigationOpen.value) openInvestigation();
    } else if (p.action.type === "move" || p.action.type === "passage") {
      if (investigationOpen.value) investigationOpen.value = false;
      // On a phone the map itself frames a proposed move above the sheet (MapArea's voteRoute).
      if (p.action.type === "passage" || window.innerWidth >= PHONE_MAX) requestAnimationFrame(() => bringIntoView(document.querySelector(".caso-map-col")));
    }
  }, [wantedKey]);

  // My turn on a phone: the next thing to do is on screen without scrolling (the turn's controls,
  // or the map while planning the move).
  useEffect(() => {
    if (!myTurn || !turn || view.proposals.length) return;
    requestAnimationFrame(() => bringIntoView(document.querySelector(turn.phase === "plan" ? ".caso-map-col" : '[data-testid="caso-actions"]')));
  }, [myTurn, turn?.number, turn?.phase]);

  const planning = myTurn && turn?.phase === "plan";
  const destinations = useMemo(() => (planning && mine ? legalDestinations(view, mine.id) : []), [view.rev, planning]);

  const routes: Route[] = [];
  if (selected && mine) routes.push({ path: selected.action.path, from: mine.pos, enter: selected.to.kind === "place" ? selected.to.place : null, kind: "plan" });
  for (const p of view.proposals) {
    if (p.action.type === "move" && mine) {
      const last = p.action.path[p.action.path.length - 1];
      const sq = last ?? (mine.pos.kind === "street" ? ([mine.pos.x, mine.pos.y] as const) : null);
      const enter = p.action.enter && sq ? doorPlace(sq) : null;
      routes.push({ path: p.action.path, from: mine.pos, enter, kind: "proposal" });
    }
  }

  // CASO-12: the own pawn's investigated places grey out (after the panel closes, with the configured delay).
  const greyed = new Set<PlaceId>();
  if (mine) for (const pl of mine.cycle.visited) if (!(investigationOpen.value && turn?.entered === pl)) greyed.add(pl);

  const me = view.me;
  const eliminatedMe = mine?.eliminated ?? false;
  // Between this seat's turns, its controls' room holds a tip and the way to its Ficha (Waiting.tsx).
  const waiting = !!mine && !!turn && !myTurn && !view.over && !eliminatedMe;
  const openFicha = () => {
    setTab("ficha");
    document.querySelector<HTMLElement>('[data-testid="caso-tab-ficha"]')?.focus();
  };
  const q = turn?.question ?? null;

  return (
    <div class="caso" data-testid="caso-screen" data-phase={view.over ? "over" : turn?.phase} data-round={turn?.number}>
      <section class="caso-status card" aria-live="polite">
        {turn && !view.over ? (
          <>
            <span class="caso-dot caso-dot-big" style={`background: ${CHARACTER_COLOURS[view.pawns[turn.pawn]!.character]}`} />
            <span class="caso-turn" data-testid="caso-turn">
              {myTurn ? t(view.config.teams ? "caso.status.yourTeamTurn" : "caso.status.yourTurn") : t("caso.status.turnOf", { who: pawnLabel(view, seats, turn.pawn) })}
              <small> · {t(`caso.phase.${turn.phase}`)}</small>
            </span>
            <Clock endsAt={turn.clock.endsAt} pausedMs={turn.clock.remainingMs} maxMs={view.config.turnMs} alertMs={view.config.alertLastMs} now={now} label={t("caso.clock.turn")} alarm={myTurn} testid="caso-turn-clock" />
          </>
        ) : (
          <span class="caso-turn">{t("caso.status.over")}</span>
        )}
      </section>

      {view.over && <End view={view} seats={seats} />}
      {eliminatedMe && !view.over && (
        <div class="caso-banner caso-bad" data-testid="caso-eliminated">
          <p>{t("caso.end.eliminatedYou")}</p>
          {view.solution && <SolutionCards solution={view.solution} />}
        </div>
      )}

      {q && turn && (
        <p class="caso-banner" data-testid="caso-question">
          {t("caso.status.question", { who: pawnLabel(view, seats, turn.pawn), target: pawnLabel(view, seats, q.target), cards: [q.character, q.weapon, q.place].map(cardName).join(" · ") })}{" "}
          <Clock endsAt={q.deadline} pausedMs={0} maxMs={view.config.answerMs} alertMs={view.config.alertLastMs} now={now} label={t("caso.clock.answer")} alarm={false} />
        </p>
      )}

      <div class="caso-layout">
        <MapArea
            turnKey={`${turn?.number ?? 0}:${view.rev > 0 ? turn?.pawn : 0}`}
            planning={planning}
            pawns={view.pawns}
            current={turn?.pawn ?? null}
            mine={mine?.id ?? null}
            destinations={destinations}
            selected={selected}
            routes={routes}
            greyed={greyed}
            greyDelayMs={view.config.greyDelayMs}
            greyFadeMs={view.config.greyFadeMs}
            {...(planning ? { onPick: setSelected } : {})}
            footer={planning && <p class="caso-note">{t("caso.map.hint", { n: destinations.length })}</p>}
            voteRoute={myTurn && wanted.some((p) => p.action.type === "move")}
          >
          {chat && <ChatPreviews chat={chat} now={now} />}
        </MapArea>
        <div class="caso-side-col">
          {/* For the whole turn, a turn without a spin too: shown and taken away mid-turn it moved everything below it (issue 21). */}
          {turn && <Roulette view={view} />}
          {/* A seat's turn controls keep their room between its turns, from before the first (issue 21):
              the start of its turn moves neither the tabs nor the cards below under a finger. */}
          <Reserved alternatives={mine && turn && !view.over ? () => [<Actions view={atMySpin(view, turn, mine.id)} seats={seats} send={send} now={now} selected={null} destinations={[]} onSelect={() => undefined} onClearSelection={() => undefined} onAccuse={() => undefined} />, <Waiting turn={turn.number} onFicha={() => undefined} />] : undefined}>
            <Actions view={view} seats={seats} send={send} now={now} selected={selected} destinations={destinations} onSelect={setSelected} onClearSelection={() => setSelected(null)} onAccuse={() => setAccusing(true)} />
            {waiting && <Waiting turn={turn.number} onFicha={openFicha} />}
          </Reserved>
          {/* Mounted only with a proposal to show: a mounted lazy component fetches its chunk, which only a team needs (preloaded above). */}
          {view.proposals.length > 0 && <Proposals view={view} seats={seats} send={send} sheet={false} />}
          <div class="caso-tabs" role="tablist">
            {(me ? (["cards", "ficha", "pawns"] as Tab[]) : (["cards", "pawns"] as Tab[])).map((k) => (
              <button key={k} type="button" role="tab" aria-selected={tab === k} class={tab === k ? "caso-tab-on" : ""} onClick={() => setTab(k)} data-testid={`caso-tab-${k}`}>
                {t(`caso.tab.${k}`)}
              </button>
            ))}
          </div>
          {tab === "cards" && <CardsPanel view={view} seats={seats} />}
          {tab === "ficha" && me && <Ficha view={view} seats={seats} send={send} />}
          {tab === "pawns" && <PawnList view={view} seats={seats} />}
        </div>
      </div>

      {investigationOpen.value && myTurn && <InvestigationPanel view={view} seats={seats} send={send} now={now} />}
      {accusing && myTurn && <AccuseDialog view={view} send={send} now={now} onClose={() => setAccusing(false)} />}
      {questioned && <AnswerPanel view={view} seats={seats} send={send} now={now} />}
      {view.proposals.length > 0 && <Proposals view={view} seats={seats} send={send} sheet />}
      {scenePreview.value && <ScenePreview />}
    </div>
  );
}

/** This seat's view at the start of its own turn (its spin), for the room its turn controls take. */
function atMySpin(view: CasoView, turn: NonNullable<CasoView["turn"]>, pawn: number): CasoView {
  return { ...view, turn: { ...turn, pawn, phase: "spin", sector: null } };
}

/** Scrolls an element into the window only when it is not wholly there already (a desktop rarely moves). */
function bringIntoView(el: Element | null): void {
  if (!el) return;
  const r = el.getBoundingClientRect();
  if (r.top >= 0 && r.bottom <= innerHeight) return;
  const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ block: r.height > innerHeight ? "start" : "nearest", behavior: smooth ? "smooth" : "auto" });
}

const doorPlace = (sq: readonly [number, number]): PlaceId | null => MAP.doorOf.get(`${sq[0]},${sq[1]}`) ?? null;

function SolutionCards({ solution: s }: { solution: NonNullable<CasoView["solution"]> }) {
  return (
    <div class="caso-hand caso-solution" data-testid="caso-solution">
      {[s.character, s.weapon, s.place].map((c) => (
        <span key={c} class="caso-card caso-card-gold" data-card={c}>{cardName(c)}</span>
      ))}
    </div>
  );
}
