/** Caso for the whole-wire fairness tests (the hidden values are the game's secrets(): CASO-H1, CASO-H2, CASO-H6, CASO-H7 — solution, hands, proposals, notes; at the end, CASO-22, the solution, hands and shown cards are public and only proposals, notes and marks stay hidden). */
import { game as caso } from "../../../shared/games/caso";
import { ALL_CARDS, CHARACTERS, cardKind, type CardId } from "../../../shared/games/caso/cards";
import type { CasoConfig } from "../../../shared/games/caso/config";
import { pawnOfSeat } from "../../../shared/games/caso/pawns";
import type { CasoState } from "../../../shared/games/caso/state";
import { fichaEdit, gameMove, pick } from "../play/caso";
import type { WireAdapter } from "./types";

export const casoWire: WireAdapter<CasoState> = {
  gameId: "caso",

  sampleLobby(rng, seated) {
    const mode = rng.int(3); // solo, teams, teams with collective confirmation
    if (mode === 0) {
      const players = seated ?? 2 + rng.int(3);
      const choices = Array.from({ length: players }, () => (rng.next() < 0.3 ? { character: pick(rng, CHARACTERS)! } : undefined));
      // Characters must differ: keep only the first pick of each.
      const seen = new Set<string>();
      const unique = choices.map((c) => (c && !seen.has(c.character) && seen.add(c.character) ? c : undefined));
      return { players, config: { ...caso.defaultConfig } satisfies CasoConfig, choices: unique, spectators: 1 + rng.int(2) };
    }
    const players = seated ?? 2 + rng.int(4);
    const teams = Math.min(players, 2 + rng.int(2));
    const choices = Array.from({ length: players }, (_, i) => ({ team: i < teams ? i : rng.int(teams) }));
    return { players, config: { ...caso.defaultConfig, teams: true, collectiveConfirmation: mode === 2 } satisfies CasoConfig, choices, spectators: 1 + rng.int(2) };
  },

  randomAction(s, rng, seats, play) {
    const anyone = rng.pick(seats);
    const r = rng.next();
    if (r < 0.06) return { seat: anyone, action: fichaEdit(rng, `nota-${rng.int(1e9)}-qz`) };
    if (!s.turn || s.over || r < 0.1) return { seat: anyone, action: { type: "endTurn" } };
    // The room's clock is not the adapter's: canDo judges as if every deadline were far off.
    return gameMove(s, rng, Number.MAX_SAFE_INTEGER / 2, { finish: play?.finish === true }) ?? { seat: anyone, action: { type: "endTurn" } };
  },

  publicSlots: [
    /^view:view\.(pawns\.\*\.(character|pos\.place|cycle\.visited\.\*)|publicCards\.\*|turn\.(startPlace|entered|question\.(character|weapon|place))|hand\.\*|eligible\.\*|evidence\.\*\.card|proposals\.\*\.action\..*|ficha\.marks\.#key|solution\.\w+)$/,
    /^history:line\.(accused|asked|case_closed|moved|passage)\.params\.\w+$/,
    /^history:line\.(proposed|proposal_\w+)\.params\..*$/,
    // Lobby picks: a character choice names the pawn's colour, not a card anyone holds.
    /^room:room\.seats\.\*\.choice\.character$/,
  ],

  permute(s, rng, viewer) {
    const t = structuredClone(s) as CasoState;
    const mine = viewer.kind === "seat" ? pawnOfSeat(t, viewer.seat) : undefined;
    const seesSolution = t.over !== null || (t.config.revealSolutionToWrongAccuser && mine !== undefined && t.wrongAccusers.includes(mine.id));
    const known = new Set<CardId>(t.publicCards);
    if (mine) {
      mine.hand.forEach((c) => known.add(c));
      t.evidence.filter((e) => e.investigator === mine.id).forEach((e) => known.add(e.card));
    }
    if (seesSolution) [t.solution.character, t.solution.weapon, t.solution.place].forEach((c) => known.add(c));
    // CASO-22: at the end every hand and every shown card is public; notes and marks stay the authors'.
    if (t.over) for (const p of t.pawns) p.hand.forEach((c) => known.add(c));
    // σ: a permutation of the unknown cards, kind by kind (the solution keeps one card of each kind).
    const unknown = ALL_CARDS.filter((c) => !known.has(c));
    const sigma = new Map<CardId, CardId>();
    for (const kind of ["character", "weapon", "place"] as const) {
      const ks = unknown.filter((c) => cardKind(c) === kind);
      rng.shuffle(ks).forEach((to, i) => sigma.set(ks[i]!, to));
    }
    const map = (c: CardId): CardId => sigma.get(c) ?? c;
    t.solution = { character: map(t.solution.character) as typeof t.solution.character, weapon: map(t.solution.weapon) as typeof t.solution.weapon, place: map(t.solution.place) as typeof t.solution.place };
    for (const p of t.pawns) if (p !== mine) p.hand = p.hand.map(map);
    for (const e of t.evidence) if (!mine || (e.investigator !== mine.id && e.holder !== mine.id)) e.card = map(e.card);
    // Other seats' Ficha marks and notes the viewer cannot read are theirs alone.
    const readable = (n: CasoState["notes"][number]) => viewer.kind === "seat" && (n.author === viewer.seat || (n.shared && mine !== undefined && mine.members.includes(n.author)));
    for (const n of t.notes) if (!readable(n)) n.text = `perm-${rng.int(1e9)}`;
    for (const seat of Object.keys(t.marks)) {
      if (viewer.kind === "seat" && Number(seat) === viewer.seat) continue;
      const m = t.marks[Number(seat)]!;
      const keys = Object.keys(m) as CardId[];
      const moved = rng.shuffle(ALL_CARDS).slice(0, keys.length);
      t.marks[Number(seat)] = Object.fromEntries(moved.map((c, i) => [c, m[keys[i]!]!])) as typeof m;
    }
    return t;
  },

  mayDependOnHidden(_s, _seat, action) {
    const a = action as { type?: string; action?: { type?: string } };
    const inner = a.type === "propose" ? a.action?.type : a.type;
    return inner === undefined || ["investigate", "show", "accuse", "vote", "withdraw", "<alarm>"].includes(inner);
  },
};
