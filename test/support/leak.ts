/**
 * The leak check every game's property test uses (PLAT-H1): for a
 * state, build what each viewer would receive — its view and the events addressed to it — and
 * fail if any secret token appears in a message to a viewer outside the secret's audience.
 */
import type { Audience, Game, GameEvent, Viewer } from "../../shared/engine";

/** What the leak check needs of a game: its views and its secrets, over its own state type. */
type Viewed<S> = Pick<Game<S, unknown, unknown>, "view" | "secrets">;

export function mayKnow(audience: Audience, viewer: Viewer): boolean {
  if (audience === "all") return true;
  return viewer.kind === "seat" && audience.includes(viewer.seat);
}

export function viewersOf(seatCount: number): Viewer[] {
  const seats: Viewer[] = Array.from({ length: seatCount }, (_, seat) => ({ kind: "seat", seat }));
  return [...seats, { kind: "spectator" }];
}

export function viewerName(v: Viewer): string {
  return v.kind === "seat" ? `seat ${v.seat}` : "spectator";
}

/** Everything one viewer receives for this state and these new events, as the wire would carry it. */
function messagesFor<S>(game: Viewed<S>, state: S, events: readonly GameEvent[], viewer: Viewer, now: number): string[] {
  const out = [JSON.stringify({ type: "view", view: game.view(state, viewer) })];
  for (const e of events) if (mayKnow(e.audience, viewer)) out.push(JSON.stringify({ type: e.type, params: e.params }));
  return out;
}

/** Returns a description of every leak found (empty when none), so a test can print them all. */
export function findLeaks<S>(game: Viewed<S>, state: S, events: readonly GameEvent[], viewers: readonly Viewer[], now: number): string[] {
  const leaks: string[] = [];
  const secrets = game.secrets(state);
  for (const viewer of viewers) {
    const msgs = messagesFor(game, state, events, viewer, now);
    for (const s of secrets) {
      if (s.token === undefined || mayKnow(s.knownBy, viewer)) continue;
      for (const m of msgs) {
        if (m.includes(s.token)) leaks.push(`${viewerName(viewer)} received "${s.label}" (${s.token}) in ${m.slice(0, 200)}`);
      }
    }
  }
  return leaks;
}
