/**
 * Word families a clue may not use (MATIZ-5), in pt, en, es and ru. Words are compared after
 * `foldText` (shared/text/fold: lower case, Latin accents removed, ё → е, mixed scripts unified), so the patterns are written folded.
 * Colour names are matched with their variations (avermelhado, reddish, rojizo, красноватый) by
 * pattern: optional prefix + stem + one of a closed list of derivational endings. A closed list
 * keeps unrelated words that merely start like a colour ("verdade", "reduce", "белка") legal.
 */

const PT_COLOUR = new RegExp(
  "^(?:a|ar|es|en|em|e)?" +
    "(?:vermelh|azul|azu|amarel|verd|laranj|rox|ros|marrom|marron|pret|branc|branqu|cinz|violet|lilas|anil|beg|castanh|negr|purpur)" +
    "(?:o|a|os|as|e|es|is|ado|ada|ados|adas|eado|eada|eados|eadas|ento|enta|entos|entas|entado|entada|inho|inha|inhos|inhas|zinho|zinha|zado|zada|ao|ona|oes|ecido|ecida|ecer|ejante|idao|ura|usco|usca|icado|icada|aceo|acea|oso|osa|ume|ear)?$",
);

const ES_COLOUR = new RegExp(
  "^(?:a|en|em|e)?" +
    "(?:roj|azul|amarill|verd|naranj|morad|morat|purpur|ros|marron|negr|blanc|blanqu|gris|violet|lila|castan)" +
    "(?:o|a|os|as|e|es|s|ado|ada|ados|adas|izo|iza|izos|izas|ento|enta|entos|entas|oso|osa|osos|osas|usco|usca|uzco|uzca|ito|ita|itos|itas|ecito|ecita|on|ona|ones|aceo|acea|aceos|aceas|ecino|ecina|ecido|ecida|ecer|ez|ura|ear)?$",
);

const EN_COLOUR = new RegExp(
  "^(?:red(?:s|dish|der|dest|ness|den|dened|dening|dy)?" +
    "|blue(?:s|ish|r|st|ness|y)?|bluish" +
    "|yellow(?:s|ish|er|est|ness|y|ed|ing)?" +
    "|green(?:s|ish|er|est|ness|y)?" +
    "|orange(?:s|y)?|orangy|orangish" +
    "|purple(?:s|r|st)?|purpl(?:ish|y)" +
    "|pink(?:s|ish|er|est|ness|y)?" +
    "|brown(?:s|ish|er|est|ness|y|ed|ing)?" +
    "|black(?:s|ish|er|est|ness|en|ened|ening)?" +
    "|white(?:s|r|st|ness|y|n|ned|ning)?|whitish" +
    "|gr[ae]y(?:s|ish|er|est|ness|ed|ing)?" +
    "|violet(?:s)?|indigo(?:s)?|beige(?:s)?|magenta|cyan|turquoise)$",
);

const RU_ADJ_END = "(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ыми|ими|ых|их|ую|юю|ь|а|о|ы|еть|ел|ела|ело|ели|ота|изна|ева|)";
const RU_COLOUR = new RegExp(
  "^(?:по|за|при)?(?:красн|син|голуб|желт|зелен|оранжев|фиолетов|пурпурн|розов|коричнев|черн|бел|сер|лилов)(?:оват|еват|ат|еньк|оньк)?" +
    RU_ADJ_END +
    "$",
);
/** Words the colour patterns would catch that are not colours. */
const COLOUR_EXCEPTIONS = new Set(["сера", "сере", "серы"]);

export function isColourWord(w: string): boolean {
  if (COLOUR_EXCEPTIONS.has(w)) return false;
  return PT_COLOUR.test(w) || ES_COLOUR.test(w) || EN_COLOUR.test(w) || RU_COLOUR.test(w);
}

const LIGHT_DARK = [
  /^(?:a|es|em|en)?(?:clar|escur)(?:o|a|os|as|inho|inha|ecer|ecido|ecida|ear|idade|ao)?$/,
  /^(?:light|dark)(?:s|er|est|ish|en|ened|ness|ly)?$/,
  /^(?:a|en)?(?:clar|oscur)(?:o|a|os|as|ito|ita|idad|ecer|ecido|ecida)?$/,
  /^(?:светл|темн)(?:оват|еньк)?(?:ый|ий|ой|ая|ое|ые|ого|ому|ым|ых|ую|ее|ей|о|а|ы|ота|еть|)$/,
];
export function isLightDarkWord(w: string): boolean {
  return LIGHT_DARK.some((r) => r.test(w));
}

const DIRECTIONS = new Set(
  [
    // pt
    "cima", "baixo", "acima", "abaixo", "embaixo", "esquerda", "esquerdo", "direita", "direito", "norte", "sul", "leste", "oeste", "topo", "superior", "inferior",
    // en
    "up", "down", "left", "right", "above", "below", "top", "bottom", "upper", "lower", "north", "south", "east", "west", "upward", "upwards", "downward", "downwards", "leftward", "rightward",
    // es
    "arriba", "abajo", "izquierda", "izquierdo", "derecha", "derecho", "sur", "este", "encima", "debajo",
    // ru
    "верх", "вверх", "вверху", "наверх", "наверху", "сверху", "верхний", "низ", "вниз", "внизу", "снизу", "нижний", "лево", "влево", "слева", "левый", "левая", "левее", "право", "вправо", "справа", "правый", "правая", "правее", "выше", "ниже", "север", "юг", "восток", "запад",
  ],
);
export function isDirectionWord(w: string): boolean {
  return DIRECTIONS.has(w);
}

const NUMBERS = new Set(
  [
    // pt
    "zero", "um", "uma", "dois", "duas", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze", "treze", "catorze", "quatorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa", "cem", "cento", "mil", "milhao", "milhoes",
    // en
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million",
    // es
    "cero", "uno", "dos", "cuatro", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce", "quince", "dieciseis", "diecisiete", "dieciocho", "diecinueve", "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "ochenta", "cien", "ciento", "millon",
    // ru
    "ноль", "нуль", "один", "одна", "одно", "два", "две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать", "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто", "сто", "тысяча", "миллион",
  ],
);
export function isNumberWord(w: string): boolean {
  return NUMBERS.has(w);
}

/** Profanity (public rooms): the shared lists, also used for chat and names (PLAT-10). */
export { isProfaneWord } from "../../text/profanity";
