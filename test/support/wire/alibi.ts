/**
 * Álibi for the whole-wire fairness tests (the hidden-information table, ALIBI-H1 to ALIBI-H14). The
 * raw values are the game's own secrets() (shared/games/alibi/secrets.ts):
 * the words "killer"/"accomplice" (only criminals ever hear them before `over`), the texts of
 * closed relation/motive/alibi/secret items, the ids and texts of unrevealed queued clues and of the
 * reserve, goal ids, and the kinds "lozhny"/"ekspertiza" of private hand-outs. Values the game also
 * prints in public (profession and feature names are in the dossier; card kinds in the deck) are
 * bound to a seat only by their record, so for those the seat-qualified records are the needles. Non-interference permutes, per viewer, the unrevealed queue with
 * the reserve, the closed items it has not searched, the (role, alibi truth, goal, hand) of seats
 * whose role it does not know, and the other voters' ballots.
 */
import { defaultConfig, TIMING_KEYS, type AlibiConfig } from "../../../shared/games/alibi/config";
import { CONTENT_LANGS } from "../../../shared/games/alibi/cases/types";
import { ITEM_KINDS, type AlibiState, type ItemKind, type Player } from "../../../shared/games/alibi/state";
import { randomMove } from "../play/alibi";
import type { WireAdapter } from "./types";

const POOL = { relation: "relations", motive: "motives", alibi: "alibis", secret: "secrets" } as const;

/** Who knows X's role: X, and the partner when X is a criminal; everyone at `over`. */
const roleKnownBy = (s: AlibiState, p: Player): number[] => (p.role === "innocent" ? [p.seat] : s.players.filter((x) => x.role !== "innocent").map((x) => x.seat));

export const alibiWire: WireAdapter<AlibiState> = {
  gameId: "alibi",

  sampleLobby(rng, seated) {
    const players = seated ?? 5 + rng.int(6);
    // Short clocks (1–3 s; a step moves 0.15–1 s, some steps jump to the alarm) so that a cut match
    // still reaches votes, exclusions, hand-outs and often the final.
    const timings = Object.fromEntries(TIMING_KEYS.map((k) => [k, 1 + rng.int(3)]));
    const config: AlibiConfig = {
      ...defaultConfig,
      ...timings,
      contentLang: rng.pick(CONTENT_LANGS),
      lite: rng.next() < 0.3,
      accompliceFalseAlibi: rng.pick([0, 0.5, 1]),
      season: rng.next() < 0.5,
    };
    return { players, config, choices: [], spectators: 1 + rng.int(2) };
  },

  randomAction(s, rng, seats, play) {
    return randomMove(s, rng, seats, { finish: play?.finish === true });
  },

  publicSlots: [/^view:view\.#key$/, /^view:view\.me\.hand\.\*\.kind$/, /^view:view\.me\.notes\.\*\.card$/],

  permute(s, rng, viewer) {
    const t = structuredClone(s) as AlibiState;
    const me = viewer.kind === "seat" ? t.players.find((p) => p.seat === viewer.seat) : undefined;
    const v = me?.seat ?? -99;
    if (t.over) {
      t.reserve = rng.shuffle(t.reserve);
      return t;
    }
    // Clues: the unrevealed queue and the reserve (the swapper knows only its target, not the clue).
    const hiddenSlots = t.slots.filter((x) => x.shown === null);
    const pool = rng.shuffle([...hiddenSlots.map((x) => x.queued), ...t.reserve]);
    hiddenSlots.forEach((x, i) => (x.queued = pool[i]!));
    t.reserve = pool.slice(hiddenSlots.length);
    // Closed items the viewer has not searched, with the case's undealt entries of that kind.
    for (const k of ITEM_KINDS) {
      const slots = t.players.filter((p) => p.seat !== v && !p.opened[k] && !(p.searchedBy[k] ?? []).includes(v));
      const dealt = new Set(t.players.map((p) => p.item[k]));
      const all = k === "profession" ? t.kase.professions.map((x) => x.id) : k === "feature" ? t.kase.features.map((x) => x.id) : t.kase[POOL[k]].map((x) => x.id);
      const ids = rng.shuffle([...slots.map((p) => p.item[k]), ...all.filter((id) => !dealt.has(id))]);
      slots.forEach((p, i) => (p.item[k] = ids[i]!));
    }
    // Hidden bundles: seats whose role and alibi truth the viewer does not know swap role, alibi
    // truth, goal and hand (kept together so each bundle stays a dealt one).
    const bundles = t.players.filter((p) => p.seat !== v && !(me && roleKnownBy(s, s.players.find((x) => x.seat === p.seat)!).includes(v)) && !p.truthKnownBy.includes(v));
    const taken = rng.shuffle(bundles.map((p) => ({ role: p.role, alibiTrue: p.alibiTrue, goal: p.goal, hand: p.hand })));
    bundles.forEach((p, i) => Object.assign(p, taken[i]!));
    // Ballots of the other voters (who voted is public, what they chose is not).
    if (t.vote) {
      const voters = Object.keys(t.vote.ballots).map(Number).filter((x) => x !== v);
      const choices = rng.shuffle(voters.map((x) => t.vote!.ballots[x]!));
      voters.forEach((x, i) => (t.vote!.ballots[x] = choices[i]!));
    }
    return t;
  },

  mayDependOnHidden(s, _seat, action) {
    const a = action as { type?: string };
    // A ready tick and the end of an accusation or defence never consult a hidden value; a story's
    // "done" may open an item automatically, and every other move may be judged against a hand, a
    // ballot or an offer.
    return !(a.type === "ready" || (a.type === "done" && s.phase !== "story"));
  },
};

