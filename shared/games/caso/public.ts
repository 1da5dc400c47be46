/** Everything web/games/caso may import: schemas, shared predicates and pure helpers (no hidden state is computed from them). */
export { canDo, choosableResources } from "./actions";
export { readGameAction, MAX_NOTE_CHARS, type GameAction } from "./schema";
export { ALL_CARDS, CHARACTER_COLOURS, CHARACTERS, WEAPONS, cardKind, type CardId, type CharacterId, type WeaponId } from "./cards";
export { MAX_TEAMS, parseChoice, defaultConfig, type CasoChoice, type CasoConfig } from "./config";
export { isEnabled } from "./cycle";
export { MAP, PLACE_IDS, key, type PlaceId } from "./map";
export { legalDestinations, portalTarget, type Destination } from "./movement";
export { IMPULSO_STEPS, RESOURCE_KINDS } from "./roulette";
export { remainingMs } from "./turnClock";
export { knowledgeFromView, type CasoView } from "./view";
