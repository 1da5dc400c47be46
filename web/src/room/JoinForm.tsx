/** The join form a share link opens into (PLAT-1): a name, then take a seat or watch (PLAT-5). */
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { MAX_NAME_CHARS } from "../../../shared/protocol/limits";
import type { RoomState } from "../../../shared/protocol";
import { normaliseName } from "../../../shared/text/fold";
import { savedName } from "../identity";

export function JoinForm({ summary, onJoin }: { summary: RoomState; onJoin(name: string, role: "player" | "spectator"): void }) {
  const [name, setName] = useState(savedName());
  // The name as the room will store it (invisible characters gone); look-alikes of names in the room
  // are refused by the room (name_taken), which brings this form back.
  const clean = normaliseName(name);
  const running = summary.phase !== "lobby";
  return (
    <form class="card join-form" onSubmit={(e) => (e.preventDefault(), clean && onJoin(clean, "player"))}>
      <h2>{t("join.title", { game: t(`game.${summary.gameId}.name`), code: summary.code })}</h2>
      <p class="muted">{running ? t("join.running") : t("join.players", { n: summary.seats.filter((s) => !s.abandoned).length + summary.spectators })}</p>
      <label>
        {t("join.name")}
        <input value={name} maxLength={MAX_NAME_CHARS} required autoFocus autoComplete="nickname"
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} data-testid="name-input" />
      </label>
      <div class="row">
        <button type="submit" class="primary" disabled={!clean} data-testid="join-button">{running ? t("join.tryJoin") : t("join.take")}</button>
        <button type="button" disabled={!clean} onClick={() => onJoin(clean, "spectator")}>{t("join.watch")}</button>
      </div>
    </form>
  );
}
