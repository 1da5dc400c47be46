/**
 * A whole Álibi match through the UI in real Chromium: five players (the host on a 360 px touch phone
 * in Portuguese, four desktops in en, es, ru, pt) and a spectator with reduced motion. The host sets
 * short timings in the lobby; round 1 is played by hand (stories with the ALIBI-3 picker, ready,
 * accusations, a tied vote, a tied revote); the police roulette stops on the same seat in all six
 * contexts; the server's clocks then carry the case to the end screen (reveal, points, season).
 */
import { createHash } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { audit, auditScreen } from "./a11y";
import { browser, useBrowser } from "./chromium";
import { ARTIFACTS, DESKTOP, PHONE, Problems, eventually, hostRoom, joinByLink, overflowX, person, shot, untranslated, watchByCode } from "./play";
import { phaseOf, setTimings, speakerPage, vote } from "./alibiKit";
import { OWN_ANSWER_MS, jumps, phaseShifts, recordShifts } from "./layoutShift";
import { catalogs } from "../../web/games/alibi/i18n";

useBrowser();

// The votes' clocks leave room for the script's ballots on a loaded machine: a revote of 6 s closed
// before the third of four ballots (the vote ends at the last ballot; the revote, with one voter
// abstaining, at its clock).
const TIMINGS: Record<string, number> = {
  clueSec: 1, storySec: 45, discussionSec: 20, finalDiscussionSec: 2, accusationSec: 20, defenceSec: 1,
  voteSec: 60, revoteSec: 20, pollSec: 3, verdictSec: 1, rouletteSec: 3, exclusionSec: 4, pollResultSec: 1,
};


describe("Álibi in the browser", () => {
  it("ALIBI-2 ALIBI-3 ALIBI-4 ALIBI-5 ALIBI-6 ALIBI-7 ALIBI-8 ALIBI-12 PLAT-27 PLAT-A1 five players and a spectator play to the end screen; the roulette stops on the same seat everywhere; axe and pixel contrast clean at the vote, the roulette and the end", async () => {
    const problems = new Problems();
    const base = inject("baseUrl");
    const host = await person(browser, problems, "host", "pt-BR", PHONE);
    const others = [
      await person(browser, problems, "en", "en-US", PHONE),
      await person(browser, problems, "es", "es-ES", DESKTOP),
      await person(browser, problems, "ru", "ru-RU", DESKTOP),
      await person(browser, problems, "pt", "pt-BR", DESKTOP),
    ];
    const code = await hostRoom(host, base, "alibi", "Anastácia Beatriz Moraes");
    const names = ["Bob", "Carmen", "Дмитрий", "Duda"];
    // PLAT-A4: what every phase change moves on Bob's phone (a player) is recorded to the end.
    await recordShifts(others[0]!.context());
    for (const [i, p] of others.entries()) await joinByLink(p, base, code, names[i]!);
    const players = [host, ...others];

    // Lobby: the deck for five and the «одна ошибка — поражение» warning; short timings.
    await host.getByTestId("alibi-one-mistake").waitFor();
    await eventually(() => host.getByTestId("alibi-deck").locator("li").count()).toBe(5);
    await setTimings(host, TIMINGS);
    await shot(host, "alibi-lobby-phone");
    expect(await overflowX(host)).toBe(0);

    // The spectator (reduced motion) watches by code.
    const ctx = await browser.newContext({ locale: "en-US", viewport: DESKTOP, reducedMotion: "reduce" });
    const spec = problems.watch(await ctx.newPage(), "spectator");
    await spec.goto(base);
    await spec.locator(".code-input").fill(code);
    await spec.getByRole("button", { name: "Watch game" }).click();
    await spec.getByTestId("name-input").fill("Eve");
    await spec.getByRole("button", { name: "Watch game" }).click();
    await spec.locator(".banner").waitFor();
    // PLAT-A4: a second spectator, on a touch phone, only watches; what every phase change moves on
    // its screen is recorded until the case closes.
    const watcher = await person(browser, problems, "watcher", "en-US", PHONE);
    await recordShifts(watcher.context());
    await watchByCode(watcher, base, code, "Watcher", "Watch game");

    await host.getByTestId("start").click();
    const all = [...players, spec];
    const a11y: string[] = [];
    for (const p of all) await p.getByTestId("alibi").waitFor();
    await shot(host, "alibi-start-phone");
    expect(await overflowX(host)).toBe(0);

    // The role moment: a full-screen card for every seat at the start (role, aim, items with their
    // text), none for the spectator; tap to hide, "My role" brings it back.
    // (All seats at once: the first speaker's story clock is already running.)
    const cardRoles = await Promise.all(
      players.map(async (p, i) => {
        const card = p.getByTestId("alibi-rolecard");
        await card.waitFor();
        const role = (await card.getAttribute("data-role"))!;
        expect(await card.locator('[data-testid^="alibi-rolecard-item-"]').count()).toBe(6);
        expect((await p.getByTestId("alibi-rolecard-aim").innerText()).length).toBeGreaterThan(20);
        if (i < 2) await p.screenshot({ path: `${ARTIFACTS}/alibi-rolecard-phone-${i === 0 ? "pt" : "en"}.png` });
        await p.getByTestId("alibi-rolecard-close").click();
        await card.waitFor({ state: "detached" });
        return role;
      }),
    );
    expect(await spec.getByTestId("alibi-rolecard").count()).toBe(0);
    await host.getByTestId("alibi-role-again").click();
    await host.getByTestId("alibi-rolecard").waitFor();
    // On the 360 px phone every role name of every language fits the card's heading on one line (the
    // Russian "Невиновный(ая)" broke before its ")" at a fixed 2rem).
    const roleNames = Object.values(catalogs).flatMap((c) => ["killer", "accomplice", "innocent"].map((r) => c[`alibi.role.${r}`] as string));
    const lines = await host.locator("#alibi-rolecard-title").evaluate((h, names) => {
      // A copy beside the heading (same class, same width), so the page's own heading is left alone.
      const copy = h.cloneNode() as HTMLElement;
      copy.removeAttribute("id");
      h.insertAdjacentElement("afterend", copy);
      const lineHeight = parseFloat(getComputedStyle(copy).lineHeight);
      const out = names.map((name) => ((copy.textContent = name), [name, Math.round(copy.getBoundingClientRect().height / lineHeight)] as const));
      copy.remove();
      return out;
    }, roleNames);
    expect(lines.filter(([, n]) => n !== 1), "role names over one line at 360 px").toEqual([]);
    await host.getByTestId("alibi-rolecard").click();
    await host.getByTestId("alibi-rolecard").waitFor({ state: "detached" });

    // Own card in the drawer: a role for every seat, none for the spectator.
    const roles: string[] = [];
    for (const p of players) {
      await p.getByTestId("alibi-drawer-toggle").click();
      roles.push((await p.getByTestId("alibi-role").getAttribute("data-role"))!);
      // The sheet's own close button: the open sheet may lie over the docked toggle.
      await p.getByTestId("alibi-drawer-close").click();
    }
    expect(roles).toEqual(cardRoles);
    expect(roles.filter((r) => r === "killer")).toHaveLength(1);
    expect(roles.filter((r) => r === "accomplice")).toHaveLength(1);
    expect(await spec.getByTestId("alibi-drawer-toggle").count()).toBe(0);

    // Round 1, stories: each speaker opens an item (ALIBI-3: the picker) and presses «Закончить».
    await eventually(() => phaseOf(host)).toBe("story");
    let pickerTexts = 0;
    for (let i = 0; i < 5; i++) {
      const p = await speakerPage(players, "story");
      if (!p) break;
      // The picker shows each closed item with its text (a speaker whose clock ran out meanwhile has none left).
      const text = p.getByTestId("alibi-open-text").first();
      if (await text.isVisible()) {
        expect((await text.innerText()).length).toBeGreaterThan(0);
        if (pickerTexts === 0) {
          // A seat at the table with nothing to do gets a tip from the rules in the panel's room; the speaker has its items.
          await shot(p, "alibi-story-speaker");
          expect(await p.getByTestId("alibi-wait").count()).toBe(0);
          const listener = players.find((q) => q !== p)!;
          expect((await listener.getByTestId("alibi-wait-tip").innerText()).length).toBeGreaterThan(20);
          expect(await spec.getByTestId("alibi-wait").count()).toBe(0);
        }
        pickerTexts++;
        await p.locator('[data-testid^="alibi-open-"]:not([disabled])').first().click();
      }
      await p.getByTestId("alibi-done").click();
      // The slot passes on (each seat speaks once a round): a slow server must not let the next
      // lap find this speaker's button again and spend a lap on a second «done».
      await p.getByTestId("alibi-done").waitFor({ state: "hidden" });
    }
    expect(pickerTexts).toBeGreaterThan(0);
    await eventually(() => phaseOf(host)).toBe("discussion");
    // Every seat opened one item: five opened items on the spectator's tiles.
    await eventually(() => spec.locator(".alibi-opened li").count()).toBe(5);
    for (const p of players) await p.getByTestId("alibi-ready").click();
    await eventually(() => phaseOf(host)).toBe("accusation");
    for (let i = 0; i < 5; i++) {
      const p = await speakerPage(players, "accusation");
      if (!p) break;
      await p.getByTestId("alibi-done").click();
      // The slot passes on (each seat speaks once a round): a slow server must not let the next
      // lap find this speaker's button again and spend a lap on a second «done».
      await p.getByTestId("alibi-done").waitFor({ state: "hidden" });
    }
    await eventually(() => phaseOf(host)).toBe("vote");

    // ALIBI-5/6: seats 0 and 1 tie at 2 with ∅ at 1 → a revote between them.
    await vote(players[0]!, 1);
    await vote(players[1]!, 0);
    await vote(players[2]!, 0);
    // Only "k of T" is public during the vote.
    await eventually(async () => (await spec.getByTestId("alibi-voted").innerText()).includes("3")).toBe(true);
    await shot(host, "alibi-vote-phone");
    // The host has voted: its panel holds a tip while the others vote; a seat still voting has its ballot instead.
    expect((await host.getByTestId("alibi-wait-tip").innerText()).length).toBeGreaterThan(20);
    expect(await players[3]!.getByTestId("alibi-wait").count()).toBe(0);
    // PLAT-A1: the vote as the host's phone (its ballot cast) and a desktop still voting see it.
    a11y.push(...(await audit(host, "alibi vote (voted)")), ...(await audit(players[3]!, "alibi vote (voting)")));
    await vote(players[3]!, 1);
    await vote(players[4]!, -1);
    // The close: counts for all, then the revote between seats 0 and 1 (∅ is not among the leaders).
    await spec.getByTestId("alibi-verdict").waitFor();
    await players[0]!.getByTestId("alibi-vote-1").waitFor();
    expect(await players[0]!.getByTestId("alibi-vote--1").count()).toBe(0);
    // Revote tied 2–2; seat 4 is no candidate and abstains (ALIBI-7: the vote is lost) → roulette.
    await vote(players[0]!, 1);
    await vote(players[1]!, 0);
    await vote(players[2]!, 0);
    await vote(players[3]!, 1);
    for (const p of all) await p.getByTestId("alibi-roulette").waitFor({ timeout: 40_000 });
    expect(await spec.getByTestId("alibi-roulette").getAttribute("data-motion")).toBe("calm");
    // Every screen stops on the same seat (read in parallel while the stopped wheel shows during the exclusion).
    const stops = await Promise.all(
      all.map(async (p) => {
        const r = p.getByTestId("alibi-roulette-result").first();
        await r.waitFor({ timeout: 15_000 });
        return (await r.getAttribute("data-seat"))!;
      }),
    );
    await shot(host, "alibi-roulette-phone");
    a11y.push(...(await audit(host, "alibi roulette")));
    expect(new Set(stops).size).toBe(1);
    expect(["0", "1"]).toContain(stops[0]);

    // From here on everyone plays along quickly: «Закончить» when offered, ready, the first candidate
    // in every vote, the first two in the poll; the server's clocks do the rest.
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      if (await host.getByTestId("alibi-end").isVisible()) break;
      for (const p of players) {
        const tap = async (sel: string) => {
          const l = p.locator(sel).first();
          if (await l.isVisible().catch(() => false)) await l.click({ timeout: 2_000 }).catch(() => undefined);
        };
        await tap('[data-testid="alibi-done"]');
        await tap('[data-testid="alibi-ready"].primary');
        if (await p.locator(".alibi-vote .alibi-cands button").first().isVisible().catch(() => false)) {
          if (await p.getByTestId("alibi-vote").isVisible().catch(() => false)) {
            await tap(".alibi-vote .alibi-cands button");
            await tap('[data-testid="alibi-vote-confirm"]');
          } else {
            const picks = p.locator('.alibi-cands [data-testid^="alibi-poll-"]');
            if ((await picks.count()) >= 2) {
              await picks.nth(0).click().catch(() => undefined);
              await picks.nth(1).click().catch(() => undefined);
              await tap('[data-testid="alibi-poll-submit"]');
            }
          }
        }
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const p of all) await p.getByTestId("alibi-end").waitFor({ timeout: 30_000 });
    // PLAT-A4: no phase change moved the watcher's table by more than a page load may (the now line,
    // the status row and the phase's panel keep their room); the end screen, which opens above it all, apart.
    const moved = await phaseShifts(watcher, "alibi, a spectator's 360 px phone through the match");
    expect(moved.length, JSON.stringify(moved)).toBeGreaterThan(0);
    expect(jumps(moved, "over")).toEqual([]);
    // … nor on a player's phone (Bob's), his own taps' answers apart.
    expect(jumps(await phaseShifts(others[0]!, "alibi, a player's 360 px phone through the match", OWN_ANSWER_MS), "over")).toEqual([]);
    await watcher.context().close();

    // The end screen: full reveal with points for every seat, the season block (table or message), rematch.
    await eventually(() => spec.locator('[data-testid="alibi-points"]').count()).toBe(5);
    await host.getByTestId("alibi-my-points").waitFor();
    for (const p of all) await p.getByTestId("alibi-season").locator("h3").waitFor();
    await eventually(() => host.getByTestId("alibi-season").locator("ol li, .alibi-note").count()).toBeGreaterThan(0);
    // The reveal first: the killer and the accomplice, the seats whose role cards said so, with their cards;
    // then the timeline (the round-1 roulette exclusion is in it) and the season line.
    const killerSeat = roles.indexOf("killer");
    const accompliceSeat = roles.indexOf("accomplice");
    for (const p of [host, players[1]!, spec]) {
      const reveal = p.getByTestId("alibi-end-reveal");
      await expect.poll(() => reveal.getByTestId("alibi-end-killer").getAttribute("data-seat")).toBe(String(killerSeat));
      expect(await reveal.getByTestId("alibi-end-accomplice").getAttribute("data-seat")).toBe(String(accompliceSeat));
      expect(await reveal.getByTestId("alibi-end-killer").locator("li").count()).toBe(6);
      await p.getByTestId("alibi-end-timeline").waitFor();
      expect(await p.getByTestId("alibi-tl-out").count()).toBeGreaterThan(0);
    }
    const killerName = ["Anastácia Beatriz Moraes", ...names][killerSeat]!;
    expect(await host.getByTestId("alibi-end-killer").innerText()).toContain(killerName);
    expect(await players[1]!.getByTestId("alibi-end-killer").innerText()).toContain(`The killer was`);
    for (const p of [host, players[1]!]) await eventually(() => p.getByTestId("season-line").count()).toBe(1);
    // PLAT-27: once the table counts this match, the line's total includes it (this server's season is
    // fresh, so the total is this match's gain) and its position is the row the table marks as mine; a
    // spectator has no line. The table knows you: your row highlighted, "(você)"/"(you)", plurals.
    for (const [p, you] of [[host, "você"], [players[1]!, "you"]] as const) {
      const line = p.getByTestId("season-line");
      await expect.poll(() => line.getAttribute("data-position"), { timeout: 15_000 }).not.toBe("");
      expect(await line.getAttribute("data-total")).toBe(await line.getAttribute("data-gain"));
      const rows = p.getByTestId("alibi-season").getByTestId("season-row");
      // Mine is marked once: among the top 20, or after them at its own place when other rooms of
      // this run have filled the table (the end shows the top 20).
      const marks = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-me")));
      expect(marks.filter((m) => m === "true")).toHaveLength(1);
      expect(await rows.nth(marks.indexOf("true")).getAttribute("data-position")).toBe(await line.getAttribute("data-position"));
      const mine = await rows.nth(marks.indexOf("true")).innerText();
      expect(mine).toContain(`(${you})`);
      expect(mine).not.toMatch(/\b1 pts\b/);
    }
    expect(await spec.getByTestId("season-line").count()).toBe(0);
    // The end screen and its timeline stay clear of the floating card button.
    await shot(host, "alibi-end-phone");
    await shot(host, "alibi-end-reveal-phone-pt");
    await shot(players[1]!, "alibi-end-reveal-phone-en");
    await shot(spec, "alibi-end-spectator");
    a11y.push(...(await auditScreen(host, "alibi end (host)")), ...(await auditScreen(players[1]!, "alibi end (player)")), ...(await auditScreen(spec, "alibi end (spectator)")));
    expect(a11y).toEqual([]);
    expect(await overflowX(host)).toBe(0);
    for (const [i, p] of all.entries()) expect(await untranslated(p, "alibi", `alibi-history-${i}`)).toEqual([]);

    // ALIBI-12: the landing's season table knows you, on the phone: two players named Duda (folded alike)
    // carry their tags, the host's own row (her tag: SHA-256 of her device token) is marked, and one point
    // reads "1 ponto". (This server's month has no repeated names, so the route's answer is set here.)
    const token = String(await host.evaluate(`localStorage.getItem("mesa.token")`));
    const myTag = createHash("sha256").update(token).digest("hex").slice(0, 6);
    const fake = [
      { name: "Duda", tag: "aaaaaa", points: 6, wins: 1, matches: 2 },
      { name: "duda", tag: "bbbbbb", points: 5, wins: 1, matches: 2 },
      { name: "Anastácia Beatriz Moraes", tag: myTag, points: 1, wins: 0, matches: 1 },
    ];
    await host.route(/\/api\/season\?game=alibi/, (r) => r.fulfill({ json: { game: "alibi", month: "2026-12", rows: fake } }));
    await host.goto(base);
    const board = host.getByTestId("season-board").getByTestId("season-row");
    await eventually(() => board.count()).toBe(3);
    const texts = await board.allInnerTexts();
    expect(texts[0]).toContain("#aaaaaa");
    expect(texts[1]).toContain("#bbbbbb");
    expect(texts[2]).not.toContain("#");
    expect(texts[2]).toMatch(/\(você\)[\s\S]*\b1 ponto\b[\s\S]*\b1 partida\b/);
    expect(await board.evaluateAll((els) => els.map((e) => e.getAttribute("data-me")))).toEqual([null, null, "true"]);
    // On the 360 px phone a long name gives way: the tags and "(você)" are whole, inside their rows.
    const clipped = await host.evaluate(`[...document.querySelectorAll("[data-testid=season-board] .season-tag, [data-testid=season-board] .season-you")]
      .filter((e) => e.closest(".one-line") || e.getBoundingClientRect().right > e.closest("li").getBoundingClientRect().right + 0.5 || e.scrollWidth > e.clientWidth + 0.5)
      .map((e) => e.textContent)`);
    expect(clipped).toEqual([]);
    const cut = (await host.evaluate(`[...document.querySelectorAll("[data-testid=season-board] .season-name")].map((e) => e.scrollWidth > e.clientWidth + 0.5)`)) as boolean[];
    expect(cut.slice(0, 2), "a short name is shown whole beside its tag").toEqual([false, false]);
    expect(await host.locator("[data-testid=season-board] .season-tag, [data-testid=season-board] .season-you").count()).toBe(3);
    await host.getByTestId("season-board").screenshot({ path: `${ARTIFACTS}/season-board-phone-pt.png` });
    expect(problems.list).toEqual([]);
  }, 420_000);
});
