/**
 * One store per room, fed only by the server: the room record, this browser's view of the game,
 * history and chat. The client never computes hidden state. The socket reconnects by itself and,
 * on every (re)connection, says hello again — the server answers with a fresh full view. Actions
 * are never queued while offline (partysocket's queue is set to 0) so no stale move is replayed.
 */
import { computed, signal } from "@preact/signals";
import { WebSocket as ReconnectingWebSocket } from "partysocket";
import type { ChatLine, ClientMessage, HistoryLine, RoomState, ServerFrame, ServerMessage } from "../../../shared/protocol";
import { KEEPALIVE_MS, KEEPALIVE_PING, KEEPALIVE_PONG, PROTOCOL_VERSION, SILENT_SOCKET_MS } from "../../../shared/protocol/limits";
import { deviceToken } from "../identity";
import { CommandIds, type Command } from "./pending";

/** Errors that end this membership: reconnecting would only get the same answer. */
const ENDING = ["kicked", "banned", "room_full", "too_many_watchers", "game_running", "game_over_watch", "name_taken", "hello_timeout", "address_full", "address_watchers_full"];

export type Status = "connecting" | "open" | "offline";

export interface Notice {
  code: string;
  params?: Record<string, string | number>;
  at: number;
}

export class RoomStore {
  readonly room = signal<RoomState | null>(null);
  readonly view = signal<unknown>(null);
  readonly seat = signal<number | null>(null);
  readonly role = signal<"player" | "spectator" | null>(null);
  readonly history = signal<HistoryLine[]>([]);
  readonly chat = signal<ChatLine[]>([]);
  readonly status = signal<Status>("connecting");
  readonly error = signal<Notice | null>(null);
  /**
   * Server clock minus this browser's clock (PLAT-8), from the server times the room stamps on what
   * it sends: the hello → welcome round trip brackets it, and every later stamped frame is a lower
   * bound (it was stamped before it arrived). No clock ping: the keep-alive never reaches the room.
   */
  readonly clockOffset = signal(0);
  /** Set when the server ends this membership (kicked, room full …): stop reconnecting. */
  readonly ended = signal<string | null>(null);
  /** The server speaks another protocol version (a deploy happened): offer a reload instead of hanging. */
  readonly reloadRequired = signal(false);
  /** This socket's team chat channel, as the room says (never read from a game's view). */
  readonly team = signal<string | null>(null);

  readonly isHost = computed(() => this.room.value !== null && this.seat.value !== null && this.room.value.hostSeat === this.seat.value);

  private socket: ReconnectingWebSocket;
  /** Every command goes with an id (PLAT-G4); a game action also with the revision of the view it was made on. */
  private readonly commands = new CommandIds();
  private viewRev: number | undefined;
  private pingTimer: number | undefined;
  private helloSentAt = 0;
  /** When this socket last heard anything (a frame or the runtime's keep-alive answer). */
  private heardAt = Date.now();
  /** Everything the server sends, for parts that keep their own state (voice, web/voice). */
  readonly listeners = new Set<(msg: ServerMessage) => void>();

  constructor(readonly code: string, private hello: { name: string; role: "player" | "spectator" }) {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    this.socket = new ReconnectingWebSocket(`${proto}//${location.host}/api/rooms/${code}/ws`, [], {
      maxEnqueuedMessages: 0,
      minReconnectionDelay: 500,
      maxReconnectionDelay: 8000,
    });
    this.socket.addEventListener("open", () => {
      this.status.value = "open";
      this.heardAt = Date.now();
      this.helloSentAt = Date.now();
      this.rawSend({ type: "hello", v: PROTOCOL_VERSION, token: deviceToken(), name: this.hello.name, role: this.hello.role });
    });
    this.socket.addEventListener("close", () => {
      if (this.status.value === "open") this.status.value = "offline";
      this.commands.forget();
    });
    this.socket.addEventListener("message", (e: MessageEvent) => {
      this.heardAt = Date.now();
      const text = String(e.data);
      if (text === KEEPALIVE_PONG) return;
      // One frame may carry several messages (ServerFrame): handled one by one, in order.
      const frame = JSON.parse(text) as ServerFrame;
      for (const msg of Array.isArray(frame) ? frame : [frame]) this.receive(msg);
    });
    this.pingTimer = window.setInterval(() => this.keepAlive(), KEEPALIVE_MS);
  }

  now = (): number => Date.now() + this.clockOffset.value;

  /**
   * The keep-alive, answered by the runtime without waking the room. A socket that heard nothing,
   * not even that answer, for SILENT_SOCKET_MS is a dead connection the browser has not noticed yet.
   */
  private keepAlive(): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (Date.now() - this.heardAt > SILENT_SOCKET_MS) {
      this.heardAt = Date.now();
      this.socket.reconnect();
      return;
    }
    this.socket.send(KEEPALIVE_PING);
  }

  /** A server time stamped before this moment: the offset is at least `serverNow - Date.now()`. */
  private stamped(serverNow: number): void {
    const floor = serverNow - Date.now();
    if (floor > this.clockOffset.value) this.clockOffset.value = floor;
  }

  private receive(msg: ServerMessage): void {
    for (const listen of this.listeners) listen(msg);
    switch (msg.type) {
      case "welcome":
        this.seat.value = msg.seat;
        this.role.value = msg.role;
        // Stamped between the hello leaving and this arriving: the middle of that window.
        this.clockOffset.value = msg.now - (this.helloSentAt + Date.now()) / 2;
        break;
      case "room":
        // A rematch starts a new match: its history starts fresh (the old lines named the old teams).
        if (msg.room.phase === "playing" && this.room.value?.phase === "lobby") this.history.value = [];
        this.room.value = msg.room;
        if (msg.room.phase === "lobby") this.view.value = null;
        this.commands.shown("room");
        break;
      case "view":
        this.stamped(msg.now);
        this.view.value = msg.view;
        this.viewRev = msg.rev;
        this.commands.shown("view");
        break;
      case "history":
        this.history.value = msg.append ? [...this.history.value, ...msg.lines].slice(-500) : msg.lines;
        break;
      case "chat":
        this.chat.value = msg.append ? [...this.chat.value, ...msg.lines].slice(-300) : msg.lines;
        break;
      case "channel":
        this.team.value = msg.team;
        break;
      case "ack":
        this.commands.acked(msg.id);
        break;
      case "error":
        if (msg.code === "reload_required") {
          this.reloadRequired.value = true;
          this.close();
          break;
        }
        // A voice peer that left while a negotiation was in flight: the voice panel copes, no toast.
        if (msg.code === "voice_not_in_channel") break;
        this.commands.refused();
        this.error.value = { code: msg.code, ...(msg.params ? { params: msg.params } : {}), at: Date.now() };
        if (ENDING.includes(msg.code)) this.stop(msg.code);
        break;
    }
  }

  /**
   * Sends now or not at all: a message made while offline would be stale by the time it arrived.
   * A command goes with its id (the same message sent twice is one command: see pending.ts).
   */
  send(msg: ClientMessage): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) {
      this.error.value = { code: "offline", at: Date.now() };
      return false;
    }
    this.rawSend(isCommand(msg) ? this.commands.stamp(msg.type === "act" && this.viewRev !== undefined ? { ...msg, rev: this.viewRev } : msg) : msg);
    return true;
  }

  /** Sends if the socket is open, silently otherwise (voice signalling is redone after a reconnect). */
  trySend(msg: ClientMessage): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) return false;
    this.rawSend(msg);
    return true;
  }

  /** A game action, made on the view this store holds now. */
  act = (action: unknown): void => {
    this.send({ type: "act", action });
  };

  private rawSend(msg: ClientMessage): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(msg));
  }

  stop(reason: string): void {
    this.ended.value = reason;
    this.close();
  }

  close(): void {
    window.clearInterval(this.pingTimer);
    this.socket.close();
  }
}

const isCommand = (msg: ClientMessage): msg is Command => msg.type !== "hello" && msg.type !== "ping" && msg.type !== "chat" && msg.type !== "voice";
