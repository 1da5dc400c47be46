/** What the room's glue does with a workerd socket: read its attachment, send and close without throwing, hash a token. */
import type { Attachment } from "./core";

export function attachmentOf(ws: WebSocket): Attachment | null {
  const a = ws.deserializeAttachment() as Attachment | null;
  return a && typeof a === "object" && "id" in a ? a : null;
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
