import { describe, expect, it } from "vitest";
import { game as dicas } from "../../../shared/games/dicas";
import { actionSchema, canJudge, canReveal } from "../../../shared/games/dicas/actions";
import { knowledgeOf } from "../../../shared/games/dicas/view";
import { COLOURS, defaultConfig } from "../../../shared/games/dicas/config";
import { cardById } from "../../../shared/games/dicas/decks";
import { splitFor, winnersAfter } from "../../../shared/games/dicas/scoring";
import type { DicasState } from "../../../shared/games/dicas/state";
import { act, attempt, ctx, freeNumber, rejectCode, seatsOf, newGame, viewOf } from "./helpers";

const cfg = { ...defaultConfig, turnSeconds: 0 as const };

describe("DICAS-1 seats and pawns", () => {
  it("DICAS-1 allows 2 to 6 seats", () => {
    expect(dicas.seats(cfg)).toEqual({ min: 2, max: 6 });
  });
  it("DICAS-1 rejects a pawn colour another seat already chose", () => {
    const choices = new Map<number, unknown>([[0, { colour: "azul" }]]);
    expect(dicas.checkChoice!(cfg, choices, 1, { colour: "azul" })).toBe("colour_taken");
    expect(dicas.checkChoice!(cfg, choices, 1, { colour: "verde" })).toBeNull();
    expect(dicas.checkChoice!(cfg, choices, 0, { colour: "azul" })).toBeNull();
    expect(dicas.checkChoice!(cfg, choices, 1, { colour: "preto" })).toBe("bad_colour");
    expect(dicas.checkStart!(cfg, seatsOf(2, ["roxo", "roxo"]))).toBe("colour_taken");
    expect(dicas.checkStart!(cfg, seatsOf(2, ["roxo", null]))).toBeNull();
  });
  it("DICAS-1 gives every seat a distinct colour (picks honoured) and starts all on Início", () => {
    const s = dicas.setup(seatsOf(6, ["laranja", null, "dourado", null, null, null]), cfg, ctx());
    const colours = s.players.map((p) => p.colour);
    expect(new Set(colours).size).toBe(6);
    expect(colours[0]).toBe("laranja");
    expect(colours[2]).toBe("dourado");
    expect(colours.every((c) => (COLOURS as readonly string[]).includes(c))).toBe(true);
    expect(s.players.every((p) => p.position === 0)).toBe(true);
  });
  it("DICAS-1 a late joiner gets a free colour, starts on Início, and a 7th seat is refused", () => {
    let s = dicas.setup(seatsOf(5, ["azul"]), cfg, ctx());
    const out = dicas.onLateJoin!(s, { seat: 5, name: "L", choice: { colour: "azul" } }, ctx());
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    s = out.state;
    const late = s.players.find((p) => p.seat === 5)!;
    expect(late.position).toBe(0);
    expect(late.colour).not.toBe("azul");
    expect(new Set(s.players.map((p) => p.colour)).size).toBe(6);
    const full = dicas.onLateJoin!(s, { seat: 6, name: "M", choice: null }, ctx());
    expect(full.ok).toBe(false);
  });
});

describe("DICAS-2 narrator and card", () => {
  it("DICAS-2 the narrator rotates clockwise (seat order) each round", () => {
    let s = newGame(4);
    const narrators = [s.narrator];
    for (let i = 0; i < 5; i++) {
      s = attempt(s, true).state;
      narrators.push(s.narrator);
    }
    expect(narrators).toEqual([0, 1, 2, 3, 0, 1]);
  });
  it("DICAS-2 only the narrator's view holds the card; everyone sees the category", () => {
    const s = newGame(3);
    const card = cardById(s.cardId!);
    for (const seat of [0, 1, 2, null]) {
      const v = viewOf(s, seat);
      expect(v.category).toBe(card.category);
      if (seat === s.narrator) expect(v.card?.answer).toBe(card.answer);
      else {
        expect(v.card).toBeNull();
        expect(JSON.stringify(v)).not.toContain(card.answer);
      }
    }
  });
  it("DICAS-2 every round draws a different card", () => {
    let s = newGame(3);
    const seen = new Set([s.cardId]);
    for (let i = 0; i < 6; i++) {
      s = attempt(s, true).state;
      seen.add(s.cardId);
    }
    expect(seen.size).toBe(7);
  });
});

describe("DICAS-3 picking numbers and guessing", () => {
  it("DICAS-3 only the player whose turn it is picks, never the narrator, and never a used number", () => {
    let s = newGame(3);
    expect(s.narrator).toBe(0);
    expect(s.turn).toBe(1);
    expect(rejectCode(s, 2, { type: "pick", n: 5 })).toBe("not_your_turn");
    expect(rejectCode(s, 0, { type: "pick", n: 5 })).toBe("narrator_cannot_guess");
    s = act(s, 1, { type: "pick", n: 5 }).state;
    expect(s.phase).toBe("reveal");
    s = act(s, 0, { type: "reveal" }).state;
    s = act(s, 1, { type: "guess", text: "nada" }).state;
    s = act(s, 0, { type: "judge", right: false }).state;
    expect(s.turn).toBe(2);
    expect(rejectCode(s, 2, { type: "pick", n: 5 })).toBe("number_used");
  });
  it("DICAS-3 the reveal makes exactly the picked clue public, and the guess is seen by all", () => {
    let s = newGame(3);
    s = act(s, 1, { type: "pick", n: 7 }).state;
    expect(viewOf(s, 2).attempts[0]).toMatchObject({ n: 7, clue: null });
    expect(rejectCode(s, 1, { type: "reveal" })).toBe("not_narrator");
    const r = act(s, 0, { type: "reveal" });
    const clue = cardById(s.cardId!).clues[6]!;
    expect(r.events).toEqual([{ type: "revealed", audience: "all", params: { seat: 1, n: 7, clue } }]);
    for (const seat of [1, 2, null]) expect(viewOf(r.state, seat).attempts[0]!.clue).toBe(clue);
    const g = act(r.state, 1, { type: "guess", text: "  meu   palpite " });
    expect(g.events[0]).toMatchObject({ type: "guessed", audience: "all", params: { seat: 1, text: "meu palpite" } });
    expect(viewOf(g.state, null).attempts[0]!.guess).toBe("meu palpite");
  });
  it("DICAS-3 a wrong guess passes the turn to the next player, skipping the narrator", () => {
    let s = newGame(3);
    s = attempt(s, false).state; // seat 1 wrong
    expect(s.turn).toBe(2);
    s = attempt(s, false).state; // seat 2 wrong
    expect(s.turn).toBe(1); // seat 0 is the narrator
    expect(s.narrator).toBe(0);
  });
  it("DICAS-3 a pass uses the clue and passes the turn; an empty guess is refused", () => {
    let s = newGame(3);
    s = act(s, 1, { type: "pick", n: 1 }).state;
    s = act(s, 0, { type: "reveal" }).state;
    expect(rejectCode(s, 1, { type: "guess", text: "   " })).toBe("empty_guess");
    expect(rejectCode(s, 1, { type: "guess", text: "x".repeat(61) })).toBe("guess_too_long");
    s = act(s, 1, { type: "pass" }).state;
    expect(s.turn).toBe(2);
    expect(s.attempts[0]!.verdict).toBe("pass");
  });
});

describe("DICAS-4 round end", () => {
  it("DICAS-4 a right guess ends the round", () => {
    const s = newGame(3);
    const r = attempt(s, true);
    expect(r.state.round).toBe(2);
    expect(r.state.attempts).toEqual([]);
    expect(r.events.map((e) => e.type)).toContain("round_solved");
  });
  it("DICAS-4 the round ends after all 20 clues with nobody right", () => {
    let s = newGame(3);
    for (let i = 0; i < 19; i++) s = attempt(s, false).state;
    expect(s.round).toBe(1);
    expect(s.attempts.length).toBe(19);
    const r = attempt(s, false);
    expect(r.state.round).toBe(2);
    expect(r.events.map((e) => e.type)).toContain("round_unsolved");
  });
});

describe("DICAS-5 scoring", () => {
  it("DICAS-5 the split is N for the narrator and 20 − N for the guesser", () => {
    for (let n = 1; n <= 20; n++) expect(splitFor(n)).toEqual({ narrator: n, guesser: 20 - n });
    expect(splitFor(7)).toEqual({ narrator: 7, guesser: 13 });
  });
  it("DICAS-5 a right guess after 7 clues moves narrator 7 and guesser 13, shown in the event", () => {
    let s = newGame(3);
    for (let i = 0; i < 6; i++) s = attempt(s, false).state;
    const guesser = s.turn!;
    const r = attempt(s, true);
    const ev = r.events.find((e) => e.type === "round_solved")!;
    expect(ev.params).toMatchObject({ guesser, narrator: 0, n: 7, guesserMoves: 13, narratorMoves: 7 });
    expect(r.state.players.find((p) => p.seat === 0)!.position).toBe(7);
    expect(r.state.players.find((p) => p.seat === guesser)!.position).toBe(13);
    expect(viewOf(r.state, null).lastRound?.end).toMatchObject({ kind: "solved", n: 7 });
  });
  it("DICAS-5 nobody right → the narrator moves 20", () => {
    let s = newGame(2);
    for (let i = 0; i < 20; i++) s = attempt(s, false).state;
    expect(s.players.map((p) => p.position)).toEqual([20, 0]);
    expect(s.lastRound?.end).toEqual({ kind: "unsolved", narrator: 0, narratorMoves: 20 });
  });
});

describe("DICAS-6 winning", () => {
  it("DICAS-6 the first pawn to reach Vitória wins the match", () => {
    let s = newGame(2, { trackLength: 20 });
    s = attempt(s, true).state; // seat 1 moves 19, seat 0 moves 1
    expect(s.winners).toBeNull();
    s = attempt(s, false).state; // seat 0 wrong
    s = attempt(s, true).state; // seat 0 right at N=2: narrator 1 moves 2 → 21, seat 0 moves 18 → 19
    expect(s.phase).toBe("over");
    expect(s.winners).toEqual([1]);
    expect(dicas.result(s)).toEqual({ winners: [1] });
    expect(rejectCode(s, 0, { type: "pick", n: 1 })).toBe("game_over");
  });
  it("DICAS-6 two pawns crossing in the same round → the one that moved more wins", () => {
    const players = [
      { seat: 0, colour: "azul" as const, position: 52 },
      { seat: 1, colour: "roxo" as const, position: 58 },
    ];
    expect(winnersAfter(players, [{ seat: 0, squares: 12 }, { seat: 1, squares: 8 }], 50)).toEqual([0]);
    const tie = [
      { seat: 0, colour: "azul" as const, position: 55 },
      { seat: 1, colour: "roxo" as const, position: 52 },
    ];
    expect(winnersAfter(tie, [{ seat: 0, squares: 10 }, { seat: 1, squares: 10 }], 50)).toEqual([0]);
    const same = tie.map((p) => ({ ...p, position: 55 }));
    expect(winnersAfter(same, [{ seat: 0, squares: 10 }, { seat: 1, squares: 10 }], 50)).toEqual([0, 1]);
  });
  it("DICAS-6 in play: narrator and guesser both cross, the bigger move wins", () => {
    let s = newGame(2, { trackLength: 20 });
    s = { ...s, players: s.players.map((p) => ({ ...p, position: 15 })) };
    for (let i = 0; i < 5; i++) s = attempt(s, false).state; // 5 wrong → the 6th is right
    const r = attempt(s, true); // narrator 0 moves 6 → 21, guesser 1 moves 14 → 29
    expect(r.state.winners).toEqual([1]);
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(["round_solved", "game_won"]));
  });
});

describe("DICAS-7 golden rule", () => {
  it("DICAS-7 the narrator has no free-text action: a reveal carries no text and reveals only the card's clue", () => {
    const parsed = actionSchema.parse({ type: "reveal", text: "começa com P" });
    expect(parsed).toEqual({ type: "reveal" });
    let s = newGame(3);
    s = act(s, 1, { type: "pick", n: 3 }).state;
    const r = act(s, 0, parsed);
    expect(JSON.stringify(r.events)).not.toContain("começa com P");
    expect(r.events[0]!.params!.clue).toBe(cardById(s.cardId!).clues[2]);
  });
  it("DICAS-7 the narrator cannot guess, pass or chat while their card is in play", () => {
    let s = newGame(3);
    s = act(s, 1, { type: "pick", n: 3 }).state;
    s = act(s, 0, { type: "reveal" }).state;
    expect(rejectCode(s, 0, { type: "guess", text: "dica" })).toBe("narrator_cannot_guess");
    expect(rejectCode(s, 0, { type: "pass" })).toBe("narrator_cannot_guess");
    expect(dicas.canChat!(s, { kind: "seat", seat: 0 }, "all")).toBe("narrator_no_chat");
    expect(dicas.canChat!(s, { kind: "seat", seat: 1 }, "all")).toBeNull();
  });
  it("DICAS-7 the narrator's only moves are reveal (in the reveal step) and right/wrong (in the judge step)", () => {
    let s = newGame(3);
    expect(canReveal(knowledgeOf(s, 0))).toBe("wrong_phase");
    expect(canJudge(knowledgeOf(s, 0))).toBe("wrong_phase");
    s = act(s, 1, { type: "pick", n: freeNumber(s) }).state;
    expect(canReveal(knowledgeOf(s, 0))).toBeNull();
    expect(canJudge(knowledgeOf(s, 0))).toBe("wrong_phase");
  });
  it("DICAS-7 the closeness hint is in the narrator's view only", () => {
    let s = newGame(3);
    const answer = cardById(s.cardId!).answer;
    s = act(s, 1, { type: "pick", n: 1 }).state;
    s = act(s, 0, { type: "reveal" }).state;
    s = act(s, 1, { type: "guess", text: answer.toLowerCase() }).state;
    expect(viewOf(s, 0).card?.closeness).toBe(100);
    expect(viewOf(s, 1).card).toBeNull();
    expect(viewOf(s, null).card).toBeNull();
  });
});
