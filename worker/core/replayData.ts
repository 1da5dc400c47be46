/**
 * The replay page's data (shared/protocol/replay.ts) from a match record: pure, game-blind — every
 * step's spectator view, the game's `reveal`, its public history lines and its moment tags. Nothing
 * else of the record leaves the server: not the seed, not the inputs, not a sealed group's contents.
 */
import type { AnyGame } from "../../shared/engine";
import { REPLAY_FORMAT, REPLAY_KEPT_MS, type ReplayData, type ReplayStep } from "../../shared/protocol";
import { linesFor, replay, type RecordRow, type ReplayEntry } from "./record";

const KIND = { start: "start", act: "act", sealed: "act", bot: "bot", deadline: "deadline", presence: "presence", join: "join", room: "room" } as const;

export function replayData(game: AnyGame, code: string, entry: ReplayEntry, rows: readonly RecordRow[]): ReplayData {
  const start = rows[0]?.k === "start" ? rows[0] : null;
  const base = {
    format: REPLAY_FORMAT,
    code,
    match: entry.match,
    gameId: game.id,
    rules: start?.rules ?? "",
    ended: entry.ended,
    startedAt: entry.at,
    expiresAt: entry.at + REPLAY_KEPT_MS,
    seats: (start?.seats ?? []).map((s) => ({ seat: s.seat, name: s.name, choice: s.choice, bot: start!.bots.includes(s.seat) })),
    config: start?.config ?? null,
  } as const;
  const r = replay(game, rows);
  if (!r.ok) return { ...base, replayable: false, winners: null, steps: [] };
  const steps: ReplayStep[] = [];
  let before: unknown = null;
  for (const s of r.steps) {
    if (s.row.k === "unseal") continue;
    const seat = "seat" in s.row && typeof s.row.seat === "number" ? s.row.seat : null;
    steps.push({
      i: steps.length,
      at: s.at,
      kind: KIND[s.row.k],
      seat,
      lines: linesFor(s, null),
      view: game.view(s.state, { kind: "spectator" }),
      reveal: game.reveal(s.state),
      moments: before === null ? ["start"] : game.moments(before, s.state, s.events),
    });
    before = s.state;
  }
  const last = r.steps.at(-1)!.state;
  return { ...base, replayable: true, winners: game.result(last)?.winners ?? null, steps };
}
