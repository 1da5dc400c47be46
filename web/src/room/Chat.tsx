/** Room chat (PLAT-7): global channel, and a team channel when the game has teams. */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { MAX_CHAT_CHARS } from "../../../shared/protocol/limits";
import type { RoomStore } from "./store";
import { censor } from "../../../shared/text/profanity";
import { Glyph } from "../ui/Glyph";

export function Chat({ store, teams }: { store: RoomStore; teams: boolean }) {
  const [text, setText] = useState("");
  const [channel, setChannel] = useState<"all" | "team">("all");
  const list = useRef<HTMLOListElement>(null);
  const lines = store.chat.value;
  // PLAT-10: in a public room swear words show as asterisks (the room filters too, once wired).
  const shown = (text: string) => (store.room.value?.isPublic ? censor(text) : text);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lines.length]);
  const submit = (e: Event) => {
    e.preventDefault();
    const clean = text.trim();
    if (!clean) return;
    if (store.send({ type: "chat", channel, text: clean })) setText("");
  };
  return (
    <section class="chat" aria-label={t("chat.title")}>
      <ol class="chat-lines" ref={list} aria-live="polite">
        {lines.length === 0 && <li class="muted">{t("chat.empty")}</li>}
        {lines.map((l) => (
          <li key={l.id} class={l.channel === "team" ? "chat-team" : ""}>
            <b>{shown(l.name)}</b>
            {l.spectator && <span class="pill muted" title={t("chat.spectator")}><Glyph name="eye" /> {t("chat.spectator")}</span>}
            {l.channel === "team" && <span class="pill">{t("chat.team")}</span>} {shown(l.text)}
          </li>
        ))}
      </ol>
      <form class="row chat-form" onSubmit={submit}>
        {teams && (
          <select value={channel} onChange={(e) => setChannel((e.currentTarget as HTMLSelectElement).value as "all" | "team")} aria-label={t("chat.channel")}>
            <option value="all">{t("chat.all")}</option>
            <option value="team">{t("chat.team")}</option>
          </select>
        )}
        <input value={text} maxLength={MAX_CHAT_CHARS} placeholder={t("chat.placeholder")} aria-label={t("chat.placeholder")}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
        <button type="submit" disabled={!text.trim()}>{t("chat.send")}</button>
      </form>
    </section>
  );
}
