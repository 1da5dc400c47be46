/**
 * The end that tells the story (issue 19, CASO-22): the solution first, then who held which card,
 * then a short timeline of the moments that decided it — which question found which card (and
 * whether the holder or the server showed it), every accusation — all from the end view's `story`.
 * Owned by the moments helper; the rest of Caso's screens are Caso's.
 */
import { t } from "../../i18n";
import type { CasoView } from "../../../shared/games/caso/public";
import type { ScreenProps } from "../types";
import { cardName, pawnLabel } from "./util";

type Seats = ScreenProps<CasoView>["seats"];
type Story = NonNullable<CasoView["story"]>;

export function End({ view, seats }: { view: CasoView; seats: Seats }) {
  const w = view.over?.winner ?? null;
  const s = view.solution;
  const story = view.story;
  return (
    <section class="caso-end card" data-testid="caso-end">
      <h2>{w === null ? t("caso.end.noWinner") : w === view.me?.pawn ? t("caso.end.youWin") : t("caso.end.winner", { who: pawnLabel(view, seats, w) })}</h2>
      {s && (
        <div class="caso-end-solution" data-testid="caso-end-solution">
          <p>{t("caso.end.solution")}</p>
          <div class="caso-hand caso-solution" data-testid="caso-solution">
            {[s.character, s.weapon, s.place].map((c) => (
              <span key={c} class="caso-card caso-card-gold" data-card={c}>{cardName(c)}</span>
            ))}
          </div>
        </div>
      )}
      {story && <Hands view={view} seats={seats} story={story} />}
      {story && <Timeline view={view} seats={seats} story={story} />}
    </section>
  );
}

function Hands({ view, seats, story }: { view: CasoView; seats: Seats; story: Story }) {
  return (
    <div class="caso-end-hands" data-testid="caso-end-hands">
      <h3>{t("caso.end.hands")}</h3>
      <ul>
        {story.hands.map((h) => (
          <li key={h.pawn} data-testid={`caso-end-hand-${h.pawn}`}>
            <b>{pawnLabel(view, seats, h.pawn)}</b>
            <div class="caso-hand">
              {h.cards.map((c) => (
                <span key={c} class="caso-card" data-card={c}>{cardName(c)}</span>
              ))}
            </div>
          </li>
        ))}
        {view.publicCards.length > 0 && (
          <li>
            <b>{t("caso.end.publicCards")}</b>
            <div class="caso-hand">
              {view.publicCards.map((c) => (
                <span key={c} class="caso-card" data-card={c}>{cardName(c)}</span>
              ))}
            </div>
          </li>
        )}
      </ul>
    </div>
  );
}

function Timeline({ view, seats, story }: { view: CasoView; seats: Seats; story: Story }) {
  const who = (pawn: number) => pawnLabel(view, seats, pawn);
  const lines = [
    ...story.shown.map((e) => ({
      turn: e.turn ?? 0,
      order: e.n,
      right: false,
      key: `e${e.n}`,
      text: t(e.by === "server" ? "caso.end.tl.server" : "caso.end.tl.shown", { turn: e.turn ?? "?", holder: who(e.holder), card: cardName(e.card), who: who(e.investigator) }),
    })),
    ...story.accusations.map((a, i) => ({
      turn: a.turn,
      order: 1000 + i,
      right: a.right,
      key: `a${i}`,
      text: t(a.right ? "caso.end.tl.accuseRight" : "caso.end.tl.accuseWrong", { turn: a.turn, who: who(a.pawn), cards: [a.character, a.weapon, a.place].map(cardName).join(", ") }),
    })),
  ].sort((x, y) => x.turn - y.turn || x.order - y.order);
  return (
    <div class="caso-end-timeline" data-testid="caso-end-timeline">
      <h3>{t("caso.end.timeline")}</h3>
      {lines.length === 0 ? (
        <p class="muted">{t("caso.end.tl.none")}</p>
      ) : (
        <ol>
          {lines.map((l) => (
            <li key={l.key} class={l.right ? "caso-end-decisive" : undefined} data-testid="caso-end-moment">
              {l.text}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
