/** What the client (web/games/alibi) may import: the view type, the shared predicates and pure tables; no hidden state is computed from them. */
export { canAdvokat, canDo, canDone, canOpen, canPlay, canPoll, canReady, canVote, OCHNAYA_ITEMS, type AlibiAction, type Knowledge } from "./actions";
export { listingsIn } from "./cases/catalog";
export { CONTENT_LANGS } from "./cases/types";
export { content, DEFAULT_TIMINGS, MAX_PLAYERS, MIN_PLAYERS, TIMING_KEYS, type AlibiConfig, type TimingKey } from "./config";
export { deckFor, ekspertizaFor, oneMistakeLoses } from "./deck";
export { GOAL_POINTS } from "./goals";
export { ITEM_KINDS, NOBODY, type ItemKind } from "./state";
export { knowledgeFromView, type AlibiView } from "./view";
