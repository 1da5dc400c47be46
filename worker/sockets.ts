/** What the room's glue does with a workerd socket: read its attachment, send and close without throwing, hash a token. */
import type { Attachment, SocketRef } from "./core";

export function attachmentOf(ws: WebSocket): Attachment | null {
  const a = ws.deserializeAttachment() as Attachment | null;
  return a && typeof a === "object" && "id" in a ? a : null;
}

/**
 * Who each live socket is, read from its attachment once per instance, not on every input (issue 22):
 * with 42 sockets that was 42 structured-clone reads per action, the Room's largest cost in a workerd
 * CPU profile of the bench. Only the Room writes attachments, always through `attach`, so within
 * one instance what it holds is what the attachments say. What it is not trusted for:
 * - which sockets exist: the runtime's list (`ctx.getWebSockets()`) is asked on every input; a socket
 *   this instance never saw is read from its attachment, one the runtime no longer lists is left out;
 * - a wake-up: entries are keyed by the socket objects of this instance, so a new instance (after
 *   hibernation or a restart) starts empty and reads every attachment again.
 * Entries are frozen: the core must never change an attachment in place (it would not be stored).
 */
export class SocketTable {
  private readonly known = new WeakMap<WebSocket, Attachment>();
  constructor(private readonly ctx: DurableObjectState) {}

  /** The socket's attachment; null while it has none (just opened) or it is not the room's. */
  of(ws: WebSocket): Attachment | null {
    const cached = this.known.get(ws);
    if (cached) return cached;
    const a = attachmentOf(ws);
    if (a) this.known.set(ws, Object.freeze(a));
    return a;
  }

  /** Stores the attachment with the socket (it survives hibernation) and remembers it. */
  attach(ws: WebSocket, a: Attachment): void {
    ws.serializeAttachment(a);
    this.known.set(ws, Object.freeze({ ...a }));
  }

  /** The room's live sockets by id, and the core's view of them (their attachments). */
  live(): { sockets: Map<string, WebSocket>; refs: SocketRef[] } {
    const sockets = new Map<string, WebSocket>();
    const refs: SocketRef[] = [];
    for (const ws of this.ctx.getWebSockets()) {
      const a = this.of(ws);
      if (!a) continue;
      sockets.set(a.id, ws);
      refs.push({ id: a.id, a });
    }
    return { sockets, refs };
  }
}

/**
 * The frames of one step, one per socket (protocol 2, `ServerFrame`): a socket given several
 * messages gets them as one JSON array, in order. Each frame costs the runtime and every client
 * about as much as its bytes, so an action's view and history line go as one (issue 22).
 */
export function framesPerSocket(frames: readonly (readonly [string, string])[]): Map<string, string> {
  const by = new Map<string, string[]>();
  for (const [id, frame] of frames) {
    const list = by.get(id);
    if (list) list.push(frame);
    else by.set(id, [frame]);
  }
  const out = new Map<string, string>();
  for (const [id, list] of by) out.set(id, list.length === 1 ? list[0]! : `[${list.join(",")}]`);
  return out;
}

export function trySend(ws: WebSocket | undefined, frame: string): void {
  try {
    ws?.send(frame);
  } catch {
    /* the socket closed under us; its close handler does the bookkeeping */
  }
}

export function tryClose(ws: WebSocket | undefined, code: number, reason: string): void {
  try {
    ws?.close(code, reason);
  } catch {
    /* already closed */
  }
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
