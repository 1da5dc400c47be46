/** What the room's glue does with a workerd socket: read its attachment, send and close without throwing, hash a token. */
import type { Attachment, SocketRef } from "./core";

export function attachmentOf(ws: WebSocket): Attachment | null {
  const a = ws.deserializeAttachment() as Attachment | null;
  return a && typeof a === "object" && "id" in a ? a : null;
}

/** The room's live sockets by id, and the core's view of them (their attachments). */
export function socketsOf(ctx: DurableObjectState): { sockets: Map<string, WebSocket>; refs: SocketRef[] } {
  const sockets = new Map<string, WebSocket>();
  const refs: SocketRef[] = [];
  for (const ws of ctx.getWebSockets()) {
    const a = attachmentOf(ws);
    if (!a) continue;
    sockets.set(a.id, ws);
    refs.push({ id: a.id, a });
  }
  return { sockets, refs };
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
