/**
 * The turn's controls for the pawn whose turn it is: spin, Escolha, Cápsula, Impulso,
 * passage, the selected move with "Guardar a sobra", give up the move, investigate, accuse, end.
 * Every button runs the shared predicate and says why it is disabled.
 */
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { IMPULSO_STEPS, canDo, choosableResources, isEnabled, portalTarget, knowledgeFromView, type Destination, type GameAction } from "../../../shared/games/caso/public";
import { resourceIcon, wheelTurning } from "./Roulette";
import { investigationOpen, loadScene, openInvestigation } from "./scene";
import { InvestigationPanel } from "./later";
import { chooseMode, scenePref, webglOk } from "./webgl";
import { cardName, gameSender, myPawn, type View } from "./util";
import { actPending } from "../../src/room/pending";
import { useRoving, useTurnFocus } from "../../src/ui/keys";

const STEPS = Array.from({ length: 12 }, (_, i) => i + 1);

interface Props {
  view: View;
  seats: readonly SeatSummary[];
  send(a: unknown): void;
  now(): number;
  selected: Destination | null;
  /** Legal destinations this turn; the places among them are also offered as buttons (keyboard, small screens). */
  destinations: readonly Destination[];
  onSelect(d: Destination): void;
  onClearSelection(): void;
  onAccuse(): void;
}

export function Actions({ view, send, now, selected, destinations, onSelect, onClearSelection, onAccuse }: Props) {
  const mine = myPawn(view);
  const turn = view.turn;
  const [deposit, setDeposit] = useState(false);
  const [redeemN, setRedeemN] = useState(1);
  useEffect(() => setDeposit(false), [selected]);
  const placeDests = destinations.flatMap((d) => (d.to.kind === "place" ? [d.to.place] : []));
  const stepsRove = useRoving(STEPS, { cols: 6 });
  const placesRove = useRoving(placeDests);
  // PLAT-A2: the turn's start puts the spin under the focus; each later step, when the pressed
  // control went away, its one thing to do (the Escolha's numbers, the first place in reach or the
  // map, confirm, investigate, end the turn). Never from the chat, nor from the open investigation.
  const ownTurn = !!mine && !!view.turn && view.turn.pawn === mine.id && !view.over;
  const ph = view.turn?.phase;
  // While the wheel turns nothing is focused (an early Enter must not end the turn).
  const focusKey = ownTurn && !investigationOpen.value && ph !== "awaitAnswer" && !wheelTurning.value ? `${view.turn!.number}:${ph}:${selected ? "sel" : ""}:${view.turn!.questions}` : null;
  useTurnFocus(focusKey, () => {
    const box = document.querySelector<HTMLElement>('[data-testid="caso-actions"]');
    return box?.querySelector<HTMLElement>("[data-turn-focus]:not(:disabled)") ?? (ph === "plan" && !selected ? document.querySelector<HTMLElement>('[data-testid="caso-map"]') : null);
  }, { start: ph === "spin", scroll: false }); // the screen frames the turn itself (Screen.tsx)
  if (!mine || !turn || turn.pawn !== mine.id || view.over) return null;
  const act = gameSender(view, send);
  const busy = actPending();
  const why = (a: GameAction) => canDo(knowledgeFromView(view, now()), a);
  const label = (key: string, params?: Record<string, unknown>) => (view.me?.mustPropose ? t("caso.propose.prefix", { action: t(key, params) }) : t(key, params));

  const btn = ({ a, text, primary, testid, focus }: { a: GameAction; text: string; primary?: boolean; testid: string; focus?: boolean }) => {
    const code = why(a);
    return (
      <span class="caso-btn-wrap">
        <button type="button" class={primary ? "primary" : ""} disabled={code !== null || busy} onClick={() => act(a)} data-testid={testid} data-turn-focus={focus || undefined}>
          {text}
        </button>
        {code && code !== "wrong_phase" && <small class="caso-why">{t(`caso.error.${code}`)}</small>}
      </span>
    );
  };

  const phase = turn.phase;
  const end = (btn({ a: { type: "endTurn" }, text: label("caso.act.endTurn"), testid: "caso-end-turn", focus: phase === "moved" || phase === "answered" || (phase === "inPlace" && !isEnabled(turn.entered, mine.cycle.visited, turn.questions)) }));
  const accuse = (
    <button type="button" class="danger" disabled={why({ type: "accuse", character: "rubi", weapon: "taco", place: "praca" }) !== null} onClick={onAccuse} data-testid="caso-accuse-open">
      {view.me?.mustPropose ? t("caso.act.accuseTeamPropose") : view.config.teams ? t("caso.act.accuseTeam") : t("caso.act.accuse")}
    </button>
  );
  const skip = (btn({ a: { type: "skipMove" }, text: label("caso.act.skipMove"), testid: "caso-skip-move" }));

  let body;
  if (phase === "spin") {
    body = (
      <>
        {btn({ a: { type: "spin" }, text: label("caso.act.spin"), primary: true, testid: "caso-spin", focus: true })}
        {skip}
      </>
    );
  } else if ((phase === "choose" || phase === "plan") && turn.sector !== null && wheelTurning.value) {
    body = <p class="caso-prompt" data-testid="caso-wheel-turning">{t("caso.roulette.spinning")}</p>;
  } else if (phase === "choose") {
    const res = choosableResources(view, mine);
    body = (
      <div class="caso-escolha">
        <p class="caso-prompt">{t("caso.escolha.prompt")}</p>
        <div class="caso-escolha-grid" role="group" aria-label={t("caso.escolha.steps")} onKeyDown={stepsRove.onKeyDown}>
          {STEPS.map((n) => (
            <button key={n} type="button" onClick={() => act({ type: "choose", result: n })} data-testid={`caso-choose-${n}`} data-turn-focus={n === stepsRove.stop || undefined} {...stepsRove.item(n)}>{n}</button>
          ))}
        </div>
        <div class="caso-escolha-res" role="group" aria-label={t("caso.escolha.resource")}>
          {res.map((k) => (
            <button key={k} type="button" onClick={() => act({ type: "choose", result: k })} data-testid={`caso-choose-${k}`}>{resourceIcon(k)} {t(`caso.resource.${k}`)}</button>
          ))}
        </div>
      </div>
    );
  } else if (phase === "plan") {
    const move = selected ? { ...selected.action, ...(deposit && selected.action.enter ? { deposit: true } : {}) } : null;
    const depositWhy = selected?.action.enter ? why({ ...selected.action, deposit: true }) : "deposit_needs_entry";
    const moveWhy = move ? why(move) : null;
    const place = mine.pos.kind === "place" ? mine.pos.place : null;
    const portal = place ? portalTarget(place) : null;
    body = (
      <>
        <p class="caso-prompt" data-testid="caso-steps">{t("caso.plan.steps", { n: turn.steps })}</p>
        {selected ? (
          <div class="caso-move" data-testid="caso-move">
            <p>
              {selected.to.kind === "place" ? t("caso.plan.toPlace", { place: cardName(selected.to.place), cost: selected.cost, n: turn.steps }) : t("caso.plan.toSquare", { cost: selected.cost, n: turn.steps })}
              {selected.action.key && <> · {resourceIcon("chave")} {t("caso.plan.usesKey")}</>}
              {selected.action.vip && <> · {resourceIcon("vip")} {t("caso.plan.usesVip")}</>}
            </p>
            {selected.action.enter && (
              <label class="check">
                <input type="checkbox" checked={deposit && depositWhy === null} disabled={depositWhy !== null} onChange={(e) => setDeposit((e.currentTarget as HTMLInputElement).checked)} />
                {t("caso.plan.deposit", { n: turn.steps - selected.cost })}
                {depositWhy && depositWhy !== "deposit_needs_entry" && <small class="caso-why"> {t(`caso.error.${depositWhy}`)}</small>}
              </label>
            )}
            <div class="caso-row">
              <button type="button" class="primary" data-turn-focus disabled={!move || moveWhy !== null || busy} onClick={() => {
                  if (!move) return;
                  // Entering an enabled place opens the scene: fetch its chunk while the move travels.
                  if (selected.to.kind === "place" && isEnabled(selected.to.place, mine.cycle.visited, 0)) {
                    InvestigationPanel.preload();
                    if (chooseMode({ webgl: webglOk(), pref: scenePref(), broken: false }) === "3d") void loadScene();
                  }
                  act(move), onClearSelection(), setDeposit(false);
                }} data-testid="caso-confirm-move">
                {label("caso.plan.confirm")}
              </button>
              <button type="button" onClick={onClearSelection}>{t("caso.plan.cancel")}</button>
            </div>
            {moveWhy && <small class="caso-why">{t(`caso.error.${moveWhy}`)}</small>}
          </div>
        ) : (
          <>
            <p class="caso-note">{t("caso.plan.tap")}</p>
            <div class="caso-row" role="group" aria-label={t("caso.plan.places")} onKeyDown={placesRove.onKeyDown}>
              {destinations.map((d) =>
                d.to.kind === "place" ? (
                  <button key={d.to.place} type="button" class="small" onClick={() => onSelect(d)} data-testid={`caso-dest-${d.to.place}`} data-turn-focus={d.to.place === placesRove.stop || undefined} {...placesRove.item(d.to.place)}>
                    {t("caso.plan.placeCost", { place: cardName(d.to.place), cost: d.cost })}
                  </button>
                ) : null,
              )}
            </div>
          </>
        )}
        <div class="caso-row">
          {mine.capsule.balance > 0 && (
            <span class="caso-redeem">
              <input type="number" min={1} max={mine.capsule.balance} value={redeemN} onInput={(e) => setRedeemN(Math.max(1, Math.min(mine.capsule.balance, Number((e.currentTarget as HTMLInputElement).value) || 1)))} aria-label={t("caso.plan.redeemN")} />
              {btn({ a: { type: "redeem", n: redeemN }, text: label("caso.plan.redeem", { n: redeemN }), testid: "caso-redeem" })}
            </span>
          )}
          {mine.resources.impulso > 0 && btn({ a: { type: "impulso" }, text: label("caso.plan.impulso", { n: IMPULSO_STEPS }), testid: "caso-impulso" })}
          {portal && btn({ a: { type: "passage" }, text: label("caso.plan.passage", { place: cardName(portal) }), testid: "caso-passage" })}
          {skip}
        </div>
      </>
    );
  } else if (phase === "inPlace" || phase === "answered") {
    const enabled = phase === "answered" || isEnabled(turn.entered, mine.cycle.visited, turn.questions);
    body = (
      <>
        {enabled && (
          <button type="button" class="primary" onClick={openInvestigation} data-testid="caso-investigate-open" data-turn-focus={phase === "inPlace" || undefined}>
            {phase === "answered" ? t("caso.act.investigation") : t("caso.act.investigate")}
          </button>
        )}
        {!enabled && <p class="caso-note">{t("caso.act.cannotInvestigate")}</p>}
        {accuse}
      </>
    );
  } else if (phase === "awaitAnswer") {
    body = (
      <>
        <p class="caso-prompt">{t("caso.act.waitingAnswer")}</p>
        <button type="button" onClick={openInvestigation}>{t("caso.act.investigation")}</button>
      </>
    );
  } else {
    body = <>{accuse}</>;
  }
  return (
    <section class="caso-actions card" aria-label={t("caso.act.title")} data-testid="caso-actions">
      <div class="caso-row">{body}</div>
      <div class="caso-row caso-row-end">{phase !== "awaitAnswer" && end}</div>
    </section>
  );
}
