/**
 * "How to play" (issue 19): one button, the same everywhere — the landing tile, the lobby and the
 * room header — that opens the game's rules sheet. The sheet and its texts are a chunk of their
 * own, loaded on the first tap, so this button is all the landing page carries.
 */
import { useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { GameId } from "../games";
import { lazyImport } from "../stale";

type SheetModule = typeof import("./Sheet");
let sheetModule: Promise<SheetModule> | null = null;
const loadSheet = (): Promise<SheetModule> => (sheetModule ??= lazyImport(() => import("./Sheet")).catch((e: unknown) => ((sheetModule = null), Promise.reject(e))));

/** A question mark in a circle, drawn (no emoji). */
function Mark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2" />
      <path d="M9.2 9.3a2.9 2.9 0 1 1 4.1 2.6c-.8.4-1.3 1-1.3 1.9v.7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      <circle cx="12" cy="17.6" r="1.3" fill="currentColor" />
    </svg>
  );
}

/** `compact`: the mark alone (the room header on a phone), its name for screen readers and as a tooltip. */
export function RulesButton({ game, compact = false, class: cls = "" }: { game: GameId; compact?: boolean; class?: string }) {
  const [Sheet, setSheet] = useState<SheetModule["RulesSheet"] | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = t("rules.openFor", { game: t(`game.${game}.name`) });
  const show = () => {
    loadSheet()
      .then((m) => {
        setSheet(() => m.RulesSheet);
        setOpen(true);
      })
      .catch(() => undefined); // a stale build: NewVersion offers the reload
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        ref={button}
        class={`rules-open ${compact ? "small rules-open-compact" : "small"} ${cls}`}
        aria-haspopup="dialog"
        aria-label={compact ? label : undefined}
        title={label}
        data-testid="rules-open"
        data-rules={game}
        onClick={show}
      >
        <Mark />
        {compact ? null : <span>{t("rules.open")}</span>}
      </button>
      {open && Sheet ? <Sheet game={game} onClose={close} /> : null}
    </>
  );
}
