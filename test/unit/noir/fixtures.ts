/** Test helpers for Noir: hand-built states with a known grid, and a seated game from setup. */
import { Rng, type SeatInfo } from "../../../shared/engine";
import { game as noir } from "../../../shared/games/noir";
import { knowledgeOf } from "../../../shared/games/noir/view";
import { defaultConfig, type Mode, type NoirConfig, type Role } from "../../../shared/games/noir/config";
import { type Card, type NoirState, type Phase } from "../../../shared/games/noir/state";
import { SUSPECT_IDS, type SuspectId } from "../../../shared/games/noir/suspects";

export const KILLER_SEAT = 0;
export const INSPECTOR_SEAT = 1;
export const seatInfos = (a: unknown = { role: "killer" }, b: unknown = null): SeatInfo[] => [
  { seat: 0, name: "Ana", choice: a },
  { seat: 1, name: "Bea", choice: b },
];

export const card = (s: SuspectId): Card => ({ id: `${s}#c0ffee`, suspect: s });

/**
 * The 5×5 layout used by hand-built states, row by row:
 *   adela  bruno  celso  dora   elias
 *   fausta gael   hilda  igor   jade
 *   kasimir lucia mateo  nadia  otto
 *   paloma quincy rosa   sancho tamsin
 *   ulisses vera  walter ximena yuri
 */
export const LAYOUT: SuspectId[][] = [0, 1, 2, 3, 4].map((r) => SUSPECT_IDS.slice(r * 5, r * 5 + 5));

export interface Fixture {
  mode?: Mode;
  config?: Partial<NoirConfig>;
  killer?: SuspectId;
  inspector?: SuspectId | null;
  hand?: SuspectId[];
  deck?: SuspectId[];
  phase?: Phase;
  toMove?: Role;
  dead?: SuspectId[];
  innocent?: SuspectId[];
  layout?: SuspectId[][];
}

/** A mid-game state: Killer mateo (centre), Inspector adela (corner), hand bruno/celso/dora, the rest in the deck. */
export function fixture(f: Fixture = {}): NoirState {
  const killer = f.killer ?? "mateo";
  const inspector = f.inspector === undefined ? "adela" : f.inspector;
  const hand = f.hand ?? ["bruno", "celso", "dora"];
  const used = new Set<string>([killer, ...(inspector ? [inspector] : []), ...hand]);
  const deck = f.deck ?? SUSPECT_IDS.filter((s) => !used.has(s));
  const layout = f.layout ?? LAYOUT;
  const config: NoirConfig = { ...defaultConfig, mode: f.mode ?? "standard", ...f.config };
  const dead = new Set(f.dead ?? []);
  const innocent = new Set(f.innocent ?? []);
  return {
    config,
    seats: { killer: KILLER_SEAT, inspector: INSPECTOR_SEAT },
    names: { killer: "Ana", inspector: "Bea" },
    phase: f.phase ?? "play",
    toMove: f.toMove ?? "killer",
    turn: 5,
    grid: layout.map((row) => row.map((s) => ({ suspect: s, dead: dead.has(s), innocent: innocent.has(s) }))),
    removed: [],
    deck: deck.map(card),
    hand: hand.map(card),
    killerCard: card(killer),
    inspectorCard: inspector ? card(inspector) : null,
    discards: [],
    lastShift: null,
    citizenArrestsUsed: 0,
    deceased: dead.size,
    kills: dead.size,
    log: [],
    result: null,
  };
}

export function newGame(config: Partial<NoirConfig> = {}, seed = 1): NoirState {
  return noir.setup(seatInfos(), { ...defaultConfig, ...config }, { now: 0, rng: Rng.fromSeed(seed) });
}

export const act = (s: NoirState, seat: number, a: unknown) => noir.apply(s, seat, noir.actionSchema.parse(a), { now: 0, rng: Rng.fromSeed(0) });

/** Apply and insist it was accepted. */
export function must(s: NoirState, seat: number, a: unknown) {
  const out = act(s, seat, a);
  if (!out.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${out.code}`);
  return out;
}

export const grid = (s: NoirState): string[][] => s.grid.map((row) => row.map((c) => c.suspect));
export const cellOf = (s: NoirState, id: SuspectId) => s.grid.flat().find((c) => c.suspect === id);
export { knowledgeOf };
