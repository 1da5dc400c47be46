/**
 * The investigation overlay (CASO-8/9/10): the 2.5D scene (lazy three.js chunk) above the DOM
 * controls, or the flat panel alone without WebGL (`data-mode`). Pick the
 * questioned pawn, put a character, weapon and place on the three bases (× removes), "Interrogar".
 * The bases light in the pawn's colour, turn gold for the card shown to us, and go dark on
 * "sem evidências". Gravador: a second question in the same turn.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { CHARACTER_COLOURS, CHARACTERS, PLACE_IDS, WEAPONS, canDo, knowledgeFromView, type CardId } from "../../../shared/games/caso/public";
import { CardArt } from "./CardArt";
import { Clock } from "./Clock";
import { reducedMotion } from "./motion";
import { asked, baseStates, closeInvestigation, draft, emptyDraft, loadScene, sceneBroken, scenePreview, type Draft } from "./scene";
import type { SceneHandle, SceneInput } from "./scene3d";
import { chooseMode, setSimpleMode, simpleMode, webglOk } from "./webgl";
import { cardName, gameSender, myPawn, pawnLabel, type View } from "./util";
import { TurnFocus } from "../../src/ui/keys";
import { observeSize } from "../../src/ui/observeSize";
import { CardRadios, Radios } from "./Radios";

type Kind = "character" | "weapon" | "place";
const KINDS: Kind[] = ["character", "weapon", "place"];
const CARDS: Record<Kind, readonly CardId[]> = { character: CHARACTERS, weapon: WEAPONS, place: PLACE_IDS };

export function InvestigationPanel({ view, seats, send, now }: { view: View; seats: readonly SeatSummary[]; send(a: unknown): void; now(): number }) {
  const mine = myPawn(view);
  const turn = view.turn;
  const back = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const sceneMode = chooseMode({ webgl: webglOk(), pref: simpleMode.value ? "off" : null, broken: sceneBroken.value });
  const mode3d = sceneMode === "3d";
  if (!mine || !turn || turn.pawn !== mine.id) return null;
  const act = gameSender(view, send);
  const colour = CHARACTER_COLOURS[mine.character];
  const others = view.pawns.filter((p) => p.id !== mine.id);
  // With a single other pawn there is nobody else to question: it is picked already.
  const d = draft.value.target === null && others.length === 1 ? { ...draft.value, target: others[0]!.id } : draft.value;
  const q = turn.question;
  const a = asked.value && asked.value.turn === turn.number ? asked.value : null;
  const set = (patch: Partial<Draft>) => (draft.value = { ...d, ...patch });

  // What the bases show: the pending question, the last outcome, or the draft.
  let bases: { character: CardId | null; weapon: CardId | null; place: CardId | null };
  let mode: "draft" | "proposal" | "waiting" | "result";
  // A question proposed to the team (CASO-1): its cards on the bases, the vote in the sheet above.
  const proposal = view.proposals.find((p) => p.action.type === "investigate");
  const proposed = proposal?.action.type === "investigate" ? proposal.action : null;
  if (q && turn.phase === "awaitAnswer") (bases = q), (mode = "waiting");
  else if (proposed) (bases = proposed), (mode = "proposal");
  else if (a?.outcome && turn.phase === "answered") (bases = a), (mode = "result");
  else (bases = d), (mode = "draft");
  const gold = mode === "result" ? (a?.outcome?.card ?? null) : null;
  const dark = mode === "result" && a?.outcome?.card === null;

  const action = d.target !== null && d.character && d.weapon && d.place ? { type: "investigate" as const, target: d.target, character: d.character, weapon: d.weapon, place: d.place } : null;
  const known = knowledgeFromView(view, now());
  const why = canDo(known, action ?? { type: "investigate", target: (mine.id + 1) % view.pawns.length, character: "rubi", weapon: "taco", place: "praca" });
  const gravadorNext = turn.phase === "answered" && why === null;
  const ownCard = (c: CardId) => (view.hand ?? []).includes(c);
  const publicCard = (c: CardId) => view.publicCards.includes(c);

  return (
    <div class={`caso-overlay${mode3d ? " caso-overlay-3d" : ""}`} data-view={mode} role="dialog" aria-modal="true" aria-label={t("caso.inv.title")} onKeyDown={(e) => e.key === "Escape" && closeInvestigation()}>
      {mode3d && turn.entered && (
        <SceneHost
          input={{ place: turn.entered, character: mine.character, colour, bases: baseStates([bases.character, bases.weapon, bases.place], gold, dark), cards: [bases.character, bases.weapon, bases.place], motion: !reducedMotion() }}
        />
      )}
      {/* PLAT-A2: the draft opens on its first choice (the questioned pawn, or the character when there is one other pawn); once asked, on the way back to the map. */}
      <TurnFocus on={mode} find={() => (mode === "draft" ? firstOpenChoice(box.current) : back.current)} start />
      <div class="caso-inv" ref={box} style={`--caso-pawn: ${colour}`} data-testid="caso-investigation" data-mode={mode3d ? "3d" : "panel"}>
        <header class="caso-inv-head">
          <h2>{t("caso.inv.title")} · {turn.entered ? cardName(turn.entered) : ""}</h2>
          <span class="caso-inv-tools">
            {webglOk() && !sceneBroken.value && (
              <button type="button" class="small" aria-pressed={simpleMode.value} onClick={() => setSimpleMode(!simpleMode.value)} data-testid="caso-simple-mode" title={t("caso.inv.simpleHint")}>
                {t("caso.inv.simple")}
              </button>
            )}
            <button type="button" ref={back} onClick={closeInvestigation} data-testid="caso-back-to-map">{t("caso.inv.back")}</button>
          </span>
        </header>

        {mode === "draft" && (
          <Radios label={t("caso.inv.target")} class="caso-inv-targets" keys={others.map((p) => p.id)} value={d.target}>
            {(id, props) => {
              const p = view.pawns[id]!;
              return (
                <button key={id} type="button" role="radio" aria-checked={d.target === id} class={`caso-chip${d.target === id ? " caso-chip-on" : ""}`} onClick={() => set({ target: id })} data-testid={`caso-target-${id}`} {...props}>
                  <span class="caso-dot" style={`background: ${CHARACTER_COLOURS[p.character]}`} />
                  {pawnLabel(view, seats, id)}
                  {p.eliminated && <small> · {t("caso.pawn.eliminated")}</small>}
                </button>
              );
            }}
          </Radios>
        )}

        <div class={`caso-bases${dark ? " caso-bases-dark" : ""}`}>
          {KINDS.map((k) => {
            const c = bases[k];
            return (
              <div key={k} class={`caso-base${c ? " caso-base-lit" : ""}${c && c === gold ? " caso-base-gold" : ""}`} data-testid={`caso-base-${k}`} data-base-card={c ?? ""}>
                <span class="caso-base-kind">{t(`caso.kind.${k}`)}</span>
                {c && <CardArt c={c} size="m" />}
                <span class="caso-base-card">{c ? cardName(c) : "—"}</span>
                {c && mode === "draft" && (
                  <button type="button" class="caso-x" aria-label={t("caso.inv.remove", { card: cardName(c) })} onClick={() => set({ [k]: null } as Partial<Draft>)}>×</button>
                )}
              </div>
            );
          })}
        </div>

        {mode === "proposal" && proposal && proposed && (
          <p class="caso-inv-status" aria-live="polite" data-testid="caso-inv-proposal">
            {t("caso.inv.proposed", { who: seats.find((s) => s.seat === proposal.proposer)?.name ?? "?", target: pawnLabel(view, seats, proposed.target) })}{" "}
            <small>{t("caso.prop.votes", { yes: proposal.yes.length, no: proposal.no.length, quorum: proposal.quorum, n: proposal.voters })}</small>
            {proposal.proposer === view.me?.seat && (
              <button type="button" class="small" onClick={() => send({ type: "withdraw", id: proposal.id })}>{t("caso.prop.withdraw")}</button>
            )}
          </p>
        )}
        {mode === "waiting" && q && (
          <p class="caso-inv-status" aria-live="polite">
            {t("caso.inv.waiting", { target: pawnLabel(view, seats, q.target) })}{" "}
            <Clock endsAt={q.deadline} pausedMs={0} maxMs={view.config.answerMs} alertMs={view.config.alertLastMs} now={now} label={t("caso.clock.answer")} alarm={false} />
          </p>
        )}
        {mode === "result" && a && (
          <p class="caso-inv-status" aria-live="polite" data-testid="caso-inv-result">
            {gold ? t("caso.inv.shown", { target: pawnLabel(view, seats, a.target), card: cardName(gold) }) : t("caso.inv.noEvidence", { target: pawnLabel(view, seats, a.target) })}
          </p>
        )}
        {mode === "result" && gravadorNext && (
          <button type="button" onClick={() => (asked.value = { ...a!, outcome: undefined, turn: -1 }, (draft.value = emptyDraft()))} data-testid="caso-gravador-again">
            {t("caso.inv.gravadorAgain")}
          </button>
        )}

        {mode === "draft" && (
          <>
            {KINDS.map((k) => (
              <CardRadios key={k} kind={k} cards={CARDS[k]} value={bases[k]} onPick={(c) => set({ [k]: c } as Partial<Draft>)} tag={(c) => (
                <>
                  {ownCard(c) && <small class="caso-tag">{t("caso.cards.mineTag")}</small>}
                  {publicCard(c) && <small class="caso-tag">{t("caso.cards.publicTag")}</small>}
                </>
              )} />
            ))}
            <div class="caso-inv-go">
              <button type="button" class="primary" disabled={!action || why !== null} onClick={() => {
                  if (!action) return;
                  // Remember the question to show its outcome (a "no match" answers at once, before any waiting view).
                  asked.value = { turn: turn.number, ...action, gravador: turn.phase === "answered", evidenceBefore: Math.max(-1, ...view.evidence.map((e) => e.n)) };
                  act(action);
                }} data-testid="caso-interrogate">
                {view.me?.mustPropose ? t("caso.propose.prefix", { action: t("caso.inv.ask") }) : t("caso.inv.ask")}
              </button>
              {why && <small class="caso-why">{t(`caso.error.${why}`)}</small>}
              {!why && !action && <small class="caso-why">{t("caso.inv.fill")}</small>}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The stop of the first radio group with nothing picked yet (else of the first group). */
function firstOpenChoice(box: HTMLElement | null): HTMLElement | null {
  const groups = [...(box?.querySelectorAll<HTMLElement>('[role="radiogroup"]') ?? [])];
  const open = groups.find((g) => !g.querySelector('[aria-checked="true"]')) ?? groups[0];
  return open?.querySelector<HTMLElement>('[tabindex="0"]') ?? null;
}

/** The canvas host: mounts the scene from the lazy chunk, updates it, disposes it on close; the cards' names sit under their bases. */
function SceneHost({ input }: { input: SceneInput }) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<SceneHandle | null>(null);
  const latest = useRef(input);
  latest.current = input;
  const [state, setState] = useState<"loading" | "ready">("loading");
  const [spots, setSpots] = useState<{ x: number; y: number }[]>([]);
  useEffect(() => {
    let gone = false;
    let off: (() => void) | undefined;
    // Labels under the bases, kept inside the scene on the narrowest phones.
    const place = () => {
      const el = host.current;
      if (!handle.current || !el) return;
      const w = el.clientWidth;
      const h = el.clientHeight;
      setSpots(handle.current.basePositions().map((p) => ({ x: Math.min(Math.max(p.x, w * 0.17), w * 0.83), y: Math.min(p.y, h - 40) })));
    };
    let stopSize: (() => void) | undefined;
    void loadScene().then((m) => {
      if (gone || !host.current) return;
      off = m.onContextLost(() => (sceneBroken.value = true));
      const h = m.mountScene(host.current, latest.current);
      handle.current = h;
      stopSize = observeSize(host.current, place);
      place();
      void h.ready.then(() => {
        if (gone) return;
        place();
        setState("ready");
      });
    });
    return () => {
      gone = true;
      stopSize?.();
      off?.();
      handle.current?.dispose();
      handle.current = null;
    };
  }, []);
  const key = JSON.stringify(input);
  useEffect(() => handle.current?.update(input), [key]);
  return (
    <div class="caso-scene" data-testid="caso-scene" data-state={state} aria-hidden="true">
      <div class="caso-scene-gl" ref={host} />
      {spots.map((p, i) => {
        const c = input.cards[i] ?? null;
        return (
          <span key={i} class={`caso-scene-label caso-scene-label-${input.bases[i]}`} style={`left: ${p.x}px; top: ${p.y}px`} data-testid={`caso-scene-label-${i}`}>
            {c ? cardName(c) : t(`caso.kind.${KINDS[i]}`)}
          </span>
        );
      })}
    </div>
  );
}

/** The test hook's scene of any place (scene.ts `scenePreview`), in the same overlay as a real investigation. */
export function ScenePreview() {
  const input = scenePreview.value;
  if (!input) return null;
  return (
    <div class="caso-overlay caso-overlay-3d" data-view="result" data-testid="caso-scene-preview">
      <SceneHost key={`${input.place}:${input.character}`} input={input} />
      <div class="caso-inv" style={`--caso-pawn: ${input.colour}`}>
        <header class="caso-inv-head">
          <h2>{t("caso.inv.title")} · {cardName(input.place)}</h2>
        </header>
      </div>
    </div>
  );
}
