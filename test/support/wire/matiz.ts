/** Matiz for the whole-wire fairness tests (MATIZ-2, MATIZ-4; the hidden values are the game's secrets(), MATIZ-H1 to MATIZ-H4). */
import type { Viewer } from "../../../shared/engine";
import { game as matiz, type MatizConfig, type MatizState } from "../../../shared/games/matiz";
import { allCells, cellName } from "../../../shared/games/matiz/board";
import { defaultConfig } from "../../../shared/games/matiz/config";
import { randomAction } from "../play/matiz";
import type { WireAdapter } from "./types";

export const matizWire: WireAdapter<MatizState> = {
  gameId: "matiz",

  sampleLobby(rng, seated) {
    const config: MatizConfig = matiz.configSchema.parse({
      ...defaultConfig,
      guessMode: rng.pick(["simultaneous", "turns"] as const),
      markers: rng.pick(["visible", "hidden"] as const),
      endMode: rng.pick(["immediately", "endOfRound", "closeCycle"] as const),
      onTimeout: rng.pick(["force", "warn"] as const),
      board: rng.pick(["normal", "ultra"] as const),
      goal: 1 + rng.int(3),
      clueSeconds: rng.next() < 0.2 ? null : 30,
      guessSeconds: rng.next() < 0.2 ? null : 20,
      revealSeconds: rng.next() < 0.2 ? null : 10,
    });
    const players = seated ?? 3 + rng.int(3);
    return { players, config, choices: [], spectators: 1 + rng.int(2) };
  },

  randomAction(s, rng, seats) {
    return randomAction(s, rng, seats);
  },

  publicSlots: [
    /^view:view\.(markers\.\*\.cell|mySelection|target\.cell|candidates\.\*\.cell|pastTargets\.\*\.cell)$/,
    /^history:line\.(guess_placed|reveal)\.params\.cell$/,
    // An error echoes the sender's own cell back to the sender only.
    /^error:params\.cell$/,
  ],

  permute(s, rng, viewer) {
    const t = structuredClone(s) as MatizState;
    const r = t.round;
    const me = viewer.kind === "seat" ? viewer.seat : null;
    const revealed = r.result !== null;
    const taken = new Set<string>([...t.pastTargets.map((p) => p.cell), ...r.candidates, ...r.markers.map((m) => m.cell), ...r.selections.map((x) => x.cell)]);
    const free = rng.shuffle(allCells(t.board).map(cellName).filter((c) => !taken.has(c)));
    // The giver's candidates (and, before the reveal, the target) are unknown to everyone else.
    if (me !== r.giver) r.candidates = r.candidates.map((c, i) => (revealed && i === r.pick ? c : free.pop() ?? c));
    // Hidden markers and selections of other seats move to other free cells.
    const othersHidden = t.config.markers === "hidden" && !revealed;
    for (const m of r.markers) if (othersHidden && m.seat !== me) m.cell = free.pop() ?? m.cell;
    for (const x of r.selections) if (x.seat !== me) x.cell = free.pop() ?? x.cell;
    return t;
  },

  mayDependOnHidden(s, seat, action, viewer) {
    const me = viewer.kind === "seat" ? viewer.seat : null;
    if (me === s.round.giver && s.config.markers === "visible" && s.round.selections.length === 0) return false;
    const a = action as { type?: string };
    // A guess can land on a hidden cell or end the pass (the reveal scores against the target).
    return a.type === "guess" || a.type === "next" || a.type === "pass" || a.type === "clue" || a.type === "<alarm>" || seat < 0;
  },
};
