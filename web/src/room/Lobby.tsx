/** PLAT-2: seats with numbers and avatars, the host's settings, the seat pick, share link + QR, start. */
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { GameClient } from "../../games/types";
import { Avatar } from "../ui/Avatar";
import { ContentLangNotice, ContentLangs } from "./ContentLang";
import { Qr } from "../ui/Qr";
import type { RoomStore } from "./store";
import { isSent, type Command } from "./pending";
import type { ComponentChildren } from "preact";
import { isGameId } from "../games";
import { RulesButton } from "../rules/RulesButton";
import { Glyph } from "../ui/Glyph";

export function Lobby({ store, client }: { store: RoomStore; client: GameClient<unknown, unknown> }) {
  const room = store.room.value!;
  const me = store.seat.value;
  const isHost = store.isHost.value;
  const link = `${location.origin}/r/${room.code}`;
  const [copied, setCopied] = useState(false);
  // Issue 23: what the next lobby bot plays (Noir's role, Caso's character or team); a pick that got
  // taken falls back to the first one free ("any", or Caso's first free team).
  const [botPick, setBotPick] = useState("");
  const picks = client.botPicks?.(room.config as never, room.seats) ?? null;
  const picked = picks?.find((p) => p.key === botPick && !p.taken) ?? picks?.find((p) => !p.taken) ?? null;
  const addBot = (level: "easy" | "normal") => store.send(picked && picked.choice !== null ? { type: "addBot", level, choice: picked.choice } : { type: "addBot", level });
  const players = room.seats.filter((s) => !s.abandoned);
  const enough = players.length >= room.seatLimits.min;
  const copy = async () => {
    if ((await copyText(link)) === false) return void window.prompt(t("room.copyPrompt"), link);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2500);
  };
  const kick = (seat: number, name: string) => {
    if (window.confirm(t("lobby.kickConfirm", { name }))) store.send({ type: "kick", seat });
  };
  return (
    <div class="lobby">
      <section class="card share">
        <div>
          <p class="muted">{t("room.code")}</p>
          <p class="room-code" data-testid="room-code">{room.code}</p>
          <div class="row">
            <button type="button" onClick={copy} data-testid="copy-link" class={copied ? "copied" : ""}>{copied ? `✓ ${t("room.copied")}` : t("room.copyLink")}</button>
            <span class="sr-only" role="status">{copied ? t("room.copied") : ""}</span>
          </div>
          <p class="share-link"><code>{link}</code></p>
        </div>
        <Qr text={link} />
      </section>

      <section class="card">
        <h2>{t("lobby.players", { n: players.length, max: room.seatLimits.max })}</h2>
        <ul class="seats" data-testid="seats">
          {players.map((s) => (
            <li key={s.seat} class={s.seat === me ? "me" : ""}>
              <span class="seat-no">{s.seat + 1}</span>
              <Avatar index={s.avatar} name={s.name} dim={!s.connected} colour={client.seatColour?.(s.choice) ?? undefined} />
              <span class="seat-name">{s.name}</span>
              {s.seat === room.hostSeat && <span class="pill" title={t("lobby.host")}><Glyph name="crown" /> {t("lobby.host")}</span>}
              {s.seat === me && <span class="pill">{t("lobby.you")}</span>}
              {s.bot && <span class="pill" data-testid="bot-pill"><Glyph name="bot" /> {t("table.bot", { level: t(`table.level.${s.bot}`) })}</span>}
              {!s.connected && !s.bot && <span class="pill muted">{s.present ? t("lobby.reconnecting") : t("lobby.away")}</span>}
              {isHost && s.seat !== me && (
                <button type="button" class="small danger" onClick={() => kick(s.seat, s.name)} aria-label={t("lobby.kickName", { name: s.name })}>
                  {t("lobby.kick")}
                </button>
              )}
            </li>
          ))}
        </ul>
        {room.spectators > 0 && <p class="muted">{t("lobby.spectators", { n: room.spectators })}</p>}
        {isHost && room.lobbyBots && players.length < room.seatLimits.max && (
          <div class="row add-bot" role="group" aria-label={t("lobby.addBot")}>
            <span class="muted">{t("lobby.addBot")}:</span>
            {picks && (
              <label class="bot-pick">
                {t("lobby.botAs")}{" "}
                <select data-testid="bot-pick" value={picked?.key ?? ""} onChange={(e) => setBotPick((e.currentTarget as HTMLSelectElement).value)}>
                  {picks.map((p) => (
                    <option key={p.key} value={p.key} disabled={p.taken}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button type="button" class="small" data-testid="add-bot-easy" onClick={() => addBot("easy")}><Glyph name="bot" /> {t("lobby.addBotEasy")}</button>
            <button type="button" class="small" data-testid="add-bot-normal" onClick={() => addBot("normal")}><Glyph name="bot" /> {t("lobby.addBotNormal")}</button>
            <p class="muted small">{t("lobby.botHint")}</p>
          </div>
        )}
        {isHost && room.banned.length > 0 && (
          <div class="banned" data-testid="banned">
            <p class="muted">{t("lobby.banned")}</p>
            <ul class="seats">
              {room.banned.map((b) => (
                <li key={b.id}>
                  <span class="seat-name">{b.name}</span>
                  <button type="button" class="small" onClick={() => store.send({ type: "unban", ban: b.id })} aria-label={t("lobby.unbanName", { name: b.name })}>
                    {t("lobby.unban")}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {client.Choice && me !== null && (
        <section class="card">
          <client.Choice config={room.config as never} seats={room.seats} me={me} onChoose={(choice) => store.send({ type: "choose", choice })} />
        </section>
      )}

      <section class="card">
        <h2>{t("lobby.settings")}</h2>
        <label class="check">
          <input type="checkbox" checked={room.isPublic} disabled={!isHost} onChange={(e) => store.send({ type: "public", value: (e.currentTarget as HTMLInputElement).checked })} />
          {t("lobby.public")}
        </label>
        {/* PLAT-13: lifting the voice silence is for friends; a public room refuses it (voice_free_public). */}
        <label class="check" title={t("lobby.voiceFreeHint")}>
          <input type="checkbox" data-testid="voice-free" checked={room.voiceFree && !room.isPublic} disabled={!isHost || room.isPublic} onChange={(e) => store.send({ type: "voiceFree", value: (e.currentTarget as HTMLInputElement).checked })} />
          {t("lobby.voiceFree")}
        </label>
        <p class="muted">{t(room.isPublic ? "lobby.voiceFreePublic" : "lobby.voiceFreeHint")}</p>
        <ContentLangs client={client} />
        <ContentLangNotice client={client} config={room.config} />
        <client.Settings config={room.config as never} editable={isHost} isPublic={room.isPublic} onChange={(config) => store.send({ type: "config", config })} />
      </section>

      <div class="start-bar">
        {/* Issue 19: the rules while the table fills up. */}
        {isGameId(room.gameId) && <RulesButton game={room.gameId} class="lobby-rules" />}
        {isHost ? (
          <>
            <SendButton store={store} msg={{ type: "start" }} class="primary big" disabled={!enough} testid="start">
              {t("lobby.start")}
            </SendButton>
            {!enough && <p class="muted">{t("lobby.needPlayers", { n: room.seatLimits.min })}</p>}
          </>
        ) : (
          <p class="muted">{t("lobby.waitingHost")}</p>
        )}
      </div>
    </div>
  );
}

/**
 * A button that sends one command and shows it on its way (PLAT-G4). Its own component, so that
 * only it re-renders while a command is in flight: a re-render of the lobby would put its
 * controlled inputs (the public checkbox) back to the room's value before the room has answered.
 */
export function SendButton(props: { store: RoomStore; msg: Command; class: string; disabled?: boolean; testid: string; children: ComponentChildren }) {
  return (
    <button type="button" class={props.class} disabled={props.disabled || isSent(props.msg)} onClick={() => props.store.send(props.msg)} data-testid={props.testid}>
      {props.children}
    </button>
  );
}

/** The clipboard API where the page may use it (https, localhost), else the old copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}
