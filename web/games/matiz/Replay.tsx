/**
 * What a Matiz replay shows beside the board (issue 24; the reveal of shared/games/matiz/replay.ts): the giver's candidates and, once
 * picked, the target — named, drawn as a swatch, and ringed on the board itself (the stage's cell) —
 * and every hidden marker and selection.
 */
import "./index"; // one chunk with the game's screen (web/games/replays.ts)
import { t } from "../../i18n";
import type { RevealProps } from "../replays";

/** shared/games/matiz/replay.ts `reveal`. */
interface MatizReveal {
  round: number;
  giver: number;
  candidates: { cell: string; hex: string }[];
  target: { cell: string; hex: string } | null;
  markers: { seat: number; cell: string }[];
  selections: { seat: number; cell: string }[];
}

/** Cell names are letters and digits only (shared/games/matiz/board.ts cellName); anything else is not drawn. */
const CELL = /^[A-Za-z]{1,2}\d{1,2}$/;

export function Revealed({ reveal, seats }: RevealProps) {
  const r = reveal as MatizReveal;
  const name = (seat: number) => seats.find((s) => s.seat === seat)?.name ?? "?";
  const ring = r.target && CELL.test(r.target.cell) ? r.target.cell : null;
  return (
    <div class="matiz-replay">
      {ring && <style>{`.replay-stage [data-cell="${ring}"] { outline: 3px dashed #fff; outline-offset: -3px; box-shadow: 0 0 0 3px #000; }`}</style>}
      <p>{t("replay.matiz.round", { n: r.round, giver: name(r.giver) })}</p>
      <h3>{t("replay.matiz.target")}</h3>
      {r.target ? (
        <p data-testid="matiz-reveal-target" data-cell={r.target.cell}>
          <span class="replay-swatch" style={{ background: r.target.hex }} aria-hidden="true" />
          <b>{r.target.cell}</b> <span class="muted">{r.target.hex}</span>
        </p>
      ) : (
        <p class="muted">{t("replay.matiz.notPicked")}</p>
      )}
      <h3>{t("replay.matiz.candidates")}</h3>
      <ul data-testid="matiz-reveal-candidates">
        {r.candidates.map((c) => (
          <li key={c.cell} data-cell={c.cell}>
            <span class="replay-swatch" style={{ background: c.hex }} aria-hidden="true" />
            {c.cell}
          </li>
        ))}
      </ul>
      {(r.markers.length > 0 || r.selections.length > 0) && (
        <>
          <h3>{t("replay.matiz.marks")}</h3>
          <ul>
            {r.markers.map((m, i) => (
              <li key={`m${i}`}>{t("replay.matiz.marker", { name: name(m.seat), cell: m.cell })}</li>
            ))}
            {r.selections.map((x, i) => (
              <li key={`s${i}`}>{t("replay.matiz.selection", { name: name(x.seat), cell: x.cell })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
