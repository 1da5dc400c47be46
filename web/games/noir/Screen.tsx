/** The Noir table: status, board, the seat's own panel (identity, hand, actions), canvass answer, log, end screen. */
import { actPending } from "../../src/room/pending";
import { useLayoutEffect, useMemo, useState } from "preact/hooks";
import { t } from "../../i18n";
import { arrestTargets, canArrest, canCitizenArrest, canDiscard, canDisguise, canExonerate, canKill, canPickIdentity, canShift, killTargets, type NoirAction, livingNeighbours, CITIZEN_ARREST_LIMIT, type Role, suspectName, type SuspectId, knowledgeFromView, type NoirView } from "../../../shared/games/noir/public";
import type { ScreenProps } from "../types";
import { Board, type Handle, type Marks } from "./Board";
import { EndScreen } from "./End";
import { Face } from "./Face";
import { useTurnFocus } from "../../src/ui/keys";
import { StableText, longestOf } from "../../src/ui/StableText";

const roleName = (r: Role) => t(`noir.role.${r}`);

export function Screen({ view, me, send }: ScreenProps<NoirView>) {
  const k = useMemo(() => knowledgeFromView(view), [view]);
  const role = view.me?.role ?? null;
  const myTurn = role !== null && view.toMove === role;
  const [selected, setSelected] = useState<SuspectId | null>(null);
  const [citizenFrom, setCitizenFrom] = useState<SuspectId | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // A new turn (or phase) clears the selections — in the render that shows it (a layout effect), not
  // after the next frame: a tap in between (the turn just arrived) would otherwise be wiped out.
  useLayoutEffect(() => {
    setSelected(null);
    setCitizenFrom(null);
    setNote(null);
  }, [view.turn, view.phase]);

  // PLAT-A2: a turn of mine hands the focus to what it asks for — the Inspector's identity or
  // discard buttons, else the grid's stop (the first card I can act on).
  useTurnFocus(myTurn && view.phase !== "over" ? `${view.turn}:${view.phase}` : null, () =>
    document.querySelector<HTMLElement>('.noir [data-testid="noir-pick"]:not(:disabled), .noir [data-testid="noir-discard"]:not(:disabled)') ?? document.querySelector<HTMLElement>('.noir-board [tabindex="0"]'), { start: true });

  const act = (a: NoirAction) => {
    setSelected(null);
    setCitizenFrom(null);
    setNote(null);
    send(a);
  };

  const identity = view.me?.identity ?? null;
  const targets = new Set<string>();
  let targetKind: Marks["targetKind"] = null;
  if (role === "killer" && identity && view.phase !== "over") {
    for (const s of killTargets(view.grid, identity)) targets.add(s);
    targetKind = "kill";
  } else if (role === "inspector" && identity && view.phase !== "over") {
    const list = citizenFrom ? livingNeighbours(view.grid, citizenFrom) : arrestTargets(view.grid, identity);
    for (const s of list) targets.add(s);
    targetKind = citizenFrom ? "citizen" : "arrest";
  }
  const marks: Marks = {
    identity,
    targets,
    targetKind,
    evidence: new Set(view.me?.hand.map((c) => c.suspect) ?? []),
    selected,
    source: citizenFrom,
  };

  const handles: Handle[] = [];
  for (const axis of ["row", "col"] as const) {
    const lines = axis === "row" ? view.grid.length : (view.grid[0]?.length ?? 0);
    for (let index = 0; index < lines; index++)
      for (const dir of [-1, 1] as const) {
        const shift = { axis, index, dir };
        handles.push({ shift, problem: role === null ? "not_a_player" : canShift(k, shift) });
      }
  }
  const forbiddenShown = handles.some((h) => h.problem === "undo_shift_forbidden");

  const onCell = (id: SuspectId) => {
    if (citizenFrom) {
      setSelected(id);
      return;
    }
    setSelected(selected === id ? null : id);
  };
  const onShift = (h: Handle) => {
    if (h.problem) setNote(t(`noir.error.${h.problem}`));
    else act({ type: "shift", ...h.shift });
  };

  return (
    <div class="noir" data-phase={view.phase} data-round={view.turn}>
      {view.result && <EndScreen view={view} />}
      <Status view={view} role={role} myTurn={myTurn} />
      <Prompt view={view} role={role} myTurn={myTurn} citizenFrom={citizenFrom} />
      <Board view={view} marks={marks} handles={handles} onCell={(id) => onCell(id as SuspectId)} onShift={onShift} />
      {forbiddenShown && <p class="noir-note noir-forbidden-note" data-testid="noir-forbidden-note">{t("noir.shift.forbiddenNote")}</p>}
      {note && (
        <p class="noir-note noir-why" role="status" data-testid="noir-why">
          {note}
        </p>
      )}
      {myTurn && view.phase !== "over" && (
        <Actions view={view} k={k} role={role} selected={selected} citizenFrom={citizenFrom} setCitizenFrom={setCitizenFrom} act={act} />
      )}
      <Canvass view={view} />
      {view.me && <MyPanel view={view} k={k} citizenFrom={citizenFrom} setCitizenFrom={setCitizenFrom} act={act} />}
      {me === null || role === null ? <p class="noir-note">{t("noir.spectating")}</p> : null}
      <Piles view={view} />
      <Log view={view} />
    </div>
  );
}

function Status({ view, role, myTurn }: { view: NoirView; role: Role | null; myTurn: boolean }) {
  return (
    <div class="noir-status">
      {role && <span class={`noir-role noir-role-${role}`}>{t("noir.youAre", { role: roleName(role) })}</span>}
      {view.toMove && (
        <span class={`noir-turn${myTurn ? " noir-turn-mine" : ""}`} aria-live="polite" data-testid="noir-turn" data-mine={myTurn ? "yes" : "no"}>
          {/* As wide whoever moves (issue 21): the row wraps the same on every turn. */}
          <StableText
            text={myTurn ? t("noir.turn.yours") : t("noir.turn.waiting", { name: view.names[view.toMove], role: roleName(view.toMove) })}
            all={[t("noir.turn.yours"), ...(["killer", "inspector"] as const).map((r) => t("noir.turn.waiting", { name: view.names[r], role: roleName(r) }))]}
          />
        </span>
      )}
      <span class="noir-pill">{t(`noir.mode.${view.mode}`)}</span>
      <span class="noir-pill">{t("noir.deck", { n: view.deckCount })}</span>
      <span class="noir-pill" data-testid="noir-kills">{t("noir.deceased", { n: view.kills, target: view.killTarget })}</span>
      <span class="noir-pill">{t("noir.handSize", { n: view.handSize })}</span>
      {view.mode === "citizen" && <span class="noir-pill">{t("noir.citizenLeft", { n: CITIZEN_ARREST_LIMIT - view.citizenArrestsUsed })}</span>}
    </div>
  );
}

/**
 * What a role may be told on its turn (the citizen's arrest only in that mode), and between its turns
 * what the other side's move can teach it: each victim stood next to the Killer (NOIR-1, NOIR-3), an
 * arrest is made next to the Inspector's identity (NOIR-3).
 */
const PROMPTS: Record<Role, string[]> = {
  killer: ["noir.prompt.firstKill", "noir.prompt.killer", "noir.prompt.waitKiller"],
  inspector: ["noir.prompt.pickIdentity", "noir.prompt.discard", "noir.prompt.inspector", "noir.prompt.citizen", "noir.prompt.waitInspector"],
};

/**
 * The seat's prompt, in a line that is there between its turns too (issue 21): as tall as the longest
 * prompt its role can be given, so the start of its turn never moves the board under a finger.
 */
function Prompt({ view, role, myTurn, citizenFrom }: { view: NoirView; role: Role | null; myTurn: boolean; citizenFrom: SuspectId | null }) {
  // Gone at the end, where the end screen takes the top and there is nothing left to prompt.
  if (!role || view.phase === "over") return null;
  const longestName = longestOf(view.grid.flat().map((c) => suspectName(c.suspect)));
  const waiting = !myTurn;
  const text = myTurn
    ? t(promptKey(view, role, citizenFrom), { name: citizenFrom ? suspectName(citizenFrom) : "" })
    : t(role === "killer" ? "noir.prompt.waitKiller" : "noir.prompt.waitInspector");
  return (
    <p class="noir-prompt" data-testid="noir-prompt">
      <StableText class={waiting ? "noir-prompt-wait" : undefined} text={text} all={PROMPTS[role].map((k) => t(k, { name: longestName }))} />
    </p>
  );
}

function promptKey(view: NoirView, role: Role, citizenFrom: SuspectId | null): string {
  return (
    citizenFrom !== null
      ? "noir.prompt.citizen"
      : view.phase === "killerFirstKill"
        ? "noir.prompt.firstKill"
        : view.phase === "inspectorPickIdentity"
          ? "noir.prompt.pickIdentity"
          : view.phase === "inspectorDiscard"
            ? "noir.prompt.discard"
            : `noir.prompt.${role}`);
}

/** A button that, when its predicate says no, stays visibly disabled and says why. */
function ActButton(props: { testid: string; label: string; problem: string | null; onClick(): void; kind?: "danger" | "primary" }) {
  return (
    <span class="noir-act">
      <button type="button" data-testid={props.testid} class={props.problem ? "" : (props.kind ?? "primary")} disabled={props.problem !== null || actPending()} onClick={props.onClick}>
        {props.label}
      </button>
      {props.problem && props.problem !== "not_your_turn" && <small class="noir-why">{t(`noir.error.${props.problem}`)}</small>}
    </span>
  );
}

function Actions(props: {
  view: NoirView;
  k: ReturnType<typeof knowledgeFromView>;
  role: Role;
  selected: SuspectId | null;
  citizenFrom: SuspectId | null;
  setCitizenFrom(s: SuspectId | null): void;
  act(a: NoirAction): void;
}) {
  const { k, role, selected, citizenFrom, act } = props;
  if (k.phase === "inspectorPickIdentity" || k.phase === "inspectorDiscard") return null; // chosen from the hand below
  const buttons = [];
  if (role === "killer") {
    if (selected)
      buttons.push(<ActButton key="kill" testid="noir-kill" kind="danger" label={t("noir.action.kill", { name: suspectName(selected) })} problem={canKill(k, selected)} onClick={() => act({ type: "kill", suspect: selected })} />);
    if (k.phase !== "killerFirstKill") buttons.push(<ActButton key="disguise" testid="noir-disguise" label={t("noir.action.disguise")} problem={canDisguise(k)} onClick={() => act({ type: "disguise" })} />);
  } else if (citizenFrom) {
    if (selected)
      buttons.push(
        <ActButton
          key="citizen"
          testid="noir-citizen"
          kind="danger"
          label={t("noir.action.citizenConfirm", { target: suspectName(selected), name: suspectName(citizenFrom) })}
          problem={canCitizenArrest(k, citizenFrom, selected)}
          onClick={() => act({ type: "citizenArrest", discard: citizenFrom, suspect: selected })}
        />,
      );
    buttons.push(
      <button key="cancel" type="button" onClick={() => props.setCitizenFrom(null)}>
        {t("noir.action.cancel")}
      </button>,
    );
  } else {
    if (selected)
      buttons.push(<ActButton key="arrest" testid="noir-arrest" kind="danger" label={t("noir.action.arrest", { name: suspectName(selected) })} problem={canArrest(k, selected)} onClick={() => act({ type: "arrest", suspect: selected })} />);
    buttons.push(<ActButton key="exonerate" testid="noir-exonerate" label={t("noir.action.exonerate")} problem={canExonerate(k)} onClick={() => act({ type: "exonerate" })} />);
  }
  return <div class="noir-actions">{buttons}</div>;
}

function MyPanel(props: { view: NoirView; k: ReturnType<typeof knowledgeFromView>; citizenFrom: SuspectId | null; setCitizenFrom(s: SuspectId | null): void; act(a: NoirAction): void }) {
  const { view, k, act } = props;
  const mine = view.me!;
  const over = view.phase === "over";
  return (
    <section class="noir-mine" aria-label={t("noir.identity")}>
      <div class="noir-identity">
        <h3>{t("noir.identity")}</h3>
        {mine.identity ? (
          <figure class="noir-mini noir-mini-me" data-testid="noir-identity" data-suspect={mine.identity}>
            <Face id={mine.identity} />
            <figcaption>{suspectName(mine.identity)}</figcaption>
          </figure>
        ) : (
          <p class="noir-note">{t("noir.end.none")}</p>
        )}
      </div>
      {mine.role === "inspector" && (
        <div class="noir-hand">
          <h3>{t("noir.hand")}</h3>
          <ul>
            {mine.hand.map((c, i) => {
              const fresh = view.phase === "inspectorDiscard" && i === mine.hand.length - 1;
              return (
                <li key={c.id} data-testid="noir-hand-card" data-suspect={c.suspect} class={`noir-mini${fresh ? " noir-mini-fresh" : ""}${props.citizenFrom === c.suspect ? " noir-selected" : ""}`}>
                  <Face id={c.suspect} />
                  <span class="noir-mini-name">{suspectName(c.suspect)}</span>
                  {!over && k.phase === "inspectorPickIdentity" && (
                    <ActButton testid="noir-pick" label={t("noir.action.pick", { name: suspectName(c.suspect) })} problem={canPickIdentity(k, c.suspect)} onClick={() => act({ type: "pickIdentity", suspect: c.suspect })} />
                  )}
                  {!over && k.phase === "inspectorDiscard" && (
                    <ActButton testid="noir-discard" label={t("noir.action.discard", { name: suspectName(c.suspect) })} problem={canDiscard(k, c.suspect)} onClick={() => act({ type: "discard", suspect: c.suspect })} />
                  )}
                  {!over && k.phase === "play" && view.mode === "citizen" && k.toMove === "inspector" && props.citizenFrom !== c.suspect && (
                    <button type="button" class="small" data-testid="noir-citizen-from" disabled={view.citizenArrestsUsed >= CITIZEN_ARREST_LIMIT || view.deckCount === 0} onClick={() => props.setCitizenFrom(c.suspect)}>
                      {t("noir.action.citizen", { name: suspectName(c.suspect) })}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

const CANVASS = {
  canvassKillerYes: ["killer", true],
  canvassKillerNo: ["killer", false],
  canvassInspectorYes: ["inspector", true],
  canvassInspectorNo: ["inspector", false],
} as const;

/** The latest canvass answer, large, while it is news (it came with the last turn). */
function Canvass({ view }: { view: NoirView }) {
  const last = view.log[view.log.length - 1];
  if (!last) return null;
  const line = [...view.log].reverse().find((l) => l.turn === last.turn && l.type in CANVASS);
  if (!line) return null;
  const [who, yes] = CANVASS[line.type as keyof typeof CANVASS];
  return (
    <div class={`noir-canvass noir-canvass-${yes ? "yes" : "no"}`} role="status" data-testid="noir-canvass" data-answer={yes ? "yes" : "no"}>
      <span>{t(`noir.canvass.${who}`, { name: String(line.params.suspect ?? "") })}</span>
      <strong>“{t(yes ? "noir.canvass.yes" : "noir.canvass.no")}”</strong>
    </div>
  );
}

function Piles({ view }: { view: NoirView }) {
  return (
    <div class="noir-piles">
      {view.discards.length > 0 && <p class="noir-note">{t("noir.discards", { names: view.discards.map((d) => suspectName(d.suspect)).join(", ") })}</p>}
      {view.removed.length > 0 && <p class="noir-note">{t("noir.removed", { names: view.removed.map(suspectName).join(", ") })}</p>}
    </div>
  );
}

function Log({ view }: { view: NoirView }) {
  return (
    <section class="noir-log">
      <h3>{t("noir.log.title")}</h3>
      {view.log.length === 0 ? (
        <p class="noir-note">{t("noir.log.empty")}</p>
      ) : (
        // A scrolling list: one stop in the tab order, so a keyboard can scroll it (PLAT-A1).
        <ol reversed tabIndex={0} aria-label={t("noir.log.title")}>
          {[...view.log].reverse().slice(0, 14).map((l, i) => (
            <li key={`${l.turn}-${view.log.length - i}`} class={l.type.startsWith("canvass") ? "noir-log-canvass" : ""}>
              <span class="noir-log-turn">{l.turn}</span> {t(`noir.event.${l.type}`, l.params)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
