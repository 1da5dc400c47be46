/** Noir (rules in RULES.md): Killer vs Inspector on a 5×5 grid of suspects. The Game object the room drives. */
import { ok, type Game } from "../../engine";
import { actionSchema, type NoirAction } from "./actions";
import { applyAction, forfeit } from "./apply";
import { noirSecrets } from "./secrets";
import { setupNoir } from "./setup";
import { choiceSchema, configSchema, defaultConfig, type NoirConfig, type NoirState } from "./state";
import { buildView } from "./view";

export const noir: Game<NoirState, NoirAction, NoirConfig> = {
  id: "noir",
  // Exactly the Killer and the Inspector; anyone else watches.
  seats: () => ({ min: 2, max: 2 }),
  configSchema,
  defaultConfig,
  choiceSchema,
  checkChoice(_config, choices, seat, choice) {
    const parsed = choiceSchema.safeParse(choice ?? null);
    if (!parsed.success) return "bad_choice";
    if (!parsed.data) return null;
    for (const [other, c] of choices) {
      const o = choiceSchema.safeParse(c ?? null);
      if (other !== seat && o.success && o.data?.role === parsed.data.role) return "role_taken";
    }
    return null;
  },
  setup: (seats, config, ctx) => setupNoir(seats, config, ctx.rng),
  actionSchema,
  apply: (state, seat, action) => applyAction(state, seat, action),
  view: (state, viewer) => buildView(state, viewer),
  secrets: noirSecrets,
  // The seed has no clocks: no deadlines.
  deadlines: () => [],
  onDeadline: (state) => ok(state),
  onPresence: (state, seat, presence) => (presence === "abandoned" ? forfeit(state, seat) : ok(state)),
  result: (state) => (state.result ? { winners: [state.seats[state.result.winner]] } : null),
};
