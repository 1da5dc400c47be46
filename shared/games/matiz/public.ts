/** Everything web/games/matiz may import: the shared predicates, the view and its knowledge, board geometry, config. */
export { canClue, canDo, canNext, canPass, canPick, canSelect } from "./actions";
export { allCells, cellHex, cellHue, cellLight, cellName, parseCell, ROW_LETTERS, type Board } from "./board";
export { DEFAULT_SCORING, type MatizConfig, type Scoring } from "./config";
export { knowledgeFromView, type MatizView } from "./view";
