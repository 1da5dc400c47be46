/**
 * Who may do what in voice (PLAT-13), from the game's rules.
 * - A game may define `voiceRole(state, viewer, channel)` → "speak" | "listen" | null (null: may not
 *   join); without it, seats speak and spectators listen. The team channel is the seat's `teamOf`.
 * - Silence means silence on every channel (PLAT-7 + PLAT-13): a seat the game's `canChat` silences
 *   in a channel is listen-only in that channel's voice for exactly as long, whatever `voiceRole`
 *   says — the Matiz giver until the reveal (MATIZ-5), the Dicas narrator while a card is in play
 *   (DICAS-7). `why` is then the chat rule's code, so the seat is told why its microphone is closed.
 * - `free`: the host lifted the voice silence (a lobby option for friends; never in a public room,
 *   the room enforces that). It lifts only this chat-derived silence: a `voiceRole` that says
 *   "listen" (an excluded Álibi player, who is out of the game) still holds.
 * In the lobby (no game state yet) seated players speak in the global channel and spectators have no voice.
 */
import type { Viewer } from "../engine/contract";
import type { VoiceChannel, VoiceRole } from "./messages";
import type { VoiceAccess } from "./relay";

interface VoiceRules<S = unknown> {
  voiceRole?(state: S, viewer: Viewer, channel: VoiceChannel): VoiceRole | null;
  teamOf?(state: S, seat: number): string | null;
  canChat?(state: S, viewer: Viewer, channel: VoiceChannel): string | null;
}

export const NO_VOICE: VoiceAccess = { all: null, team: null };

const defaultVoiceRole = (viewer: Viewer): VoiceRole => (viewer.kind === "seat" ? "speak" : "listen");

/** `state` is null in the lobby; `free`: the host lifted the voice silence (private rooms only). */
export function voiceAccess<S>(game: VoiceRules<S>, state: S | null, viewer: Viewer, free = false): VoiceAccess {
  if (state === null) return { all: viewer.kind === "seat" ? "speak" : null, team: null };
  let why: string | null = null;
  const role = (channel: VoiceChannel): VoiceRole | null => {
    const base = game.voiceRole ? game.voiceRole(state, viewer, channel) : defaultVoiceRole(viewer);
    if (base === null || viewer.kind !== "seat") return base;
    const silenced = game.canChat?.(state, viewer, channel) ?? null;
    if (silenced !== null && base === "listen") why ??= silenced;
    if (silenced === null || base === "listen" || free) return base;
    why ??= silenced;
    return "listen";
  };
  const team = viewer.kind === "seat" ? game.teamOf?.(state, viewer.seat) ?? null : null;
  const all = role("all");
  const teamRole = team === null ? null : role("team");
  const access: VoiceAccess = { all, team: team !== null && teamRole !== null ? { key: team, role: teamRole } : null };
  return why === null ? access : { ...access, why };
}
