/**
 * What one viewer receives, built by allow-list (a field added to the state later is hidden until
 * someone adds it here). Hex codes appear only for the target and the candidates, so the leak
 * test can use them as tokens; the board's colours are computed by the client from `board`.
 */
import type { Viewer } from "../../engine";
import type { Knowledge } from "./actions";
import { hexOf } from "./rounds";
import type { MatizState, Marker } from "./state";

function markerView(m: Marker) {
  return { id: m.id, seat: m.seat, cell: m.cell, pass: m.pass };
}

export function view(s: MatizState, viewer: Viewer) {
  const r = s.round;
  const me = viewer.kind === "seat" ? viewer.seat : null;
  const isGiver = me !== null && me === r.giver && s.players.some((p) => p.seat === me);
  const revealed = r.result !== null;
  const target = r.pick === null ? null : r.candidates[r.pick] ?? null;
  const c = s.config;
  // MATIZ-4: hidden markers are shown only to their owner until the reveal.
  const markers = r.markers.filter((m) => c.markers === "visible" || revealed || m.seat === me).map(markerView);
  const mine = me === null ? undefined : r.selections.find((x) => x.seat === me);
  return {
    /** The viewer's own seat (null for a spectator): the knowledge the predicates read starts here. */
    me,
    phase: s.phase,
    board: { kind: s.board.kind, cols: s.board.cols, rows: s.board.rows, hueOffset: s.board.hueOffset },
    settings: {
      guessMode: c.guessMode,
      markers: c.markers,
      goal: c.goal,
      endMode: c.endMode,
      onTimeout: c.onTimeout,
      clueSeconds: c.clueSeconds,
      guessSeconds: c.guessSeconds,
      scoring: { ...c.scoring },
      blockLightDark: c.blockLightDark,
      blockDirections: c.blockDirections,
      blockNicknames: c.blockNicknames,
      isPublic: c.isPublic,
    },
    players: s.players.map((p) => ({ seat: p.seat, name: p.name, score: p.score, fromRound: p.fromRound, absent: p.absent, abandoned: p.abandoned })),
    queue: [...s.queue],
    round: r.n,
    giver: r.giver,
    clues: [...r.clues],
    usedClues: [...s.usedClues],
    guessers: [...r.guessers],
    done: [...r.done],
    turn: c.guessMode === "turns" ? r.turn : null,
    ready: [...r.ready],
    noClue2: r.noClue2,
    markers,
    mySelection: mine ? mine.cell : null,
    // MATIZ-2: candidates and the target are the giver's alone until the reveal.
    candidates: isGiver ? r.candidates.map((cell) => ({ cell, hex: hexOf(s, cell) })) : null,
    pick: isGiver ? r.pick : null,
    target: target !== null && (isGiver || revealed) ? { cell: target, hex: hexOf(s, target) } : null,
    result: revealed && r.result ? r.result.map((l) => ({ ...l })) : null,
    pastTargets: s.pastTargets.map((t) => ({ n: t.n, cell: t.cell, hex: hexOf(s, t.cell), giver: t.giver ?? null, clues: [...(t.clues ?? [])] })),
    clock: s.clock ? { kind: s.clock.kind, at: s.clock.at } : null,
    // MATIZ-9: the clue clock is paused because the giver is away.
    giverAway: s.paused !== null,
    overtime: s.overtime,
    winners: s.winners ? [...s.winners] : null,
  };
}

export type MatizView = ReturnType<typeof view>;

/** What the seat knows that decides what it may do, from its view: the client uses this directly. */
export function knowledgeFromView(v: MatizView): Knowledge {
  const p = v.players.find((x) => x.seat === v.me);
  return {
    phase: v.phase,
    me: v.me,
    giver: v.giver,
    guessers: v.guessers,
    done: v.done,
    turn: v.turn,
    guessMode: v.settings.guessMode,
    // The markers this seat can see (MATIZ-4): all when visible, its own when hidden.
    occupied: v.markers.map((m) => m.cell),
    cols: v.board.cols,
    rows: v.board.rows,
    // Only the giver sees the candidates (MATIZ-2).
    candidates: v.candidates?.length ?? 0,
    picked: v.pick !== null,
    ready: v.ready,
    playing: !!p && !p.abandoned,
    clueRules: {
      used: v.usedClues,
      blockLightDark: v.settings.blockLightDark,
      blockDirections: v.settings.blockDirections,
      blockNicknames: v.settings.blockNicknames,
      nicknames: v.players.map((x) => x.name),
      isPublic: v.settings.isPublic,
    },
  };
}

/** The server judges a seat's action from exactly what that seat's view holds. */
export function knowledgeOf(s: MatizState, seat: number): Knowledge {
  return knowledgeFromView(view(s, { kind: "seat", seat }));
}
