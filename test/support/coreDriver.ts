/**
 * Drives the pure room core (worker/core) in Node with no I/O, the way the Durable Object does:
 * sockets, raw frames, an in-memory storage with the same layout as the room's, a clock and one
 * alarm. Whole-wire tests read every frame each socket received; `storage()` gives canonical bytes
 * to compare; `serialise`/`restore` and `restartRoom` restart the room anywhere.
 */
import { createHash, randomBytes } from "node:crypto";
import type { AnyGame } from "../../shared/engine";
import { gameById } from "../../shared/games/registry";
import type { ClientMessage, RoomState } from "../../shared/protocol";
import { loadState, step, type Attachment, type CoreState, type Effects, type GameSnapshot, type Input, type SocketRef, type StoredChat, type StoredHistory, type Write } from "../../worker/core";
import { CHAT_KEPT, HISTORY_KEPT } from "../../worker/core/limits";
import { deepFreeze } from "../../worker/core/match";
import type { RoomRecord } from "../../worker/core/lobby";
import type { RecordRow } from "../../worker/core/record";
import type { UiLang } from "../../shared/engine/content";

export interface CoreDriverOptions {
  gameId: string;
  isPublic?: boolean;
  /** Start time (ms since the epoch); default 1.7e12. */
  now?: number;
  /** Entropy of the first match; later matches use SHA-256(seed ‖ match number). Default: random. */
  seed?: Uint8Array;
  /** A game that is not in the registry (e.g. the tiny test game). */
  game?: AnyGame;
  /** Presence grace period (PLAT-4); default 15 000 ms like wrangler.toml. */
  graceMs?: number;
  /** The browser tests' pace knob (BOT_PACE_MAX_MS); unset like production. */
  botPaceMaxMs?: number;
  code?: string;
  /** The host's UI language sent with the create request (content follows the table). */
  lang?: UiLang;
}

interface DriverSocket {
  a: Attachment | null;
  open: boolean;
  frames: string[];
  drained: number;
  /** Set when the server closed it. */
  closedBy: { code: number; reason: string } | null;
}

interface MemoryStorage {
  kv: Record<string, unknown>;
  history: StoredHistory[];
  chat: StoredChat[];
  /** Match records (PLAT-23), by match number; absent in drivers serialised before replays. */
  records?: Record<string, RecordRow[]>;
}

interface DriverData {
  opts: Omit<CoreDriverOptions, "seed" | "game"> & { seed: string };
  now: number;
  core: CoreState;
  storage: MemoryStorage;
  sockets: Record<string, DriverSocket>;
  alarmAt: number | null;
  nextSocket: number;
  entropyDrawn: number;
}

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

export class CoreDriver {
  private d: DriverData;
  private game?: AnyGame;
  /** The effects of the last step (for tests that look at writes, logs, season rows). */
  lastEffects: Effects | null = null;
  /** Every season batch the room emitted, in order. */
  readonly seasons: NonNullable<Effects["season"]>[] = [];
  readonly logs: Effects["logs"] = [];
  /**
   * When set, every frame sent is logged with its socket and how many record rows were stored when
   * it was sent (the replay tests compare it with the record's replay). Not serialised.
   */
  frameLog: { socket: string; frame: string; rows: number }[] | null = null;

  constructor(opts: CoreDriverOptions, restoreFrom?: DriverData) {
    this.game = opts.game;
    if (restoreFrom) {
      this.d = restoreFrom;
      return;
    }
    const { seed, game: _g, ...rest } = opts;
    this.d = {
      opts: { ...rest, seed: Buffer.from(seed ?? randomBytes(32)).toString("hex") },
      now: opts.now ?? 1_700_000_000_000,
      core: loadState({ room: null, game: null, history: [], chat: [], touchedAt: null }),
      storage: { kv: {}, history: [], chat: [] },
      sockets: {},
      alarmAt: null,
      nextSocket: 0,
      entropyDrawn: 0,
    };
    const ok = this.run({ kind: "init", code: opts.code ?? "TESTA", gameId: opts.gameId, isPublic: opts.isPublic ?? false, ...(opts.lang ? { lang: opts.lang } : {}) }).reply;
    if (ok !== true) throw new Error(`room not created for game ${opts.gameId}`);
  }

  get now(): number {
    return this.d.now;
  }

  /** A new socket id; it receives nothing until it says hello. `addr` defaults to one per socket. */
  connect(opts: { addr?: string } = {}): string {
    const id = `s${this.d.nextSocket++}`;
    this.d.sockets[id] = { a: null, open: true, frames: [], drained: 0, closedBy: null };
    this.run({ kind: "open", socket: id, addr: opts.addr ?? `addr-${id}` }, id);
    return id;
  }

  /**
   * Sends a client message (object) or any raw frame (string). `at`: when it arrived, if earlier
   * than now (a slowed room handling a backlog: the clock is at the processing time).
   */
  send(s: string, msg: ClientMessage | Record<string, unknown> | string, opts: { at?: number } = {}): void {
    const sock = this.sock(s);
    if (!sock.open) throw new Error(`socket ${s} is closed`);
    const raw = typeof msg === "string" ? msg : JSON.stringify(msg);
    const fx = this.run({ kind: "message", socket: s, raw, ...(opts.at !== undefined ? { at: opts.at } : {}) });
    // The glue hashes the token (async SHA-256 in workerd) and hands the hello back.
    if (fx.hashToken) this.run({ kind: "hello", socket: s, hello: fx.hashToken.hello, tokenHash: sha256Hex(fx.hashToken.hello.token) });
  }

  /** Every raw frame this socket received so far, in order. */
  received(s: string): string[] {
    return [...this.sock(s).frames];
  }
  /** The frames received since the last drain. */
  drain(s: string): string[] {
    const sock = this.sock(s);
    const out = sock.frames.slice(sock.drained);
    sock.drained = sock.frames.length;
    return out;
  }
  /** Parsed frames since the last drain. */
  drainParsed(s: string): { type: string; [k: string]: unknown }[] {
    return this.drain(s).map((f) => JSON.parse(f) as { type: string });
  }

  /** The client closes its socket. */
  close(s: string): void {
    const sock = this.sock(s);
    if (!sock.open) return;
    sock.open = false;
    this.run({ kind: "close", socket: s }, s);
  }

  /**
   * The socket vanishes with no close event reaching the room (the instance died with it, e.g. a
   * deploy). Follow with `restartRoom()` to model the restart.
   */
  drop(s: string): void {
    this.sock(s).open = false;
  }

  /** Whether the server closed this socket, and how. */
  closedBy(s: string): { code: number; reason: string } | null {
    return this.sock(s).closedBy;
  }
  isOpen(s: string): boolean {
    return this.sock(s).open;
  }
  attachment(s: string): Attachment | null {
    return this.sock(s).a;
  }

  /** Moves the clock; every alarm due on the way fires at its own time. */
  advance(ms: number): void {
    const target = this.d.now + ms;
    for (let guard = 0; guard < 10_000 && this.d.alarmAt !== null && this.d.alarmAt <= target; guard++) {
      this.d.now = Math.max(this.d.now, this.d.alarmAt);
      this.d.alarmAt = null; // a fired alarm is gone until the room sets one again
      this.run({ kind: "alarm" });
    }
    this.d.now = target;
  }

  alarmAt(): number | null {
    return this.d.alarmAt;
  }

  /** The game state (for the test's secrets), null in the lobby. */
  state(): unknown {
    return this.d.core.stored.game?.state ?? null;
  }
  room(): RoomRecord | null {
    return this.d.core.stored.room;
  }
  summary(): RoomState | null {
    return this.run({ kind: "summary" }).reply as RoomState | null;
  }

  /** Canonical bytes of everything stored (compare for "changes nothing"). */
  storage(): string {
    const { kv, history, chat, records } = this.d.storage;
    const keys = Object.keys(kv).sort();
    return JSON.stringify({ kv: keys.map((k) => [k, kv[k]]), history, chat, ...(records && Object.keys(records).length ? { records } : {}) });
  }

  /** A match's record as stored (PLAT-23), oldest row first; empty when there is none. */
  record(match: number): RecordRow[] {
    return clone(this.d.storage.records?.[match] ?? []);
  }
  /** How many record rows are stored now, over every match (a frame sent now shows the state after them). */
  recordRows(): number {
    return Object.values(this.d.storage.records ?? {}).reduce((n, rows) => n + rows.length, 0);
  }

  serialise(): string {
    return JSON.stringify(this.d);
  }
  static restore(json: string, opts: { game?: AnyGame } = {}): CoreDriver {
    const data = JSON.parse(json) as DriverData;
    if (data.core.stored.game) deepFreeze(data.core.stored.game.state);
    return new CoreDriver({ gameId: data.opts.gameId, ...(opts.game ? { game: opts.game } : {}) }, data);
  }

  /**
   * As after an eviction: sockets stay open, memory is lost, the room is rebuilt from storage and
   * wakes (reconciling presence with the sockets that exist). The alarm stays in storage.
   */
  restartRoom(): void {
    const kv = this.d.storage.kv;
    this.d.core = loadState({
      room: (kv.room as RoomRecord | undefined) ?? null,
      game: (kv.game as GameSnapshot | undefined) ?? null,
      history: clone(this.d.storage.history.slice(-HISTORY_KEPT)),
      chat: clone(this.d.storage.chat.slice(-CHAT_KEPT)),
      touchedAt: (kv.touchedAt as number | undefined) ?? null,
    });
    if (this.d.core.stored.room) this.run({ kind: "wake" });
  }

  // ---- internals -------------------------------------------------------------------------------

  private sock(s: string): DriverSocket {
    const sock = this.d.sockets[s];
    if (!sock) throw new Error(`no socket ${s}`);
    return sock;
  }

  private run(input: Input, extra?: string): Effects {
    const refs: SocketRef[] = [];
    for (const [id, sock] of Object.entries(this.d.sockets)) if ((sock.open || id === extra) && sock.a) refs.push({ id, a: sock.a });
    const { state, effects } = step(this.d.core, input, {
      now: this.d.now,
      sockets: refs,
      game: (id) => (this.game && this.game.id === id ? this.game : gameById(id)),
      entropy: () => this.entropy(),
      graceMs: this.d.opts.graceMs ?? 15_000,
      ...(this.d.opts.botPaceMaxMs !== undefined ? { botPaceMaxMs: this.d.opts.botPaceMaxMs } : {}),
    });
    this.perform(effects.writes);
    this.d.core = state;
    for (const [id, a] of effects.attachments) if (this.d.sockets[id]) this.d.sockets[id]!.a = a;
    for (const [id, frame] of effects.frames) {
      const sock = this.d.sockets[id];
      if (sock && (sock.open || id === extra)) {
        sock.frames.push(frame);
        this.frameLog?.push({ socket: id, frame, rows: this.recordRows() });
      }
    }
    for (const c of effects.closes) {
      const sock = this.d.sockets[c.socket];
      if (sock && sock.open) {
        sock.open = false;
        sock.closedBy = { code: c.code, reason: c.reason };
      }
    }
    this.d.alarmAt = effects.alarm;
    if (effects.season) this.seasons.push(effects.season);
    this.logs.push(...effects.logs);
    this.lastEffects = effects;
    return effects;
  }

  private entropy(): Uint8Array {
    const seed = Buffer.from(this.d.opts.seed, "hex");
    const n = this.d.entropyDrawn++;
    if (n === 0) return new Uint8Array(seed);
    return new Uint8Array(createHash("sha256").update(seed).update(String(n)).digest());
  }

  /** The same writes the Durable Object performs, on plain data (JSON copies, like storage). */
  private perform(writes: readonly Write[]): void {
    const st = this.d.storage;
    for (const w of writes) {
      switch (w.op) {
        case "init":
          break;
        case "room":
          st.kv.room = clone(w.value);
          break;
        case "game":
          if (w.value) st.kv.game = clone(w.value);
          else delete st.kv.game;
          break;
        case "touchedAt":
          st.kv.touchedAt = w.value;
          break;
        case "history":
          st.history.push(...clone(w.rows));
          break;
        case "clearHistory":
          st.history = [];
          break;
        case "chat":
          st.chat.push(clone(w.row));
          break;
        case "record":
          st.records ??= {};
          (st.records[w.match] ??= []).push(...clone(w.rows));
          break;
        case "dropRecord":
          if (st.records) delete st.records[w.match];
          break;
        case "deleteAll":
          this.d.storage = { kv: {}, history: [], chat: [] };
          break;
      }
    }
  }
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
