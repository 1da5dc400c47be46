/**
 * Plays random complete games of one game through the pure room core (CoreDriver) with several
 * seats, spectators, reconnects, chat on every channel and rematches, and after every step checks
 * every frame every socket received:
 *
 * (a) raw values: no frame to a socket carries a hidden value its viewer may not know (scan.ts);
 * (b) non-interference: on sampled steps, for a viewer v, the room is copied twice — once as is,
 *     once with the hidden values v may not know permuted (adapter.permute) — and v connects a new
 *     socket to each. "The same game re-run" here means: the same room (seats, stored history,
 *     chat, clock, generator) holding the permuted game state. The whole picture v receives
 *     (welcome, room summary, channel, view, history, chat) must be byte-identical. Stored history
 *     lines are not re-derived from the state, so (b) proves views and summaries; history and chat
 *     lines are covered by (a). When `stepNi` is on, the next input is also fed to both copies and
 *     v's frames compared, unless the adapter says that input's outcome may legitimately depend
 *     on the permuted values (an answer, a reveal, a kill judged against a hidden identity).
 */
import type { AnyGame, Audience, Secret, Viewer } from "../../../shared/engine";
import { Rng } from "../../../shared/engine";
import { gameById } from "../../../shared/games/registry";
import { PROTOCOL_VERSION } from "../../../shared/protocol";
import { CoreDriver } from "../coreDriver";
import { prepare, scanFrame, type FrameCache, type Leak } from "./scan";
import type { RawSecret, WireAdapter } from "./types";

export interface Client {
  id: string;
  token: string;
  name: string;
  role: "player" | "spectator";
  seat: number | null;
}

export interface RunOptions<S = unknown> {
  adapter: WireAdapter<S>;
  seed: number;
  /** A wrapped (mutated) game object with the same id. */
  game?: AnyGame;
  maxSteps: number;
  /** Chance per step of a non-interference check (a random viewer). */
  niRate: number;
  /** Also compare the next step's frames (see the file comment). */
  stepNi?: boolean;
  /** Stop at the first failure of either check (mutation tests). */
  stopEarly?: boolean;
  /** Matches per room (rematches in between). */
  matches?: number;
  /** The player leans toward ending the match (WireAdapter.randomAction's `play.finish`). */
  finish?: boolean;
  /** Restart anywhere: at this step the room is serialised and restored, and goes on from the copy. */
  restartAt?: number;
  /** Record every frame (with its socket) and every alarm time, to compare runs. */
  trace?: string[];
  /** Run the raw-value scan (default true; the restart test only compares runs). */
  scan?: boolean;
  /** Called in the lobby, seats filled and picked, before the host starts. */
  beforeStart?: (run: WireRun<S>) => void;
  /** Called between steps while a match runs (the bad-input test sends its junk here). */
  between?: (run: WireRun<S>) => void;
}

interface RunResult {
  leaks: Leak[];
  niFailures: string[];
  steps: number;
  frames: number;
  bytes: number;
  niChecks: number;
  /** Of which the next step was also compared (its outcome could not depend on the permuted values). */
  niSteps: number;
  matchesStarted: number;
  matchesEnded: number;
  /** Non-interference checks on the end view: every open socket, each time a match ended (the end reveals only what the game's RULES.md says). */
  endChecks: number;
  errors: string[];
  /** Milliseconds spent in the raw scan and in non-interference copies (for sizing). */
  scanMs: number;
  niMs: number;
}

/**
 * Slots of the platform's own frames that hold fixed protocol words for every game: the replay
 * link's field name `key` (RoomState.replay, PLAT-25) is no card's "Key".
 */
const PLATFORM_SLOTS: readonly RegExp[] = [/^room:room\.replay\.#key$/];

const NAMES = ["Pa0", "Pb1", "Pc2", "Pd3", "Pe4", "Pf5", "Pg6", "Ph7", "Pi8", "Pj9"];
const token = (seed: number, i: number) => `tok${seed.toString(36)}x${i}`.padEnd(16, "k");
export const viewerOf = (c: Client): Viewer => (c.seat === null ? { kind: "spectator" } : { kind: "seat", seat: c.seat });

function hello(c: Pick<Client, "token" | "name" | "role">) {
  return { type: "hello", v: PROTOCOL_VERSION, token: c.token, name: c.name, role: c.role } as const;
}

/** Strips every socket's frames (they are the test's, not the room's) before a copy is made. */
function lean(json: string): { data: DriverJson; text: string } {
  const data = JSON.parse(json) as DriverJson;
  for (const s of Object.values(data.sockets)) {
    s.frames = [];
    s.drained = 0;
  }
  return { data, text: JSON.stringify(data) };
}

interface DriverJson {
  sockets: Record<string, { frames: string[]; drained: number }>;
  core: { stored: { game: { state: unknown } | null } };
  storage: { kv: { game?: { state: unknown } } };
}

function withState(data: DriverJson, state: unknown): string {
  const copy = structuredClone(data);
  if (copy.core.stored.game) copy.core.stored.game.state = state;
  if (copy.storage.kv.game) copy.storage.kv.game.state = state;
  return JSON.stringify(copy);
}

/** What viewer `c` receives when it (re)connects a new socket to the room in `json`. */
function resync(json: string, c: Client, game: AnyGame | undefined): string[] {
  const d = CoreDriver.restore(json, game ? { game } : {});
  const s = d.connect();
  d.send(s, hello(c));
  return d.received(s);
}

export class WireRun<S = unknown> {
  d: CoreDriver;
  readonly rng: Rng;
  readonly clients: Client[] = [];
  /** Team chat lines sent so far: their team and match, so the audience is the team as it is when a frame is checked. */
  readonly chatSecrets: (RawSecret & { team: string; match: number })[] = [];
  readonly res: RunResult = { leaks: [], niFailures: [], steps: 0, frames: 0, bytes: 0, niChecks: 0, niSteps: 0, matchesStarted: 0, matchesEnded: 0, endChecks: 0, errors: [], scanMs: 0, niMs: 0 };
  private chatSerial = 0;
  private readonly realGame: AnyGame;

  constructor(readonly o: RunOptions<S>) {
    this.rng = Rng.fromSeed(o.seed);
    const seedBytes = new Uint8Array(32);
    new DataView(seedBytes.buffer).setUint32(0, o.seed);
    this.d = new CoreDriver({ gameId: o.adapter.gameId, seed: seedBytes, ...(o.game ? { game: o.game } : {}) });
    this.realGame = o.game ?? gameById(o.adapter.gameId)!;
    this.publicSlots = [...PLATFORM_SLOTS, ...o.adapter.publicSlots];
  }
  private readonly publicSlots: readonly RegExp[];

  /** The running match's state: the room core is game-blind, the adapter names the game it holds. */
  gameState(): S | null {
    return this.d.state() as S | null;
  }
  get failed(): boolean {
    return this.res.leaks.length > 0 || this.res.niFailures.length > 0;
  }
  phase(): string {
    return this.d.room()?.phase ?? "none";
  }
  seats(): number[] {
    return this.clients.filter((c) => c.seat !== null && this.d.isOpen(c.id)).map((c) => c.seat!);
  }
  host(): Client | undefined {
    const h = this.d.room()?.hostSeat;
    return this.clients.find((c) => c.seat === h && c.seat !== null && this.d.isOpen(c.id));
  }
  clientOfSeat(seat: number): Client | undefined {
    return this.clients.find((c) => c.seat === seat && this.d.isOpen(c.id));
  }

  /** Opens a socket and says hello; reads its seat from the welcome. */
  join(tok: string, name: string, role: "player" | "spectator"): Client {
    const id = this.d.connect();
    const c: Client = { id, token: tok, name, role, seat: null };
    this.clients.push(c);
    this.d.send(id, hello(c));
    for (const f of this.d.received(id)) {
      const m = JSON.parse(f) as { type: string; seat?: number | null };
      if (m.type === "welcome") c.seat = m.seat ?? null;
    }
    return c;
  }

  /** Checks every frame received since the last check against the secrets of the current state. */
  check(): void {
    const t0 = performance.now();
    const state = this.gameState();
    const secrets = prepare([...(state ? rawSecretsOf(this.realGame.secrets(state)) : []), ...this.chatSecrets.map((x) => this.chatAudience(x, state))]);
    const cache: FrameCache = new Map();
    for (const c of this.clients) {
      for (const f of this.d.drain(c.id)) {
        this.o.trace?.push(`${c.id} ${f}`);
        this.res.frames++;
        this.res.bytes += f.length;
        if (this.o.scan === false) continue;
        const leaks = scanFrame(f, viewerOf(c), secrets, this.publicSlots, cache);
        for (const l of leaks) this.res.leaks.push({ ...l, secret: `${l.secret} → ${c.seat === null ? "spectator" : `seat ${c.seat}`} (seed ${this.o.seed}, step ${this.res.steps})` });
      }
    }
    this.res.scanMs += performance.now() - t0;
  }

  /** Non-interference for one viewer on the room as it is now (see the file comment). */
  nonInterference(c: Client, next?: { seat: number; action: unknown }): void {
    const state = this.gameState();
    if (!state || c.seat === null && c.role === "player") return;
    this.res.niChecks++;
    this.check();
    const t0 = performance.now();
    try {
      this.niOnce(c, state, next);
    } finally {
      this.res.niMs += performance.now() - t0;
    }
  }

  private niOnce(c: Client, state: S, next?: { seat: number; action: unknown }): void {
    const { data, text } = lean(this.d.serialise());
    // The room continues from the same bytes without the frames already checked (keeps copies small).
    this.d = CoreDriver.restore(text, this.o.game ? { game: this.o.game } : {});
    const permuted = withState(data, this.o.adapter.permute(state, this.rng, viewerOf(c)));
    const a = resync(text, c, this.o.game);
    const b = resync(permuted, c, this.o.game);
    const diff = firstDiff(a, b);
    if (diff) this.res.niFailures.push(`seed ${this.o.seed} step ${this.res.steps} viewer ${c.seat ?? "spectator"}: ${diff}`);
    if (!this.o.stepNi || !next || this.o.adapter.mayDependOnHidden(state, next.seat, next.action, viewerOf(c))) return;
    const actor = this.clientOfSeat(next.seat);
    if (!actor) return;
    const run = (json: string) => {
      const d = CoreDriver.restore(json, this.o.game ? { game: this.o.game } : {});
      d.send(actor.id, { type: "act", action: next.action });
      return d.received(c.id);
    };
    this.res.niSteps++;
    const stepDiff = firstDiff(run(text), run(permuted));
    if (stepDiff) this.res.niFailures.push(`seed ${this.o.seed} step ${this.res.steps} viewer ${c.seat ?? "spectator"} after ${JSON.stringify(next.action)}: ${stepDiff}`);
  }

  /** Fills the lobby, starts the match. */
  lobby(first: boolean): boolean {
    const { adapter } = this.o;
    const lobby = adapter.sampleLobby(this.rng, first ? undefined : this.seats().length);
    if (first) {
      for (let i = 0; i < lobby.players; i++) this.join(token(this.o.seed, i), NAMES[i]!, "player");
      for (let i = 0; i < lobby.spectators; i++) this.join(token(this.o.seed, 100 + i), `Vw${i}`, "spectator");
    }
    const host = this.host();
    if (!host) return false;
    this.d.send(host.id, { type: "config", config: lobby.config });
    const seated = this.clients.filter((c) => c.seat !== null && this.d.isOpen(c.id)).sort((x, y) => x.seat! - y.seat!);
    seated.forEach((c, i) => {
      const choice = lobby.choices[i];
      if (choice !== undefined) this.d.send(c.id, { type: "choose", choice });
    });
    this.check();
    this.o.beforeStart?.(this);
    this.d.send(host.id, { type: "start" });
    this.check();
    if (this.phase() !== "playing") {
      this.res.errors.push(`seed ${this.o.seed}: did not start (${this.d.received(host.id).slice(-1)[0]})`);
      return false;
    }
    this.res.matchesStarted++;
    return true;
  }

  /**
   * A team line may reach whoever is on its team in the same match when the frame is sent, not only
   * who was on it when the line was written: a team can grow (Álibi's "out" channel, ALIBI-H13,
   * gains each player excluded later, who then reads the channel's earlier lines).
   */
  private chatAudience(x: RawSecret & { team: string; match: number }, state: S | null): RawSecret {
    const teamOf = this.realGame.teamOf;
    if (!state || !teamOf || x.match !== this.res.matchesStarted || x.knownBy === "all") return x;
    const now = this.seats().filter((s) => teamOf(state, s) === x.team);
    return { ...x, knownBy: [...new Set([...x.knownBy, ...now])] };
  }

  teamAudience(seat: number): Audience | null {
    const state = this.gameState();
    const teamOf = this.realGame.teamOf;
    if (!state || !teamOf) return null;
    const team = teamOf(state, seat);
    if (team === null) return null;
    return this.seats().filter((s) => teamOf(state, s) === team);
  }

  /** One random step of play; returns false when the room has nothing more to do. */
  step(): void {
    if (this.res.steps === this.o.restartAt) {
      this.check();
      this.d = CoreDriver.restore(this.d.serialise(), this.o.game ? { game: this.o.game } : {});
    }
    const { d, rng } = this;
    const r = rng.next();
    this.res.steps++;
    d.advance(150 + rng.int(900));
    this.check();
    const state = this.gameState();
    if (r < 0.05) {
      // Chat on every channel, from seats and spectators; team lines are secrets of their team.
      const open = this.clients.filter((c) => d.isOpen(c.id));
      const c = rng.pick(open);
      const channel = rng.next() < 0.5 ? "team" : "all";
      const text = `${channel === "team" ? "tc" : "ac"}${this.chatSerial++}zq${this.o.seed}`;
      if (channel === "team" && c.seat !== null) {
        const aud = this.teamAudience(c.seat);
        const team = this.gameState() ? this.realGame.teamOf?.(this.gameState()!, c.seat) : null;
        if (aud && team) this.chatSecrets.push({ label: `team chat "${text}"`, knownBy: aud, values: [text], team, match: this.res.matchesStarted });
      }
      d.send(c.id, { type: "chat", channel, text });
    } else if (r < 0.09) {
      // Reconnect: a seat's socket drops; sometimes it comes back at once, sometimes after the grace.
      const seated = this.clients.filter((c) => c.seat !== null && d.isOpen(c.id));
      if (seated.length) {
        const c = rng.pick(seated);
        d.close(c.id);
        this.check();
        if (rng.next() < 0.3) d.advance(16_000 + rng.int(5000));
        this.check();
        this.join(c.token, c.name, "player");
      }
    } else if (r < 0.11) {
      // A spectator leaves and another arrives.
      const specs = this.clients.filter((c) => c.role === "spectator" && d.isOpen(c.id));
      if (specs.length) d.close(rng.pick(specs).id);
      this.check();
      this.join(token(this.o.seed, 200 + this.clients.length), `Vw${this.clients.length}`, "spectator");
    } else if (r < 0.19) {
      const at = d.alarmAt();
      if (at !== null) d.advance(Math.max(0, at - d.now) + rng.int(50));
    } else if (state !== null && this.phase() === "playing") {
      const next = this.o.adapter.randomAction(state, rng, this.seats(), { finish: this.o.finish === true });
      const actor = rng.next() < 0.03 ? rng.pick(this.clients.filter((c) => d.isOpen(c.id))) : this.clientOfSeat(next.seat);
      if (this.o.niRate > 0 && rng.next() < this.o.niRate) {
        const open = this.clients.filter((c) => d.isOpen(c.id));
        this.nonInterference(rng.pick(open), actor ? { seat: actor.seat ?? -1, action: next.action } : undefined);
      }
      if (actor) this.d.send(actor.id, { type: "act", action: next.action });
    }
    this.check();
    this.o.trace?.push(`alarm ${this.d.alarmAt()} now ${this.d.now}`);
  }

  /** A whole room: lobby, play to the end or maxSteps, rematches. */
  play(): RunResult {
    const matches = this.o.matches ?? 1;
    for (let m = 0; m < matches; m++) {
      if (!this.lobby(m === 0)) break;
      const start = this.res.steps;
      while (this.phase() === "playing" && this.res.steps - start < this.o.maxSteps) {
        this.step();
        this.o.between?.(this);
        if (this.o.stopEarly && this.failed) return this.res;
      }
      if (this.phase() === "ended") {
        this.res.matchesEnded++;
        // The end view: every viewer, with what it may still not know permuted, must get the same bytes.
        if (this.o.niRate > 0) {
          for (const c of this.clients.filter((x) => this.d.isOpen(x.id))) {
            const before = this.res.niChecks;
            this.nonInterference(c);
            if (this.res.niChecks > before) this.res.endChecks++;
          }
        }
      }
      if (m + 1 < matches) {
        const host = this.host();
        if (!host) break;
        if (this.phase() !== "ended") {
          // Cut short: everyone but the host abandons... simpler: start a new room state by ending it.
          break;
        }
        this.d.send(host.id, { type: "rematch" });
        this.check();
        if (this.phase() !== "lobby") break;
      }
    }
    return this.res;
  }
}

/** The raw forms of the game's secrets (its `secrets()`), the needles of the whole-wire scan; record-only entries are the property tests'. */
function rawSecretsOf(secrets: readonly Secret[]): RawSecret[] {
  return secrets
    .filter((x) => x.values !== undefined || x.vocab !== undefined || x.cells !== undefined)
    .map((x) => ({ label: x.label, knownBy: x.knownBy, values: x.values ?? [], ...(x.vocab ? { vocab: x.vocab } : {}), ...(x.cells ? { cells: x.cells } : {}) }));
}

function firstDiff(a: string[], b: string[]): string | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? "<none>";
    const y = b[i] ?? "<none>";
    if (x !== y) {
      let j = 0;
      while (j < x.length && x[j] === y[j]) j++;
      return `frame ${i} differs at ${j}: …${x.slice(Math.max(0, j - 80), j + 80)}… vs …${y.slice(Math.max(0, j - 80), j + 80)}…`;
    }
  }
  return null;
}
