/**
 * The clue giver's panel: the four candidate swatches (codes only in Ultra Hard), the clue input
 * with the shared validator's reason shown as they type, and "pass" for the second clue.
 */
import { actPending } from "../../src/room/pending";
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { canClue, canPass, canPick, knowledgeFromView, type MatizView } from "../../../shared/games/matiz/public";
import { inkFor } from "./colours";
import { colourAid, cueText } from "./aid";
import { WaitTip } from "../../src/ui/WaitTip";
import { useTurnFocus } from "../../src/ui/keys";

/** What the giver's panel holds while the others guess: how the giver scores and what the second clue may be (MATIZ-G1, MATIZ-6, MATIZ-2, MATIZ-5). */
function giverTips(v: MatizView): string[] {
  const s = v.settings.scoring;
  return [t("matiz.wait.tip.giverPoints", { n: s.giverPerClose }), t("matiz.wait.tip.distance", { exact: s.exact, ring1: s.ring1, ring2: s.ring2 }), t("matiz.wait.tip.second"), t("matiz.wait.tip.refused")];
}

export function GiverPanel({ v, send }: { v: MatizView; send(a: unknown): void }) {
  const f = knowledgeFromView(v);
  const ultra = v.board.kind === "ultra";
  // PLAT-A2: the round's pick brings the focus to the first candidate (the clue's field is the next Tab).
  useTurnFocus(v.phase === "clue1" && v.candidates && v.pick === null ? `${v.round}:pick` : null, () => document.querySelector<HTMLElement>('[data-testid="matiz-candidate"]:not(:disabled)'), { start: true });
  return (
    <section class="matiz-panel matiz-giver" aria-label={t("matiz.youGive")}>
      {v.phase === "clue1" && v.candidates && (
        <>
          <h3>{t("matiz.pickTarget")}</h3>
          <p class="matiz-hint">{t("matiz.pickHint")}</p>
          <div class="matiz-swatches" role="radiogroup" aria-label={t("matiz.pickTarget")}>
            {v.candidates.map((c, i) => (
              <button
                key={c.cell}
                type="button"
                data-testid="matiz-candidate"
                data-cell={c.cell}
                role="radio"
                aria-checked={v.pick === i}
                class={`matiz-swatch${v.pick === i ? " matiz-swatch-picked" : ""}${ultra ? " matiz-swatch-code" : ""}`}
                style={ultra ? undefined : { background: c.hex, color: inkFor(c.hex) }}
                disabled={canPick(f, i) !== null}
                onClick={() => send({ type: "pick", index: i })}
              >
                <span class="matiz-swatch-cell">{c.cell}</span>
                {colourAid.value && !ultra && <span class="matiz-swatch-cue" data-testid="matiz-candidate-cue">{cueText(v.board, c.cell)}</span>}
                {ultra && <span class="matiz-swatch-hex">{c.hex}</span>}
              </button>
            ))}
          </div>
        </>
      )}
      {v.phase !== "clue1" && v.target && (
        <p class="matiz-mytarget" data-testid="matiz-my-target" data-cell={v.target.cell}>
          <span class="matiz-chip" style={ultra ? undefined : { background: v.target.hex }} aria-hidden="true" />
          {t("matiz.yourTarget", { cell: v.target.cell })}
          {ultra && <code> {v.target.hex}</code>}
        </p>
      )}
      {(v.phase === "clue1" || v.phase === "clue2") && <ClueInput key={`${v.round}-${v.phase}`} v={v} send={send} />}
      {(v.phase === "guess1" || v.phase === "guess2") && <WaitTip title={t("matiz.waitingGuesses")} tips={giverTips(v)} n={v.round * 2 + (v.phase === "guess2" ? 1 : 0)} testid="matiz-wait" />}
      {v.phase !== "reveal" && v.phase !== "ended" && <p class="matiz-hint matiz-muted">{t("matiz.chatClosed")}</p>}
    </section>
  );
}

function ClueInput({ v, send }: { v: MatizView; send(a: unknown): void }) {
  const [text, setText] = useState("");
  const f = knowledgeFromView(v);
  const second = v.phase === "clue2";
  const problem = canClue(f, text);
  const typed = text.trim().length > 0;
  // Say why only once something is typed (an empty box is not a mistake yet), except a missing pick.
  const shown = problem && (typed || problem.code === "no_target") ? problem : null;
  const submit = (e: Event) => {
    e.preventDefault();
    if (problem) return;
    send({ type: "clue", text });
    setText("");
  };
  return (
    <form class="matiz-clue" onSubmit={submit}>
      <label for="matiz-clue-input">{t(second ? "matiz.clue2Label" : "matiz.clue1Label")}</label>
      <div class="matiz-clue-row">
        <input
          id="matiz-clue-input"
          data-testid="matiz-clue-input"
          type="text"
          autocomplete="off"
          autocapitalize="off"
          spellcheck={false}
          maxLength={80}
          value={text}
          placeholder={t("matiz.cluePlaceholder")}
          aria-invalid={shown ? true : undefined}
          aria-describedby="matiz-clue-why"
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="primary" data-testid="matiz-send-clue" disabled={!typed || problem !== null || actPending()}>
          {t("matiz.sendClue")}
        </button>
        {second && (
          <button type="button" data-testid="matiz-pass" disabled={canPass(f) !== null || actPending()} onClick={() => send({ type: "pass" })}>
            {t("matiz.pass")}
          </button>
        )}
      </div>
      <p id="matiz-clue-why" data-testid="matiz-clue-why" class="matiz-why" role="status" aria-live="polite">
        {shown ? (shown.code === "no_target" ? t("matiz.pickFirst") : t(`matiz.error.${shown.code}`, shown.params)) : "\u00a0"}
      </p>
    </form>
  );
}
