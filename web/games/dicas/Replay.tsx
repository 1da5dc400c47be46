/** What a 20 Dicas replay shows beside the track (issue 24; the reveal of shared/games/dicas/replay.ts): the round's answer and all 20 clues of its card. */
import "./index"; // one chunk with the game's screen (web/games/replays.ts)
import { t } from "../../i18n";
import type { RevealProps } from "../replays";

/** shared/games/dicas/replay.ts `reveal`. */
interface DicasReveal {
  round: number;
  narrator: number | null;
  answer: string | null;
  clues: string[];
}

export function Revealed({ reveal, seats }: RevealProps) {
  const r = reveal as DicasReveal;
  const name = (seat: number | null) => seats.find((s) => s.seat === seat)?.name ?? "?";
  if (r.answer === null) return <p class="muted">{t("replay.nothing")}</p>;
  return (
    <div class="dicas-replay">
      <p>{t("replay.dicas.round", { n: r.round, narrator: name(r.narrator) })}</p>
      <p data-testid="dicas-reveal-answer">
        {t("replay.dicas.answer")} <b>{r.answer}</b>
      </p>
      <details>
        <summary>{t("replay.dicas.clues", { n: r.clues.length })}</summary>
        <ol>
          {r.clues.map((c, i) => (
            <li key={i}>{c}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}
