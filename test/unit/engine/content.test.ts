/** Content follows the table (issue 19): the room's content language comes from the host's UI language. */
import { describe, expect, it } from "vitest";
import { UI_LANGS, configForHost, nearestLang } from "../../../shared/engine/content";
import { game as alibi } from "../../../shared/games/alibi";
import { game as dicas } from "../../../shared/games/dicas";
import { casesIn, type ContentLang } from "../../../shared/games/alibi/cases";
import { createRoomBody } from "../../../shared/protocol";
import { CoreDriver } from "../../support/coreDriver";

describe("content language follows the host", () => {
  it("DICAS-G10 a room's deck is the host's language, for every UI language", () => {
    for (const lang of UI_LANGS) {
      const d = new CoreDriver({ gameId: "dicas", lang });
      expect((d.room()!.config as { deck: string }).deck).toBe(lang);
    }
  });

  it("ALIBI-G13 a room's cases are in the host's own language, for every UI language", () => {
    for (const lang of UI_LANGS) {
      const d = new CoreDriver({ gameId: "alibi", lang });
      const config = d.room()!.config as { contentLang: string; caseId: string };
      expect(config.contentLang).toBe(lang);
      expect(config.caseId).toBe("random");
      expect(casesIn(config.contentLang as ContentLang).length).toBeGreaterThan(0);
    }
  });

  it("ALIBI-G13 the nearest language is the host's own whenever it has content", () => {
    for (const lang of UI_LANGS) expect(nearestLang(lang, UI_LANGS)).toBe(lang);
    expect(nearestLang("es", ["ru", "pt"] as const)).toBe("pt");
    expect(nearestLang("en", ["ru", "pt"] as const)).toBe("pt");
    expect(nearestLang("ru", ["pt", "ru"] as const)).toBe("ru");
  });

  it("ALIBI-G13 every language a game lists has content, and the created config passes the game's schema", () => {
    for (const lang of alibi.content!.langs) expect(casesIn(lang as ContentLang).length).toBeGreaterThan(0);
    for (const lang of UI_LANGS) {
      expect(alibi.configSchema.safeParse(configForHost(alibi.defaultConfig, alibi.content, lang)).success).toBe(true);
      expect(dicas.configSchema.safeParse(configForHost(dicas.defaultConfig, dicas.content, lang)).success).toBe(true);
    }
  });

  it("ALIBI-G13 without a language (an old client) the room keeps the game's default, never Russian for Álibi", () => {
    const d = new CoreDriver({ gameId: "alibi" });
    expect((d.room()!.config as { contentLang: string }).contentLang).toBe("pt");
  });

  it("ALIBI-G13 the create request accepts the four UI languages and refuses any other", () => {
    for (const lang of UI_LANGS) expect(createRoomBody.safeParse({ gameId: "alibi", lang }).success).toBe(true);
    expect(createRoomBody.safeParse({ gameId: "alibi" }).success).toBe(true);
    expect(createRoomBody.safeParse({ gameId: "alibi", lang: "de" }).success).toBe(false);
    expect(createRoomBody.safeParse({ gameId: "alibi", lang: 3 }).success).toBe(false);
  });
});
