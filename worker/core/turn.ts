/**
 * One step of the room: a working copy of the state, the inputs' environment, and the effects
 * accumulated so far. Handlers change the copy and record what to send; `finish` turns it into
 * the writes, the fan-out to every socket and the next alarm. The state it was built from is
 * never mutated.
 */
import type { AnyGame, GameEvent, Viewer } from "../../shared/engine";
import type { ServerMessage } from "../../shared/protocol";
import { summary, type RoomRecord } from "./lobby";
import { CHAT_KEPT, HISTORY_KEPT } from "./limits";
import { lastReplay, recordRoomLine, type RecordRow } from "./record";
import type { Attachment, CoreState, Effects, GameSnapshot, Memory, SeenIds, SocketId, SocketRef, StoredChat, StoredHistory, StepEnv, Write } from "./types";

export class Turn {
  room: RoomRecord | null;
  snap: GameSnapshot | null;
  history: StoredHistory[];
  chat: StoredChat[];
  touchedAt: number;
  seen: SeenIds;
  readonly mem: Memory;
  readonly fx: Effects = { writes: [], attachments: [], frames: [], closes: [], alarm: null, logs: [] };

  /** The game state changed (views may differ); new lines to fan out; lists to resend whole. */
  gameChanged = false;
  /** The input came from a client (a message, a hello, a creation), not from the clock or a wake-up. */
  fromClient = false;
  newHistory: StoredHistory[] = [];
  /** PLAT-23: rows for the running match's record, written with the step's other writes. */
  recordRows: RecordRow[] = [];
  newChat: StoredChat[] = [];
  resetLists = false;
  /** Sockets that got their whole picture this step (join package): the fan-out skips them. */
  readonly skip = new Set<SocketId>();
  private readonly attached = new Map<SocketId, Attachment>();
  /** The room record the step started from (records are replaced, never changed in place). */
  private readonly roomBefore: RoomRecord | null;

  constructor(state: CoreState, readonly env: StepEnv) {
    const st = state.stored;
    this.room = st.room;
    this.snap = st.game;
    this.history = st.history;
    this.chat = st.chat;
    this.touchedAt = st.touchedAt;
    this.seen = st.seen;
    const m = state.mem;
    this.mem = { ...m, lastView: { ...m.lastView }, viewRev: { ...m.viewRev }, lastChannel: { ...m.lastChannel }, buckets: { ...m.buckets } };
    this.roomBefore = st.room;
  }

  get now(): number {
    return this.env.now;
  }

  get game(): AnyGame {
    const g = this.room && this.env.game(this.room.gameId);
    if (!g) throw new Error("room has no known game");
    return g;
  }

  /** Whether the room record differs from the one the step started from (compared as JSON only when replaced). */
  roomChanged(): boolean {
    return this.room !== this.roomBefore && JSON.stringify(this.room) !== JSON.stringify(this.roomBefore);
  }

  /** JSON of the current game state (what "unchanged" is compared against), kept from the step that made it. */
  gameJson(): string {
    const state = this.snap?.state ?? null;
    const known = this.mem.gameJsonOf;
    if (known && known.state === state) return known.json;
    const json = JSON.stringify(state);
    this.mem.gameJsonOf = { state, json };
    return json;
  }
  setSnap(snap: GameSnapshot | null, json?: string): void {
    this.snap = snap;
    this.mem.gameJsonOf = json === undefined ? undefined : { state: snap?.state ?? null, json };
    this.gameChanged = true;
  }

  // ---- sockets ---------------------------------------------------------------------------------

  attachment(id: SocketId): Attachment | undefined {
    return this.attached.get(id) ?? (this.given ??= new Map(this.env.sockets.map((s) => [s.id, s.a]))).get(id);
  }
  /** The step's sockets by id, as given (asked per socket by voice: a search each time was quadratic). */
  private given: Map<SocketId, Attachment> | null = null;
  attach(id: SocketId, a: Attachment): void {
    this.attached.set(id, a);
    this.fx.attachments.push([id, a]);
    this.live = null;
  }
  /** `sockets()` as of the last attach (asked several times a step: summary, fan-out, alarm). */
  private live: SocketRef[] | null = null;
  /** Every socket alive now, with its attachment as of this step (closed ones left out). Do not change the list. */
  sockets(): readonly SocketRef[] {
    this.live ??= this.listSockets();
    return this.live;
  }
  private listSockets(): SocketRef[] {
    const out: SocketRef[] = [];
    const seen = new Set<SocketId>();
    for (const s of this.env.sockets) {
      seen.add(s.id);
      const a = this.attached.get(s.id) ?? s.a;
      if (a.role !== "gone") out.push({ id: s.id, a });
    }
    for (const [id, a] of this.attached) if (!seen.has(id) && a.role !== "gone") out.push({ id, a });
    return out;
  }
  joined(): readonly SocketRef[] {
    return this.sockets().filter((s) => s.a.role === "player" || s.a.role === "spectator");
  }
  spectatorCount(): number {
    return this.sockets().filter((s) => s.a.role === "spectator").length;
  }

  frame(id: SocketId, msg: ServerMessage | string): void {
    this.fx.frames.push([id, typeof msg === "string" ? msg : JSON.stringify(msg)]);
  }
  error(id: SocketId, code: string, params?: Record<string, string | number>): void {
    this.frame(id, params ? { type: "error", code, params } : { type: "error", code });
  }
  close(id: SocketId, code: number, reason: string): void {
    const a = this.attachment(id);
    if (a) this.attach(id, { ...a, role: "gone", seat: null });
    this.fx.closes.push({ socket: id, code, reason });
    delete this.mem.lastChannel[id];
  }

  write(w: Write): void {
    this.fx.writes.push(w);
  }

  // ---- lines -----------------------------------------------------------------------------------

  appendHistory(events: readonly GameEvent[]): void {
    if (!events.length) return;
    let id = (this.history.at(-1)?.id ?? 0) + 1;
    for (const e of events) if (e.type.startsWith("room:") && typeof e.params?.seat === "number") recordRoomLine(this, e.type, e.params.seat);
    const rows: StoredHistory[] = events.map((e) => ({ id: id++, at: this.now, type: e.type, audience: e.audience, ...(e.params ? { params: e.params } : {}) }));
    this.history = [...this.history, ...rows].slice(-HISTORY_KEPT);
    this.newHistory.push(...rows);
    this.write({ op: "history", rows });
  }
  clearHistory(): void {
    this.history = [];
    this.newHistory = [];
    this.resetLists = true;
    this.write({ op: "clearHistory" });
  }
  appendChat(line: Omit<StoredChat, "id">): void {
    const row: StoredChat = { id: (this.chat.at(-1)?.id ?? 0) + 1, ...line };
    this.chat = [...this.chat, row].slice(-CHAT_KEPT);
    this.newChat.push(row);
    this.write({ op: "chat", row });
  }

  // ---- what a socket may read -------------------------------------------------------------------

  viewerOf(a: Attachment): Viewer {
    return a.seat === null ? { kind: "spectator" } : { kind: "seat", seat: a.seat };
  }
  /** A seat's team channel in the current match, null in the lobby, for spectators or without teams. */
  teamOf(a: Attachment): string | null {
    if (a.seat === null || !this.room || this.room.phase === "lobby" || !this.snap) return null;
    return this.game.teamOf?.(this.snap.state, a.seat) ?? null;
  }
  mayReadHistory(line: StoredHistory, a: Attachment): boolean {
    return line.audience === "all" || (a.seat !== null && line.audience.includes(a.seat));
  }
  /** PLAT-7: team lines only to the same team of the same match, never to spectators. */
  mayReadChat(line: StoredChat, a: Attachment): boolean {
    if (line.channel === "all") return true;
    return line.match === this.room?.match && line.team !== null && this.teamOf(a) === line.team;
  }

  summaryMessage(): string {
    const room = this.room!;
    const spectators = this.spectatorCount();
    const known = this.mem.summaryOf;
    if (known && known.room === room && known.spectators === spectators) return known.json;
    // Issue 24: the replay link goes to the room's sockets only (never in the HTTP lookup's summary).
    const link = lastReplay(room);
    const json = JSON.stringify({ type: "room", room: { ...summary(room, spectators, this.game.seats(room.config), { played: !!this.game.bot, lobby: !!this.game.lobbyBots }), ...(link ? { replay: link } : {}) } } satisfies ServerMessage);
    this.mem.summaryOf = { room, spectators, json };
    return json;
  }
  /** Sockets of one viewer class see the same view: computed once per class. */
  viewKey(a: Attachment): string {
    return a.seat === null ? "spectator" : `seat:${a.seat}`;
  }
  viewJson(a: Attachment): string {
    return JSON.stringify(this.game.view(this.snap!.state, this.viewerOf(a)));
  }
  /** The revision a class's view gets when it changes now (`Memory.viewRev`). */
  nextViewRev(key: string): number {
    return Math.max(this.now, (this.mem.viewRev[key] ?? 0) + 1);
  }
  viewFrame(json: string, rev: number): string {
    return `{"type":"view","view":${json},"rev":${rev},"now":${this.now}}`;
  }
  /**
   * The view as this socket should have it now. A view that differs from the one last fanned out to
   * its class carries the revision the fan-out gives it at the end of this step.
   */
  viewMessage(a: Attachment): string {
    const key = this.viewKey(a);
    const json = this.viewJson(a);
    return this.viewFrame(json, json === this.mem.lastView[key] ? (this.mem.viewRev[key] ?? 0) : this.nextViewRev(key));
  }
}




export const stripHistory = ({ audience: _a, ...line }: StoredHistory) => line;
export const stripChat = ({ team: _t, match: _m, ...line }: StoredChat) => line;
