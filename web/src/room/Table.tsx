/**
 * The seats during a match (issue 23): who the room plays for (PLAT-15), bots, removed players; the
 * host's "Remove" at any time (PLAT-19) and, in a public room, every player's vote to remove (PLAT-20).
 */
import { t } from "../../i18n";
import type { RoomState } from "../../../shared/protocol";
import { Avatar } from "../ui/Avatar";
import type { RoomStore } from "./store";
import { Glyph } from "../ui/Glyph";

export function Table({ store, room }: { store: RoomStore; room: RoomState }) {
  const me = store.seat.value;
  const isHost = store.isHost.value;
  const seated = me !== null && room.seats.some((s) => s.seat === me && !s.abandoned);
  const remove = (seat: number, name: string) => {
    if (window.confirm(t("table.removeConfirm", { name }))) store.send({ type: "kick", seat });
  };
  return (
    <details class="card table-seats" data-testid="table-seats" open={room.seats.some((s) => s.played)}>
      <summary>{t("table.title")}</summary>
      <ul class="seats">
        {room.seats.map((s) => {
          const votes = s.removeVotes;
          const mine = me !== null && votes?.voters.includes(me);
          const human = !s.bot && !s.abandoned;
          return (
            <li key={s.seat} class={s.seat === me ? "me" : ""} data-testid={`table-seat-${s.seat}`}>
              <Avatar index={s.avatar} name={s.name} size={28} dim={!s.connected && !s.bot} />
              <span class="seat-name">{s.name}</span>
              {s.bot && <span class="pill"><Glyph name="bot" /> {t("table.bot", { level: t(`table.level.${s.bot}`) })}</span>}
              {!s.bot && s.played && <span class="pill muted" data-testid="played-pill">{t("table.playingFor", { name: s.name })}</span>}
              {s.removed && <span class="pill muted">{t("table.removed")}</span>}
              {room.phase === "playing" && isHost && human && s.seat !== me && (
                <button type="button" class="small danger" onClick={() => remove(s.seat, s.name)} aria-label={t("table.removeName", { name: s.name })}>{t("table.remove")}</button>
              )}
              {room.phase === "playing" && room.isPublic && seated && human && s.seat !== me && (
                <button type="button" class="small" aria-pressed={mine ? "true" : "false"} aria-label={t("table.voteName", { name: s.name })} onClick={() => store.send({ type: "voteRemove", seat: s.seat })}>
                  {t(mine ? "table.unvote" : "table.vote", { votes: votes?.voters.length ?? 0, needed: votes?.needed ?? Math.floor(room.seats.filter((o) => !o.bot && !o.abandoned && o.seat !== s.seat).length / 2) + 1 })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
