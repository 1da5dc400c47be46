/** What the client may import: shared predicates and pure helpers (no hidden state is computed from them). */
export { gameActionSchema, actionSchema, type GameAction, type CasoAction, MAX_NOTE_CHARS, MAX_NOTES } from "./actions";
export { ALL_CARDS, CHARACTERS, WEAPONS, CHARACTER_COLOURS, cardKind, matchingCards, type CardId, type CharacterId, type WeaponId, type Triple } from "./cards";
export { configSchema, defaultConfig, type CasoConfig } from "./config";
export { MAP, PLACE_IDS, key, placeName, type PlaceId, type Xy, type MapModel } from "./map";
export { costTable, placeToPlaceCost } from "./pathfinding";
export { SECTORS, RESOURCE_KINDS, ESCOLHA, IMPULSO_STEPS, type ResourceKind } from "./roulette";
export { choiceSchema, type CasoChoice } from "./setup";
export { viewAsTable, type CasoView } from "./view";
export { remainingMs } from "./clocks";
export { quorumOf } from "./pawns";
export { canDo, canSpin, canChoose, canRedeem, canUseImpulso, canMove, canPassage, canSkipMove, canInvestigate, canShow, canAccuse, canEndTurn, choosableResources } from "./canDo";
export { legalDestinations, routeTo, checkMove, checkPassage, blockedSquares, placeOccupied, portalTarget, type Destination, type MoveAction } from "./movement";
export { eligibleAnswerCards, questionSlot } from "./investigation";
export { isEnabled } from "./cycle";
export { isAbsent, isActive } from "./pawns";
export type { Table, TablePawn, TableTurn, Pos, Phase } from "./state";
