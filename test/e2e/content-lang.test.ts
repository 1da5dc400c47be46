/**
 * Content follows the table (issue 19) in real Chromium: the landing page sends the host's UI
 * language with the create request, the room's deck or case language starts in it (or the nearest
 * that has content), the lobby lists the content languages, and a player whose language differs
 * is told so.
 */
import { describe, expect, inject, it } from "vitest";
import { browser, useBrowser } from "./chromium";
import { DESKTOP, PHONE, Problems, eventually, hostRoom, joinByLink, person } from "./play";

useBrowser();

describe("content in the table's language", () => {
  it("DICAS-G10 a Spanish host gets the Spanish deck and no notice", async () => {
    const problems = new Problems();
    const base = inject("baseUrl");
    const host = await person(browser, problems, "es-host", "es-ES", PHONE);
    await hostRoom(host, base, "dicas", "Lucía");
    await eventually(() => host.getByTestId("dicas-deck").inputValue()).toBe("es");
    expect(await host.getByTestId("content-langs").textContent()).toContain("español");
    expect(await host.getByTestId("content-lang-notice").count()).toBe(0);
    expect(problems.list).toEqual([]);
    await host.context().close();
  });

  it("ALIBI-G13 an English host's Álibi takes the nearest case language (Portuguese); players whose language differs see the notice", async () => {
    const problems = new Problems();
    const base = inject("baseUrl");
    const host = await person(browser, problems, "en-host", "en-US", DESKTOP);
    const code = await hostRoom(host, base, "alibi", "Bob");
    await eventually(() => host.getByTestId("alibi-content-lang").inputValue()).toBe("pt");
    expect(await host.getByTestId("content-langs").textContent()).toMatch(/Russian.*Portuguese|Portuguese.*Russian/);
    // English has no cases yet: the host is told the room plays in Portuguese.
    const notice = host.getByTestId("content-lang-notice");
    await notice.waitFor();
    expect(await notice.getAttribute("data-lang")).toBe("pt");
    expect(await notice.textContent()).toContain("Portuguese");

    const ru = await person(browser, problems, "ru-player", "ru-RU", PHONE);
    await joinByLink(ru, base, code, "Дима");
    await ru.getByTestId("content-lang-notice").waitFor();
    expect(await ru.getByTestId("content-lang-notice").textContent()).toContain("португальский");

    const pt = await person(browser, problems, "pt-player", "pt-BR", PHONE);
    await joinByLink(pt, base, code, "Duda");
    await pt.getByTestId("content-langs").waitFor();
    expect(await pt.getByTestId("content-lang-notice").count()).toBe(0);

    // The host switches to Russian cases: now the Russian player's notice goes and the Portuguese one's comes.
    await host.getByTestId("alibi-content-lang").selectOption("ru");
    await eventually(() => ru.getByTestId("content-lang-notice").count()).toBe(0);
    await pt.getByTestId("content-lang-notice").waitFor();
    expect(await pt.getByTestId("content-lang-notice").getAttribute("data-lang")).toBe("ru");
    expect(problems.list).toEqual([]);
    for (const p of [host, ru, pt]) await p.context().close();
  });
});
