/**
 * Command ids (PLAT-G4), the one mechanism against double sends and stale actions. Every command
 * the room store sends carries an id. The same message sent again before the room has shown
 * anything new — a double tap, a resend — goes with the same id, and the room answers it `ack`
 * with `dup` instead of applying it twice or refusing it; a game action also carries the revision
 * of the view it was made on, and the room answers a stale one with the current view. Nothing here
 * holds a message back: `isSent` and `actPending` only let buttons show that a command is on its
 * way until the room has answered it (an ack, an error or a new view; at the latest after a few
 * seconds, for an answer that never comes).
 */
import { signal } from "@preact/signals";
import type { ClientMessage } from "../../../shared/protocol";

export type Command = Exclude<ClientMessage, { type: "hello" | "ping" | "chat" | "voice" }>;

export const PENDING_MS = 5000;

interface Sent {
  key: string;
  id: string;
  act: boolean;
}

/** The commands sent and not answered yet (what the buttons read). */
const inFlight = signal<readonly Sent[]>([]);

/** The identity of a message: itself, without its id and revision. */
const keyOf = (msg: object): string => {
  const { id: _i, rev: _r, ...rest } = msg as { id?: unknown; rev?: unknown };
  return JSON.stringify(rest);
};

/** True while this exact message (or game action, wrapped as the room's "act") waits for its answer. */
export function isSent(msg: object): boolean {
  const key = keyOf(msg);
  return inFlight.value.some((s) => s.key === key);
}
export function isActSent(action: unknown): boolean {
  return isSent({ type: "act", action });
}
/** True while any game action of this browser waits for the room: a game's move buttons may show it. */
export function actPending(): boolean {
  return inFlight.value.some((s) => s.act);
}

export class CommandIds {
  /** Message key → the id it went with, since the room last showed something new. */
  private recent = new Map<string, string>();
  private n = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `prefix`: random per page load, so ids never repeat across reloads of the same seat. */
  constructor(private readonly prefix = randomPrefix()) {}

  /** The id this message goes with: the same as its twin's if the room has shown nothing new since. */
  stamp<M extends Command>(msg: M): M & { id: string } {
    const key = keyOf(msg);
    let id = this.recent.get(key);
    if (!id) {
      id = `${this.prefix}${(this.n++).toString(36)}`;
      this.recent.set(key, id);
    }
    if (!inFlight.value.some((s) => s.id === id)) inFlight.value = [...inFlight.value, { key, id, act: msg.type === "act" }];
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.forget(), PENDING_MS);
    return { ...msg, id };
  }

  /** The room acknowledged this id (applied now, or already before). */
  acked(id: string): void {
    this.settle((s) => s.id !== id);
  }

  /** The room showed something new: the same message again is a new command from now on. */
  shown(what: "room" | "view"): void {
    this.recent.clear();
    // A new view also answers the game actions waiting (a stale one is answered by nothing else).
    if (what === "view") this.settle((s) => !s.act);
  }

  /** An error answers whatever was waiting (errors do not name the command). */
  refused(): void {
    this.settle(() => false);
  }

  /** The socket closed, or nothing came back for a while: nothing is waiting any more. */
  forget(): void {
    this.recent.clear();
    this.settle(() => false);
  }

  private settle(keep: (s: Sent) => boolean): void {
    const left = inFlight.value.filter(keep);
    if (left.length !== inFlight.value.length) inFlight.value = left;
    if (!left.length) clearTimeout(this.timer);
  }
}

function randomPrefix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `${[...bytes].map((b) => (b % 36).toString(36)).join("")}-`;
}
