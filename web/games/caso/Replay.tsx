/** What a Caso replay shows beside the map (issue 24; the reveal of shared/games/caso/replay.ts): the solution, every hand, every card shown so far, every accusation. */
import "./index"; // one chunk with the game's screen (web/games/replays.ts)
import { t } from "../../i18n";
import type { CasoView } from "../../../shared/games/caso/public";
import type { RevealProps } from "../replays";
import { cardName, pawnLabel } from "./util";

/** shared/games/caso/replay.ts `reveal`: the solution and the end story (CASO-22) as it stands at the step. */
interface CasoReveal {
  solution: { character: string; weapon: string; place: string };
  hands: { pawn: number; cards: string[] }[];
  shown: { n: number; investigator: number; holder: number; card: string; by: string; turn: number | null }[];
  accusations: { pawn: number; turn: number; character: string; weapon: string; place: string; right: boolean }[];
}

const Cards = ({ cards }: { cards: readonly string[] }) => (
  <div class="caso-hand">
    {cards.map((c) => (
      <span key={c} class="caso-card" data-card={c}>{cardName(c)}</span>
    ))}
  </div>
);

export function Revealed({ reveal, view, seats }: RevealProps) {
  const r = reveal as CasoReveal;
  const v = view as CasoView;
  const who = (pawn: number) => pawnLabel(v, seats, pawn);
  const s = r.solution;
  return (
    <div class="caso-replay">
      <h3>{t("caso.end.solution")}</h3>
      <div class="caso-hand caso-solution" data-testid="caso-reveal-solution">
        {[s.character, s.weapon, s.place].map((c) => (
          <span key={c} class="caso-card caso-card-gold" data-card={c}>{cardName(c)}</span>
        ))}
      </div>
      <h3>{t("caso.end.hands")}</h3>
      <ul>
        {r.hands.map((h) => (
          <li key={h.pawn} data-testid={`caso-reveal-hand-${h.pawn}`}>
            <b>{who(h.pawn)}</b>
            <Cards cards={h.cards} />
          </li>
        ))}
      </ul>
      {(r.shown.length > 0 || r.accusations.length > 0) && (
        <>
          <h3>{t("caso.end.timeline")}</h3>
          <ol data-testid="caso-reveal-story">
            {r.shown.map((e) => (
              <li key={`e${e.n}`}>{t(e.by === "server" ? "caso.end.tl.server" : "caso.end.tl.shown", { turn: e.turn ?? "?", holder: who(e.holder), card: cardName(e.card), who: who(e.investigator) })}</li>
            ))}
            {r.accusations.map((a, i) => (
              <li key={`a${i}`}>{t(a.right ? "caso.end.tl.accuseRight" : "caso.end.tl.accuseWrong", { turn: a.turn, who: who(a.pawn), cards: [a.character, a.weapon, a.place].map(cardName).join(", ") })}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
