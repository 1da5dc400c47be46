/**
 * The smoke run every browser gets (issue 21), written once over `Seat` (otherBrowsers.ts): the
 * landing page at a phone's width with no sideways scroll, then for each of the five games a room
 * created in the browser under test, joined by link from a second window of it (and from Chromium
 * for the extra players a game needs), started, and a few moves made through the screens; chat
 * in the Noir room. The caller checks `problems()` of its own seats at the end.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browser } from "./chromium";
import { chromiumSeat, count, overflowXExpr, shown, until, waitFor, type Seat } from "./otherBrowsers";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first seat whose page shows `css`, polling. */
export async function whoShows(seats: readonly Seat[], css: string, ms = 15_000): Promise<Seat> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (const s of seats) if (await s.js<boolean>(shown(css)).catch(() => false)) return s;
    await sleep(150);
  }
  throw new Error(`no seat shows ${css}`);
}

export async function host(seat: Seat, base: string, game: string, name: string): Promise<string> {
  await seat.goto(base);
  await seat.click(`[data-game="${game}"]`);
  await seat.click('[data-testid="create-room"]');
  await seat.fill('[data-testid="name-input"]', name);
  await seat.click('[data-testid="join-button"]');
  await waitFor(seat, '[data-testid="room-code"]');
  return (await seat.js<string>(`document.querySelector('[data-testid="room-code"]').textContent.trim()`));
}

export async function joinByLink(seat: Seat, base: string, code: string, name: string): Promise<void> {
  await seat.goto(`${base}/r/${code}`);
  await seat.fill('[data-testid="name-input"]', name);
  await seat.click('[data-testid="join-button"]');
  await until(seat, `[...document.querySelectorAll('[data-testid="seats"] *')].some((e) => e.textContent.includes(${JSON.stringify(name)}))`, `${name} seated`);
}

/** A room of `game` hosted by seats[0], everyone else joining by link; started; every page shows `root`. */
export async function room(seats: readonly Seat[], base: string, game: string, root: string, beforeStart?: () => Promise<void>): Promise<string> {
  const names = seats.map((_, i) => `P${i + 1} ${seats[i]!.who}`.slice(0, 20));
  for (const s of seats) await s.reset(base);
  const code = await host(seats[0]!, base, game, names[0]!);
  for (let i = 1; i < seats.length; i++) await joinByLink(seats[i]!, base, code, names[i]!);
  const last = JSON.stringify(names[names.length - 1]);
  await until(seats[0]!, `[...document.querySelectorAll('[data-testid="seats"] *')].some((e) => e.textContent.includes(${last}))`, "everyone seated");
  if (beforeStart) await beforeStart();
  await seats[0]!.click('[data-testid="start"]');
  for (const s of seats) await waitFor(s, root, 20_000);
  return code;
}

/** Runs `steps`; on a failure, a screenshot of every seat (`<name>-fail-<who>.png`) before rethrowing. */
export async function withShots(name: string, seats: readonly Seat[], steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (e) {
    for (const s of seats) await s.shot(`${name}-fail-${s.who}`).catch(() => undefined);
    throw e;
  }
}

export async function overflow(seat: Seat): Promise<number> {
  return seat.js<number>(overflowXExpr);
}

/** Chat: a line typed in one window shows in the other. */
export async function chat(from: Seat, to: Seat, text: string): Promise<void> {
  for (const s of [from, to]) if (await s.js<boolean>(shown('[data-testid="chat-tab"]'))) await s.click('[data-testid="chat-tab"]');
  await from.fill(".chat-form input", text);
  await from.click('.chat-form button[type="submit"]');
  await until(to, `[...document.querySelectorAll(".chat-lines li")].some((l) => l.textContent.includes(${JSON.stringify(text)}))`, "chat line arrives");
}

/** Noir: three turns, each the first thing the mover's screen offers (pick the identity, kill a neighbour, or shift). */
export async function noirMoves(seats: readonly Seat[], turns = 3): Promise<void> {
  for (let t = 0; t < turns; t++) {
    const mover = await whoShows(seats, '[data-testid="noir-turn"][data-mine="yes"]');
    let did: string;
    // A hand card whose suspect was killed cannot be picked (its button is disabled): the first one that can.
    if (await mover.js<boolean>(shown('[data-testid="noir-pick"]:not([disabled])'))) {
      did = "pick";
      await mover.click('[data-testid="noir-pick"]:not([disabled])');
    } else if (await mover.js<number>(count(".noir-board .noir-target-kill"))) {
      did = "kill";
      await mover.click(".noir-board .noir-target-kill");
      await until(mover, shown('[data-testid="noir-kill"]:not([disabled])'), "the Kill button is offered for the target");
      await mover.click('[data-testid="noir-kill"]');
    } else {
      did = "shift";
      await mover.click('[data-testid="noir-arrow"][aria-disabled="false"]');
    }
    // The turn moves on (Noir alternates); a failure says what the screen showed instead.
    const screen = `(document.querySelector(".noir-mine") || {}).innerText + " | " + (document.querySelector(".toast") || {}).innerText`;
    await until(mover, `!document.querySelector('[data-testid="noir-turn"][data-mine="yes"]')`, `turn ${t + 1} (${did}) passes`).catch(async (e: Error) => {
      throw new Error(`${e.message}; the screen: ${await mover.js<string>(screen).catch(() => "?")}`);
    });
  }
}

/** Matiz: the giver picks a candidate and gives a clue; every guesser places a marker and confirms. */
export async function matizMoves(seats: readonly Seat[]): Promise<void> {
  const giver = await whoShows(seats, '[data-testid="matiz-candidate"]');
  await giver.click('[data-testid="matiz-candidate"]');
  await until(giver, `!!document.querySelector('[data-testid="matiz-candidate"][aria-checked="true"]')`, "candidate picked");
  // PLAT-A4: the screen's Reserved boxes are measured together after a render (web/src/ui/Reserved.tsx),
  // in this browser too: every box with something in it holds its height.
  await until(giver, `[...document.querySelectorAll(".reserved")].every((b) => b.firstElementChild.offsetHeight === 0 || b.style.minHeight !== "")`, "Reserved boxes measured");
  await giver.fill('[data-testid="matiz-clue-input"]', "oceano");
  await until(giver, `!document.querySelector('[data-testid="matiz-send-clue"]').disabled`, "clue can be sent");
  await giver.click('[data-testid="matiz-send-clue"]');
  const guessers = seats.filter((s) => s !== giver);
  for (const [i, g] of guessers.entries()) {
    await waitFor(g, '[data-testid="matiz-confirm"]', 20_000).catch(async () => {
      // Turn-based guessing: only one guesser at a time; whoever shows the button.
      await whoShows(guessers, '[data-testid="matiz-confirm"]');
    });
    if (!(await g.js<boolean>(shown('[data-testid="matiz-confirm"]')))) continue;
    const cell = await g.js<string>(`(() => { const all = document.querySelectorAll(".matiz-board button[data-cell]"); return all[Math.floor(all.length / 2) + ${i * 3}].getAttribute("data-cell"); })()`);
    await g.click(`.matiz-board button[data-cell="${cell}"]`);
    await until(g, `!document.querySelector('[data-testid="matiz-confirm"]').disabled`, "marker placed");
    await g.click('[data-testid="matiz-confirm"]');
    await until(g, `!document.querySelector('[data-testid="matiz-confirm"]')`, "guess taken");
  }
}

/** 20 Dicas: the picker picks a number, the narrator reveals it, the picker guesses, the narrator judges. */
export async function dicasMoves(seats: readonly Seat[]): Promise<void> {
  const picker = await whoShows(seats, '[data-testid="dicas-pin"]:not([disabled])');
  await picker.click('[data-testid="dicas-pin"]:not([disabled])');
  const narrator = await whoShows(seats, '[data-testid="dicas-reveal"]');
  await narrator.click('[data-testid="dicas-reveal"]');
  const guesser = await whoShows(seats, '[data-testid="dicas-guess-input"]');
  await guesser.fill('[data-testid="dicas-guess-input"]', "banana voadora");
  await guesser.click('[data-testid="dicas-send-guess"]');
  await until(narrator, shown('[data-testid="dicas-judge-wrong"]'), "narrator can judge");
  await narrator.click('[data-testid="dicas-judge-wrong"]');
  await whoShows(seats, '[data-testid="dicas-pin"]:not([disabled])');
}

/** Caso: two turns — spin, take twelve steps if the roulette asks, give up the move, end the turn. */
export async function casoMoves(seats: readonly Seat[]): Promise<void> {
  let last: Seat | null = null;
  for (let t = 0; t < 2; t++) {
    const mover = await whoShows(seats.filter((s) => s !== last), '[data-testid="caso-actions"]', 30_000);
    await mover.click('[data-testid="caso-spin"]');
    await until(mover, `!document.querySelector('[data-testid="caso-spin"], [data-testid="caso-wheel-turning"]')`, "the wheel stops", 30_000);
    if (await mover.js<boolean>(shown('[data-testid="caso-choose-12"]'))) await mover.click('[data-testid="caso-choose-12"]');
    await sleep(300);
    if (await mover.js<boolean>(shown('[data-testid="caso-skip-move"]'))) {
      await mover.click('[data-testid="caso-skip-move"]');
      await until(mover, `!document.querySelector('[data-testid="caso-steps"]')`, "move given up");
    }
    await waitFor(mover, '[data-testid="caso-end-turn"]', 20_000);
    await mover.click('[data-testid="caso-end-turn"]');
    await until(mover, `!document.querySelector('[data-testid="caso-actions"]')`, "turn ended");
    last = mover;
  }
}

/** Álibi: the first two speakers of the stories open an item and say they are done. */
export async function alibiMoves(seats: readonly Seat[]): Promise<void> {
  await until(seats[0]!, `document.querySelector('[data-testid="alibi"]').getAttribute("data-phase") === "story"`, "story phase", 30_000);
  // The role card opens by itself at the start: each player reads it and closes it.
  for (const s of seats) {
    await until(s, shown('[data-testid="alibi-rolecard-close"]'), "the role card", 10_000).catch(() => false);
    if (await s.js<boolean>(shown('[data-testid="alibi-rolecard-close"]'))) await s.click('[data-testid="alibi-rolecard-close"]');
  }
  let previous: Seat | null = null;
  for (let i = 0; i < 2; i++) {
    const speaker = await whoShows(seats.filter((s) => s !== previous), '[data-testid="alibi-done"]', 20_000);
    if (await speaker.js<number>(count('[data-testid^="alibi-open-"]:not([disabled])'))) await speaker.click('[data-testid^="alibi-open-"]:not([disabled])');
    // The item's opening is sent first; «Concluir» right after it may be taken while that is pending: press again if so.
    for (let tries = 1; ; tries++) {
      await speaker.click('[data-testid="alibi-done"]');
      const done = await until(speaker, `!document.querySelector('[data-testid="alibi-done"]')`, "story done", 4_000).then(() => true, () => false);
      if (done) break;
      if (tries === 3) throw new Error(`${speaker.who}: «Concluir» pressed three times, the story did not end`);
    }
    previous = speaker;
  }
  expect(await seats[0]!.js<string>(`document.querySelector('[data-testid="alibi"]').getAttribute("data-phase")`)).toMatch(/story|discussion/);
}

/**
 * The smoke run as a describe block. `open()` gives the browser under test's two people (a phone
 * and a desktop window); the file must call `useBrowser()` (Chromium, for the extra seats).
 * `phoneCheck` measures the sideways scroll of the phone window (WebKit's may need more than one
 * measurement; see webkit.test.ts).
 */
export function smokeRun(label: string, open: () => Promise<{ phone: Seat; desk: Seat; close(): Promise<void> }>, phoneCheck: (phone: Seat) => Promise<number> = overflow): void {
  let phone: Seat;
  let desk: Seat;
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ phone, desk, close } = await open());
  }, 120_000);
  afterAll(async () => {
    await close();
  });
  const extras = async (n: number) => {
    const out: Seat[] = [];
    for (let i = 0; i < n; i++) out.push(await chromiumSeat(browser, `chromium${i + 1}`, { width: 1000, height: 760 }));
    return out;
  };
  const play = async (game: string, root: string, extra: number, moves: (seats: Seat[]) => Promise<void>) => {
    const more = await extras(extra);
    const seats = [phone, desk, ...more];
    try {
      await withShots(`${label}-${game}`, seats, async () => {
        await room(seats, inject("baseUrl"), game, root);
        await moves(seats);
      });
      expect(await phoneCheck(phone)).toBe(0);
    } finally {
      for (const s of more) await s.close();
    }
  };

  describe(`${label} smoke run`, () => {
    it("PLAT-14 the landing page has no sideways scroll on a phone", async () => {
      await phone.goto(inject("baseUrl"));
      await waitFor(phone, '[data-game="noir"]');
      expect(await phoneCheck(phone)).toBe(0);
    });

    it("PLAT-1 PLAT-7 Noir: created on the phone, joined by link from the desktop window, three turns, chat both ways", async () => {
      await play("noir", ".noir-board", 0, async ([a, b]) => {
        await noirMoves([a!, b!]);
        await chat(a!, b!, "olá daqui");
        await chat(b!, a!, "resposta");
      });
    });

    it("PLAT-1 Matiz: a clue and every guess, a Chromium player joining by link too", async () => {
      await play("matiz", ".matiz-board", 1, matizMoves);
    });

    it("PLAT-1 20 Dicas: a number picked, revealed, guessed and judged", async () => {
      await play("dicas", '[data-testid="dicas-head"]', 1, dicasMoves);
    });

    it("PLAT-1 Caso: two turns (spin, steps, end of turn)", async () => {
      await play("caso", '[data-testid="caso-screen"]', 0, casoMoves);
    });

    it("PLAT-1 Álibi: five players (three in Chromium), the first two stories told", async () => {
      await play("alibi", '[data-testid="alibi"]', 3, alibiMoves);
    });

    it(`PLAT-14 no console error, page error or CSP violation in either ${label} window`, async () => {
      expect([...(await phone.problems()), ...(await desk.problems())]).toEqual([]);
    });
  });
}
