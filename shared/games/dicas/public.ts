/** What the client (web/games/dicas) may import: the view type, the shared predicates and pure tables; no card text (no deck module behind any of these). */
export { canDo, canGuess, canJudge, canPass, canPick, canReveal, knowledgeFromView, type DicasAction, type Knowledge } from "./actions";
export { CLUES_PER_CARD, COLOURS, colourOf, content, DECK_LANGS, EVENT_SEATS, MAX_GUESS_CHARS, TURN_SECONDS, type Colour, type DicasConfig } from "./config";
export { splitFor } from "./scoring";
export type { DicasView } from "./state";
