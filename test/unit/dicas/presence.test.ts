import { describe, expect, it } from "vitest";
import { game as dicas } from "../../../shared/games/dicas";
import type { DicasState } from "../../../shared/games/dicas/state";
import { act, attempt, ctx, newGame } from "./helpers";
import { CoreDriver } from "../../support/coreDriver";
import { hello } from "../core/helpers";

function presence(s: DicasState, seat: number, p: "absent" | "present" | "abandoned", now = 5000) {
  const out = dicas.onPresence!(s, seat, p, ctx(now));
  if (!out.ok) throw new Error(out.code);
  return out;
}

describe("DICAS-2 DICAS-G5 absent narrator (gap: the round holds, then is voided)", () => {
  it("DICAS-G5 a narrator away past the grace holds the round (no void, no clock but the wait, every action waits); coming back resumes the same card", () => {
    let s = newGame(4, { turnSeconds: 30 });
    s = attempt(s, false).state;
    const before = s;
    const away = presence(s, 0, "absent", 5000);
    expect(away.events.map((e) => e.type)).toEqual(["narrator_away"]);
    expect(away.state.lastRound).toBe(before.lastRound);
    expect(away.state.cardId).toBe(before.cardId);
    expect(away.state.attempts).toEqual(before.attempts);
    expect(dicas.deadlines(away.state)).toEqual([{ kind: "narrator_wait", at: 5000 + 60_000 }]);
    // The guesser whose turn it is cannot move the round on while the narrator cannot reveal.
    const pick = dicas.apply(away.state, away.state.turn!, { type: "pick", n: 7 }, ctx(6000));
    expect(pick.ok ? null : pick.code).toBe("narrator_away");
    // A stale step clock does nothing.
    expect(dicas.onDeadline(away.state, "pick", ctx(5000 + 30_000)).ok && dicas.onDeadline(away.state, "pick", ctx(5000 + 30_000))).toMatchObject({ state: away.state });
    const back = presence(away.state, 0, "present", 40_000);
    expect(back.events.map((e) => e.type)).toEqual(["narrator_back"]);
    expect(back.state.narrator).toBe(0);
    expect(back.state.cardId).toBe(before.cardId);
    expect(back.state.attempts).toEqual(before.attempts);
    expect(back.state.phase).toBe(before.phase);
    expect(dicas.deadlines(back.state)).toEqual([{ kind: before.phase, at: 40_000 + 30_000 }]);
    // Its old wait deadline, arriving late, changes nothing.
    const late = dicas.onDeadline(back.state, "narrator_wait", ctx(65_000));
    expect(late.ok && late.state).toBe(back.state);
  });
  it("DICAS-G5 a narrator still away when the wait ends: the round is voided, saying the narrator was away (not that they left)", () => {
    let s = newGame(4);
    s = attempt(s, false).state;
    const oldCard = s.cardId;
    s = presence(s, 0, "absent", 5000).state;
    const out = dicas.onDeadline(s, "narrator_wait", ctx(65_000));
    if (!out.ok) throw new Error(out.code);
    expect(out.events.map((e) => e.type)).toEqual(["round_voided_away", expect.stringMatching(/^round_started_(pessoa|lugar|coisa)$/)]);
    expect(out.state.lastRound?.end).toEqual({ kind: "voided", narrator: 0, reason: "away" });
    expect(out.state.players.every((p) => p.position === 0)).toBe(true);
    expect(out.state.narrator).toBe(1);
    expect(out.state.cardId).not.toBe(oldCard);
    expect(out.state.turn).toBe(2);
    expect(out.state.attempts).toEqual([]);
  });
  it("DICAS-G5 a narrator who abandons voids the round at once, the history saying they left", () => {
    let s = newGame(4);
    s = attempt(s, false).state;
    const out = presence(s, 0, "abandoned");
    expect(out.events.map((e) => e.type)).toEqual(["abandoned", "round_voided", expect.stringMatching(/^round_started_(pessoa|lugar|coisa)$/)]);
    expect(out.state.lastRound?.end).toEqual({ kind: "voided", narrator: 0, reason: "left" });
  });
  it("DICAS-2 a narrator leaving while a guess waits for the verdict voids the round too, and the new round has its clock", () => {
    let s = newGame(3, { turnSeconds: 30 });
    s = act(s, 1, { type: "pick", n: 2 }).state;
    s = act(s, 0, { type: "reveal" }).state;
    s = act(s, 1, { type: "guess", text: "algo" }).state;
    expect(s.phase).toBe("judge");
    const out = presence(s, 0, "abandoned", 9000);
    expect(out.events.map((e) => e.type)).toContain("round_voided");
    expect(out.state.narrator).toBe(1);
    expect(out.state.phase).toBe("pick");
    expect(out.state.turn).toBe(2);
    expect(dicas.deadlines(out.state)).toEqual([{ kind: "pick", at: 9000 + 30000 }]);
    expect(dicas.secrets(out.state).find((x) => x.label === "answer")!.knownBy).toEqual([1]);
  });
  it("DICAS-2 a late joiner lets a waiting match start its round", () => {
    let s = newGame(2);
    s = presence(s, 1, "abandoned").state;
    expect(s.phase).toBe("over"); // one seat left: the match ends
    let w = newGame(3);
    w = presence(w, 1, "absent").state;
    w = presence(w, 2, "absent").state;
    w = presence(w, 0, "absent").state;
    const voided = dicas.onDeadline(w, "narrator_wait", ctx(5000 + 60_000)); // DICAS-G5: the wait ends, the round is voided
    if (!voided.ok) throw new Error(voided.code);
    w = voided.state;
    expect(w.phase).toBe("waiting");
    const joined = dicas.onLateJoin!(w, { seat: 3, name: "D", choice: null }, ctx(7000));
    if (!joined.ok) throw new Error(joined.code);
    expect(joined.state.phase).toBe("waiting"); // only the newcomer is here
    const back = presence(joined.state, 0, "present");
    expect(back.state.phase).toBe("pick");
    expect([0, 3]).toContain(back.state.narrator);
  });
  it("DICAS-2 an absent seat is skipped when the narrator role rotates, and rejoins the rotation on return", () => {
    let s = newGame(3);
    s = presence(s, 1, "absent").state;
    s = attempt(s, true).state;
    expect(s.narrator).toBe(2);
    s = presence(s, 1, "present").state;
    s = attempt(s, true).state;
    expect(s.narrator).toBe(0);
    s = attempt(s, true).state;
    expect(s.narrator).toBe(1);
  });
  it("DICAS-2 the narrator abandoning with two players left ends the match for the one who stays", () => {
    const s = newGame(2);
    const out = presence(s, 0, "abandoned");
    expect(out.state.phase).toBe("over");
    expect(out.state.winners).toEqual([1]);
  });
});

describe("DICAS-3 absent guesser is skipped", () => {
  it("DICAS-3 the guesser whose turn it is goes absent while picking → the next player picks", () => {
    const s = newGame(4);
    expect(s.turn).toBe(1);
    const out = presence(s, 1, "absent");
    expect(out.state.turn).toBe(2);
    expect(out.events[0]).toMatchObject({ type: "turn_skipped", params: { seat: 1 } });
  });
  it("DICAS-3 a pending pick is returned to the board when its guesser leaves before the reveal", () => {
    let s = newGame(3);
    s = act(s, 1, { type: "pick", n: 9 }).state;
    s = presence(s, 1, "absent").state;
    expect(s.phase).toBe("pick");
    expect(s.turn).toBe(2);
    expect(s.attempts).toEqual([]);
  });
  it("DICAS-3 a revealed clue stays used when its guesser leaves before guessing", () => {
    let s = newGame(3);
    s = act(s, 1, { type: "pick", n: 9 }).state;
    s = act(s, 0, { type: "reveal" }).state;
    s = presence(s, 1, "absent").state;
    expect(s.turn).toBe(2);
    expect(s.attempts).toMatchObject([{ n: 9, revealed: true, verdict: "pass" }]);
  });
  it("DICAS-3 absent players are skipped in the guessing order", () => {
    let s = newGame(4);
    s = presence(s, 2, "absent").state;
    s = attempt(s, false).state;
    expect(s.turn).toBe(3);
  });
  it("DICAS-3 with nobody left to guess the round pauses and resumes when someone returns", () => {
    let s = newGame(2);
    s = presence(s, 1, "absent").state;
    expect(s.phase).toBe("paused");
    expect(s.turn).toBeNull();
    expect(dicas.apply(s, 1, { type: "pick", n: 1 }, ctx()).ok).toBe(false);
    s = presence(s, 1, "present").state;
    expect(s.phase).toBe("pick");
    expect(s.turn).toBe(1);
    expect(s.narrator).toBe(0);
  });
  it("DICAS-2 with fewer than two players here the match waits, then starts a round", () => {
    let s = newGame(3);
    s = presence(s, 1, "absent").state;
    s = presence(s, 2, "absent").state; // seat 0 narrating alone: paused
    expect(s.phase).toBe("paused");
    s = presence(s, 0, "absent").state; // narrator away too: the round holds for the wait (DICAS-G5)
    expect(s.phase).toBe("paused");
    const voided = dicas.onDeadline(s, "narrator_wait", ctx(5000 + 60_000));
    if (!voided.ok) throw new Error(voided.code);
    s = voided.state; // still away: voided, nobody to start a round
    expect(s.phase).toBe("waiting");
    expect(s.cardId).toBeNull();
    // No card is out: the only hidden values left are the draw pile's order, known by nobody.
    expect(dicas.secrets(s).filter((x) => !(x.label.startsWith("draw pile card") && Array.isArray(x.knownBy) && x.knownBy.length === 0))).toEqual([]);
    s = presence(s, 2, "present").state;
    expect(s.phase).toBe("waiting");
    s = presence(s, 0, "present").state;
    expect(s.phase).toBe("pick");
    expect(s.narrator).not.toBeNull();
  });
});

describe("clocks (gap)", () => {
  it("DICAS-3 pick timeout passes the turn, reveal timeout reveals, guess timeout uses the clue", () => {
    let s = newGame(3, { turnSeconds: 30 });
    expect(dicas.deadlines(s)).toEqual([{ kind: "pick", at: 1000 + 30000 }]);
    expect(dicas.onDeadline(s, "pick", ctx(2000)).ok && (dicas.onDeadline(s, "pick", ctx(2000)) as { state: DicasState }).state).toBe(s);
    const t1 = dicas.onDeadline(s, "pick", ctx(31000));
    if (!t1.ok) throw new Error();
    expect(t1.state.turn).toBe(2);
    expect(t1.events[0]!.type).toBe("pick_timeout");
    s = act(t1.state, 2, { type: "pick", n: 4 }, 32000).state;
    const t2 = dicas.onDeadline(s, "reveal", ctx(62000));
    if (!t2.ok) throw new Error();
    expect(t2.state.phase).toBe("guess");
    expect(t2.events[0]!.type).toBe("auto_revealed");
    const t3 = dicas.onDeadline(t2.state, "guess", ctx(92000));
    if (!t3.ok) throw new Error();
    expect(t3.state.turn).toBe(1);
    expect(t3.state.attempts[0]!.verdict).toBe("timeout");
  });
  it("DICAS-3 judge timeout counts the guess as wrong; a stale deadline kind does nothing", () => {
    let s = newGame(2, { turnSeconds: 30 });
    s = act(s, 1, { type: "pick", n: 4 }, 2000).state;
    s = act(s, 0, { type: "reveal" }, 3000).state;
    s = act(s, 1, { type: "guess", text: "x" }, 4000).state;
    const stale = dicas.onDeadline(s, "pick", ctx(99999));
    expect(stale.ok && stale.state).toBe(s);
    const t = dicas.onDeadline(s, "judge", ctx(34000));
    if (!t.ok) throw new Error();
    expect(t.state.phase).toBe("pick");
    expect(t.state.attempts[0]!.verdict).toBe("timeout");
    expect(t.events[0]!.type).toBe("judge_timeout");
  });
  it("DICAS-3 clocks off → no deadlines", () => {
    expect(dicas.deadlines(newGame(3))).toEqual([]);
  });
});

describe("DICAS-G5 the narrator's short drop, through the room core", () => {
  it("DICAS-G5 a narrator's tab closed and reopened within the presence grace changes nothing in the round", () => {
    const d = new CoreDriver({ gameId: "dicas", graceMs: 15_000 });
    const ps = ["Ana", "Bia", "Caio"].map((name, i) => hello(d, name, { token: `dicas${i}-browser-token-fixed` }));
    d.send(ps[0]!.s, { type: "start" });
    const before = d.state() as DicasState;
    expect(before.phase).toBe("pick");
    const narrator = ps.find((p) => p.seat === before.narrator)!;
    d.close(narrator.s);
    d.advance(10_000);
    hello(d, "again", { token: narrator.token });
    d.advance(30_000);
    const after = d.state() as DicasState;
    expect(after.narrator).toBe(before.narrator);
    expect(after.cardId).toBe(before.cardId);
    expect(after.lastRound).toBeNull();
    expect(after.absent).toEqual([]);
    // Not even held: the step clock is the one it had (a drop past the grace would have restarted it).
    expect(after.deadline).toEqual(before.deadline);
  });
});
