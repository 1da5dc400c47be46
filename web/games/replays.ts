/**
 * What a replay shows beside the table (issue 24): each game's drawing of its `reveal` (the hidden
 * values at a step, shape per game, see its RULES.md). Loaded only by the replay page, so no game
 * screen carries them; each imports nothing of its game but types (and reads its game's catalog).
 */
import type { ComponentType } from "preact";

export interface RevealProps {
  /** The game's `reveal(state)` at this step, as the server sent it. */
  reveal: unknown;
  /** The seats as the match started. */
  seats: readonly { seat: number; name: string; choice: unknown; bot: boolean }[];
}

type Loader = () => Promise<ComponentType<RevealProps>>;

export const replayReveals: Record<string, Loader> = {
  alibi: () => import("./alibi/Replay").then((m) => m.Revealed),
  caso: () => import("./caso/Replay").then((m) => m.Revealed),
  dicas: () => import("./dicas/Replay").then((m) => m.Revealed),
  matiz: () => import("./matiz/Replay").then((m) => m.Revealed),
  noir: () => import("./noir/Replay").then((m) => m.Revealed),
};
