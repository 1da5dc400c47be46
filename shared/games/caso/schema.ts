/**
 * Action schemas, kept apart from the predicates (actions.ts) so the state and movement types can
 * name an action without a circle of imports. Every incoming action is parsed with `actionSchema` first). A game action is
 * what a pawn does on the table; meta actions are proposals/votes (CASO-1) and the Ficha
 * (CASO-14), which never need a vote. An action made on an older view is the room's concern, not
 * the game's (PLAT-G4: refused, it is answered with the current view).
 */
import { z } from "zod";
import { isInt, isOneOf, record } from "../../engine/read";
import { ALL_CARDS, CHARACTERS, WEAPONS } from "./cards";
import { PLACE_IDS } from "./map";
import { RESOURCE_KINDS } from "./roulette";

/** Every code Caso's rules may answer (predicates, movement, proposals, the Ficha, lobby checks, chat); the client translates each as caso.error.<code>. */
export const ERROR_CODES = [
  "accuse_not_now", "already_deposited", "already_redeemed", "already_voted", "answer_deadline_passed",
  "answer_pending", "bad_target", "cannot_vote", "capsule_insufficient", "card_not_eligible", "character_taken",
  "confirmation_off", "deposit_after_redeem", "deposit_needs_entry", "deposit_turn", "door_blocked", "door_occupied",
  "eliminated", "empty_path", "game_over", "impulso_and_redeem", "impulso_used", "key_not_needed", "no_chave",
  "no_gravador", "no_impulso", "no_question", "no_team_channel", "no_vip", "not_a_door", "not_a_player",
  "not_enough_steps", "not_in_portal_place", "not_proposer", "not_questioned", "not_street", "not_your_turn",
  "note_not_found", "nothing_to_deposit", "passage_destination_occupied", "passage_used", "path_not_connected",
  "path_repeats", "place_investigated", "place_not_enabled", "place_occupied", "proposal_not_found", "proposal_open",
  "proposal_required", "question_limit", "resource_held", "spectators_read_only", "start_place_reentry",
  "team_character_conflict", "team_full", "team_required", "teams_count", "too_many_notes", "unknown_action",
  "vip_needs_entry", "vip_not_needed", "wrong_phase",
] as const;
/** A rule's answer: one of ERROR_CODES, or null when the action is legal (the predicates are typed from the list, so the compiler keeps it whole). */
export type Code = (typeof ERROR_CODES)[number] | null;

const coord = z.number().int().min(0).max(63);
const xySchema = z.tuple([coord, coord]);
const hypothesis = { character: z.enum(CHARACTERS), weapon: z.enum(WEAPONS), place: z.enum(PLACE_IDS) };

export const gameActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("spin") }),
  /** Escolha: 1–12 steps, or one resource not held (0 steps). */
  z.object({ type: z.literal("choose"), result: z.union([z.number().int().min(1).max(12), z.enum(RESOURCE_KINDS)]) }),
  z.object({ type: z.literal("redeem"), n: z.number().int().min(1).max(99) }),
  z.object({ type: z.literal("impulso") }),
  /**
   * `path`: the street squares stepped on, in order (not the square the pawn stands on).
   * `enter`: the last step goes from the last door square (or the pawn's own door) into its room.
   * `key` spends a Chave mestra, `vip` a Credencial VIP, `deposit` is "Guardar a sobra".
   */
  z.object({
    type: z.literal("move"),
    path: z.array(xySchema).max(64),
    enter: z.boolean(),
    key: z.boolean().optional(),
    vip: z.boolean().optional(),
    deposit: z.boolean().optional(),
  }),
  z.object({ type: z.literal("passage") }),
  /** "Abrir mão do movimento". */
  z.object({ type: z.literal("skipMove") }),
  z.object({ type: z.literal("investigate"), target: z.number().int().min(0).max(9) }).extend(hypothesis),
  z.object({ type: z.literal("show"), card: z.enum(ALL_CARDS as [string, ...string[]]) }),
  z.object({ type: z.literal("accuse") }).extend(hypothesis),
  z.object({ type: z.literal("endTurn") }),
]);
export type GameAction = z.infer<typeof gameActionSchema>;

export const MAX_NOTE_CHARS = 500;
export const MAX_NOTES = 60;
const proposalId = z.string().min(1).max(40);
const noteId = z.string().min(1).max(40);

const metaActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("propose"), action: gameActionSchema }),
  z.object({ type: z.literal("vote"), id: proposalId, yes: z.boolean() }),
  z.object({ type: z.literal("withdraw"), id: proposalId }),
  /** Ficha mark on a card: found, suspect, or null to unmark (private to the seat). */
  z.object({ type: z.literal("mark"), card: z.enum(ALL_CARDS as [string, ...string[]]), mark: z.enum(["found", "suspect"]).nullable() }),
  /** Add (no id) or edit a written note; `shared` makes it visible to the own team only. */
  z.object({ type: z.literal("note"), id: z.optional(noteId), text: z.string().min(1).max(MAX_NOTE_CHARS), shared: z.boolean() }),
  z.object({ type: z.literal("deleteNote"), id: noteId }),
]);
export type MetaAction = z.infer<typeof metaActionSchema>;

export const actionSchema = z.union([gameActionSchema, metaActionSchema]);
export type CasoAction = z.infer<typeof actionSchema>;

/** The game actions' types, written out (no schema method runs at module load, issue 22); test/unit/readers.test.ts checks them against `gameActionSchema`. */
export const GAME_ACTION_TYPES: readonly GameAction["type"][] = ["spin", "choose", "redeem", "impulso", "move", "passage", "skipMove", "investigate", "show", "accuse", "endTurn"];
export const isGameAction = (a: CasoAction): a is GameAction => (GAME_ACTION_TYPES as readonly string[]).includes(a.type);

const MOVE_FLAGS = ["key", "vip", "deposit"] as const;

function readXY(x: unknown): [number, number] | undefined {
  return Array.isArray(x) && x.length === 2 && isInt(x[0], 0, 63) && isInt(x[1], 0, 63) ? [x[0], x[1]] : undefined;
}

/** `gameActionSchema`, read by hand (issue 22: the browser ships no zod; test/unit/readers.test.ts keeps the two equal). */
export function readGameAction(x: unknown): GameAction | undefined {
  const r = record(x);
  if (!r) return undefined;
  const type = r.type;
  const hypothesis = () =>
    isOneOf(CHARACTERS, r.character) && isOneOf(WEAPONS, r.weapon) && isOneOf(PLACE_IDS, r.place) ? { character: r.character, weapon: r.weapon, place: r.place } : undefined;
  switch (type) {
    case "spin":
    case "impulso":
    case "passage":
    case "skipMove":
    case "endTurn":
      return { type };
    case "choose":
      return isInt(r.result, 1, 12) || isOneOf(RESOURCE_KINDS, r.result) ? { type, result: r.result } : undefined;
    case "redeem":
      return isInt(r.n, 1, 99) ? { type, n: r.n } : undefined;
    case "move": {
      if (!Array.isArray(r.path) || r.path.length > 64 || typeof r.enter !== "boolean") return undefined;
      const path: [number, number][] = [];
      for (const step of r.path as unknown[]) {
        const xy = readXY(step);
        if (!xy) return undefined;
        path.push(xy);
      }
      const out: Extract<GameAction, { type: "move" }> = { type, path, enter: r.enter };
      for (const flag of MOVE_FLAGS) {
        const v = r[flag];
        if (v !== undefined) {
          if (typeof v !== "boolean") return undefined;
          out[flag] = v;
        } else if (flag in r) out[flag] = undefined;
      }
      return out;
    }
    case "investigate": {
      const h = hypothesis();
      return h && isInt(r.target, 0, 9) ? { type, target: r.target, ...h } : undefined;
    }
    case "show":
      return isOneOf(ALL_CARDS, r.card) ? { type, card: r.card } : undefined;
    case "accuse": {
      const h = hypothesis();
      return h ? { type, ...h } : undefined;
    }
    default:
      return undefined;
  }
}
