/**
 * Content follows the table (issue 19) in real Chromium: the landing page sends the host's UI
 * language with the create request, the room's deck or case language starts in it, the lobby lists
 * the content languages, and a player whose language differs is told so, in the lobby and in play.
 * Per host language (pt-BR, en, es, ru) a 20 Dicas match and an Álibi match are started, and the
 * content on screen (the narrator's answer, the case banner) is checked to come from that language's
 * deck and cases.
 */
import { afterEach, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browser, useBrowser } from "./chromium";
import { DESKTOP, PHONE, Problems, eventually, hostRoom, joinByLink, person, whichPage } from "./play";
import { DECKS } from "../../shared/games/dicas/decks";
import { casesIn } from "../../shared/games/alibi/cases";
import { CONTENT_LANGS } from "../../shared/games/alibi/cases/types";
import { nearestLang, type UiLang } from "../../shared/engine/content";

useBrowser();
// A failed test leaves its people open: close every context so the next test starts on a quiet machine.
afterEach(async () => {
  for (const c of browser.contexts()) await c.close();
});

/** Each UI language: the browser locale, a player name, and the language's own name for each content language. */
const PEOPLE: Record<UiLang, { locale: string; name: string; langName: Record<UiLang, string> }> = {
  pt: { locale: "pt-BR", name: "Duda", langName: { pt: "português", en: "inglês", es: "espanhol", ru: "russo" } },
  en: { locale: "en-US", name: "Bob", langName: { pt: "Portuguese", en: "English", es: "Spanish", ru: "Russian" } },
  es: { locale: "es-ES", name: "Lucía", langName: { pt: "portugués", en: "inglés", es: "español", ru: "ruso" } },
  ru: { locale: "ru-RU", name: "Дима", langName: { pt: "португальский", en: "английский", es: "испанский", ru: "русский" } },
};
const LANGS: readonly UiLang[] = ["pt", "en", "es", "ru"];
const others = (host: UiLang) => LANGS.filter((l) => l !== host);

/** The notice a player whose UI language is `mine` sees in a room whose content is in `content` (none when equal). */
async function expectNotice(p: Page, mine: UiLang, content: UiLang): Promise<void> {
  const notice = p.getByTestId("content-lang-notice");
  if (mine === content) {
    // The room's own status line is there first, so a missing notice is not a page still loading.
    await p.getByTestId("content-langs").or(p.getByTestId("dicas-head")).or(p.getByTestId("alibi")).first().waitFor();
    expect(await notice.count(), `${mine} in a ${content} room`).toBe(0);
    return;
  }
  await notice.waitFor();
  expect(await notice.getAttribute("data-lang")).toBe(content);
  expect((await notice.textContent())!.toLowerCase()).toContain(PEOPLE[mine].langName[content].toLowerCase());
}

describe("content in the table's language", () => {
  for (const host of LANGS) {
    it(`DICAS-G10 a ${PEOPLE[host].locale} host gets the ${host} deck: the narrator's card is from it, and a player in another language sees the notice`, async () => {
      const problems = new Problems();
      const base = inject("baseUrl");
      const h = await person(browser, problems, `${host}-host`, PEOPLE[host].locale, PHONE);
      const code = await hostRoom(h, base, "dicas", PEOPLE[host].name);
      await eventually(() => h.getByTestId("dicas-deck").inputValue()).toBe(host);
      expect(await h.getByTestId("content-langs").textContent()).toContain(PEOPLE[host].langName[host]);
      const guestLang = others(host)[0]!;
      const g = await person(browser, problems, `${guestLang}-guest`, PEOPLE[guestLang].locale, DESKTOP);
      await joinByLink(g, base, code, PEOPLE[guestLang].name);
      await expectNotice(h, host, host);
      await expectNotice(g, guestLang, host);

      await h.getByTestId("start").click();
      for (const p of [h, g]) await p.getByTestId("dicas-head").waitFor();
      const narrator = await whichPage([h, g], async (p) => (await p.getByTestId("dicas-card").count()) > 0);
      const answer = (await narrator.locator('[data-testid="dicas-answer"] strong').textContent())!.trim();
      const card = DECKS[host].find((c) => c.answer === answer);
      expect(card, `${answer} in the ${host} deck`).toBeDefined();
      // The card's 20 clues on the narrator's screen are that card's, in the deck's language.
      const clues = (await narrator.getByTestId("dicas-card-clue").allInnerTexts()).map((t) => t.trim());
      expect(clues).toEqual(card!.clues);
      // In play the notice stays for the guest and never shows for the host.
      await expectNotice(g, guestLang, host);
      await expectNotice(h, host, host);
      expect(problems.list).toEqual([]);
      for (const p of [h, g]) await p.context().close();
    });
  }

  for (const host of LANGS) {
    const content = nearestLang(host, CONTENT_LANGS);
    it(`ALIBI-G13 a ${PEOPLE[host].locale} host's Álibi plays a ${content} case: the banner shows it, and the other four players see the notice`, async () => {
      expect(content, "every UI language has its own cases").toBe(host);
      const problems = new Problems();
      const base = inject("baseUrl");
      const h = await person(browser, problems, `${host}-host`, PEOPLE[host].locale, DESKTOP);
      const code = await hostRoom(h, base, "alibi", PEOPLE[host].name);
      await eventually(() => h.getByTestId("alibi-content-lang").inputValue()).toBe(content);
      const langsLine = (await h.getByTestId("content-langs").textContent())!.toLowerCase();
      for (const l of CONTENT_LANGS) expect(langsLine).toContain(PEOPLE[host].langName[l].toLowerCase());
      // Four guests: one in each other UI language, and one more in the host's own.
      const guestLangs = [...others(host), host];
      const guests: Page[] = [];
      for (const [i, l] of guestLangs.entries()) {
        const g = await person(browser, problems, `${l}-guest${i}`, PEOPLE[l].locale, PHONE);
        await joinByLink(g, base, code, `${PEOPLE[l].name} ${i + 1}`);
        guests.push(g);
      }
      const everyone = [h, ...guests];
      const langOf = [host, ...guestLangs];
      for (const [i, p] of everyone.entries()) await expectNotice(p, langOf[i]!, content);

      await h.getByTestId("start").click();
      for (const p of everyone) await p.getByTestId("alibi").waitFor();
      // Each seat's role card opens first; its items are this case's texts, in the case's language.
      const itemTexts: string[] = [];
      for (const p of everyone) {
        await p.getByTestId("alibi-rolecard").waitFor();
        itemTexts.push(...(await p.locator('[data-testid^="alibi-rolecard-item-"]').allInnerTexts()));
        await p.getByTestId("alibi-rolecard-close").click();
        await p.getByTestId("alibi-rolecard").waitFor({ state: "detached" });
      }
      // The banner's title and circumstances are one of this language's cases, on every screen.
      const banner = (await h.getByTestId("alibi-banner").innerText()).trim();
      const played = casesIn(content).find((c) => banner.includes(c.title));
      expect(played, `a ${content} case title in «${banner.slice(0, 80)}»`).toBeDefined();
      for (const p of everyone) {
        await p.getByTestId("alibi-banner").locator("summary").click();
        await eventually(async () => (await p.getByTestId("alibi-banner").innerText()).includes(played!.circumstances)).toBe(true);
      }
      // Every seat's relation, motive, alibi and secret on its role card is one of the played case's entries.
      const entries = [played!.relations, played!.motives, played!.alibis, played!.secrets].flatMap((pool) => pool.map((e) => e.text));
      expect(entries.filter((e) => itemTexts.some((t) => t.includes(e))).length, "pool entries on the role cards").toBeGreaterThanOrEqual(4 * everyone.length);
      for (const [i, p] of everyone.entries()) await expectNotice(p, langOf[i]!, content);
      expect(problems.list).toEqual([]);
      for (const p of everyone) await p.context().close();
    });
  }

  it("ALIBI-G13 the host switches the case language: the notice moves to the players it now concerns", async () => {
    const problems = new Problems();
    const base = inject("baseUrl");
    const h = await person(browser, problems, "en-host", "en-US", DESKTOP);
    const code = await hostRoom(h, base, "alibi", "Bob");
    await eventually(() => h.getByTestId("alibi-content-lang").inputValue()).toBe("en");
    const ru = await person(browser, problems, "ru-player", "ru-RU", PHONE);
    await joinByLink(ru, base, code, "Дима");
    const pt = await person(browser, problems, "pt-player", "pt-BR", PHONE);
    await joinByLink(pt, base, code, "Duda");
    await expectNotice(ru, "ru", "en");
    await expectNotice(pt, "pt", "en");
    await expectNotice(h, "en", "en");

    await h.getByTestId("alibi-content-lang").selectOption("ru");
    await eventually(() => ru.getByTestId("content-lang-notice").count()).toBe(0);
    await expectNotice(pt, "pt", "ru");
    await expectNotice(h, "en", "ru");
    expect(problems.list).toEqual([]);
    for (const p of [h, ru, pt]) await p.context().close();
  });
});
