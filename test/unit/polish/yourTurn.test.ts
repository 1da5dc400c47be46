/**
 * PLAT-22 "Your turn, wherever you are": each game's `awaitsMe(view, me)` (web/games/<id>/awaits.ts)
 * read from the seat's own view as it travels (JSON), checked against the game's state after every
 * step of random rooms played by the shared random players (test/support/play through the wire
 * harness): a decision waits for the seat exactly when the state says so, and a new decision gets a
 * new key (so the phone vibrates once per decision, not once per view).
 */
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../shared/engine";
import { gameById } from "../../../shared/games/registry";
import type { AlibiState } from "../../../shared/games/alibi/state";
import type { CasoState } from "../../../shared/games/caso/state";
import type { DicasState } from "../../../shared/games/dicas/state";
import type { MatizState } from "../../../shared/games/matiz/state";
import type { NoirState } from "../../../shared/games/noir/state";
import { matchingCards } from "../../../shared/games/caso/cards";
import { awaitsMe as alibiAwaits } from "../../../web/games/alibi/awaits";
import { awaitsMe as casoAwaits } from "../../../web/games/caso/awaits";
import { awaitsMe as dicasAwaits } from "../../../web/games/dicas/awaits";
import { awaitsMe as matizAwaits } from "../../../web/games/matiz/awaits";
import { awaitsMe as noirAwaits } from "../../../web/games/noir/awaits";
import { WireRun } from "../../support/wire/harness";
import { alibiWire } from "../../support/wire/alibi";
import { casoWire } from "../../support/wire/caso";
import { dicasWire } from "../../support/wire/dicas";
import { matizWire } from "../../support/wire/matiz";
import { noirWire } from "../../support/wire/noir";
import type { WireAdapter } from "../../support/wire/types";

/** What the state says waits for `seat` (a label per kind of decision), or null. */
type Oracle<S> = (s: S, seat: number) => string | null;

const noirOracle: Oracle<NoirState> = (s, seat) => (s.phase !== "over" && s.seats[s.toMove] === seat ? s.toMove : null);

const matizOracle: Oracle<MatizState> = (s, seat) => {
  const r = s.round;
  if ((s.phase === "clue1" || s.phase === "clue2") && r.giver === seat) return "giver";
  if ((s.phase === "guess1" || s.phase === "guess2") && r.guessers.includes(seat) && !r.done.includes(seat) && (s.config.guessMode !== "turns" || r.turn === seat)) return "guesser";
  return null;
};

const dicasOracle: Oracle<DicasState> = (s, seat) => {
  const away = s.narrator !== null && s.absent.includes(s.narrator);
  if (away || !["pick", "reveal", "guess", "judge"].includes(s.phase)) return null;
  if ((s.phase === "pick" || s.phase === "guess") && s.turn === seat && s.narrator !== seat) return s.phase;
  if ((s.phase === "reveal" || s.phase === "judge") && s.narrator === seat) return s.phase;
  return null;
};

const casoOracle: Oracle<CasoState> = (s, seat) => {
  if (s.over || !s.turn) return null;
  const mine = s.pawns.find((p) => p.members.includes(seat));
  if (!mine) return null;
  const q = s.turn.question;
  if (q && q.target === mine.id && matchingCards(mine.hand, q).length > 0) return "answer";
  if (s.proposals.some((pr) => pr.pawn === mine.id && pr.proposer !== seat && !pr.yes.includes(seat) && !pr.no.includes(seat))) return "proposal";
  if (s.turn.pawn === mine.id && !mine.eliminated && s.turn.phase !== "awaitAnswer") return "turn";
  return null;
};

const alibiOracle: Oracle<AlibiState> = (s, seat) => {
  if (s.over) return null;
  const p = s.players.find((x) => x.seat === seat);
  if (!p || p.status !== "table") return null;
  if (s.phase === "verdict" && s.proc?.offered.includes(seat) && !s.proc.accepted.includes(seat)) return "advokat";
  if ((s.phase === "vote" || s.phase === "poll") && s.vote && !s.vote.ballots[seat] && s.vote.candidates.some((c) => c !== seat)) return s.phase;
  if ((s.phase === "story" || s.phase === "accusation" || s.phase === "defence") && s.speaker === seat) return s.phase;
  return null;
};

interface Case<S> {
  adapter: WireAdapter<S>;
  awaits(view: never, me: number | null): string | null;
  oracle: Oracle<S>;
  rooms: number;
  maxSteps: number;
}

function check<S>(c: Case<S>) {
  const game = gameById(c.adapter.gameId) as AnyGame;
  const seen = new Map<string, number>();
  const mismatches: string[] = [];
  let newDecisions = 0;
  let sameKeyNewDecision = 0;
  let reused = 0;
  for (let seed = 1; seed <= c.rooms; seed++) {
    const last = new Map<number, { key: string | null; label: string | null }>();
    const used = new Map<number, Set<string>>();
    const run = new WireRun<S>({
      adapter: c.adapter,
      seed,
      maxSteps: c.maxSteps,
      niRate: 0,
      scan: false,
      finish: true,
      between: (r) => {
        const s = r.gameState();
        if (!s || r.phase() !== "playing") return;
        for (const seat of r.seats()) {
          const view = JSON.parse(JSON.stringify(game.view(s, { kind: "seat", seat }))) as never;
          const key = c.awaits(view, seat);
          const label = c.oracle(s, seat);
          seen.set(label ?? "none", (seen.get(label ?? "none") ?? 0) + 1);
          if ((key !== null) !== (label !== null) && mismatches.length < 5) mismatches.push(`seed ${seed} seat ${seat}: key ${key}, state says ${label}`);
          const before = last.get(seat);
          // Keys this seat has had before in this match (the phone buzzes on a change of key).
          const had = used.get(seat) ?? new Set<string>();
          used.set(seat, had);
          if (key !== null && before?.key !== key) {
            // A key may come back after a gap (the seat or the narrator was away, an answer came in) for the same decision.
            if (had.has(key)) reused++;
            else newDecisions++;
            had.add(key);
          }
          if (before && before.key !== null && key === before.key && before.label !== label) sameKeyNewDecision++;
          last.set(seat, { key, label });
        }
      },
    });
    run.play();
  }
  return { seen, mismatches, newDecisions, sameKeyNewDecision, reused };
}

const run = <S,>(c: Case<S>) => () => check(c);
const CASES: [string, () => ReturnType<typeof check>][] = [
  ["noir", run({ adapter: noirWire, awaits: noirAwaits as Case<NoirState>["awaits"], oracle: noirOracle, rooms: 30, maxSteps: 120 })],
  ["matiz", run({ adapter: matizWire, awaits: matizAwaits as Case<MatizState>["awaits"], oracle: matizOracle, rooms: 30, maxSteps: 120 })],
  ["dicas", run({ adapter: dicasWire, awaits: dicasAwaits as Case<DicasState>["awaits"], oracle: dicasOracle, rooms: 30, maxSteps: 120 })],
  ["caso", run({ adapter: casoWire, awaits: casoAwaits as Case<CasoState>["awaits"], oracle: casoOracle, rooms: 20, maxSteps: 120 })],
  ["alibi", run({ adapter: alibiWire, awaits: alibiAwaits as Case<AlibiState>["awaits"], oracle: alibiOracle, rooms: 6, maxSteps: 160 })],
];

describe("PLAT-22 your turn, wherever you are", () => {
  for (const [id, go] of CASES) {
    it(`PLAT-22 ${id}: awaitsMe(view) is non-null exactly when the state has a decision waiting for that seat, for every kind of decision`, () => {
      const r = go();
      console.log(`[yourTurn] ${id}: ${[...r.seen].map(([k, n]) => `${k} ${n}`).join(", ")}; ${r.newDecisions} new decisions, ${r.reused} keys back after a gap`);
      expect(r.mismatches).toEqual([]);
      expect(r.sameKeyNewDecision).toBe(0);
      // Every kind of decision the game has was met, and some seats waited for nothing.
      expect(r.seen.get("none") ?? 0).toBeGreaterThan(0);
      expect([...r.seen.keys()].filter((k) => k !== "none").length).toBeGreaterThan(0);
      expect(r.newDecisions).toBeGreaterThan(0);
    }, 120_000);
  }
});
