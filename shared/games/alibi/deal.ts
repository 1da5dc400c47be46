/**
 * ALIBI-2 / ALIBI-4: the seeded deal of ALIBI-G7, step 2: professions and features per seat,
 * then the queue of K genuine clues and the reserve, retried until every seat has P fakes.
 */
import type { Rng } from "../../engine";
import type { AlibiCase } from "./cases/types";
import { fakesFor, fitSet, isGenuine, type Dealt } from "./clues";
import type { Role } from "./state";

interface CluesDeal {
  dealt: Dealt[];
  queue: string[];
  reserve: string[];
  attempts: number;
}

/**
 * `roles[i]` is the role of the i-th seat in seat order; k = clues in the queue, p = Podmena cards.
 * Throws `deal_failed` when no attempt works (validated content never gets there).
 */
export function dealClues(c: AlibiCase, roles: readonly Role[], k: number, p: number, rng: Rng, maxAttempts: number): CluesDeal {
  const n = roles.length;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const profs = rng.shuffle(c.professions.map((x) => x.id));
    const feats = rng.shuffle(c.features.map((x) => x.id));
    const dealt: Dealt[] = Array.from({ length: n }, (_, i) => ({ profession: profs[i]!, feature: feats[i]! }));
    const genuine = c.clues.filter((clue) => isGenuine(fitSet(c, clue, dealt), roles)).map((clue) => clue.id);
    if (genuine.length < k) continue;
    const queue = rng.shuffle(genuine).slice(0, k);
    const reserve = c.clues.map((x) => x.id).filter((id) => !queue.includes(id));
    let enough = true;
    for (let t = 0; t < n && enough; t++) if (fakesFor(c, reserve, dealt, roles, t).length < p) enough = false;
    if (!enough) continue;
    return { dealt, queue, reserve, attempts: attempt };
  }
  throw new Error("deal_failed");
}
