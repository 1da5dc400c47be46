/**
 * CASO-20 chat previews: lines that arrive while the table is shown appear at the bottom left of
 * the map column (so also in fullscreen) for 15 s, then fade; white for global, yellow with a
 * team tag for the team channel. Decoration only (`aria-hidden`, no pointer events): the chat
 * panel announces the lines and keeps the history.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { ReadonlySignal } from "@preact/signals";
import { t } from "../../i18n";
import type { ChatLine } from "../../../shared/protocol";

const CHAT_PREVIEW_MS = 15_000;
const MAX = 4;

/** Lines newer than `sinceId`, not older than `ms` at `now`, the newest `MAX` last. */
function previewLines(lines: readonly ChatLine[], sinceId: number, now: number, ms = CHAT_PREVIEW_MS): ChatLine[] {
  return lines.filter((l) => l.id > sinceId && now - l.at < ms).slice(-MAX);
}

export function ChatPreviews({ chat, now }: { chat: ReadonlySignal<readonly ChatLine[]>; now(): number }) {
  const since = useRef(Math.max(-1, ...chat.peek().map((l) => l.id)));
  const lines = chat.value;
  const [, tick] = useState(0);
  const shown = previewLines(lines, since.current, now());
  const soonest = shown.length ? Math.min(...shown.map((l) => l.at + CHAT_PREVIEW_MS)) - now() : null;
  useEffect(() => {
    if (soonest === null) return;
    const id = setTimeout(() => tick((n) => n + 1), Math.max(50, soonest + 20));
    return () => clearTimeout(id);
  }, [soonest, lines.length]);
  if (!shown.length) return null;
  return (
    <div class="caso-chat-previews" aria-hidden="true" data-testid="caso-chat-previews">
      {shown.map((l) => {
        const age = now() - l.at;
        return (
          <p key={l.id} class={`caso-chat-preview caso-chat-preview-${l.channel === "team" ? "team" : "all"}`} style={`animation-delay: -${Math.max(0, age)}ms`}>
            {l.channel === "team" && <b class="caso-chat-tag">{t("caso.chat.team")}</b>}
            <b>{l.name}:</b> {l.text}
          </p>
        );
      })}
    </div>
  );
}
