/**
 * npm run bench:bots — the seat policies' strength, in figures (not a timed test). Plays matches on
 * the game contract alone, every move chosen by a game's `bot` from its seat's view, as the room
 * does: Noir bot-vs-bot (normal against easy in each role, and normal against normal) and Caso with
 * three bots (normal; a random-but-legal baseline; an omniscient lower bound). Prints one JSON line
 * per figure: {"bench": name, "value": n, "unit": u}.
 */
import { Rng, type AnyGame, type BotLevel, type SeatInfo } from "../../shared/engine";
import { game as noir } from "../../shared/games/noir";
import type { NoirState } from "../../shared/games/noir/state";
import { casoBench } from "./botsCaso";

const figure = (bench: string, value: number, unit: string) => console.log(JSON.stringify({ bench, value: Math.round(value * 1000) / 1000, unit }));
const g = noir as unknown as AnyGame;

/** One Noir match: the Killer and the Inspector at these levels; the winner's role, or "stalled". */
function noirMatch(seed: number, killer: BotLevel, inspector: BotLevel): { winner: string; turns: number } {
  const rng = Rng.fromSeed(seed + 1);
  const seats: SeatInfo[] = [
    { seat: 0, name: "K", choice: { role: "killer" } },
    { seat: 1, name: "I", choice: { role: "inspector" } },
  ];
  let s = noir.setup(seats, noir.defaultConfig, { now: 0, rng }) as NoirState;
  for (let step = 0; step < 2000; step++) {
    if (s.result) return { winner: s.result.winner, turns: s.turn };
    const role = s.toMove;
    const seat = s.seats[role];
    const level = role === "killer" ? killer : inspector;
    const view = JSON.parse(JSON.stringify(g.view(s, { kind: "seat", seat })));
    const a = g.bot!(view, seat, { rng, level, now: 0, played: [0, 1] });
    if (!a) return { winner: "stalled", turns: s.turn };
    const out = noir.apply(s, seat, a as never, { now: 0, rng });
    if (!out.ok) return { winner: "stalled", turns: s.turn };
    s = out.state;
  }
  return { winner: s.result?.winner ?? "stalled", turns: s.turn };
}

function noirBench(n: number): void {
  const pairs: [string, BotLevel, BotLevel, "killer" | "inspector" | null][] = [
    ["noir_normal_killer_vs_easy", "normal", "easy", "killer"],
    ["noir_normal_inspector_vs_easy", "easy", "normal", "inspector"],
    ["noir_normal_vs_normal_killer", "normal", "normal", "killer"],
  ];
  let stalls = 0;
  let matches = 0;
  for (const [name, k, i, role] of pairs) {
    let wins = 0;
    let turns = 0;
    for (let m = 0; m < n; m++) {
      const r = noirMatch(m + 7919 * matches, k, i);
      matches++;
      if (r.winner === "stalled") stalls++;
      if (r.winner === role) wins++;
      turns += r.turns;
    }
    figure(`${name}_win_share`, wins / n, "share");
    figure(`${name}_mean_turns`, turns / n, "turns");
  }
  figure("noir_matches", matches, "matches");
  figure("noir_stalled", stalls, "matches");
}

const N_NOIR = Number(process.env.BENCH_NOIR ?? 1000);
const N_CASO = Number(process.env.BENCH_CASO ?? 500);
noirBench(Math.ceil(N_NOIR / 3));
casoBench(N_CASO, figure);
