/**
 * Issue 9 in the browser: an outdated client is offered a reload instead of hanging on
 * "connecting"; the host sees a removed player and lets them back ("Permitir volta"); a
 * spectator's chat line carries a spectator mark.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { browser, useBrowser } from "./chromium";
import { startDevServer, type DevServer } from "./server";
import { PHONE, Problems, hostRoom, joinByLink, person, watchByCode } from "./play";

let server: DevServer;
useBrowser();
beforeAll(async () => {
  server = await startDevServer();
});
afterAll(() => server?.stop());

it("PLAT-2 PLAT-5 reload_required offers a reload; a kicked player is let back by the host; spectators are marked in chat", async () => {
  const problems = new Problems();
  const ana = await person(browser, problems, "ana", "pt-BR", PHONE);
  const code = await hostRoom(ana, server.url, "matiz", "Ana");
  const bia = await person(browser, problems, "bia", "pt-BR", PHONE);
  await joinByLink(bia, server.url, code, "Bia");
  ana.once("dialog", (d) => void d.accept()); // removing asks first (issue 11)
  await ana.getByRole("button", { name: "Remover Bia" }).click();
  await ana.getByTestId("banned").getByText("Bia").waitFor();
  await bia.getByText("O anfitrião removeu você da sala.").waitFor();

  // A page from before a deploy speaks another protocol version.
  const old = await person(browser, problems, "old", "en", PHONE);
  await old.addInitScript(() => {
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      return send.call(this, (typeof data === "string" ? data.replace(/"v":\d+/, '"v":0') : data) as never);
    };
  });
  await old.goto(`${server.url}/r/${code}`);
  await old.getByTestId("name-input").fill("Old");
  await old.getByTestId("join-button").click();
  await old.getByTestId("reload").waitFor();
  expect(await old.getByText("There is a new version of Mesa.").isVisible()).toBe(true);

  await ana.getByRole("button", { name: "Permitir a volta de Bia" }).click();
  await ana.getByTestId("banned").waitFor({ state: "detached" });

  const vera = await person(browser, problems, "vera", "pt-BR", PHONE);
  await watchByCode(vera, server.url, code, "Vera", "Assistir partida");
  await vera.getByRole("textbox", { name: "Mensagem" }).fill("oi, só olhando");
  await vera.getByRole("button", { name: "Enviar" }).click();
  const line = ana.locator(".chat-lines li", { hasText: "oi, só olhando" });
  await line.waitFor();
  expect(await line.textContent()).toContain("espectador");
}, 60_000);
