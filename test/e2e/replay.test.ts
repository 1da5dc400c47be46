/**
 * Issue 24's replays in real Chromium, on 360 px phones:
 * - Noir (Ana, the Killer, in Portuguese, against a lobby bot; Cata watches in Spanish): the match is
 *   played to its end, Ana opens "Ver o replay" from the end screen, steps through to the end with the
 *   keyboard and the buttons and sees the hidden values (the Killer's identity at every step, the
 *   Inspector's hand); the spectator's own link opens the same replay, in Spanish.
 * - Caso (Ana in Portuguese, Bia in English): both accuse wrongly, the case ends; Bia opens the
 *   replay from the end screen, jumps to the end by the key moments and sees the solution and hands.
 * - A wrong key, a replay that is gone and one recorded under older rules each get their message.
 * - Álibi: five seats played over raw sockets from one page (no screen each), the replay on a phone
 *   shows every role and item and no ballot.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { PHONE, Problems, eventually, hostRoom, overflowX, person, shot, watchByCode } from "./play";
import { CHARACTERS, PLACES, WEAPONS, handOf, mover, startMatch } from "./casoKit";
import { axeViolations } from "./axeKit";
import { PROTOCOL_VERSION } from "../../shared/protocol/limits";
import { replayPagePath } from "../../shared/protocol/replay";

useBrowser();

const REPLAY_URL = /\/r\/([A-Z0-9]{5})\/replay\/(\d+)\?k=([0-9a-f]{32})$/;

/** The Killer's turns until the end: a kill when one is in reach (NOIR-1: the first move must be one), else a shift. */
async function killerToEnd(p: Page): Promise<void> {
  for (let turn = 0; turn < 40; turn++) {
    await p.locator('[data-testid="noir-turn"][data-mine="yes"], [data-testid="noir-end"]').first().waitFor({ timeout: 20_000 });
    if (await p.getByTestId("noir-end").count()) return;
    const targets = await p.locator(".noir-board .noir-target-kill").evaluateAll((els) => els.map((e) => e.getAttribute("data-suspect")!));
    if (targets.length > 0) {
      await p.locator(`.noir-board [data-suspect="${targets[0]}"]`).click();
      await p.getByTestId("noir-kill").click();
    } else await p.locator('[data-testid="noir-arrow"][aria-disabled="false"]').first().click();
    await p.locator('[data-testid="noir-turn"][data-mine="no"], [data-testid="noir-end"]').first().waitFor();
  }
  throw new Error("the Noir match did not end");
}

/** Steps to the last step with "next" (Enter on the focused button: the keyboard works); returns how many steps there are. */
async function stepToEnd(p: Page): Promise<number> {
  const next = p.getByTestId("replay-next");
  await next.focus();
  let pressed = 0;
  while (!(await next.isDisabled())) {
    const before = Number(await p.getByTestId("replay-stage").getAttribute("data-step"));
    await next.press("Enter");
    await eventually(async () => Number(await p.getByTestId("replay-stage").getAttribute("data-step"))).toBe(before + 1);
    pressed++;
    if (pressed > 500) throw new Error("no end to the replay");
  }
  return pressed + 1;
}

describe("issue 24 replays in the browser", () => {
  it("PLAT-A1 PLAT-25 PLAT-26 NOIR-H5 Noir: the end screen's link opens the replay on a phone; stepping to the end shows the Killer's identity and the Inspector's hand; the spectator's link works", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const ana = await person(browser, problems, "ana", "pt-BR", PHONE);
    const code = await hostRoom(ana, base, "noir", "Ana");
    await ana.locator('[data-role="killer"]').click();
    const target = ana.getByTestId("noir-kill-target");
    await target.fill("3");
    await target.press("Tab");
    await ana.getByTestId("add-bot-normal").click();
    await ana.getByTestId("bot-pill").waitFor();
    const cata = await person(browser, problems, "cata", "es-ES", PHONE);
    await watchByCode(cata, base, code, "Cata", "Ver partida");
    await ana.getByTestId("start").click();
    await ana.locator(".noir-board").waitFor();
    const killer = (await ana.getByTestId("noir-identity").getAttribute("data-suspect"))!;
    await killerToEnd(ana);
    await cata.getByTestId("noir-end").waitFor();

    // The link, on the end screen of a player and of a spectator: the same replay.
    const link = ana.getByTestId("replay-link");
    await link.waitFor();
    expect(await link.textContent()).toBe("Ver o replay");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(REPLAY_URL);
    await cata.getByTestId("replay-link").waitFor();
    expect(await cata.getByTestId("replay-link").getAttribute("href")).toBe(href);

    await link.click();
    await ana.getByTestId("replay-bar").waitFor();
    expect(ana.url()).toBe(base + href);
    // Step 1: the table at the start, the Killer's identity revealed.
    expect(await ana.getByTestId("replay-stage").getAttribute("data-step")).toBe("0");
    await ana.locator('[data-testid="replay-stage"] .noir-board').waitFor();
    expect(await ana.getByTestId("noir-reveal-killer").getAttribute("data-suspect")).toBe(killer);
    // Read-only: the spectator's screen has no action buttons.
    expect(await ana.locator('[data-testid="replay-stage"] [data-testid="noir-kill"]').count()).toBe(0);
    const steps = await stepToEnd(ana);
    expect(steps).toBeGreaterThan(3);
    await ana.locator('[data-testid="replay-stage"] [data-testid="noir-end"]').waitFor();
    expect(await ana.getByTestId("noir-reveal-killer").getAttribute("data-suspect")).toBe(killer);
    expect(await ana.getByTestId("noir-reveal-hand").locator("[data-suspect]").count()).toBeGreaterThan(0);
    // Back to the start by the key moments, then forward to the next one.
    await ana.getByTestId("replay-prev-moment").click();
    expect(Number(await ana.getByTestId("replay-stage").getAttribute("data-step"))).toBeLessThan(steps - 1);
    expect(await overflowX(ana)).toBe(0);
    // The controls are within thumb reach: the timeline's buttons sit in the lower part of the screen.
    const play = (await ana.getByTestId("replay-play").boundingBox())!;
    expect(play.y + play.height).toBeLessThanOrEqual(PHONE.height);
    expect(play.y).toBeGreaterThan(PHONE.height / 2);
    expect(await axeViolations(ana)).toEqual([]);
    await ana.screenshot({ path: "test/e2e/artifacts/replay-noir-phone-pt.png" });

    // The spectator's link works for a spectator, in their language.
    await cata.getByTestId("replay-link").click();
    await cata.getByTestId("replay-bar").waitFor();
    expect(await cata.getByTestId("replay-reveal").locator("h2").textContent()).toBe("Lo que estaba oculto");
    expect(await cata.getByTestId("noir-reveal-killer").getAttribute("data-suspect")).toBe(killer);
    await cata.getByTestId("replay-play").click();
    await eventually(async () => Number(await cata.getByTestId("replay-stage").getAttribute("data-step"))).toBeGreaterThan(0);
    await cata.getByTestId("replay-play").click(); // pause
    expect(await overflowX(cata)).toBe(0);
    await cata.screenshot({ path: "test/e2e/artifacts/replay-noir-phone-es.png" });

    // A wrong key: a clear message, no replay.
    await ana.goto(base + href.replace(/k=[0-9a-f]/, (m) => (m.endsWith("0") ? "k=1" : "k=0")));
    expect(await ana.getByTestId("replay-error").getAttribute("data-error")).toBe("badKey");
    expect(await ana.getByTestId("replay-bar").count()).toBe(0);
    // Gone (the record was deleted) and recorded under older rules: what the server would say, each with its message.
    const data = `**/api/rooms/${code}/replays/**`;
    await ana.route(data, (r) => r.fulfill({ status: 404, contentType: "application/json", body: '{"error":"replay_not_found"}' }));
    await ana.goto(base + href);
    expect(await ana.getByTestId("replay-error").getAttribute("data-error")).toBe("gone");
    await ana.unroute(data);
    await ana.route(data, async (r) => {
      const real = (await (await r.fetch()).json()) as Record<string, unknown>;
      await r.fulfill({ json: { ...real, rules: "0", replayable: false, steps: [] } });
    });
    await ana.goto(base + href);
    expect(await ana.getByTestId("replay-error").getAttribute("data-error")).toBe("oldRules");
    expect(await ana.getByTestId("replay-error").textContent()).toContain("versão anterior das regras");
    await ana.unroute(data);

    expect(problems.list.filter((l) => !/status of 40[34]/.test(l))).toEqual([]);
    console.log(`replay noir: ${steps} steps, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [ana, cata]) await p.context().close();
  }, 180_000);

  it("CASO-H11 Caso: both players accuse wrongly; the replay from the end screen shows the solution and both hands", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const ana = await person(browser, problems, "ana", "pt-BR", PHONE);
    const bia = await person(browser, problems, "bia", "en-US", PHONE);
    await startMatch(base, [ana, bia], ["Ana", "Bia"]);
    // Each in turn gives up the move and accuses with cards from their own hand: wrong (CASO-16); both out, the case ends.
    for (let turn = 0; turn < 2; turn++) {
      const p = await mover([ana, bia]);
      await p.getByTestId("caso-skip-move").click();
      const hand = await handOf(p);
      // A card of each kind from the own hand (never the solution's); a kind the hand lacks: its first card.
      const triple = [CHARACTERS, WEAPONS, PLACES].map((kind) => kind.find((c) => hand.includes(c)) ?? kind[0]!);
      await p.getByTestId("caso-accuse-open").click();
      for (const c of triple) await p.getByTestId("caso-accuse").locator(`[data-card="${c}"]`).click();
      await p.getByTestId("caso-accuse-confirm").click();
      await p.locator('[data-testid="caso-eliminated"], [data-testid="caso-end"]').first().waitFor();
    }
    for (const p of [ana, bia]) await p.getByTestId("caso-end").waitFor();
    const solution = await bia.getByTestId("caso-solution").first().locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
    expect(solution).toHaveLength(3);

    await bia.getByTestId("replay-link").click();
    await bia.getByTestId("replay-bar").waitFor();
    // The solution is revealed from the first step.
    const shown = () => bia.getByTestId("caso-reveal-solution").locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
    expect((await shown()).sort()).toEqual([...solution].sort());
    expect(await bia.locator('[data-testid^="caso-reveal-hand-"]').count()).toBe(2);
    // To the end by the key moments (each accusation is one), then step by step.
    while (!(await bia.getByTestId("replay-next-moment").isDisabled())) await bia.getByTestId("replay-next-moment").click();
    await bia.locator('[data-testid="replay-stage"] [data-testid="caso-end"]').waitFor();
    expect((await shown()).sort()).toEqual([...solution].sort());
    expect(await overflowX(bia)).toBe(0);
    await bia.screenshot({ path: "test/e2e/artifacts/replay-caso-phone-en.png" });
    expect(problems.list).toEqual([]);
    console.log(`replay caso: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [ana, bia]) await p.context().close();
  }, 180_000);
});

/**
 * Five Álibi seats over raw sockets, run inside one page (no screen per seat): the first creates
 * the room and hosts it with every clock at 1 s; each seat answers its own view the way a hurried
 * player would — «Закончить» when it speaks, ready in the discussion, a ballot in every vote (seats
 * split their ballots), two picks in the poll, no Advokat — and the server's clocks do the rest.
 * Resolves with the replay link the room hands its players once the match has ended.
 * (A string: the e2e files are typechecked without the DOM library.)
 */
const ALIBI_SOCKETS = `async ({ lang, protocol }) => {
  const created = await (await fetch("/api/rooms", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ gameId: "alibi", lang }) })).json();
  const code = created.code;
  const TIMINGS = ["clueSec", "storySec", "discussionSec", "finalDiscussionSec", "accusationSec", "defenceSec", "voteSec", "revoteSec", "pollSec", "verdictSec", "rouletteSec", "exclusionSec", "pollResultSec"];
  const names = ["Ana", "Bruno", "Carmen", "Dmitri", "Eva"];
  const sockets = [];
  let configured = false, started = false;
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the Álibi match did not end")), 150000);
    const open = (i) => {
      const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/api/rooms/" + code + "/ws");
      sockets[i] = ws;
      let rev = 0, sentFor = "";
      const act = (action) => ws.send(JSON.stringify({ type: "act", action, rev }));
      ws.onopen = () => ws.send(JSON.stringify({ type: "hello", v: protocol, token: "replaytestseat" + i + "x" + code, name: names[i], role: "player" }));
      ws.onmessage = (e) => {
        if (e.data === "pong") return;
        const frame = JSON.parse(e.data);
        for (const m of Array.isArray(frame) ? frame : [frame]) receive(m);
      };
      const receive = (m) => {
        if (m.type === "welcome" && i < 4) open(i + 1);
        if (m.type === "room") {
          const room = m.room;
          if (i === 0 && room.phase === "lobby" && !configured && room.seats.length === 5) {
            configured = true;
            const config = { ...room.config };
            for (const k of TIMINGS) config[k] = 1;
            ws.send(JSON.stringify({ type: "config", config }));
          } else if (i === 0 && room.phase === "lobby" && configured && !started && room.config.storySec === 1) {
            started = true;
            ws.send(JSON.stringify({ type: "start" }));
          }
          if (i === 0 && room.phase === "ended" && room.replay) {
            clearTimeout(timer);
            for (const s of sockets) s.close();
            resolve({ code, match: room.replay.match, key: room.replay.key });
          }
        }
        if (m.type !== "view") return;
        rev = m.rev;
        const v = m.view, me = v.me;
        if (!me || v.over) return;
        // One answer per situation (phase, speaker, vote), so a refused one is not repeated.
        const situation = [v.phase, v.round, v.speaker, v.vote ? v.vote.kind + v.vote.candidates.join() : "", me.offer ? "o" : ""].join("|");
        if (situation === sentFor) return;
        sentFor = situation;
        const table = v.players.filter((p) => p.status === "table").map((p) => p.seat);
        if ((v.phase === "story" || v.phase === "accusation" || v.phase === "defence") && v.speaker === me.seat) act({ type: "done" });
        else if (v.phase === "discussion" && table.includes(me.seat)) act({ type: "ready", on: true });
        else if (v.phase === "vote" && v.vote && !me.ballot && table.includes(me.seat)) act({ type: "vote", choice: v.vote.candidates[me.seat % v.vote.candidates.length] });
        else if (v.phase === "poll" && table.includes(me.seat) && table.length >= 2) act({ type: "poll", picks: [table[0], table[1]] });
        else if (v.phase === "verdict" && me.offer) act({ type: "advokat", use: false });
      };
    };
    open(0);
  });
}`;

describe("issue 24 Álibi replay", () => {
  it("PLAT-24 ALIBI-H15 ALIBI-H16 Álibi: the replay on a phone shows every seat's role and items, and no ballot", async () => {
    const t0 = Date.now();
    const base = inject("baseUrl");
    const problems = new Problems();
    const dima = await person(browser, problems, "dima", "ru-RU", PHONE);
    await dima.goto(base);
    const link = (await dima.evaluate(`(${ALIBI_SOCKETS})({ lang: "pt", protocol: ${PROTOCOL_VERSION} })`)) as { code: string; match: number; key: string };
    const played = ((Date.now() - t0) / 1000).toFixed(1);
    const data = dima.waitForResponse((r) => r.url().includes(`/api/rooms/${link.code}/replays/`));
    await dima.goto(`${base}${replayPagePath(link.code, link.match, link.key)}`);
    const body = await (await data).text();
    await dima.getByTestId("replay-bar").waitFor();
    // Every seat's role and its six items, from the first step.
    const roles = await dima.locator('[data-testid^="alibi-reveal-role-"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-role")!));
    expect(roles).toHaveLength(5);
    expect(roles.filter((r) => r === "killer")).toHaveLength(1);
    expect(roles.filter((r) => r === "accomplice")).toHaveLength(1);
    expect(await dima.locator('[data-testid^="alibi-reveal-items-"] li').count()).toBe(30);
    // No ballot anywhere: not in what the page received, not on the page, at any step.
    expect(body).not.toMatch(/ballot/i);
    // To the last step from the keyboard: the timeline's slider takes End.
    const range = dima.getByTestId("replay-range");
    await range.focus();
    await range.press("End");
    const steps = Number(await range.getAttribute("max")) + 1;
    await eventually(() => dima.getByTestId("replay-stage").getAttribute("data-step")).toBe(String(steps - 1));
    await dima.locator('[data-testid="replay-stage"] [data-testid="alibi-end"]').waitFor();
    expect(await dima.locator("body").innerText()).not.toMatch(/бюллетен/i);
    expect(await overflowX(dima)).toBe(0);
    await dima.screenshot({ path: "test/e2e/artifacts/replay-alibi-phone-ru.png" });
    expect(problems.list).toEqual([]);
    console.log(`replay alibi: match played over sockets in ${played} s, ${steps} steps, ${((Date.now() - t0) / 1000).toFixed(1)} s in all`);
    await dima.context().close();
  }, 200_000);
});
