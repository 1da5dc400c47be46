/** The one folding (shared/text/fold) and the name comparison (shared/text/names), on their own. */
import { describe, expect, it } from "vitest";
import prototypes from "unhomoglyph/data.json";
import { LATIN_TWINS, foldText, normaliseName } from "../../../shared/text/fold";
import { nameIndex, sameName } from "../../../shared/text/names";
import { validateClue, type ClueRules } from "../../../shared/games/matiz/clueRules";
import { censor, isProfane } from "../../../shared/text/profanity";

const SEATED = "Ana Lúcia";
/** The variants issue 17 found accepted next to a seated "Ana Lúcia". */
const ISSUE_VARIANTS = ["Ana\u200bLúcia", "Ana Lúcia\u200b", "Ana\u2060Lúcia", "\u0410na Lúcia", "Ana Lúcia\u0000", "ana lúcia"];

describe("PLAT-3 one name, one person", () => {
  it("PLAT-3 a name is stored NFKC-normalised, without invisible or control characters, spaces collapsed", () => {
    expect(normaliseName("  Ａｎａ\u00a0\u00a0Lúcia\u200b\u0000\u202e ")).toBe("Ana Lúcia");
    expect(normaliseName("Ana\u2060Lu\u0301cia")).toBe("AnaLúcia");
    expect(normaliseName("\u3164\u200b\ufeff")).toBe("");
    expect(normaliseName("Ａｎａ Ｌúｃｉａ")).toBe("Ana Lúcia");
  });

  it("PLAT-G5 every variant the attack found is the same name as the seated one", () => {
    for (const v of ISSUE_VARIANTS) expect(sameName(SEATED, v), JSON.stringify(v)).toBe(true);
  });

  it("PLAT-3 case, accents, spacing and look-alike letters of other scripts do not make another name", () => {
    const more = ["ANA LUCIA", "Ana Lucia", "Ana Lucía", "Ana Lu\u0301cia", "Ana\u00a0Lúcia", "Ana  Lúcia", "AnaLúcia", "Ａｎａ Ｌúｃｉａ", "\u0391na Lúcia", "An\u0430 Lúcia", "Ana Lúc\u0456a", "Ana L\u00facia\u3164", "\ud835\udc00na Lúcia"];
    for (const v of more) expect(sameName(SEATED, v), JSON.stringify(v)).toBe(true);
    expect(sameName("Alice", "AIice")).toBe(true); // capital I looks like l
    expect(sameName("Alice", "A1ice")).toBe(true);
    expect(sameName("Вова", "вова")).toBe(true);
    expect(sameName("mario", "rnario")).toBe(true);
    expect(sameName("Bruno", "Вruno")).toBe(true); // Cyrillic В
  });

  it("PLAT-G5 every single-letter substitution from the confusables data is caught (NFKC first: 3 of them become other letters)", () => {
    let caught = 0;
    const missed: string[] = [];
    for (const [c, prototype] of Object.entries(prototypes)) {
      for (let i = 0; i < SEATED.length; i++) {
        if (SEATED[i] !== prototype) continue;
        const variant = SEATED.slice(0, i) + c + SEATED.slice(i + 1);
        if (sameName(SEATED, variant)) caught++;
        else missed.push(`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`);
      }
    }
    expect(caught).toBeGreaterThan(150);
    // Their NFKC forms are other characters (ϲ → ς; ˛ and ͺ → a space and a combining mark), and a
    // name is stored NFKC-normalised, so they are compared as what they became.
    expect(missed.sort()).toEqual(["U+2DB", "U+37A", "U+3F2"]);
  });

  it("PLAT-3 different names stay different", () => {
    const distinct = ["Ana", "Ana Lúcia", "Ana Luiza", "Bruno", "Bruna", "Fábio Fã", "Иван", "Ivan", "Lúcio", "Ana Lúcia 2"];
    for (const a of distinct) for (const b of distinct) if (a !== b) expect(sameName(a, b), `${a} / ${b}`).toBe(false);
    const taken = nameIndex(["Ana Lúcia", "Bruno"]);
    expect(taken("ana lucia")).toBe(true);
    expect(taken("Carla")).toBe(false);
  });
});

describe("one folding for clues and the words filter", () => {
  it("the look-alike table is the confusables data's Cyrillic and Greek lower-case letters whose prototype is one basic Latin letter", () => {
    const derived = Object.entries(prototypes)
      .filter(([k, v]) => /^[a-z]$/.test(v) && /^[\p{Script=Cyrillic}\p{Script=Greek}]$/u.test(k) && k.toLowerCase() === k)
      .map(([k, v]) => k + v);
    expect(LATIN_TWINS.split(" ").sort()).toEqual(derived.sort());
  });

  it("a word mixing scripts is read in its main script; single-script words keep their letters", () => {
    expect(foldText("v\u0435rmelho")).toBe("vermelho"); // Cyrillic е
    expect(foldText("\u043apасный")).toBe("красный"); // Latin p
    expect(foldText("fu\u0441k")).toBe("fuck");
    expect(foldText("Ver\u200bmelho")).toBe("vermelho");
    expect(foldText("красный")).toBe("красный");
    expect(foldText("Ação")).toBe("acao");
    expect(foldText("ёлка")).toBe("елка");
    expect(foldText("йод")).toBe("йод");
  });

  const rules: ClueRules = { maxWords: 1, used: [], blockLightDark: true, blockDirections: true, blockNicknames: true, nicknames: ["Ana Lúcia"], isPublic: true };
  it("MATIZ-5 a blocked word spelled with a letter from another script is refused like the word itself", () => {
    expect(validateClue("v\u0435rmelho", rules)?.code).toBe("clue_colour");
    expect(validateClue("\u043ap\u0430сный", rules)?.code).toBe("clue_colour");
    expect(validateClue("gr\u0435en", rules)?.code).toBe("clue_colour");
    expect(validateClue("l\u0435ft", rules)?.code).toBe("clue_direction");
    expect(validateClue("\u0430na", rules)?.code).toBe("clue_nickname");
    expect(validateClue("sh\u0456t", rules)?.code).toBe("clue_profanity");
    expect(validateClue("oceano", { ...rules, used: ["\u043eceano"] })?.code).toBe("clue_used");
    expect(validateClue("oceano", rules)).toBeNull();
  });

  it("PLAT-10 the words filter reads look-alikes and invisible characters the same way", () => {
    expect(isProfane("fu\u0441k this")).toBe(true);
    expect(isProfane("fu\u200bck")).toBe(true);
    expect(censor("oi fu\u0441k")).toBe("oi ****");
    expect(isProfane("vermelho e azul")).toBe(false);
  });
});
