import { afterEach, describe, expect, it } from "vitest";
import { setLang, t } from "../../../web/i18n";

afterEach(() => setLang("pt"));

describe("counts read naturally (issue 11)", () => {
  it("PLAT-1 Portuguese says '0 pessoas na sala', not '0 pessoa'", async () => {
    await setLang("pt");
    expect(t("join.players", { n: 0 })).toBe("0 pessoas na sala");
    expect(t("join.players", { n: 1 })).toBe("1 pessoa na sala");
    expect(t("join.players", { n: 3 })).toBe("3 pessoas na sala");
  });
  it("PLAT-1 Russian keeps its three forms, zero included", async () => {
    await setLang("ru");
    expect(t("join.players", { n: 0 })).toBe("В комнате 0 человек");
    expect(t("join.players", { n: 2 })).toBe("В комнате 2 человека");
    expect(t("join.players", { n: 5 })).toBe("В комнате 5 человек");
  });
});
