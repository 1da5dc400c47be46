/**
 * A game's rules sheet (issue 19): what you are trying to do, a turn, how you win and one worked
 * example with a drawing, in the page's language. A modal <dialog> (the rest of the page is inert
 * while it is open), focus kept inside it (Tab wraps), Escape, the close button or a tap outside
 * closes it; it scrolls on a 360 px phone. Its own chunk, loaded on the first "How to play" tap,
 * with the four languages' texts (about 12 KB gzipped), so neither the landing page nor a game
 * screen carries them.
 */
import { useEffect, useRef } from "preact/hooks";
import { addCatalogs, t } from "../../i18n";
import type { GameId } from "../games";
import { GameArt } from "../ui/GameArt";
import { Figure } from "./figures";
import { RULE_STEPS } from "./steps";
import { en } from "./text_en";
import { es } from "./text_es";
import { pt } from "./text_pt";
import { ru } from "./text_ru";
import "./rules.css";

addCatalogs({ pt, en, es, ru });

const FOCUSABLE = "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

export function RulesSheet({ game, onClose }: { game: GameId; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) d.showModal();
    d.querySelector<HTMLElement>(".rules-close")?.focus();
    return () => {
      if (d.open) d.close();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  const steps = (part: "turn" | "example") => Array.from({ length: RULE_STEPS[part] }, (_, i) => <li key={i}>{t(`rules.${game}.${part}.${i + 1}`)}</li>);
  const name = t(`game.${game}.name`);
  return (
    <dialog
      ref={ref}
      class="rules-sheet"
      aria-labelledby="rules-title"
      data-testid="rules-sheet"
      data-game={game}
      onCancel={(e) => (e.preventDefault(), onClose())}
      onClick={(e) => e.target === ref.current && onClose()}
      onKeyDown={onKeyDown}
    >
      <div class="rules-body">
        <header class="rules-head">
          <GameArt id={game} class="rules-art" />
          <h2 id="rules-title">{t("rules.title", { game: name })}</h2>
          <button type="button" class="rules-close" aria-label={t("rules.close")} title={t("rules.close")} onClick={onClose} data-testid="rules-close">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" /></svg>
          </button>
        </header>
        <section>
          <h3>{t("rules.aim")}</h3>
          <p>{t(`rules.${game}.aim`)}</p>
        </section>
        <section>
          <h3>{t("rules.turn")}</h3>
          <ol>{steps("turn")}</ol>
        </section>
        <section>
          <h3>{t("rules.win")}</h3>
          <p>{t(`rules.${game}.win`)}</p>
        </section>
        <section>
          <h3>{t("rules.example")}</h3>
          <figure class="rules-figure">
            <Figure game={game} />
            <figcaption>{t(`rules.${game}.figure`)}</figcaption>
          </figure>
          <ol>{steps("example")}</ol>
        </section>
        <button type="button" class="primary rules-done" onClick={onClose}>{t("rules.gotIt")}</button>
      </div>
    </dialog>
  );
}
