import { describe, expect, it } from "vitest";
import { validateClue, type ClueRules } from "../../../shared/games/matiz/clueRules";

const base: ClueRules = {
  maxWords: 1,
  used: [],
  blockLightDark: true,
  blockDirections: true,
  blockNicknames: true,
  nicknames: ["Ana Paula", "Bruno", "Вера"],
  isPublic: true,
};

/** [clue, expected code or null, language] with default rules (public room, everything blocked). */
const TABLE: [string, string | null, string][] = [
  // accepted
  ["oceano", null, "pt"], ["limão", null, "pt"], ["pôr-do", null, "pt"], ["guarda-chuva", null, "pt"], ["verdade", null, "pt"], ["laranjeira", null, "pt"], ["céu", null, "pt"], ["coração", null, "pt"],
  ["sunset", null, "en"], ["reduce", null, "en"], ["ocean", null, "en"], ["bluebird", null, "en"], ["Mediterranean", null, "en"], ["rosemary", null, "en"],
  ["atardecer", null, "es"], ["fuego", null, "es"], ["rosca", null, "es"], ["cielo", null, "es"], ["piña", null, "es"], ["cono", null, "es"],
  ["небо", null, "ru"], ["белка", null, "ru"], ["огонь", null, "ru"], ["малина", null, "ru"], ["сера", null, "ru"], ["закат", null, "ru"], ["ёлка", null, "ru"],
  // basic colours and their variations
  ["vermelho", "clue_colour", "pt"], ["avermelhado", "clue_colour", "pt"], ["Azul", "clue_colour", "pt"], ["azuis", "clue_colour", "pt"], ["esverdeado", "clue_colour", "pt"],
  ["amarelinho", "clue_colour", "pt"], ["acinzentado", "clue_colour", "pt"], ["arroxeado", "clue_colour", "pt"], ["alaranjado", "clue_colour", "pt"], ["rosado", "clue_colour", "pt"],
  ["marrom", "clue_colour", "pt"], ["pretinho", "clue_colour", "pt"], ["esbranquiçado", "clue_colour", "pt"], ["lilás", "clue_colour", "pt"], ["azul-marinho", "clue_colour", "pt"],
  ["red", "clue_colour", "en"], ["reddish", "clue_colour", "en"], ["bluish", "clue_colour", "en"], ["Greenish", "clue_colour", "en"], ["yellowy", "clue_colour", "en"],
  ["orangey", "clue_colour", "en"], ["purplish", "clue_colour", "en"], ["whitish", "clue_colour", "en"], ["greyish", "clue_colour", "en"], ["blackened", "clue_colour", "en"],
  ["rojo", "clue_colour", "es"], ["rojizo", "clue_colour", "es"], ["enrojecido", "clue_colour", "es"], ["amarillento", "clue_colour", "es"], ["verdoso", "clue_colour", "es"],
  ["anaranjado", "clue_colour", "es"], ["grisáceo", "clue_colour", "es"], ["negruzco", "clue_colour", "es"], ["blanquecino", "clue_colour", "es"], ["marrón", "clue_colour", "es"], ["morado", "clue_colour", "es"],
  ["красный", "clue_colour", "ru"], ["красноватый", "clue_colour", "ru"], ["Синий", "clue_colour", "ru"], ["голубоватый", "clue_colour", "ru"], ["жёлтый", "clue_colour", "ru"],
  ["зеленоватый", "clue_colour", "ru"], ["зелень", "clue_colour", "ru"], ["белизна", "clue_colour", "ru"], ["серенький", "clue_colour", "ru"], ["покраснеть", "clue_colour", "ru"], ["чёрный", "clue_colour", "ru"], ["розоватый", "clue_colour", "ru"], ["коричневатая", "clue_colour", "ru"], ["голубенький", "clue_colour", "ru"],
  // numbers and coordinates
  ["K25", "clue_coordinate", "any"], ["h12", "clue_coordinate", "any"], ["12B", "clue_coordinate", "any"], ["A-3", "clue_coordinate", "any"],
  ["42", "clue_number", "any"], ["mar7", "clue_number", "any"], ["três", "clue_number", "pt"], ["dezessete", "clue_number", "pt"], ["seven", "clue_number", "en"],
  ["hundred", "clue_number", "en"], ["cuatro", "clue_number", "es"], ["diecisiete", "clue_number", "es"], ["семь", "clue_number", "ru"], ["двадцать", "clue_number", "ru"],
  // letters, length, hyphens
  ["a", "clue_too_short", "pt"], ["я", "clue_too_short", "ru"], ["x-", "clue_hyphens", "any"], ["bem-te-vi", "clue_hyphens", "pt"], ["-sol", "clue_hyphens", "pt"],
  ["sol!", "clue_not_letters", "any"], ["d'água", "clue_not_letters", "pt"], ["mar_azul", "clue_not_letters", "any"], ["café☕", "clue_not_letters", "any"],
  ["pneumoultramicroscopicossilicovulcanoconiótico", "clue_too_long", "pt"], ["", "clue_empty", "any"], ["   ", "clue_empty", "any"], ["mar céu", "clue_too_many_words", "pt"], ["deep sea", "clue_too_many_words", "en"],
  // light/dark and directions (blocked by default)
  ["claro", "clue_light_dark", "pt"], ["escurinho", "clue_light_dark", "pt"], ["light", "clue_light_dark", "en"], ["darker", "clue_light_dark", "en"],
  ["oscuro", "clue_light_dark", "es"], ["clarito", "clue_light_dark", "es"], ["светлый", "clue_light_dark", "ru"], ["тёмный", "clue_light_dark", "ru"],
  ["esquerda", "clue_direction", "pt"], ["cima", "clue_direction", "pt"], ["left", "clue_direction", "en"], ["below", "clue_direction", "en"],
  ["derecha", "clue_direction", "es"], ["arriba", "clue_direction", "es"], ["влево", "clue_direction", "ru"], ["вверху", "clue_direction", "ru"],
  // nicknames (each word of a player's name)
  ["Paula", "clue_nickname", "pt"], ["bruno", "clue_nickname", "pt"], ["Вера", "clue_nickname", "ru"],
  // profanity in a public room
  ["porra", "clue_profanity", "pt"], ["caralho", "clue_profanity", "pt"], ["fucking", "clue_profanity", "en"], ["bullshit", "clue_profanity", "en"],
  ["mierda", "clue_profanity", "es"], ["coño", "clue_profanity", "es"], ["сука", "clue_profanity", "ru"], ["пиздец", "clue_profanity", "ru"],
];

describe("Matiz clue validation", () => {
  it.each(TABLE)("MATIZ-5 %j → %s (%s)", (clue, code) => {
    expect(validateClue(clue, base)?.code ?? null).toBe(code);
  });

  it("MATIZ-5 the table covers every language with both accepted and rejected clues", () => {
    for (const lang of ["pt", "en", "es", "ru"]) {
      expect(TABLE.some(([, c, l]) => l === lang && c === null)).toBe(true);
      expect(TABLE.some(([, c, l]) => l === lang && c !== null)).toBe(true);
    }
  });

  it("MATIZ-5 the second clue may have two words, not three", () => {
    expect(validateClue("mar profundo", { ...base, maxWords: 2 })).toBeNull();
    expect(validateClue("mar muito profundo", { ...base, maxWords: 2 })?.code).toBe("clue_too_many_words");
    expect(validateClue("mar vermelho", { ...base, maxWords: 2 })).toMatchObject({ code: "clue_colour", params: { word: "vermelho" } });
  });

  it("MATIZ-5 a clue already used this match is rejected, ignoring case, accents and spacing", () => {
    const rules = { ...base, maxWords: 2, used: ["Limão", "mar  aberto"] };
    expect(validateClue("limao", rules)?.code).toBe("clue_used");
    expect(validateClue("LIMÃO", rules)?.code).toBe("clue_used");
    expect(validateClue("mar aberto", rules)?.code).toBe("clue_used");
    expect(validateClue("mar", rules)).toBeNull();
  });

  it("MATIZ-5 light/dark, directions and nicknames pass when the host unblocks them", () => {
    const open = { ...base, blockLightDark: false, blockDirections: false, blockNicknames: false };
    for (const w of ["claro", "darker", "oscuro", "тёмный", "esquerda", "left", "arriba", "влево", "Paula", "Вера"]) expect(validateClue(w, open)).toBeNull();
  });

  it("MATIZ-5 profanity passes only in private rooms; colours are refused everywhere", () => {
    const priv = { ...base, isPublic: false };
    for (const w of ["porra", "fucking", "mierda", "сука"]) expect(validateClue(w, priv)).toBeNull();
    expect(validateClue("vermelho", priv)?.code).toBe("clue_colour");
  });

  it("MATIZ-5 rejections name the rule and the word", () => {
    expect(validateClue("rojizo", base)).toEqual({ code: "clue_colour", params: { word: "rojizo" } });
    expect(validateClue("K25", base)).toEqual({ code: "clue_coordinate", params: { word: "K25" } });
    const codes = new Set(TABLE.map(([, c]) => c).filter((c) => c !== null));
    expect(codes.size).toBeGreaterThanOrEqual(13);
  });
});
