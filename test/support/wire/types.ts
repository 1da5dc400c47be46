/**
 * What a whole-wire fairness test needs to know about one game (issue 9): how to fill a lobby,
 * how to play it at random (test/support/play), where its public vocabulary may appear, and how to
 * permute the hidden values a viewer may not know (non-interference).
 */
import type { Audience, Rng, Viewer } from "../../../shared/engine";

export interface RawSecret {
  label: string;
  knownBy: Audience;
  /** Distinctive strings (hex codes, card ids with a tag, a Dicas answer): a leak wherever they appear. */
  values: string[];
  /**
   * Words of the game's public vocabulary (Caso card ids, Noir suspect ids, Matiz cell names): the
   * game prints them in public places too, so they are a leak only outside `publicSlots`.
   */
  vocab?: string[];
  /** Board coordinates (0-based): a leak as an object {col,row} / {x,y} anywhere (0- or 1-based). */
  cells?: { col: number; row: number }[];
}

export interface Lobby {
  players: number;
  config: unknown;
  /** Per seat (join order), the lobby pick to send, or undefined for none. */
  choices: (unknown | undefined)[];
  spectators: number;
}

/** How the shared random player plays a room. */
interface PlayStyle {
  /** Lean toward ending the match (accusations, end of turn, ready): for matches cut after a few steps. */
  finish?: boolean;
}

export interface WireAdapter<S = unknown> {
  gameId: string;
  /** A lobby to fill; `players` is given for a rematch (the same seats pick again). */
  sampleLobby(rng: Rng, players?: number): Lobby;
  /**
   * A move for some seat of `seats` (the room's seat numbers): mostly legal, sometimes not. With
   * `play.finish` the game's shared player leans toward ending the match (RunOptions.finish).
   */
  randomAction(state: S, rng: Rng, seats: readonly number[], play?: PlayStyle): { seat: number; action: unknown };
  /**
   * Paths where the vocabulary is public (matched against "frameType:dotted.path", array indices
   * as `*`, history lines as `history.<type>.…`). Only consulted for `vocab` values.
   */
  publicSlots: readonly RegExp[];
  /** A state that differs from `state` only in hidden values `viewer` may not know. */
  permute(state: S, rng: Rng, viewer: Viewer): S;
  /**
   * Whether applying `action` by `seat` may legitimately have a different outcome for `viewer` when
   * the hidden values it may not know are permuted (an answer, a reveal, a kill checked against a
   * hidden identity). Such steps are left out of the one-step non-interference comparison.
   */
  mayDependOnHidden(state: S, seat: number, action: unknown, viewer: Viewer): boolean;
}
