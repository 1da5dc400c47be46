/**
 * The match record (issue 24, PLAT-23 … PLAT-26): a match is a pure function of what determines
 * it — the seed, the config, the seats, the rules version and the ordered inputs that changed the
 * game (a seat's action, a server-played move, a deadline fired, a presence change, a late join, a
 * room line), each with its time. The room appends one row per such input, in the same write as the
 * step's other writes (before anything is announced); `replay` turns the rows back into the
 * sequence of states, through the game's own pure functions only. Game-blind: the room records
 * inputs, and a game that keeps something secret forever says which inputs are sealed (`sealing`).
 *
 * - PLAT-23 What a record holds: the start row (rules version, seed, config, seats, replay key) and
 *   one row per input that changed the game, in order, with its time. Never chat, never a token.
 * - PLAT-24 Sealed inputs (Álibi's ballots, ALIBI-H16): the row keeps only that the seat cast one;
 *   when the group is counted, one more row keeps the group's contents sorted, naming no seat.
 * - PLAT-25 Retention: a record is deleted by the room's alarm REPLAY_KEPT_MS after its match
 *   started, with the room, or when more than REPLAYS_KEPT newer ones exist.
 * - PLAT-26 A record made under another rules version is not replayed: it is marked so.
 */
import { Rng, type AnyGame, type Ctx, type GameEvent, type Outcome, type Presence, type SeatInfo } from "../../shared/engine";
import { REPLAY_KEPT_MS, type HistoryLine } from "../../shared/protocol";
import type { Turn } from "./turn";
import { rngFromSeed } from "./seed";

/** One recorded input, without its time (`RecordRow` adds it). */
export type RecordInput =
  | { k: "act"; seat: number; a: unknown }
  /** A server-played move (PLAT-16): the action, and the generator's position after its policy drew. */
  | { k: "bot"; seat: number; a: unknown; rng: [number, number] }
  /** A sealed action (PLAT-24): that this seat cast one, nothing of what; `rng` for a server-played one. */
  | { k: "sealed"; seat: number; rng?: [number, number] }
  /** A sealed group ended: counted (its contents, sorted, no seat) or dropped (null). */
  | { k: "unseal"; pool: unknown[] | null }
  | { k: "deadline"; kind: string }
  | { k: "presence"; seat: number; p: Presence }
  | { k: "join"; seat: number; name: string }
  /** A line the room itself writes (room:playing_for …); it changes no game state. */
  | { k: "room"; type: string; seat: number };

/** The first row of every record. */
export interface RecordStart {
  k: "start";
  rules: string;
  /** The match generator's 256-bit key (hex): never leaves the server. */
  seed: string;
  config: unknown;
  seats: SeatInfo[];
  bots: number[];
  isPublic: boolean;
  /** The replay key (shared/protocol/replay.ts). */
  key: string;
}

export type RecordRow = (RecordInput | RecordStart) & { at: number };

/** Tags of the match key that make the replay key: far above any id a game or the pace tags. */
const KEY_TAG = 2 ** 42;

/** The replay key of a match: two keyed hashes under the match's generator key (32 hex digits; nothing a viewer saw predicts it). */
export function replayKeyOf(seedHex: string): string {
  const rng = rngFromSeed(seedHex);
  return rng.idTag(KEY_TAG) + rng.idTag(KEY_TAG + 1);
}

/** One state of a replay: after the start, or after one recorded input. */
export interface ReplayedStep {
  i: number;
  at: number;
  row: RecordRow;
  state: unknown;
  /** Every event this step produced, with its audience (history lines, ids counted per match). */
  events: (GameEvent & { id: number })[];
}

export type ReplayResult = { ok: true; steps: ReplayedStep[] } | { ok: false; reason: "rules" | "empty" | "failed"; at?: number };

const sortCanonical = (xs: readonly unknown[]): unknown[] => xs.map((x) => JSON.stringify(x)).sort().map((x) => JSON.parse(x) as unknown);
export const canonicalPool = sortCanonical;

/** The seats and contents of each sealed group, by the row index of its first sealed row. */
function sealedGroups(rows: readonly RecordRow[]): Map<number, { seats: number[]; rows: number[]; pool: unknown[] | null }> {
  const out = new Map<number, { seats: number[]; rows: number[]; pool: unknown[] | null }>();
  let open: { seats: number[]; rows: number[]; pool: unknown[] | null } | null = null;
  rows.forEach((r, i) => {
    if (r.k === "sealed") {
      if (!open) {
        open = { seats: [], rows: [], pool: null };
        out.set(i, open);
      }
      open.seats.push(r.seat);
      open.rows.push(i);
    } else if (r.k === "unseal" && open) {
      open.pool = r.pool;
      open = null;
    }
  });
  return out;
}

/**
 * Replays a record: the state after the start and after every row, through the game's pure
 * functions (setup, apply, onDeadline, onPresence, onLateJoin; sealed groups through its `sealing`).
 * Pure: the same rows give the same states.
 */
export function replay(game: AnyGame, rows: readonly RecordRow[]): ReplayResult {
  const start = rows[0];
  if (!start || start.k !== "start") return { ok: false, reason: "empty" };
  if (start.rules !== game.rulesVersion) return { ok: false, reason: "rules" };
  const rng0 = rngFromSeed(start.seed);
  let state: unknown;
  try {
    state = game.setup(start.seats, start.config, { now: start.at, rng: rng0, room: { isPublic: start.isPublic } });
  } catch {
    return { ok: false, reason: "failed", at: 0 };
  }
  state = JSON.parse(JSON.stringify(state)) as unknown;
  let rngState = rng0.save();
  let nextId = 1;
  const steps: ReplayedStep[] = [{ i: 0, at: start.at, row: start, state, events: [] }];
  const groups = sealedGroups(rows);
  const assigned = new Map<number, unknown>();
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.k === "start") return { ok: false, reason: "failed", at: i };
    const group = groups.get(i);
    if (group) {
      if (!game.sealing) return { ok: false, reason: "failed", at: i };
      const actions = game.sealing.assign(state, group.seats, group.pool);
      group.rows.forEach((r, j) => assigned.set(r, actions[j]));
    }
    let events: readonly GameEvent[] = [];
    if (row.k === "room") events = [{ type: row.type, audience: "all", params: { seat: row.seat } }];
    else if (row.k !== "unseal") {
      // A server-played move's policy drew before it moved: the generator goes on from where it left it.
      const rng = "rng" in row && row.rng ? new Rng({ ...rngState, block: row.rng[0], word: row.rng[1] }) : new Rng(rngState);
      let out: Outcome<unknown> | null;
      try {
        out = transition(game, state, row, { now: row.at, rng }, assigned.get(i));
      } catch {
        return { ok: false, reason: "failed", at: i };
      }
      if (!out || !out.ok) return { ok: false, reason: "failed", at: i };
      state = JSON.parse(JSON.stringify(out.state)) as unknown;
      rngState = rng.save();
      events = out.events;
    }
    steps.push({ i, at: row.at, row, state, events: events.map((e) => ({ ...e, id: nextId++ })) });
  }
  return { ok: true, steps };
}

function transition(game: AnyGame, state: unknown, row: RecordInput, ctx: Ctx, sealedAction: unknown): Outcome<unknown> | null {
  switch (row.k) {
    case "act":
      return game.apply(state, row.seat, game.actionSchema.parse(row.a), ctx);
    case "bot":
      return row.a === null ? { ok: true, state, events: [] } : game.apply(state, row.seat, game.actionSchema.parse(row.a), ctx);
    case "sealed":
      return game.apply(state, row.seat, sealedAction, ctx);
    case "deadline":
      return game.onDeadline(state, row.kind, ctx);
    case "presence":
      return game.onPresence ? game.onPresence(state, row.seat, row.p, ctx) : null;
    case "join":
      return game.onLateJoin ? game.onLateJoin(state, { seat: row.seat, name: row.name, choice: null }, ctx) : null;
    default:
      return null;
  }
}

/** The lines of a step a viewer may read, as the room's history carries them. */
export function linesFor(step: ReplayedStep, seat: number | null): HistoryLine[] {
  return step.events
    .filter((e) => e.audience === "all" || (seat !== null && e.audience.includes(seat)))
    .map((e) => ({ id: e.id, at: step.at, type: e.type, ...(e.params ? { params: e.params as Record<string, unknown> } : {}) }));
}

// ---- recording, inside the room's step ------------------------------------------------------------

/** PLAT-25: at most this many records per room; starting one more drops the oldest. */
export const REPLAYS_KEPT = 20;

/** The room record's list of kept records (RoomRecord.replays). */
export interface ReplayEntry {
  match: number;
  /** When the match started (its record is deleted REPLAY_KEPT_MS later). */
  at: number;
  key: string;
  ended: boolean;
}

/** PLAT-23: a new match's record starts (and, PLAT-25, the oldest goes beyond REPLAYS_KEPT). */
export function startRecord(t: Turn, start: Omit<RecordStart, "at"> & { k: "start" }): void {
  const room = t.room!;
  const kept = [...(room.replays ?? []), { match: room.match, at: t.now, key: start.key, ended: false }];
  for (const old of kept.splice(0, Math.max(0, kept.length - REPLAYS_KEPT))) t.write({ op: "dropRecord", match: old.match });
  t.room = { ...room, replays: kept };
  t.recordRows.push({ ...start, at: t.now });
}

/**
 * PLAT-23/23: the row for one game transition that changed something. A sealed action keeps only its
 * seat; when the transition ends an open sealed group, one more row keeps the group's contents if
 * it was counted (sorted, naming no seat), or says it was dropped.
 */
export function recordInput(t: Turn, input: RecordInput, before: unknown, after: unknown): void {
  if (!t.room || t.room.phase !== "playing") return;
  const sealing = t.game.sealing;
  let row: RecordInput = input;
  let content: unknown = null;
  if (sealing && (input.k === "act" || input.k === "bot") && input.a !== null) {
    content = sealing.seal(input.a);
    if (content !== null) row = input.k === "bot" ? { k: "sealed", seat: input.seat, rng: input.rng } : { k: "sealed", seat: input.seat };
  }
  t.recordRows.push({ ...row, at: t.now });
  if (!sealing) return;
  const open = sealing.pool(before);
  if (open === null) return;
  const cast = content === null ? open : [...open, content];
  const now = sealing.pool(after);
  if (cast.length === 0 || (now !== null && now.length >= cast.length)) return;
  t.recordRows.push({ k: "unseal", pool: sealing.counted(before, after) ? canonicalPool(cast) : null, at: t.now });
}

/** A room line (room:playing_for …) while a match runs: recorded, so a replay tells it too. */
export function recordRoomLine(t: Turn, type: string, seat: number): void {
  if (t.room?.phase === "playing") t.recordRows.push({ k: "room", type, seat, at: t.now });
}

/** PLAT-25: records whose time is up go (the alarm); the time of the next one to go. */
export function pruneRecords(t: Turn): void {
  const room = t.room;
  if (!room?.replays?.length) return;
  const keep = room.replays.filter((r) => r.at + REPLAY_KEPT_MS > t.now || running(room, r));
  if (keep.length === room.replays.length) return;
  for (const r of room.replays) if (!keep.includes(r)) t.write({ op: "dropRecord", match: r.match });
  const { replays: _r, ...rest } = room;
  t.room = keep.length ? { ...rest, replays: keep } : rest;
}

/** The running match's record is never due: its time counts from its start, but it goes only once the match is over. */
const running = (room: RoomRecordLike, r: ReplayEntry): boolean => room.phase === "playing" && r.match === room.match;

export function nextRecordExpiry(room: RoomRecordLike): number | null {
  const due = (room.replays ?? []).filter((r) => !running(room, r)).map((r) => r.at + REPLAY_KEPT_MS);
  return due.length ? Math.min(...due) : null;
}

interface RoomRecordLike {
  phase: string;
  match: number;
  replays?: ReplayEntry[];
}

/** The last ended match's link for the room summary (RoomState.replay). */
export function lastReplay(room: RoomRecordLike): { match: number; key: string } | null {
  const r = room.replays?.filter((x) => x.ended).at(-1);
  return r ? { match: r.match, key: r.key } : null;
}
