/** Everything web/games/noir may import: the shared predicates, the view and its knowledge, pure grid helpers, names. */
export {
  arrestTargets, canArrest, canCitizenArrest, canDiscard, canDo, canDisguise, canExonerate, canKill, canPickIdentity, canShift, killTargets,
  type NoirAction,
} from "./actions";
export { readChoice, MODES, ROLES, type NoirConfig, type Role } from "./config";
export { livingNeighbours } from "./grid";
export { CITIZEN_ARREST_LIMIT, type Cell, type Shift } from "./state";
export { SUSPECTS, suspectName, type SuspectId } from "./suspects";
export { knowledgeFromView, type NoirView } from "./view";
