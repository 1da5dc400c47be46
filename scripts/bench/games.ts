/**
 * The real games' cost per action, measured in Node directly on the game contract (bundled and run by
 * scripts/bench.mjs): a scripted 6-pawn Caso team game (6 teams of 2 = 12 seats) and one 10-player
 * Matiz round. For every accepted action:
 *   - server time: the game's `apply` plus `view` + JSON for every viewer class the Room computes
 *     (each seat and the spectators), as the Room does after an action;
 *   - wire bytes per socket: what the Room sends each socket for it — `{"type":"view",…}` when that
 *     viewer's view changed, plus a `history` message with the lines it may read;
 *   - stored bytes: the snapshot the Room puts (state + RNG + revision), plus its history rows (the
 *     activity stamp is written at most once an hour, not per action).
 * Mirrors worker/core/finish.ts's fan-out and save as of this commit.
 */
import { deflateRawSync } from "node:zlib";
import { Rng, type AnyGame, type GameEvent, type Outcome, type SeatInfo, type Viewer } from "../../shared/engine";
import { game as caso } from "../../shared/games/caso";
import { canDo } from "../../shared/games/caso/actions";
import type { GameAction } from "../../shared/games/caso/schema";
import { knowledgeOf } from "../../shared/games/caso/view";
import { CHARACTERS, WEAPONS } from "../../shared/games/caso/cards";
import { PLACE_IDS } from "../../shared/games/caso/map";
import { legalDestinations } from "../../shared/games/caso/movement";
import type { CasoState } from "../../shared/games/caso/state";
import { game as matiz, type MatizState } from "../../shared/games/matiz";

export interface GameFigures {
  game: string;
  seats: number;
  actions: number;
  /** CPU time per action (apply + views), µs. */
  cpuUsP50: number;
  cpuUsP99: number;
  cpuUsMean: number;
  cpuApplyUsMean: number;
  /** Wall time per action, µs (includes time the machine gave to other processes). */
  serverUsP50: number;
  serverUsP99: number;
  serverUsMean: number;
  applyUsMean: number;
  viewsUsMean: number;
  wireBytesPerSocketMean: number;
  wireBytesPerSocketMax: number;
  /** The same messages each deflated alone (permessage-deflate without context takeover, a lower bound on its gain). */
  wireDeflatedBytesPerSocketMean: number;
  storedBytesMean: number;
  storedBytesMax: number;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const utf8 = (s: string) => Buffer.byteLength(s, "utf8");

/** One room's worth of bookkeeping: measures each accepted action as the Room would handle it. */
class Meter {
  private lastView = new Map<string, string>();
  private rev = 0;
  private historyId = 0;
  readonly server: number[] = [];
  /** The same in CPU time of this process (not inflated when other processes take the core). */
  readonly cpu: number[] = [];
  readonly cpuApply: number[] = [];
  readonly apply: number[] = [];
  readonly views: number[] = [];
  readonly wire: number[] = [];
  readonly deflated: number[] = [];
  readonly stored: number[] = [];
  constructor(private game: AnyGame, private seats: number[]) {}

  /** Runs `fn` (the apply) and then the Room's per-action work; returns the outcome. */
  step<S>(state: S, fn: () => Outcome<S>, rng: Rng, now: number): Outcome<S> {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = fn();
    const t1 = performance.now();
    const c1 = process.cpuUsage(c0);
    if (!out.ok) return out;
    const viewers: [string, Viewer][] = [...this.seats.map((s) => [`s${s}`, { kind: "seat", seat: s }] as [string, Viewer]), ["spectators", { kind: "spectator" }]];
    const messages = new Map<string, string | null>();
    for (const [key, viewer] of viewers) {
      const json = JSON.stringify(this.game.view(out.state, viewer));
      messages.set(key, json === this.lastView.get(key) ? null : `{"type":"view","view":${json},"now":${now}}`);
      this.lastView.set(key, json);
    }
    const t2 = performance.now();
    const c2 = process.cpuUsage(c0);
    this.cpu.push(c2.user + c2.system);
    this.cpuApply.push(c1.user + c1.system);
    this.rev += 1;
    const lines = out.events.map((e) => ({ e, line: { id: ++this.historyId, at: now, type: e.type, ...(e.params ? { params: e.params } : {}) } }));
    const mayRead = (e: GameEvent, key: string) => e.audience === "all" || (key !== "spectators" && e.audience.includes(Number(key.slice(1))));
    for (const [key] of viewers.filter(([k]) => k !== "spectators")) {
      const mine = lines.filter((l) => mayRead(l.e, key)).map((l) => l.line);
      const frames = [messages.get(key), mine.length ? JSON.stringify({ type: "history", lines: mine, append: true }) : null].filter((m): m is string => !!m);
      this.wire.push(frames.reduce((sum, m) => sum + utf8(m), 0));
      this.deflated.push(frames.reduce((sum, m) => sum + deflateRawSync(m).length, 0));
    }
    const snapshot = JSON.stringify({ state: out.state, rng: rng.save(), rev: this.rev });
    const rows = out.events.reduce((sum, e) => sum + utf8(e.type) + utf8(e.params ? JSON.stringify(e.params) : "") + utf8(e.audience === "all" ? "all" : JSON.stringify(e.audience)) + 16, 0);
    this.stored.push(utf8(snapshot) + rows);
    this.apply.push((t1 - t0) * 1000);
    this.views.push((t2 - t1) * 1000);
    this.server.push((t2 - t0) * 1000);
    return out;
  }

  figures(game: string): Samples {
    return { game, seats: this.seats.length, cpu: this.cpu, cpuApply: this.cpuApply, server: this.server, apply: this.apply, views: this.views, wire: this.wire, deflated: this.deflated, stored: this.stored };
  }
}

/** Raw per-action samples of one scripted match. */
export interface Samples {
  game: string;
  seats: number;
  cpu: number[];
  cpuApply: number[];
  server: number[];
  apply: number[];
  views: number[];
  wire: number[];
  deflated: number[];
  stored: number[];
}

/** Several runs' samples summed up into one set of figures. */
export function merge(runs: Samples[]): GameFigures {
  const all = (k: "cpu" | "cpuApply" | "server" | "apply" | "views" | "wire" | "deflated" | "stored") => runs.flatMap((r) => r[k]);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    game: runs[0]!.game,
    seats: runs[0]!.seats,
    actions: all("server").length,
    cpuUsP50: r(pct(all("cpu"), 50)),
    cpuUsP99: r(pct(all("cpu"), 99)),
    cpuUsMean: r(mean(all("cpu"))),
    cpuApplyUsMean: r(mean(all("cpuApply"))),
    serverUsP50: r(pct(all("server"), 50)),
    serverUsP99: r(pct(all("server"), 99)),
    serverUsMean: r(mean(all("server"))),
    applyUsMean: r(mean(all("apply"))),
    viewsUsMean: r(mean(all("views"))),
    wireBytesPerSocketMean: Math.round(mean(all("wire"))),
    wireBytesPerSocketMax: Math.max(...all("wire")),
    wireDeflatedBytesPerSocketMean: Math.round(mean(all("deflated"))),
    storedBytesMean: Math.round(mean(all("stored"))),
    storedBytesMax: Math.max(...all("stored")),
  };
}

const pick = <T>(rng: Rng, xs: readonly T[]): T | undefined => (xs.length ? xs[rng.int(xs.length)] : undefined);

/**
 * Caso, 6 teams of 2: each turn the pawn spins, walks into a place when it can (else as far as it
 * can), asks the next pawn about a random hypothesis, the asked pawn shows a matching card, and the
 * turn ends; from turn 25 a pawn accuses the solution. Deterministic (seeded) script.
 */
export function casoTeamGame(seed = 42, maxActions = 600): Samples {
  const teams = 6;
  const seats: SeatInfo[] = Array.from({ length: teams * 2 }, (_, seat) => ({ seat, name: `S${seat}`, choice: { team: Math.floor(seat / 2) } }));
  const config = caso.configSchema.parse({ ...caso.defaultConfig, teams: true });
  const rng = Rng.fromSeed(seed);
  let now = 1_700_000_000_000;
  let state: CasoState = caso.setup(seats, config, { now, rng });
  if (state.pawns.length !== 6) throw new Error(`expected 6 pawns, got ${state.pawns.length}`);
  const meter = new Meter(caso as unknown as AnyGame, seats.map((s) => s.seat));
  const act = (seat: number, a: GameAction): boolean => {
    const out = meter.step(state, () => caso.apply(state, seat, a, { now, rng }), rng, now);
    if (out.ok) state = out.state;
    return out.ok;
  };
  const member = (pawn: number) => state.pawns[pawn]!.members[0]!;
  const triple = () => ({ character: pick(rng, CHARACTERS)!, weapon: pick(rng, WEAPONS)!, place: pick(rng, PLACE_IDS)! });
  let guard = 0;
  while (!caso.result(state) && meter.server.length < maxActions && guard++ < maxActions * 4) {
    now += 1500;
    const t = state.turn!;
    const pawn = state.pawns[t.pawn]!;
    const seat = member(pawn.id);
    const known = knowledgeOf(state, pawn.members[0]!, now);
    const legal = (a: GameAction) => canDo(known, a) === null;
    if (t.question) {
      const target = state.pawns[t.question.target]!;
      const q = t.question as unknown as { character: string; weapon: string; place: string };
      const card = target.hand.find((c) => c === q.character || c === q.weapon || c === q.place) ?? target.hand[0];
      if (!card || !act(member(target.id), { type: "show", card } as GameAction)) {
        const d = caso.deadlines(state)[0];
        if (!d) break;
        now = Math.max(now, d.at);
        const out = meter.step(state, () => caso.onDeadline(state, d.kind, { now, rng }), rng, now);
        if (out.ok) state = out.state;
      }
      continue;
    }
    if ((t.number ?? 0) >= 25 && legal({ type: "accuse", ...state.solution } as GameAction)) {
      act(seat, { type: "accuse", ...state.solution } as GameAction);
      continue;
    }
    const candidates: GameAction[] = [];
    switch (t.phase) {
      case "spin":
        candidates.push({ type: "spin" } as GameAction);
        break;
      case "choose":
        candidates.push({ type: "choose", result: 12 } as GameAction);
        break;
      case "plan": {
        const ds = legalDestinations(state, pawn.id);
        const place = ds.find((d) => d.to.kind === "place");
        if (place) candidates.push(place.action as GameAction);
        const far = ds.at(-1);
        if (far) candidates.push(far.action as GameAction);
        candidates.push({ type: "skipMove" } as GameAction);
        break;
      }
      case "inPlace": {
        const others = state.pawns.filter((o) => o.id !== pawn.id);
        candidates.push({ type: "investigate", target: others[(t.number ?? 0) % others.length]!.id, ...triple() } as GameAction);
        candidates.push({ type: "endTurn" } as GameAction);
        break;
      }
      default:
        candidates.push({ type: "endTurn" } as GameAction);
    }
    const a = candidates.find(legal);
    if (!a || !act(seat, a)) {
      const d = caso.deadlines(state)[0];
      if (!d) break;
      now = Math.max(now, d.at);
      const out = meter.step(state, () => caso.onDeadline(state, d.kind, { now, rng }), rng, now);
      if (out.ok) state = out.state;
    }
  }
  return meter.figures("caso_6_pawn_teams");
}

/** One Matiz round with 10 players: pick, clue, 9 × (select, guess), second clue, 9 × (select, guess), everyone "next". */
export function matizRound(seed = 7): Samples {
  const seats: SeatInfo[] = Array.from({ length: 10 }, (_, seat) => ({ seat, name: `P${seat}`, choice: null }));
  const rng = Rng.fromSeed(seed);
  const now = 1_700_000_000_000;
  let state: MatizState = matiz.setup(seats, matiz.configSchema.parse(matiz.defaultConfig), { now, rng });
  const meter = new Meter(matiz as unknown as AnyGame, seats.map((s) => s.seat));
  const act = (seat: number, a: Parameters<typeof matiz.apply>[2]) => {
    const out = meter.step(state, () => matiz.apply(state, seat, a, { now, rng }), rng, now);
    if (!out.ok) throw new Error(`matiz bench: seat ${seat} ${JSON.stringify(a)} refused: ${out.code}`);
    state = out.state;
  };
  const giver = state.round.giver;
  act(giver, { type: "pick", index: 1 });
  act(giver, { type: "clue", text: "oceano" });
  const guessers = state.round.guessers;
  guessers.forEach((g, i) => {
    act(g, { type: "select", cell: `C${i + 2}` });
    act(g, { type: "guess", cell: `C${i + 2}` });
  });
  act(giver, { type: "clue", text: "mar profundo" });
  [...guessers].reverse().forEach((g, i) => {
    act(g, { type: "select", cell: `H${i + 12}` });
    act(g, { type: "guess", cell: `H${i + 12}` });
  });
  for (const s of seats) if (state.phase === "reveal") act(s.seat, { type: "next" });
  return meter.figures("matiz_10_player_round");
}
