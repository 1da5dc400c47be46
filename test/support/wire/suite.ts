/** Runs many rooms of one game through the harness and sums what was checked (the report's figures). */
import type { AnyGame } from "../../../shared/engine";
import { WireRun, type RunOptions } from "./harness";
import type { WireAdapter } from "./types";

export interface Totals {
  game: string;
  rooms: number;
  matchesStarted: number;
  matchesEnded: number;
  /** Non-interference checks on end views (RunResult.endChecks). */
  endChecks: number;
  steps: number;
  frames: number;
  bytes: number;
  niChecks: number;
  niSteps: number;
  ms: number;
  /** CPU time of this process (user + system): the machine is shared, wall time varies. */
  cpuMs: number;
  scanMs: number;
  niMs: number;
  leaks: string[];
  niFailures: string[];
  errors: string[];
}

export function runRooms<S>(adapter: WireAdapter<S>, rooms: number, o: Omit<RunOptions<S>, "adapter" | "seed">, firstSeed = 1): Totals {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const tot: Totals = { game: adapter.gameId, rooms, matchesStarted: 0, matchesEnded: 0, endChecks: 0, steps: 0, frames: 0, bytes: 0, niChecks: 0, niSteps: 0, ms: 0, cpuMs: 0, scanMs: 0, niMs: 0, leaks: [], niFailures: [], errors: [] };
  for (let seed = firstSeed; seed < firstSeed + rooms; seed++) {
    const r = new WireRun<S>({ ...o, adapter, seed }).play();
    tot.matchesStarted += r.matchesStarted;
    tot.matchesEnded += r.matchesEnded;
    tot.endChecks += r.endChecks;
    tot.steps += r.steps;
    tot.frames += r.frames;
    tot.bytes += r.bytes;
    tot.niChecks += r.niChecks;
    tot.niSteps += r.niSteps;
    tot.scanMs += r.scanMs;
    tot.niMs += r.niMs;
    tot.leaks.push(...r.leaks.map((l) => `${l.secret}: ${l.value} in ${l.frame.slice(0, 240)}`));
    tot.niFailures.push(...r.niFailures);
    tot.errors.push(...r.errors);
  }
  tot.ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  tot.cpuMs = (c.user + c.system) / 1000;
  return tot;
}

/** Plays rooms with a mutated game until each check has caught it (or `maxRooms` ran). */
export function hunt<S>(adapter: WireAdapter<S>, game: AnyGame, maxRooms: number, o: Partial<Omit<RunOptions<S>, "adapter" | "seed" | "game">> = {}) {
  let raw = 0;
  let ni = 0;
  let rooms = 0;
  const samples: string[] = [];
  const needNi = (o.niRate ?? 0.3) > 0;
  for (let seed = 1; seed <= maxRooms && (raw === 0 || (needNi && ni === 0)); seed++) {
    rooms++;
    const r = new WireRun<S>({ adapter, seed, game, maxSteps: 60, niRate: 0.3, stepNi: true, matches: 1, ...o }).play();
    raw += r.leaks.length;
    ni += r.niFailures.length;
    if (r.leaks[0] && samples.length < 2) samples.push(`raw: ${r.leaks[0].secret}: ${r.leaks[0].value}`);
    if (r.niFailures[0] && samples.length < 4) samples.push(`ni: ${r.niFailures[0].slice(0, 300)}`);
  }
  return { raw, ni, rooms, samples };
}

export const summarise = (t: Totals) =>
  `[fair] ${t.game}: ${t.rooms} rooms, ${t.matchesStarted} matches (${t.matchesEnded} ended, ${t.endChecks} end-view checks), ${t.steps} steps, ${t.frames} frames, ${(t.bytes / 1e6).toFixed(1)} MB checked, ${t.niChecks} non-interference checks (${t.niSteps} with the next step), ${(t.ms / 1000).toFixed(1)} s wall, ${(t.cpuMs / 1000).toFixed(1)} s CPU (scan ${(t.scanMs / 1000).toFixed(1)} s, non-interference ${(t.niMs / 1000).toFixed(1)} s)`;
