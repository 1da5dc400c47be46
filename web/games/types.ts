/**
 * What a game's client module provides. The room screen renders the Settings in the lobby, the
 * seat Choice (team, character, colour) when the game has one, and the Screen while the game
 * runs. Components receive the server's view for this browser and never compute hidden state.
 */
import type { ComponentType } from "preact";
import type { Catalogs } from "../i18n/plural";
import type { ReadonlySignal } from "@preact/signals";
import type { ChatLine, SeatSummary } from "../../shared/protocol";
import type { AnyGame } from "../../shared/engine/contract";
import type { GameContent } from "../../shared/engine/content";

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
}

export interface GameClient<V = never, C = never> {
  id: string;
  Settings: ComponentType<SettingsProps<C>>;
  Choice?: ComponentType<ChoiceProps<C>>;
  Screen: ComponentType<ScreenProps<V>>;
  catalogs: Catalogs;
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
  /** Turns an event's raw params (ids) into readable ones for the history line, when the game needs it. */
  eventParams?(type: string, params: Record<string, unknown>): Record<string, unknown>;
}
