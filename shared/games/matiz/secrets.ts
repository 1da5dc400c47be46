/** Every hidden value and who may know it (the leak tests check messages against these). */
import type { Secret } from "../../engine";
import { hexOf } from "./flow";
import type { MatizState } from "./state";

export function secrets(s: MatizState): Secret[] {
  const r = s.round;
  const out: Secret[] = [];
  const revealed = r.result !== null;
  // MATIZ-2: candidates are the giver's; the chosen one becomes public at the reveal.
  r.candidates.forEach((cell, i) => {
    const isTarget = r.pick === i;
    out.push({
      label: isTarget ? `target colour ${cell}` : `candidate colour ${cell}`,
      token: hexOf(s, cell),
      knownBy: isTarget && revealed ? "all" : [r.giver],
    });
  });
  // MATIZ-4: hidden markers are their owner's until the reveal.
  if (s.config.markers === "hidden" && !revealed) {
    for (const m of r.markers) out.push({ label: `hidden marker of seat ${m.seat}`, token: m.id, knownBy: [m.seat] });
  }
  // A tapped, unconfirmed cell is its guesser's alone.
  for (const x of r.selections) out.push({ label: `selection of seat ${x.seat}`, token: x.id, knownBy: [x.seat] });
  return out;
}
