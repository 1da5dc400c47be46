/** ALIBI-12: personal goals, points and the season rows. */
import { describe, expect, it } from "vitest";
import { game as alibi } from "../../../shared/games/alibi";
import { eligibleGoals, GOAL_POINTS, goalMet } from "../../../shared/games/alibi/goals";
import { scoreOf } from "../../../shared/games/alibi/scoring";
import { GOAL_IDS, type AlibiState, type GoalId } from "../../../shared/games/alibi/state";
import { fitSeats } from "../../../shared/games/alibi/slots";
import { giveCard, setRoles } from "./helpers";
import { Match } from "./match";

/** A closed case with seat 0 killer, 1 accomplice, 2…5 innocents; seat `me` holds `goal`. */
function closed(goal: GoalId, me: number, tweak: (s: AlibiState, sim: Match) => void) {
  const sim = new Match(6, 90);
  setRoles(sim, 0, 1);
  const s = sim.state;
  s.slots = s.slots.map((x) => ({ ...x, shown: null }));
  s.over = true;
  s.phase = "over";
  s.winner = "innocents";
  sim.p(me).goal = goal;
  tweak(s, sim);
  return goalMet(s, sim.p(me));
}

type Case = [GoalId, number, (s: AlibiState, sim: Match) => void, (s: AlibiState, sim: Match) => void];
const tally = (seat: number, n: number) => ({ round: 1, kind: "main" as const, counts: [[seat, n]] as [number, number][], advokat: [] });

const CASES: Case[] = [
  ["reach_final", 2, (s) => (s.finalists = [2, 3]), (s) => (s.finalists = [3])],
  ["last_word", 2, () => undefined, (_s, sim) => (sim.p(2).status = "excluded")],
  ["low_profile", 2, (s) => s.tallies.push(tally(2, 1)), (s) => s.tallies.push(tally(2, 2))],
  ["not_top3", 2, (s) => ((s.pollHeld = true), (s.pollCounts = [[2, 1], [3, 4]]), (s.suspects = [3, 4, 5])), (s) => ((s.pollHeld = true), (s.pollCounts = [[2, 4]]), (s.suspects = [2, 4, 5]))],
  ["dark_horse", 2, () => undefined, (_s, sim) => (sim.p(2).opened.profession = "pokazaniya")],
  ["no_marks", 2, () => undefined, (_s, sim) => (sim.p(2).opened.feature = "story")],
  ["open_book", 2, (_s, sim) => (sim.p(2).opened = { relation: "story", motive: "auto", alibi: "ochnaya" }), (_s, sim) => (sim.p(2).opened = { relation: "story", motive: "auto" })],
  ["no_rush", 2, (s) => (s.round1Nobody = true), () => undefined],
  ["clean_hands", 2, (s) => (s.slots[0]!.shown = s.slots.map((x) => x.queued).find((c) => !fitSeats(s, c).includes(2)) ?? null), (s) => (s.slots[0]!.shown = s.kase.clues.map((c) => c.id).find((c) => fitSeats(s, c).includes(2))!)],
  ["under_fire", 2, (s) => ((s.finalists = [2]), s.tallies.push(tally(2, 3))), (s) => ((s.finalists = []), s.tallies.push(tally(2, 3)))],
  ["ace", 2, (_s, sim) => void giveCard(sim, 2, "obysk"), (_s, sim) => void (giveCard(sim, 2, "obysk"), (sim.p(2).hand[0]!.spent = true))],
  ["interrogator", 2, (s, sim) => (giveCard(sim, 2, "pokazaniya"), s.plays.push({ round: 1, by: 2, kind: "pokazaniya", target: 3, item: "feature", secret: false })), (s, sim) => (giveCard(sim, 2, "pokazaniya"), s.plays.push({ round: 1, by: 2, kind: "pokazaniya", target: 3, item: "motive", secret: false }))],
  ["sleuth", 2, (s, sim) => (giveCard(sim, 2, "obysk"), s.plays.push({ round: 1, by: 2, kind: "obysk", target: 1, item: "secret", secret: false })), (s, sim) => (giveCard(sim, 2, "obysk"), s.plays.push({ round: 1, by: 2, kind: "obysk", target: 3, item: "secret", secret: false }))],
  ["face_to_face", 2, (s, sim) => (giveCard(sim, 2, "ochnaya"), s.plays.push({ round: 1, by: 2, kind: "ochnaya", target: 2, target2: 0, item: "alibi", secret: false })), (s, sim) => (giveCard(sim, 2, "ochnaya"), s.plays.push({ round: 1, by: 2, kind: "ochnaya", target: 3, target2: 4, item: "alibi", secret: false }))],
  ["iron_defence", 2, (s, sim) => (giveCard(sim, 2, "advokat"), s.procLog.push({ users: [2], excluded: 3 })), (s, sim) => (giveCard(sim, 2, "advokat"), s.procLog.push({ users: [2], excluded: 2 }))],
  ["frame_up", 0, (s, sim) => (giveCard(sim, 0, "podmena"), s.plays.push({ round: 1, by: 0, kind: "podmena", target: 3, slot: 1, secret: true }), s.votedOut.push(3)), (s, sim) => (giveCard(sim, 0, "podmena"), s.plays.push({ round: 1, by: 0, kind: "podmena", target: 3, slot: 1, secret: true }))],
  ["right_track", 2, (s) => s.votedOut.push(1, 3), (s) => s.votedOut.push(3, 1)],
  ["scapegoat", 0, (s) => s.votedOut.push(3), (s) => s.votedOut.push(1)],
  ["cover", 0, (s) => s.votedOut.push(3), (s) => s.votedOut.push(1)],
  ["lone_wolf", 0, (s) => ((s.winner = "criminals"), s.votedOut.push(1)), (s) => ((s.winner = "innocents"), s.votedOut.push(1))],
];

describe("ALIBI-12 goals", () => {
  it("ALIBI-12 the table covers all 20 goals", () => {
    expect(CASES.map((c) => c[0]).sort()).toEqual([...GOAL_IDS].sort());
  });
  it.each(CASES)("ALIBI-12 goal %s: met, and not met", (goal, me, yes, no) => {
    expect(closed(goal, me, yes)).toBe(true);
    expect(closed(goal, me, no)).toBe(false);
  });

  it("ALIBI-12 goals are dealt from the eligible ones, in seat order, without repeats while possible", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const sim = new Match(10, seed);
      const goals = sim.state.players.map((p) => p.goal);
      expect(new Set(goals).size).toBe(10);
      for (const p of sim.state.players) expect(eligibleGoals(p.role, p.hand[0]!.kind)).toContain(p.goal);
    }
    expect(eligibleGoals("innocent", "advokat")).not.toContain("ace");
    expect(eligibleGoals("killer", "podmena")).toContain("frame_up");
    expect(eligibleGoals("innocent", "podmena")).not.toContain("frame_up");
  });
});

describe("ALIBI-12 points and season", () => {
  it("ALIBI-12 points = 3·team win + 1·secret kept + goal points; gone players score 0; a search does not spend the secret", () => {
    const sim = new Match(6, 91);
    setRoles(sim, 0, 1);
    const s = sim.state;
    s.over = true;
    s.phase = "over";
    s.winner = "innocents";
    const p = sim.p(2);
    p.goal = "no_rush";
    s.round1Nobody = true;
    p.searchedBy.secret = [3];
    expect(scoreOf(s, p)).toMatchObject({ teamWin: true, secretKept: true, goalMet: true, points: 3 + 1 + GOAL_POINTS.no_rush });
    p.opened.secret = "pokazaniya";
    expect(scoreOf(s, p).points).toBe(3 + GOAL_POINTS.no_rush);
    p.status = "gone";
    expect(scoreOf(s, p).points).toBe(0);
    const killer = sim.p(0);
    killer.goal = "no_rush";
    expect(scoreOf(s, killer)).toMatchObject({ teamWin: false, points: 1 + GOAL_POINTS.no_rush });
  });

  it("ALIBI-12 result() gives winners and one season row per seat that did not leave; none while running or with season off", () => {
    const sim = new Match(6, 92);
    expect(alibi.result(sim.state)).toBeNull();
    setRoles(sim, 0, 1);
    sim.state.over = true;
    sim.state.winner = "criminals";
    sim.p(3).status = "gone";
    const r = alibi.result(sim.state) as { winners: number[]; season: { seat: number; points: number; won: boolean }[] };
    expect(r.winners).toEqual([0, 1]);
    expect(r.season.map((x) => x.seat)).toEqual([0, 1, 2, 4, 5]);
    expect(r.season.find((x) => x.seat === 0)!.won).toBe(true);
    expect(r.season.find((x) => x.seat === 2)!.won).toBe(false);
    for (const row of r.season) expect(row.points).toBe(scoreOf(sim.state, sim.p(row.seat)).points);
    sim.state.config.season = false;
    expect(alibi.result(sim.state)).toEqual({ winners: [0, 1] });
  });
});
