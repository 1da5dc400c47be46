/**
 * Double taps: a message this browser already sent is not sent again until the room has answered
 * (a new room record, a new view or an error) or a few seconds have passed. Buttons read `isSent`
 * to stay disabled meanwhile, so a second tap neither reaches the room nor produces an error toast.
 */
import { signal } from "@preact/signals";

export const PENDING_MS = 5000;

/** The key of the message waiting for the room's answer, or null. */
export const sentKey = signal<string | null>(null);

const keyOf = (msg: unknown): string => JSON.stringify(msg);

/** True while this exact message (or game action, wrapped as the room's "act") waits for an answer. */
export function isSent(msg: unknown): boolean {
  return sentKey.value === keyOf(msg);
}
export function isActSent(action: unknown): boolean {
  return isSent({ type: "act", action });
}
/** True while any game action of this browser waits for the room: a game's move buttons stay disabled. */
export function actPending(): boolean {
  return sentKey.value?.startsWith('{"type":"act"') ?? false;
}

export class SendGate {
  private timer: ReturnType<typeof setTimeout> | undefined;
  constructor(private readonly deliver: (msg: never) => boolean, private readonly ms = PENDING_MS) {}

  /** Sends unless the very same message is still waiting; returns whether it went out. */
  send<M extends object>(msg: M): boolean {
    const key = keyOf(msg);
    if (sentKey.value === key) return false;
    if (!this.deliver(msg as never)) return false;
    sentKey.value = key;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.answered(), this.ms);
    return true;
  }

  /** The room said something back: whatever was waiting may be sent again. */
  answered(): void {
    clearTimeout(this.timer);
    sentKey.value = null;
  }
}
