/**
 * "What to do now" (issue 19): one line above the game screen, from the game's phase × role table
 * (web/games/<id>/now.ts) and its catalog, so a person who never read the rules can act from the
 * screen alone. Polite live region: it changes as the phase or the turn does.
 *
 * Its box keeps one height for the whole match (issue 21): it takes the room of the longest text of
 * the game's table (with the longest seat name for {name}), so a phase change never moves the game
 * screen below it. Every seat's box is as tall as every other's, whatever its (secret) role; a
 * spectator's, who reads fewer and shorter lines, only as tall as the spectator's longest.
 */
import { useMemo } from "preact/hooks";
import { catalogVersion, lang, t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import type { GameGuide } from "../../games/types";
import { StableText, longestOf } from "../ui/StableText";

export function NowLine({ gameId, guide, view, me, seats }: { gameId: string; guide: GameGuide<unknown>; view: unknown; me: number | null; seats: readonly SeatSummary[] }) {
  const cell = guide.of(view, me);
  const key = guide.table[cell.phase]?.[cell.role];
  const longest = longestOf(seats.map((s) => s.name));
  // A spectator's box takes the spectator's texts only; a seat's, every seat's texts whatever its role.
  // Recomputed when the longest name, the language or its catalogs change, not on every view.
  const watching = me === null;
  const all = useMemo(() => {
    const keys = Object.values(guide.table).flatMap((row) => Object.entries(row).filter(([role]) => (role === "spectator") === watching).map(([, k]) => k));
    return [...new Set(keys)].map((k) => t(`${gameId}.now.${k}`, { name: longest }));
  }, [gameId, guide, longest, watching, lang.value, catalogVersion.value]);
  if (!key) return null;
  const name = cell.seat === null || cell.seat === undefined ? "" : seats.find((s) => s.seat === cell.seat)?.name ?? "?";
  return (
    <p class="now-line" role="status" aria-live="polite" data-testid="now-line" data-now={`${cell.phase}.${cell.role}`}>
      <span class="now-label">{t("rules.now")}</span>
      <StableText class="now-text" text={t(`${gameId}.now.${key}`, { name })} all={all} />
    </p>
  );
}
