/**
 * "What to do now" (issue 19): one line above the game screen, from the game's phase × role table
 * (web/games/<id>/now.ts) and its catalog, so a person who never read the rules can act from the
 * screen alone. Polite live region: it changes as the phase or the turn does.
 */
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import type { GameGuide } from "../../games/types";

export function NowLine({ gameId, guide, view, me, seats }: { gameId: string; guide: GameGuide<unknown>; view: unknown; me: number | null; seats: readonly SeatSummary[] }) {
  const cell = guide.of(view, me);
  const key = guide.table[cell.phase]?.[cell.role];
  if (!key) return null;
  const name = cell.seat === null || cell.seat === undefined ? "" : seats.find((s) => s.seat === cell.seat)?.name ?? "?";
  return (
    <p class="now-line" role="status" aria-live="polite" data-testid="now-line" data-now={`${cell.phase}.${cell.role}`}>
      <span class="now-label">{t("rules.now")}</span>
      <span class="now-text">{t(`${gameId}.now.${key}`, { name })}</span>
    </p>
  );
}
