/** Hidden values for the leak tests: identities, the hand and the deck, each as its unique card token. */
import type { Secret } from "../../engine";
import type { NoirState } from "./state";

export function secrets(s: NoirState): Secret[] {
  const out: Secret[] = [
    { label: "Killer's identity card", token: s.killerCard.id, knownBy: [s.seats.killer] },
    ...s.hand.map((c, i) => ({ label: `Inspector's evidence card ${i}`, token: c.id, knownBy: [s.seats.inspector] })),
    ...s.deck.map((c, i) => ({ label: `deck card ${i}`, token: c.id, knownBy: [] as number[] })),
  ];
  if (s.inspectorCard) out.push({ label: "Inspector's identity card", token: s.inspectorCard.id, knownBy: [s.seats.inspector] });
  return out;
}
