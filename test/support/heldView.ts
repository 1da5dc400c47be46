/**
 * The view a client holds, message by message, as the browser assembles it (web/src/room/store.ts):
 * a `view` replaces it, a `viewPatch` changes it (shared/protocol/viewPatch.ts). Test clients hand
 * tests each patch as the whole `view` it makes (marked `patched`), so a test reads what a player
 * sees; the raw frames stay as sent, for the leak scans and byte counts.
 */
import { applyViewPatch } from "../../shared/protocol/viewPatch";
import type { ServerMessage } from "../../shared/protocol";

export interface HeldView {
  rev: number;
  view: unknown;
}

export type ViewMessage = Extract<ServerMessage, { type: "view" }> & { patched?: true };

/** The held view after `msg`, and the message as a test reads it. A patch on another base than the one held throws: the room must never send one. */
export function receiveView(held: HeldView | null, msg: Extract<ServerMessage, { type: "view" | "viewPatch" }>): { held: HeldView; message: ViewMessage } {
  if (msg.type === "view") return { held: { rev: msg.rev, view: msg.view }, message: msg };
  const view = held && held.rev === msg.base ? applyViewPatch(held.view, msg) : null;
  if (!view) throw new Error(`a viewPatch on base ${msg.base} reached a client holding ${held ? `revision ${held.rev}` : "no view"}`);
  return { held: { rev: msg.rev, view }, message: { type: "view", view, rev: msg.rev, now: msg.now, patched: true } };
}

/** Whether a raw frame (one message) is a view or a view patch, without parsing every frame. */
export const isViewFrame = (frame: string): boolean => frame.startsWith('{"type":"view');
