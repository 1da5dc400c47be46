/** ALIBI-1 / ALIBI-2 / ALIBI-10: the seeded deal of ALIBI-G7, then round 1's clue. */
import { Transition, type Rng, type SeatInfo, type SetupCtx } from "../../engine";
import { caseById, casesIn } from "./cases";
import type { AlibiCase } from "./cases/types";
import type { AlibiConfig } from "./config";
import { dealClues } from "./deal";
import { cluesFor, deckFor, podmenaFor } from "./deck";
import { eligibleGoals } from "./goals";
import { startRound } from "./rounds";
import type { AlibiState, Player, Role } from "./state";

/** The case a config asks for: a given id, or a random one in the content language. */
function resolveCase(config: AlibiConfig, rng: Rng | null): AlibiCase | undefined {
  if (config.caseId !== "random") {
    const c = caseById(config.caseId);
    return c && c.lang === config.contentLang ? c : c;
  }
  const list = casesIn(config.contentLang);
  if (!list.length) return undefined;
  return rng ? list[rng.int(list.length)] : list[0];
}

export function setup(seats: readonly SeatInfo[], config: AlibiConfig, ctx: SetupCtx): AlibiState {
  const kase = resolveCase(config, ctx.rng);
  if (!kase) throw new Error("no_case");
  return setupWithCase(seats, config, ctx.rng, ctx.now, kase);
}

export function setupWithCase(seats: readonly SeatInfo[], config: AlibiConfig, rng: Rng, now: number, kase: AlibiCase): AlibiState {
  const sorted = [...seats].sort((a, b) => a.seat - b.seat);
  const n = sorted.length;
  // 1. Start seat, then roles from one shuffle: the first is the killer, the second the accomplice.
  const startSeat = rng.pick(sorted).seat;
  const shuffled = rng.shuffle(sorted.map((x) => x.seat));
  const roleOf = (seat: number): Role => (seat === shuffled[0] ? "killer" : seat === shuffled[1] ? "accomplice" : "innocent");
  const roles = sorted.map((x) => roleOf(x.seat));
  // 2. Professions, features, the queue and the reserve.
  const k = cluesFor(n);
  const deal = dealClues(kase, roles, k, podmenaFor(n), rng, config.maxDealAttempts);
  // 3. The four pools; the alibi truth by role (the accomplice's is false with probability accompliceFalseAlibi).
  const pools = {
    relation: rng.shuffle(kase.relations.map((x) => x.id)),
    motive: rng.shuffle(kase.motives.map((x) => x.id)),
    alibi: rng.shuffle(kase.alibis.map((x) => x.id)),
    secret: rng.shuffle(kase.secrets.map((x) => x.id)),
  };
  const accompliceTrue = rng.next() >= config.accompliceFalseAlibi;
  // 4. The deck for N, one card per seat.
  const deck = rng.shuffle(deckFor(n));
  const players: Player[] = sorted.map((info, i) => {
    const role = roles[i]!;
    return {
      seat: info.seat,
      no: info.seat + 1,
      name: info.name,
      role,
      item: {
        profession: deal.dealt[i]!.profession,
        feature: deal.dealt[i]!.feature,
        relation: pools.relation[i]!,
        motive: pools.motive[i]!,
        alibi: pools.alibi[i]!,
        secret: pools.secret[i]!,
      },
      alibiTrue: role === "innocent" ? true : role === "killer" ? false : accompliceTrue,
      goal: "reach_final",
      selfOpened: null,
      opened: {},
      hand: [{ id: i, kind: deck[i]!, starting: true, spent: false }],
      status: "table",
      out: null,
      absent: false,
      ready: false,
      notes: [],
      searchedBy: {},
      truthKnownBy: [],
    };
  });
  // 5. Goals in seat order: uniform among eligible goals not yet used (or among all eligible ones).
  const used = new Set<string>();
  for (const p of players) {
    const eligible = eligibleGoals(p.role, p.hand[0]!.kind);
    const fresh = eligible.filter((g) => !used.has(g));
    p.goal = rng.pick(fresh.length ? fresh : eligible);
    used.add(p.goal);
  }
  const s: AlibiState = {
    config: { ...config },
    kase,
    n,
    players,
    round: 1,
    startSeat,
    order: [],
    speakerIdx: -1,
    speaker: null,
    spoke: false,
    phase: "clue",
    deadline: null,
    frozenMs: null,
    slots: deal.queue.map((queued) => ({ queued, shown: null, swap: null, checkedBy: [] })),
    flipping: null,
    reserve: deal.reserve,
    proceduresLeft: 1,
    vote: null,
    proc: null,
    roulette: null,
    pollCounts: null,
    suspects: null,
    cut: null,
    pollHeld: false,
    finalVotes: 0,
    tallies: [],
    plays: [],
    finalists: null,
    round1Nobody: false,
    votedOut: [],
    procLog: [],
    nextCard: n,
    winner: null,
    over: false,
  };
  const t = new Transition(s, now, rng);
  startRound(t, 1, false);
  return t.s;
}
