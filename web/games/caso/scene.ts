/**
 * The one place the investigation opens from (CASO-8): buttons and the automatic opening on
 * entering an enabled place all call `openInvestigation()`, only on the investigating pawn's
 * clients. The overlay then shows the 2.5D scene (the lazily loaded `scene3d` chunk, the only
 * importer of three.js) behind the same controls, or the flat panel without WebGL.
 */
import { signal } from "@preact/signals";
import type { CardId, CharacterId, PlaceId, WeaponId } from "../../../shared/games/caso/public";
import type { BaseState } from "./scene3d";

export const investigationOpen = signal(false);
/** The WebGL context was lost this session: the panel from now on. */
export const sceneBroken = signal(false);

type SceneModule = typeof import("./scene3d");
let sceneModule: Promise<SceneModule> | null = null;
let loadedModule: SceneModule | null = null;
/** Fetches the scene chunk once (also the prefetch when a move into an enabled place is confirmed). */
export function loadScene(): Promise<SceneModule> {
  sceneModule ??= import("./scene3d").then((m) => (loadedModule = m));
  return sceneModule;
}
/** The Caso screen unmounts or the page goes away: free the renderer, if it was ever made. */
export const releaseScene = (): void => loadedModule?.disposeRenderer();

export function openInvestigation(): void {
  investigationOpen.value = true;
}

/** What each of the three bases shows (CASO-9/10): empty, lit by a card, gold for the card shown, dark for no match. */
export function baseStates(cards: readonly (CardId | null)[], gold: CardId | null, dark: boolean): [BaseState, BaseState, BaseState] {
  const one = (c: CardId | null): BaseState => (dark ? "dark" : c === null ? "empty" : c === gold ? "gold" : "lit");
  return [one(cards[0] ?? null), one(cards[1] ?? null), one(cards[2] ?? null)];
}
/** "Voltar ao mapa": only closes the panel, never ends or cancels anything. */
export function closeInvestigation(): void {
  investigationOpen.value = false;
}

export interface Draft {
  target: number | null;
  character: CharacterId | null;
  weapon: WeaponId | null;
  place: PlaceId | null;
}
export const emptyDraft = (): Draft => ({ target: null, character: null, weapon: null, place: null });
/** The private draft hypothesis (CASO-H3: only the investigating pawn sees it before "Interrogar"). */
export const draft = signal<Draft>(emptyDraft());

/** The question this client last saw asked by its own pawn, to show the outcome on the bases. */
export interface Asked {
  turn: number;
  target: number;
  character: CharacterId;
  weapon: WeaponId;
  place: PlaceId;
  gravador: boolean;
  /** Highest evidence number known before the question, to spot the card shown for it. */
  evidenceBefore: number;
  /** Set once resolved: the card shown to us, or null for "sem evidências". */
  outcome?: { card: CardId | null } | undefined;
}
export const asked = signal<Asked | null>(null);

/**
 * Test hook (localStorage["mesa.test"]="1"): `window.__mesa.caso.preview(input)` shows the scene
 * of any place for any character over the screen, so the art of all nine places can be looked at
 * (the screenshots e2e) without walking into each; `preview(null)` closes it.
 */
export const scenePreview = signal<import("./scene3d").SceneInput | null>(null);
try {
  if (typeof localStorage !== "undefined" && localStorage.getItem("mesa.test") === "1") {
    const w = window as unknown as { __mesa?: Record<string, unknown> };
    w.__mesa = { ...(w.__mesa ?? {}), caso: { preview: (i: import("./scene3d").SceneInput | null) => (scenePreview.value = i) } };
  }
} catch {
  /* storage may be blocked */
}
