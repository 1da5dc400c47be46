/**
 * Replays (issue 24): the contract between the room (which records each match and replays it,
 * worker/core/record.ts) and the replay page (`/r/CODE/replay/N`). One schema, types inferred from it.
 *
 * - The page:  `/r/CODE/replay/N?k=KEY` (replayPagePath), linked from the end screen and shareable.
 * - The data:  `GET /api/rooms/CODE/replays/N?k=KEY` (replayDataPath) → `ReplayData` (200), or
 *              `ReplayError` with 400 (bad code, match or key syntax), 403 (wrong key) or 404 (no
 *              such room or record: never recorded, or deleted after REPLAY_KEPT_MS).
 * - The key:   per match, 32 hex digits, a keyed hash under the match's secret generator key (never
 *              guessable from anything a viewer saw). The room hands it only over its sockets, to the
 *              match's players and spectators, in the room summary's `replay` (RoomState.replay) once
 *              the match has ended; the host shares the link. The room lookup over HTTP never has it.
 * - What a step shows: the spectator's view as it stood after that step, the game's `reveal` (every
 *   hidden value a replay shows, never an Álibi ballot, never team chat), the public history lines
 *   the step produced, and the step's moment tags (jumps). Nothing else of the room goes out.
 */
import { z } from "zod";

/** Bumped when the shape below changes incompatibly. */
export const REPLAY_FORMAT = 1;

/**
 * PLAT-25: how long a match's record (and so its replay) is kept after the match started: 7 days,
 * like an idle room (whose deletion takes its records with it).
 */
export const REPLAY_KEPT_MS = 7 * 24 * 3600_000;

export const replayKey = z.string().regex(/^[0-9a-f]{32}$/);

/** What the room summary carries once a match has ended (RoomState.replay): the link's parts. */
export const replayLink = z.object({ match: z.number().int().min(1), key: replayKey });
export type ReplayLink = z.infer<typeof replayLink>;

/** The page a player opens (the end screen's button, a shared link). */
export const replayPagePath = (code: string, match: number, key: string): string => `/r/${code}/replay/${match}?k=${key}`;
/** What the page fetches. */
export const replayDataPath = (code: string, match: number, key: string): string => `/api/rooms/${code}/replays/${match}?k=${key}`;

/** What caused a step: the match's start, a seat's action, a server-played move, a deadline, a presence change, a late join, a room line. */
export const replayStepKind = z.enum(["start", "act", "bot", "deadline", "presence", "join", "room"]);
export type ReplayStepKind = z.infer<typeof replayStepKind>;

const historyLine = z.object({ id: z.number().int(), at: z.number(), type: z.string(), params: z.record(z.string(), z.unknown()).optional() });

export const replayStep = z.object({
  /** 0 for the start, then one per recorded input that changed the game. */
  i: z.number().int().min(0),
  /** Server time of the step (ms since the epoch). */
  at: z.number(),
  kind: replayStepKind,
  /** The seat whose input it was (act, bot, presence, join, room), else null. */
  seat: z.number().int().nullable(),
  /** The public history lines this step added (as the room's history shows them; ids count from 1 per match). */
  lines: z.array(historyLine),
  /** The spectator's view after this step: what a watcher's screen showed (render with the game's screen). */
  view: z.unknown(),
  /** The game's `reveal(state)` after this step: the hidden values a replay shows (shape per game, see its RULES.md). */
  reveal: z.unknown(),
  /** Key moments (the end story's), for the timeline's jumps; a game's own short tags, e.g. "kill", "shown", "vote", "end". */
  moments: z.array(z.string()),
});
export type ReplayStep = z.infer<typeof replayStep>;

export const replayData = z.object({
  format: z.literal(REPLAY_FORMAT),
  code: z.string(),
  match: z.number().int().min(1),
  gameId: z.string(),
  /** The rules version the match was recorded under (the game's RULES_VERSION at the time). */
  rules: z.string(),
  /**
   * False when the record was made under other rules than the server runs now: `steps` is then
   * empty and the page says so ("recorded by an older version"); nothing is made up.
   */
  replayable: z.boolean(),
  /** Whether the match reached its end (a record of an unfinished match replays as far as it went). */
  ended: z.boolean(),
  startedAt: z.number(),
  /** When this record (and its replay) is deleted. */
  expiresAt: z.number(),
  /** The seats as they started, with names and lobby picks; `bot` for lobby bots. */
  seats: z.array(z.object({ seat: z.number().int(), name: z.string(), choice: z.unknown(), bot: z.boolean() })),
  config: z.unknown(),
  /** Winners (seat numbers) at the end, null while unfinished. */
  winners: z.array(z.number().int()).nullable(),
  steps: z.array(replayStep),
});
export type ReplayData = z.infer<typeof replayData>;

export const replayErrorCode = z.enum(["bad_request", "replay_forbidden", "replay_not_found"]);
export const replayError = z.object({ error: replayErrorCode });
export type ReplayError = z.infer<typeof replayError>;
