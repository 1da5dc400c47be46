/** What a Noir replay shows beside the table (issue 24; the reveal of shared/games/noir/replay.ts): both identities, the Inspector's hand, the deck's size. */
import "./index"; // one chunk with the game's screen (web/games/replays.ts)
import { t } from "../../i18n";
import { suspectName, type NoirView, type SuspectId } from "../../../shared/games/noir/public";
import type { RevealProps } from "../replays";
import { Face } from "./Face";

/** shared/games/noir/replay.ts `reveal`. */
interface NoirReveal {
  killer: SuspectId;
  inspector: SuspectId | null;
  hand: SuspectId[];
  deck: number;
}

function Who({ label, id, player, testid }: { label: string; id: SuspectId | null; player: string; testid: string }) {
  return (
    <figure class="noir-mini" data-testid={testid} data-suspect={id ?? ""}>
      <figcaption>{label}</figcaption>
      {id ? <Face id={id} /> : null}
      <strong>{id ? suspectName(id) : t("noir.end.none")}</strong>
      <small>{player}</small>
    </figure>
  );
}

export function Revealed({ reveal, view }: RevealProps) {
  const r = reveal as NoirReveal;
  const v = view as NoirView;
  return (
    <div class="noir-replay">
      <div class="noir-end-ids">
        <Who label={t("noir.end.killerWas")} id={r.killer} player={v.names.killer} testid="noir-reveal-killer" />
        <Who label={t("noir.end.inspectorWas")} id={r.inspector} player={v.names.inspector} testid="noir-reveal-inspector" />
      </div>
      <h3>{t("replay.noir.hand")}</h3>
      <ul class="noir-replay-hand" data-testid="noir-reveal-hand">
        {r.hand.map((s) => (
          <li key={s} data-suspect={s}>{suspectName(s)}</li>
        ))}
      </ul>
      <p class="muted">{t("replay.noir.deck", { n: r.deck })}</p>
    </div>
  );
}
