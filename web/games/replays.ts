/**
 * What a replay shows beside the table (issue 24): each game's drawing of its `reveal` (the hidden
 * values at a step, shape per game, see its RULES.md). Loaded only by the replay page, so no game
 * screen carries them. Each imports its game's module as well, so what it shares with the game's
 * screen stays in the game's chunk (no extra file for a game screen to load).
 */
import type { ComponentType } from "preact";
import type { SeatSummary } from "../../shared/protocol";

export interface RevealProps {
  /** The game's `reveal(state)` at this step, as the server sent it (shared/games/<id>/replay.ts). */
  reveal: unknown;
  /** The spectator's view at this step (names, pawns, the board). */
  view: unknown;
  /** The seats as the match started. */
  seats: readonly SeatSummary[];
}

type Loader = () => Promise<ComponentType<RevealProps>>;

export const replayReveals: Record<string, Loader> = {
  alibi: () => import("./alibi/Replay").then((m) => m.Revealed),
  caso: () => import("./caso/Replay").then((m) => m.Revealed),
  dicas: () => import("./dicas/Replay").then((m) => m.Revealed),
  matiz: () => import("./matiz/Replay").then((m) => m.Revealed),
  noir: () => import("./noir/Replay").then((m) => m.Revealed),
};
