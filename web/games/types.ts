/**
 * What a game's client module provides. The room screen renders the Settings in the lobby, the
 * seat Choice (team, character, colour) when the game has one, and the Screen while the game
 * runs. Components receive the server's view for this browser and never compute hidden state.
 */
import type { ComponentType } from "preact";
import type { Catalog, Lang } from "../i18n/plural";
import type { ReadonlySignal } from "@preact/signals";
import type { ChatLine, SeatSummary } from "../../shared/protocol";
import type { AnyGame } from "../../shared/engine/contract";
import type { GameContent } from "../../shared/engine/content";
import type { MySeason } from "../src/room/mySeason";

export interface SettingsProps<C> {
  config: C;
  /** Only the host may edit; others see the same controls disabled. */
  editable: boolean;
  onChange(config: C): void;
  isPublic: boolean;
}

export interface ChoiceProps<C> {
  config: C;
  seats: readonly SeatSummary[];
  me: number;
  onChoose(choice: unknown): void;
}

export interface ScreenProps<V> {
  view: V;
  /** My seat, or null for a spectator. */
  me: number | null;
  seats: readonly SeatSummary[];
  /** Send a game action; the server validates it and answers with a new view or an error. */
  send(action: unknown): void;
  /** Server-synchronised clock (ms since epoch), for countdowns. */
  now(): number;
  isHost: boolean;
  /** The room's chat lines, for in-game previews (only the component reading it re-renders). */
  chat?: ReadonlySignal<readonly ChatLine[]>;
  /** PLAT-27: at the end, my points in this match when it counts in the game's season (for `SeasonLine`); null otherwise. */
  season?: MySeason | null;
}

/**
 * "What to do now" (issue 19): a game's phases × roles, each cell the key of one catalog line
 * (`<id>.now.<key>`); cells that ask the same thing may share a key. A test checks that every key
 * has a line in all four catalogs and that `of` only answers cells of the table.
 */
export type NowTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface NowCell {
  phase: string;
  role: string;
  /** The seat the line names as {name} (whose turn it is, who is speaking …), if any. */
  seat?: number | null;
}

export interface GameGuide<V> {
  table: NowTable;
  /** The cell for this seat's view (`me` null: a spectator). */
  of(view: V, me: number | null): NowCell;
}

/** Issue 23: one thing the host may pick for a lobby bot (Noir's role, Caso's character); `choice` null is "any". */
export interface BotPick {
  key: string;
  choice: unknown;
  label: string;
  /** Another seat holds it: shown, not offered. */
  taken: boolean;
}

export interface GameClient<V = never, C = never> {
  id: string;
  Settings: ComponentType<SettingsProps<C>>;
  Choice?: ComponentType<ChoiceProps<C>>;
  Screen: ComponentType<ScreenProps<V>>;
  /**
   * The game's catalog in one language, loaded on demand (issue 19/22: a room page carries its
   * language only; the four together are ~4× the bytes). The room loads the page's language before
   * the game shows and again when the language changes.
   */
  catalog(lang: Lang): Promise<Catalog>;
  /**
   * Chunks of its own that the lobby shows at once (Caso's lazy Settings). The room waits for them
   * with the catalog before it draws the lobby, so the lobby never grows under the player (PLAT-A4).
   */
  ready?(): Promise<unknown>;
  /** What to do now, per phase and role (issue 19). */
  guide?: GameGuide<V>;
  /** The game's written content languages (its `content`): the lobby lists them and tells a player whose language differs. */
  content?: GameContent<C>;
  /** The colour a seat's lobby choice gives it (20 Dicas' pawn), for its avatar; null when it has none. */
  seatColour?(choice: unknown): string | null;
  /** The game's `eventSeats` (shared/engine/contract.ts): event params the history names as seats. */
  eventSeats?: AnyGame["eventSeats"];
  /**
   * "Your turn, wherever you are": a key naming the decision that waits for seat `me` in `view`
   * (its turn, a vote, an answer, a clue to give), or null when nothing waits for it. The room
   * marks the tab title and icon while it is non-null and vibrates once each time the key changes
   * to a new one (web/src/room/yourTurn.ts). Pure: read from the view only.
   */
  awaitsMe?(view: V, me: number | null): string | null;
  /**
   * Issue 23: what a lobby bot may be asked to play, as the lobby stands (its lobby choice, checked by
   * the server like a person's: choiceSchema, then checkChoice). The first entry is "any" (null).
   */
  botPicks?(config: C, seats: readonly SeatSummary[]): BotPick[];
  /** Turns an event's raw params (ids) into readable ones for the history line, when the game needs it. */
  eventParams?(type: string, params: Record<string, unknown>): Record<string, unknown>;
}
