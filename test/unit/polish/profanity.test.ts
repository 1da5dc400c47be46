import { describe, expect, it } from "vitest";
import { censor, isProfane } from "../../../shared/text/profanity";

describe("PLAT-10 public rooms: swear words in pt, en, es, ru", () => {
  it("PLAT-10 catches the lines players typed in a public room", () => {
    for (const line of ["que merda, porra", "fuck this shit", "блять", "¡Qué mierda, joder!", "ты сука", "пиздец", "иди нахуй", "заебал уже"]) expect(isProfane(line), line).toBe(true);
  });

  it("PLAT-10 censor stars out the words and keeps the rest of the line", () => {
    expect(censor("que merda, porra")).toBe("que *****, *****");
    expect(censor("fuck this shit")).toBe("**** this ****");
    expect(censor("блять")).toBe("*****");
    expect(censor("Boa jogada, Ana!")).toBe("Boa jogada, Ana!");
    expect(censor("porra!")).toBe("*****!");
  });

  it("PLAT-10 is robust to case, accents, stretched letters and leetspeak", () => {
    for (const w of ["PORRA", "Mérda", "fuuuuuck", "merrrrda", "sh1t", "$hit", "f0der", "a$$", "b1tch", "ПИЗДЕЦ", "блЯЯЯть", "сyка", "xуй", "Coño", "MOTHERFUCKER", "bullshit"])
      expect(isProfane(w), w).toBe(true);
  });

  it("PLAT-10 leaves innocent words that contain a swear word alone (Scunthorpe problem)", () => {
    const innocent = [
      "Scunthorpe", "до корабля два рубля", "застрахуй машину", "требую", "учебник", "небо", "колебание", "putativo", "computador",
      "porão", "porá", "cono de helado", "Maricarmen", "assassin", "class", "Dickens", "cocktail", "shiitake", "Yoshitaka",
      "сукно", "мудрый", "хлеба", "скипидар", "Matsubishi", "cucumber", "polo", "Cuzco", "bostezo", "vergonha", "merengue", "pendente",
    ];
    for (const w of innocent) expect(isProfane(w), w).toBe(false);
    for (const w of innocent) expect(censor(w), w).toBe(w);
  });
});
