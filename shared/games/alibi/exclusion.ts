/** ALIBI-8 / ALIBI-10 / ALIBI-1: leaving the table, the hand-outs and the win check (ALIBI-G3 for the Ekspertiza copies). */
import type { Transition } from "../../engine";
import { ekspertizaFor } from "./deck";
import type { AlibiState } from "./state";
import { atTable, counts, playerOf } from "./table";

/** ALIBI-1: C = 0 → innocents; C ≥ I → criminals; else undecided. */
function winCheck(s: AlibiState): "innocents" | "criminals" | null {
  const { c, i } = counts(s);
  if (c === 0) return "innocents";
  if (c >= i) return "criminals";
  return null;
}

/**
 * The four steps: leave the table (card stays closed, role not announced), hand-outs in rounds 1–3,
 * win check. The early final (T ≤ 3) is the caller's.
 */
export function leaveTable(t: Transition<AlibiState>, seat: number, by: "vote" | "roulette" | "left"): void {
  const s = t.s;
  const p = playerOf(s, seat)!;
  p.status = by === "left" ? "gone" : "excluded";
  p.out = { round: s.round, by };
  p.ready = false;
  t.pub(by === "left" ? "left_table" : "excluded", { seat, by, no: p.no });
  if (s.round <= 3) handOuts(t, p.role);
  const w = winCheck(s);
  if (w && !s.winner) s.winner = w;
}

function give(t: Transition<AlibiState>, seat: number, kind: "ekspertiza" | "lozhny"): void {
  const s = t.s;
  const p = playerOf(s, seat)!;
  p.hand.push({ id: s.nextCard++, kind, starting: false, spent: false });
  p.notes.push({ k: "received", round: s.round, card: kind });
  t.priv([seat], "received", { card: kind });
}

/** ALIBI-10: E Ekspertiza copies to distinct innocents (one rng.int per copy), Ложный след to the partner of a criminal leaver. */
function handOuts(t: Transition<AlibiState>, leaverRole: "killer" | "accomplice" | "innocent"): void {
  const s = t.s;
  if (!s.config.lite || leaverRole === "innocent") {
    const innocents = atTable(s).filter((p) => p.role === "innocent");
    const given: number[] = [];
    for (let copy = 0; copy < ekspertizaFor(s.n); copy++) {
      const left = innocents.filter((p) => !given.includes(p.seat));
      const fresh = left.filter((p) => !p.hand.some((c) => c.kind === "ekspertiza" && !c.spent));
      const pool = fresh.length ? fresh : left;
      const r = t.rng.int(Math.max(1, pool.length));
      if (!pool.length) continue;
      given.push(pool[r]!.seat);
      give(t, pool[r]!.seat, "ekspertiza");
    }
  }
  if (leaverRole !== "innocent") {
    const partner = atTable(s).find((p) => p.role !== "innocent");
    if (partner) give(t, partner.seat, "lozhny");
  }
}

/** The case closes (ALIBI-1): nothing runs after it. */
export function finishCase(t: Transition<AlibiState>, winner: "innocents" | "criminals"): void {
  const s = t.s;
  s.winner = winner;
  s.over = true;
  s.phase = "over";
  s.deadline = null;
  s.frozenMs = null;
  s.vote = null;
  s.proc = null;
  s.roulette = null;
  s.speaker = null;
  t.pub("case_closed", { winner });
}
