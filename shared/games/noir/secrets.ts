/**
 * Hidden values for the leak tests (NOIR-H1 to NOIR-H4): identities, the hand and the deck. Each
 * card is named by its unique per-match token (the record the property tests search views and
 * events for, and a raw value for the whole-wire tests) and by its suspect (public vocabulary:
 * suspects lie on the grid, so the wire tests look for it only outside the public places).
 */
import type { Audience, Secret } from "../../engine";
import type { Card, NoirState } from "./state";

const card = (label: string, c: Card, knownBy: Audience): Secret => ({ label, token: c.id, knownBy, values: [c.id], vocab: [c.suspect] });

export function secrets(s: NoirState): Secret[] {
  const out: Secret[] = [
    card("Killer's identity card", s.killerCard, [s.seats.killer]),
    ...s.hand.map((c, i) => card(`Inspector's evidence card ${i}`, c, [s.seats.inspector])),
    ...s.deck.map((c, i) => card(`deck card ${i}`, c, [])),
  ];
  if (s.inspectorCard) out.push(card("Inspector's identity card", s.inspectorCard, [s.seats.inspector]));
  return out;
}
