/**
 * A seeded random driver for whole Caso matches: it plays legal (and some illegal) actions for
 * whoever may act, proposals and votes in confirmation mode, presence changes, Ficha edits and
 * deadlines, and hands every step to a callback (the leak and invariant checks).
 */
import { Rng, type GameEvent, type Outcome, type SeatInfo } from "../../../shared/engine";
import { game as caso } from "../../../shared/games/caso";
import type { CasoAction, GameAction } from "../../../shared/games/caso/schema";
import { canDo } from "../../../shared/games/caso/actions";
import { knowledgeOf } from "../../../shared/games/caso/view";
import { ALL_CARDS, CHARACTERS, WEAPONS } from "../../../shared/games/caso/cards";
import type { CasoConfig } from "../../../shared/games/caso/config";
import { PLACE_IDS } from "../../../shared/games/caso/map";
import { legalDestinations } from "../../../shared/games/caso/movement";
import { answersViaServer, liveMembers } from "../../../shared/games/caso/pawns";
import { RESOURCE_KINDS } from "../../../shared/games/caso/roulette";
import type { CasoState } from "../../../shared/games/caso/state";

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

const pick = <T>(rng: Rng, xs: readonly T[]): T | undefined => (xs.length ? xs[rng.int(xs.length)] : undefined);

/** Candidate game actions for the pawn whose turn it is, repeated by weight (not all legal). */
function turnCandidates(s: CasoState, rng: Rng, accuseBias: number): GameAction[] {
  const t = s.turn!;
  const p = s.pawns[t.pawn]!;
  const triple = () => ({ character: pick(rng, CHARACTERS)!, weapon: pick(rng, WEAPONS)!, place: pick(rng, PLACE_IDS)! });
  const out: GameAction[] = [];
  const add = (a: GameAction, weight = 1) => {
    for (let i = 0; i < weight; i++) out.push(a);
  };
  const others = s.pawns.filter((o) => o.id !== p.id);
  const investigate = (): GameAction => ({ type: "investigate", target: pick(rng, others)!.id, ...triple() });
  const accuse = (): GameAction => ({ type: "accuse", ...(rng.next() < 0.3 ? s.solution : triple()) });
  switch (t.phase) {
    case "spin":
      add({ type: "spin" }, 16);
      add({ type: "skipMove" }, 2);
      add({ type: "endTurn" });
      break;
    case "choose":
      add({ type: "choose", result: 1 + rng.int(12) }, 3);
      add({ type: "choose", result: pick(rng, RESOURCE_KINDS)! });
      add({ type: "endTurn" });
      break;
    case "plan": {
      if (p.capsule.balance > 0) add({ type: "redeem", n: 1 + rng.int(p.capsule.balance) }, 3);
      add({ type: "impulso" }, 3);
      add({ type: "passage" }, 4);
      const ds = legalDestinations(s, p.id);
      const places = ds.filter((d) => d.to.kind === "place");
      const d = pick(rng, places);
      if (d) add(rng.next() < 0.3 ? { ...d.action, deposit: true } : d.action, 12);
      const street = pick(rng, ds);
      if (street) add(street.action, 3);
      add({ type: "move", path: [[rng.int(24), rng.int(24)]], enter: rng.next() < 0.5 }); // usually illegal
      add({ type: "skipMove" });
      add({ type: "endTurn" });
      break;
    }
    case "inPlace":
    case "answered":
      add(investigate(), t.phase === "inPlace" ? 12 : 3);
      if (rng.next() < accuseBias) add(accuse(), 4);
      add({ type: "endTurn" }, 2);
      break;
    case "moved":
      if (rng.next() < accuseBias) add(accuse(), 4);
      add({ type: "endTurn" }, 3);
      break;
    case "awaitAnswer":
      add({ type: "endTurn" }); // always illegal: an answer is pending
      add(accuse());
      break;
  }
  return out;
}

function attempt(s: CasoState, seat: number, a: CasoAction, now: number, rng: Rng): Outcome<CasoState> {
  return caso.apply(s, seat, a, { now, rng });
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
    const accuseBias = Math.min(0.9, (state.turn?.number ?? 0) / 40);
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
      const r = rng.next();
      const a: CasoAction = r < 0.5
        ? { type: "mark", card: pick(rng, ALL_CARDS)!, mark: pick(rng, ["found", "suspect", null] as const)! }
        : { type: "note", text: `nota-${seed}-${notes++}-qz`, shared: rng.next() < 0.5 };
      label = `ficha ${seat} ${a.type}`;
      out = attempt(state, seat, a, now, rng);
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
      const t = state.turn!;
      const q = t.question;
      // The questioned pawn answers, or the turn pawn acts.
      const actorPawn = q && rng.next() < 0.7 ? state.pawns[q.target]! : state.pawns[t.pawn]!;
      const members = liveMembers(actorPawn).filter((m) => !actorPawn.absentSeats.includes(m));
      const seat = pick(rng, members);
      if (seat !== undefined) {
        const confirm = state.config.teams && state.config.collectiveConfirmation;
        const mine = state.proposals.filter((p) => p.pawn === actorPawn.id);
        if (confirm && mine.length > 0 && rng.next() < 0.6) {
          const pr = pick(rng, mine)!;
          label = `vote ${seat} ${pr.id}`;
          out = attempt(state, seat, rng.next() < 0.1 ? { type: "withdraw", id: pr.id } : { type: "vote", id: pr.id, yes: rng.next() < 0.85 }, now, rng);
        } else {
          let actions: GameAction[] = q && actorPawn.id === q.target
            ? actorPawn.hand.map((card) => ({ type: "show", card }) as GameAction)
            : turnCandidates(state, rng, accuseBias);
          const verdict = new Map<GameAction, boolean>();
          const known = knowledgeOf(state, actorPawn.members[0]!, now);
          const isLegal = (a: GameAction) => {
            if (!verdict.has(a)) verdict.set(a, canDo(known, a) === null);
            return verdict.get(a)!;
          };
          const legal = actions.filter(isLegal);
          actions = legal.length > 0 && rng.next() < 0.9 ? legal : actions;
          const a = pick(rng, actions);
          if (a) {
            label = `${seat} ${confirm ? "propose " : ""}${JSON.stringify(a)}`;
            out = attempt(state, seat, confirm ? { type: "propose", action: a } : a, now, rng);
          }
        }
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
