/**
 * A seeded random driver for whole Caso matches: it plays legal (and some illegal) actions for
 * whoever may act, proposals and votes in confirmation mode, presence changes, Ficha edits and
 * deadlines, and hands every step to a callback (the leak and invariant checks).
 */
import { Rng, type GameEvent, type Outcome, type SeatInfo } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import type { CasoConfig } from "../../../shared/games/caso/config";
import { answersViaServer } from "../../../shared/games/caso/pawns";
import type { CasoState } from "../../../shared/games/caso/state";
import { fichaEdit, gameMove, pick } from "../../support/play/caso";

export interface StepInfo {
  state: CasoState;
  prev: CasoState;
  events: GameEvent[];
  now: number;
  label: string;
  seats: number;
}

export interface Match {
  seats: SeatInfo[];
  config: CasoConfig;
}

export type Mode = "solo" | "teams" | "confirm";

export function randomMatch(rng: Rng, forced?: Mode): Match {
  const mode = forced ? ["solo", "teams", "confirm"].indexOf(forced) : rng.int(3); // 0 solo, 1 teams, 2 teams with confirmation
  if (mode === 0) {
    const n = 2 + rng.int(5);
    return { seats: Array.from({ length: n }, (_, seat) => ({ seat, name: `S${seat}`, choice: {} })), config: { ...caso.defaultConfig } };
  }
  const teamCount = 2 + rng.int(3);
  const seats: SeatInfo[] = [];
  for (let t = 0; t < teamCount; t++) {
    const size = 1 + rng.int(seats.length + 4 > 10 ? 1 : 4);
    for (let i = 0; i < size && seats.length < 10; i++) seats.push({ seat: seats.length, name: `S${seats.length}`, choice: { team: t } });
  }
  return { seats, config: { ...caso.defaultConfig, teams: true, collectiveConfirmation: mode === 2 } };
}

/** Plays one match to its end (or maxSteps), calling `check` after every accepted step. */
export function playMatch(seed: number, check: (info: StepInfo) => void, mode?: Mode, maxSteps = 500): { state: CasoState; steps: number; match: Match } {
  const rng = Rng.fromSeed(seed);
  const match = randomMatch(rng, mode);
  let now = 1_700_000_000_000;
  let state = caso.setup(match.seats, match.config, { now, rng });
  const seats = match.seats.length;
  check({ state, prev: state, events: [], now, label: "setup", seats });
  let notes = 0;
  let steps = 0;
  for (; steps < maxSteps && !caso.result(state); steps++) {
    const prev = state;
    const roll = rng.next();
    let out: Outcome<CasoState> | null = null;
    let label = "";
    if (roll < 0.06) {
      // Presence: absence, return, and (rarely) abandoning for good.
      const away = state.pawns.flatMap((p) => p.absentSeats);
      const seat = away.length > 0 && rng.next() < 0.5 ? pick(rng, away)! : rng.int(seats);
      const r = rng.next();
      const p = state.pawns.find((x) => x.members.includes(seat))!;
      const presence = r < 0.08 ? "abandoned" : p.absentSeats.includes(seat) || r < 0.5 ? "present" : "absent";
      label = `presence ${seat} ${presence}`;
      out = caso.onPresence!(state, seat, presence, { now, rng });
    } else if (roll < 0.12) {
      const seat = rng.int(seats);
      const a = fichaEdit(rng, `nota-${seed}-${notes++}-qz`);
      label = `ficha ${seat} ${a.type}`;
      out = caso.apply(state, seat, a, { now, rng });
    } else if (roll < 0.2) {
      const ds = caso.deadlines(state);
      const d = pick(rng, ds);
      if (d) {
        now = Math.max(now, d.at);
        label = `deadline ${d.kind}`;
        out = caso.onDeadline(state, d.kind, { now, rng });
      }
    } else {
      now += rng.int(4000);
      const move = gameMove(state, rng, now);
      if (move) {
        label = `${move.seat} ${JSON.stringify(move.action)}`;
        out = caso.apply(state, move.seat, move.action, { now, rng });
      }
    }
    if (!out || !out.ok) continue;
    state = out.state;
    check({ state, prev, events: out.events, now, label, seats });
  }
  return { state, steps, match };
}

/** Did this step ask a question of a pawn that could answer itself and holds a match? */
export function askedPresentHolderWithMatch(info: StepInfo): boolean {
  const asked = info.events.find((e) => e.type === "asked");
  if (!asked) return false;
  const target = info.prev.pawns[Number(asked.params!.target)]!;
  const h = asked.params as { character: string; weapon: string; place: string };
  const matches = target.hand.filter((c) => c === h.character || c === h.weapon || c === h.place);
  return matches.length > 0 && !answersViaServer(target) && !info.label.startsWith("presence");
}
