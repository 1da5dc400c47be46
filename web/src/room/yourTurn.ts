/**
 * "Your turn, wherever you are" (issue 19): while a decision waits for this seat (the game's
 * `awaitsMe`, web/games/types.ts) the tab title starts with "● Your turn" and the icon carries a
 * red dot, so a background tab or a switched-away phone shows it; the phone vibrates once per new
 * decision where the browser allows it (navigator.vibrate; sound alone is silenced in background tabs).
 */
import { useEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";

const ICON = "/favicon.svg";
const ICON_TURN = "/favicon-turn.svg";
/** A short double pulse: noticeable in a pocket, not alarming. */
export const VIBRATION = [180, 90, 180];

function svgIcon(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"][type="image/svg+xml"]');
}

/** The marked title for a base title (the marker is stripped first, so it never doubles). */
export function markedTitle(base: string, waiting: boolean): string {
  const prefix = `● ${t("turn.title")} · `;
  const clean = base.startsWith("● ") && base.includes(" · ") ? base.slice(base.indexOf(" · ") + 3) : base;
  return waiting ? prefix + clean : clean;
}

/** Marks the tab while `key` is non-null; vibrates when it changes to a new non-null key. */
export function useYourTurn(key: string | null): void {
  const last = useRef<string | null>(null);
  const base = useRef<string>("");
  useEffect(() => {
    if (!base.current) base.current = document.title.startsWith("● ") ? document.title.slice(document.title.indexOf(" · ") + 3) : document.title;
    const waiting = key !== null;
    document.title = markedTitle(base.current, waiting);
    document.documentElement.dataset.yourTurn = waiting ? "true" : "false";
    const icon = svgIcon();
    if (icon) icon.href = waiting ? ICON_TURN : ICON;
    // Only after the person has tapped the page (Chrome refuses, with a console intervention, before).
    const active = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive !== false;
    if (waiting && key !== last.current && active && typeof navigator.vibrate === "function") {
      try {
        navigator.vibrate(VIBRATION);
      } catch {
        /* not allowed here (no user gesture yet): the title and the icon still say it */
      }
    }
    last.current = key;
  }, [key]);
  useEffect(
    () => () => {
      if (base.current) document.title = base.current;
      delete document.documentElement.dataset.yourTurn;
      const icon = svgIcon();
      if (icon) icon.href = ICON;
    },
    [],
  );
}
