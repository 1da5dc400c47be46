/**
 * Collective confirmation (CASO-1, CASO-2): a member proposes a game action for the team's
 * pawn; it executes at quorum ⌊n/2⌋+1 of the members who count, is refused once the quorum can no
 * longer be reached (nothing spent), and expires whenever the game revision changes.
 */
import type { Transition } from "../../engine";
import { canDo } from "./actions";
import type { Code, GameAction } from "./schema";
import { nextId } from "./ids";
import type { CasoState, Pawn, Proposal } from "./state";
import { knowledgeOf } from "./view";
import { execute } from "./play";
import { quorumMembers, quorumOf } from "./pawns";

export const confirmationOn = (st: CasoState): boolean => st.config.teams && st.config.collectiveConfirmation;

const teamAudience = (p: Pawn) => p.members;
const publicProposal = (pr: Proposal) => ({ id: pr.id, pawn: pr.pawn, proposer: pr.proposer, action: JSON.stringify(pr.action) });

/** Every change of the game revision expires all open proposals (they were made against the old one). */
export function bumpRev(st: Transition<CasoState>): void {
  st.s.rev++;
  for (const pr of st.s.proposals) {
    st.priv(teamAudience(st.s.pawns[pr.pawn]!), "proposal_expired", { id: pr.id, pawn: pr.pawn });
  }
  st.s.proposals = [];
}

export function propose(st: Transition<CasoState>, p: Pawn, seat: number, action: GameAction): Code {
  const s = st.s;
  if (!confirmationOn(s)) return "confirmation_off";
  if (s.proposals.some((pr) => pr.proposer === seat)) return "proposal_open";
  const code = canDo(knowledgeOf(s, seat, st.now), action);
  if (code) return code;
  const pr: Proposal = { id: nextId(s, `prop-${p.id}`), pawn: p.id, proposer: seat, action, revision: s.rev, yes: [seat], no: [] };
  s.proposals.push(pr);
  st.priv(teamAudience(p), "proposed", publicProposal(pr));
  settle(st, pr);
  return null;
}

export function vote(st: Transition<CasoState>, p: Pawn, seat: number, id: string, yes: boolean): Code {
  const pr = st.s.proposals.find((x) => x.id === id && x.pawn === p.id);
  if (!pr) return "proposal_not_found";
  if (!quorumMembers(st.s, p).includes(seat)) return "cannot_vote";
  if (pr.yes.includes(seat) || pr.no.includes(seat)) return "already_voted"; // votes are final
  (yes ? pr.yes : pr.no).push(seat);
  st.priv(teamAudience(p), "voted", { id, seat, yes });
  settle(st, pr);
  return null;
}

export function withdraw(st: Transition<CasoState>, p: Pawn, seat: number, id: string): Code {
  const pr = st.s.proposals.find((x) => x.id === id && x.pawn === p.id);
  if (!pr) return "proposal_not_found";
  if (pr.proposer !== seat) return "not_proposer";
  drop(st, pr, "proposal_withdrawn");
  return null;
}

function drop(st: Transition<CasoState>, pr: Proposal, type: string): void {
  st.s.proposals = st.s.proposals.filter((x) => x !== pr);
  st.priv(teamAudience(st.s.pawns[pr.pawn]!), type, { id: pr.id, pawn: pr.pawn });
}

/** Execute at quorum (re-checking the rule), refuse when it can no longer be reached. */
function settle(st: Transition<CasoState>, pr: Proposal): void {
  const p = st.s.pawns[pr.pawn]!;
  const n = quorumMembers(st.s, p).length;
  const q = quorumOf(n);
  const yes = pr.yes.filter((m) => quorumMembers(st.s, p).includes(m)).length;
  if (yes >= q) {
    const code = canDo(knowledgeOf(st.s, pr.proposer, st.now), pr.action);
    if (code) return drop(st, pr, "proposal_expired");
    drop(st, pr, "proposal_executed");
    execute(st, p.id, pr.action);
    bumpRev(st);
  } else if (pr.no.length > n - q) drop(st, pr, "proposal_refused");
}
