/** The host's lobby options for Matiz, with an advanced tab for scoring (and its reset) and the gap values. */
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { SettingsProps } from "../types";
import { DEFAULT_SCORING, type MatizConfig, type Scoring } from "../../../shared/games/matiz/public";
import { useDraft } from "../../src/ui/useDraft";

const CLUE_CLOCKS = [null, 30, 45, 60, 90, 120, 180, 300];
const GUESS_CLOCKS = [null, 15, 20, 30, 45, 60, 90, 120];
const REVEAL_TIMES = [null, 5, 10, 15, 20, 30, 60];

function clamp(raw: string, min: number, max: number, fallback: number): number {
  const n = Math.round(Number(raw));
  return Number.isFinite(n) && raw.trim() !== "" ? Math.min(max, Math.max(min, n)) : fallback;
}

function Choice<T extends string>(p: { label: string; value: T; options: readonly T[]; prefix: string; disabled: boolean; onChange(v: T): void }) {
  return (
    <fieldset class="matiz-set-field" disabled={p.disabled}>
      <legend>{p.label}</legend>
      {p.options.map((o) => (
        <label key={o} class="matiz-set-radio">
          <input type="radio" checked={p.value === o} onChange={() => p.onChange(o)} /> {t(`${p.prefix}.${o}`)}
        </label>
      ))}
    </fieldset>
  );
}

function Clock(p: { label: string; value: number | null; options: readonly (number | null)[]; disabled: boolean; none: string; onChange(v: number | null): void }) {
  const opts = p.options.includes(p.value) ? p.options : [...p.options, p.value];
  return (
    <label class="matiz-set-line">
      <span>{p.label}</span>
      <select disabled={p.disabled} value={p.value === null ? "none" : String(p.value)} onChange={(e) => {
        const raw = (e.target as HTMLSelectElement).value;
        p.onChange(raw === "none" ? null : Number(raw));
      }}>
        {opts.map((o) => (
          <option key={String(o)} value={o === null ? "none" : String(o)}>
            {o === null ? p.none : t("matiz.settings.seconds", { n: o })}
          </option>
        ))}
      </select>
    </label>
  );
}

function NumberLine(p: { testid?: string; label: string; value: number; min: number; max: number; disabled: boolean; onChange(v: number): void }) {
  // While the host types, the box shows what they type: a room update arriving meanwhile (a player
  // joining, another setting's echo) must not put the old value back under their fingers.
  const [typing, setTyping] = useState<string | null>(null);
  const commit = (raw: string) => {
    setTyping(null);
    const v = clamp(raw, p.min, p.max, p.value);
    if (v !== p.value) p.onChange(v);
  };
  return (
    <label class="matiz-set-line">
      <span>{p.label}</span>
      <input
        type="number"
        data-testid={p.testid}
        inputMode="numeric"
        min={p.min}
        max={p.max}
        value={typing ?? String(p.value)}
        disabled={p.disabled}
        onInput={(e) => setTyping((e.target as HTMLInputElement).value)}
        onChange={(e) => commit((e.target as HTMLInputElement).value)}
        onBlur={() => setTyping(null)}
      />
    </label>
  );
}

export function Settings({ config, editable, onChange, isPublic }: SettingsProps<MatizConfig>) {
  const [tab, setTab] = useState<"basic" | "advanced">("basic");
  const off = !editable;
  // Quick changes in a row must not undo each other while the server's echo is on its way.
  const [c, change] = useDraft(config, onChange);
  const set = <K extends keyof MatizConfig>(k: K, v: MatizConfig[K]) => change({ [k]: v } as Partial<MatizConfig>);
  const setScore = (k: keyof Scoring, v: number) => change({ scoring: { ...c.scoring, [k]: v } });
  const isDefaultScoring = (Object.keys(DEFAULT_SCORING) as (keyof Scoring)[]).every((k) => c.scoring[k] === DEFAULT_SCORING[k]);
  return (
    <div class="matiz-settings">
      <div class="matiz-tabs" role="tablist">
        {(["basic", "advanced"] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} class={tab === k ? "matiz-tab-on" : ""} onClick={() => setTab(k)}>
            {t(`matiz.settings.${k}`)}
          </button>
        ))}
      </div>
      {tab === "basic" ? (
        <div role="tabpanel">
          <Choice label={t("matiz.settings.board")} value={c.board} options={["normal", "ultra"] as const} prefix="matiz.settings.board" disabled={off} onChange={(v) => set("board", v)} />
          <Choice label={t("matiz.settings.guessMode")} value={c.guessMode} options={["simultaneous", "turns"] as const} prefix="matiz.settings.guessMode" disabled={off} onChange={(v) => set("guessMode", v)} />
          <Choice label={t("matiz.settings.markers")} value={c.markers} options={["visible", "hidden"] as const} prefix="matiz.settings.markers" disabled={off} onChange={(v) => set("markers", v)} />
          <NumberLine testid="matiz-goal" label={t("matiz.settings.goal")} value={c.goal} min={1} max={200} disabled={off} onChange={(v) => set("goal", v)} />
          <Choice label={t("matiz.settings.endMode")} value={c.endMode} options={["immediately", "endOfRound", "closeCycle"] as const} prefix="matiz.settings.endMode" disabled={off} onChange={(v) => set("endMode", v)} />
          <Clock label={t("matiz.settings.clueClock")} value={c.clueSeconds} options={CLUE_CLOCKS} none={t("matiz.settings.noLimit")} disabled={off} onChange={(v) => set("clueSeconds", v)} />
          <Clock label={t("matiz.settings.guessClock")} value={c.guessSeconds} options={GUESS_CLOCKS} none={t("matiz.settings.noLimit")} disabled={off} onChange={(v) => set("guessSeconds", v)} />
          <Choice label={t("matiz.settings.onTimeout")} value={c.onTimeout} options={["force", "warn"] as const} prefix="matiz.settings.onTimeout" disabled={off} onChange={(v) => set("onTimeout", v)} />
          <fieldset class="matiz-set-field" disabled={off}>
            <legend>{t("matiz.settings.block")}</legend>
            {(["blockLightDark", "blockDirections", "blockNicknames"] as const).map((k) => (
              <label key={k} class="matiz-set-radio">
                <input type="checkbox" checked={c[k]} onChange={(e) => set(k, (e.target as HTMLInputElement).checked)} /> {t(`matiz.settings.${k}`)}
              </label>
            ))}
            {isPublic && <p class="matiz-hint">{t("matiz.settings.public")}</p>}
          </fieldset>
        </div>
      ) : (
        <div role="tabpanel">
          <fieldset class="matiz-set-field" disabled={off}>
            <legend>{t("matiz.settings.scoring")}</legend>
            {(["exact", "ring1", "ring2", "giverPerClose"] as const).map((k) => (
              <NumberLine key={k} label={t(`matiz.settings.${k}`)} value={c.scoring[k]} min={0} max={20} disabled={off} onChange={(v) => setScore(k, v)} />
            ))}
            <button type="button" disabled={off || isDefaultScoring} onClick={() => set("scoring", { ...DEFAULT_SCORING })}>
              {t("matiz.settings.resetScoring")}
            </button>
          </fieldset>
          <NumberLine label={t("matiz.settings.minSeparation")} value={c.minSeparation} min={1} max={7} disabled={off} onChange={(v) => set("minSeparation", v)} />
          <NumberLine label={t("matiz.settings.giverAway")} value={c.giverAwaySeconds} min={10} max={600} disabled={off} onChange={(v) => set("giverAwaySeconds", v)} />
          <Clock label={t("matiz.settings.revealTime")} value={c.revealSeconds} options={REVEAL_TIMES} none={t("matiz.settings.untilAll")} disabled={off} onChange={(v) => set("revealSeconds", v)} />
        </div>
      )}
    </div>
  );
}
