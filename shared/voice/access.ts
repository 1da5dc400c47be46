/**
 * Who may do what in voice (PLAT-13), from the game's rules. A game may define
 * `voiceRole(state, viewer, channel)` → "speak" | "listen" | null (null: may not join); without it,
 * seats speak and spectators listen. The team channel is the seat's `teamOf`. In the lobby (no game
 * state yet) seated players speak in the global channel and spectators have no voice.
 */
import type { Viewer } from "../engine/contract";
import type { VoiceChannel, VoiceRole } from "./messages";
import type { VoiceAccess } from "./relay";

export interface VoiceRules<S = unknown> {
  voiceRole?(state: S, viewer: Viewer, channel: VoiceChannel): VoiceRole | null;
  teamOf?(state: S, seat: number): string | null;
}

export const NO_VOICE: VoiceAccess = { all: null, team: null };

export const defaultVoiceRole = (viewer: Viewer): VoiceRole => (viewer.kind === "seat" ? "speak" : "listen");

/** `state` is null in the lobby. */
export function voiceAccess<S>(game: VoiceRules<S>, state: S | null, viewer: Viewer): VoiceAccess {
  if (state === null) return { all: viewer.kind === "seat" ? "speak" : null, team: null };
  const role = (channel: VoiceChannel): VoiceRole | null => (game.voiceRole ? game.voiceRole(state, viewer, channel) : defaultVoiceRole(viewer));
  const team = viewer.kind === "seat" ? game.teamOf?.(state, viewer.seat) ?? null : null;
  const teamRole = team === null ? null : role("team");
  return { all: role("all"), team: team !== null && teamRole !== null ? { key: team, role: teamRole } : null };
}
