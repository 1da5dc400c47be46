/**
 * Issue 22: parts of the Caso screen its first paint does not show, each a chunk of its own fetched
 * when it first renders: the end screen, the accusation dialog, the Ficha tab, and the investigation
 * panel (also fetched when a move into a place is confirmed, Actions.tsx, as the 3D scene is) with
 * the test hook's scene preview; the team proposals (team mode only,
 * preloaded when my pawn has teammates), the answer sheet (preloaded while another pawn is in a place),
 * the Pawns tab, and the chat previews over the map (decoration, positioned: no layout moves).
 */
import { lazyComponent } from "../../src/ui/lazyComponent";

export const End = lazyComponent(() => import("./End").then((m) => m.End));
export const AccuseDialog = lazyComponent(() => import("./Accuse").then((m) => m.AccuseDialog));
export const Ficha = lazyComponent(() => import("./Ficha").then((m) => m.Ficha));
export const InvestigationPanel = lazyComponent(() => import("./Investigation").then((m) => m.InvestigationPanel));
export const ScenePreview = lazyComponent(() => import("./Investigation").then((m) => m.ScenePreview));
export const Proposals = lazyComponent(() => import("./Proposals").then((m) => m.Proposals));
export const AnswerPanel = lazyComponent(() => import("./Answer").then((m) => m.AnswerPanel));
export const PawnList = lazyComponent(() => import("./Pawns").then((m) => m.PawnList));
export const ChatPreviews = lazyComponent(() => import("./ChatPreviews").then((m) => m.ChatPreviews));
