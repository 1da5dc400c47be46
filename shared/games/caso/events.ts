/** The working context of one transition: a cloned state mutated in place, plus its events. */
import type { Ctx, GameEvent, Rng } from "../../engine";
import { cloneState, type CasoState } from "./state";

export interface Step {
  s: CasoState;
  events: GameEvent[];
  now: number;
  rng: Rng;
}

type Params = NonNullable<GameEvent["params"]>;

export const pub = (st: Step, type: string, params: Params = {}): void => {
  st.events.push({ type, audience: "all", params });
};
export const priv = (st: Step, audience: readonly number[], type: string, params: Params = {}): void => {
  if (audience.length > 0) st.events.push({ type, audience: [...audience], params });
};

/** A working copy of the state for one transition. */
export const newStep = (s: CasoState, ctx: Ctx): Step => ({ s: cloneState(s), events: [], now: ctx.now, rng: ctx.rng });
