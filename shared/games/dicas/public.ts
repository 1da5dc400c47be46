/** What the client (web/games/dicas) may import: the view type, the shared predicates and pure tables; no card text. */
export { canDo, canGuess, canJudge, canPass, canPick, canReveal, type DicasAction, type Knowledge } from "./actions";
export { COLOURS, colourOf, DECK_LANGS, MAX_GUESS_CHARS, TURN_SECONDS, type Colour, type DicasConfig } from "./config";
export { splitFor } from "./scoring";
export { knowledgeFromView, type DicasView } from "./view";
