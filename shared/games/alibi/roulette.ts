/** ALIBI-6 / ALIBI-9: the police roulette, for an exclusion or a suspect place in the final's poll. */
import type { AlibiState } from "./state";
import type { Transition } from "../../engine";
import { setClock } from "./table";

/** The loser is drawn at the start and sent with the start time, so every screen stops on it. */
export function spin(t: Transition<AlibiState>, candidates: number[], purpose: "exclude" | "suspect"): void {
  const s = t.s;
  const loser = candidates[t.rng.int(candidates.length)]!;
  s.roulette = { candidates: [...candidates], loser, startAt: t.now, ms: s.config.rouletteSec * 1000, purpose };
  t.pub("roulette", { candidates: [...candidates], loser, purpose });
  setClock(t, "roulette", s.config.rouletteSec);
}
