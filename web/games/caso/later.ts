/**
 * Issue 22: parts of the Caso screen its first paint does not show, each a chunk of its own fetched
 * when it first renders: the end screen, the accusation dialog, the Ficha tab, and the investigation
 * panel (also fetched when a move into a place is confirmed, Actions.tsx, as the 3D scene is) with
 * the test hook's scene preview.
 */
import { lazyComponent } from "../../src/ui/lazyComponent";

export const End = lazyComponent(() => import("./End").then((m) => m.End));
export const AccuseDialog = lazyComponent(() => import("./Accuse").then((m) => m.AccuseDialog));
export const Ficha = lazyComponent(() => import("./Ficha").then((m) => m.Ficha));
export const InvestigationPanel = lazyComponent(() => import("./Investigation").then((m) => m.InvestigationPanel));
export const ScenePreview = lazyComponent(() => import("./Investigation").then((m) => m.ScenePreview));
