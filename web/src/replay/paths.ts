/**
 * The replay's addresses for the browser, without zod (issue 24): the room page links to the replay
 * and the replay page fetches its record with these. They are the contract's `replayPagePath`,
 * `replayDataPath` and `replayKey` (shared/protocol/replay.ts), written here so that neither page
 * pulls the schema library out of the game chunks that carry it (each screen's budget, issue 22);
 * test/unit/replayPaths.test.ts proves they agree.
 */
export const replayPage = (code: string, match: number, key: string): string => `/r/${code}/replay/${match}?k=${key}`;
export const replayData = (code: string, match: number, key: string): string => `/api/rooms/${code}/replays/${match}?k=${encodeURIComponent(key)}`;
/** A key as the room makes them: 32 hex digits. */
export const KEY = /^[0-9a-f]{32}$/;
/** The record format this page reads (REPLAY_FORMAT). */
export const FORMAT = 1;
