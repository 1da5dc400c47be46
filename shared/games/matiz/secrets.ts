/**
 * Every hidden value and who may know it (MATIZ-H1 to MATIZ-H4; the leak tests check messages
 * against these). A colour is named by its hex code (the token the property tests search views and
 * events for; raw values, with and without '#', for the whole-wire tests), its cell name (public
 * vocabulary: cells are named in public places too) and its coordinates.
 */
import type { Audience, Secret } from "../../engine";
import { parseCell } from "./board";
import { hexOf } from "./rounds";
import type { MatizState } from "./state";

function colour(s: MatizState, label: string, cell: string, knownBy: Audience): Secret {
  const hex = hexOf(s, cell);
  const c = parseCell(s.board, cell);
  return { label, token: hex, knownBy, values: [hex.toLowerCase(), hex.toLowerCase().slice(1)], vocab: [cell], cells: c ? [c] : [] };
}

export function secrets(s: MatizState): Secret[] {
  const r = s.round;
  const out: Secret[] = [];
  const revealed = r.result !== null;
  // MATIZ-H1, MATIZ-H2: candidates are the giver's; the chosen one becomes public at the reveal.
  r.candidates.forEach((cell, i) => {
    const isTarget = r.pick === i;
    out.push(colour(s, isTarget ? `target colour ${cell}` : `candidate colour ${cell}`, cell, isTarget && revealed ? "all" : [r.giver]));
  });
  // MATIZ-H3: hidden markers are their owner's until the reveal.
  if (s.config.markers === "hidden" && !revealed) {
    for (const m of r.markers) out.push({ label: `hidden marker of seat ${m.seat}`, token: m.id, knownBy: [m.seat], values: [m.id], vocab: [m.cell] });
  }
  // MATIZ-H4: a tapped, unconfirmed cell is its guesser's alone.
  for (const x of r.selections) out.push({ label: `selection of seat ${x.seat}`, token: x.id, knownBy: [x.seat], values: [x.id], vocab: [x.cell] });
  return out;
}
