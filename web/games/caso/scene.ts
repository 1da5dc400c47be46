/**
 * The one place the investigation opens from (the seam for the 2.5D scene, CASO-8): buttons and
 * the automatic opening on entering an enabled place all call `openInvestigation()`. Today it
 * shows the 2D panel (InvestigationPanel); the three.js scene will hook in here later.
 */
import { signal } from "@preact/signals";
import type { CardId, CharacterId, PlaceId, WeaponId } from "../../../shared/games/caso";

export const investigationOpen = signal(false);

export function openInvestigation(): void {
  investigationOpen.value = true;
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
/** The private draft hypothesis (§7: only the investigating pawn sees it before "Interrogar"). */
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
