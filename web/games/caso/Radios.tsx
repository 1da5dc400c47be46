/** Caso's radio groups (the questioned pawn, the cards on the bases, the accusation): one tab stop each, arrows between options, Enter or Space picks (PLAT-A2). */
import type { JSX } from "preact";
import { t } from "../../i18n";
import type { CardId } from "../../../shared/games/caso/public";
import { useRoving } from "../../src/ui/keys";
import { cardName } from "./util";

type RoveProps = ReturnType<ReturnType<typeof useRoving>["item"]>;

/** A radio group that is one tab stop (PLAT-A2): arrows move between its options, Enter or Space picks. */
export function Radios<K extends string | number>({ label, keys, value, children, wrap, ...rest }: { label: string; class: string; wrap?: string; keys: readonly K[]; value: K | null; children(k: K, props: RoveProps): JSX.Element }) {
  const rove = useRoving(keys, { preferred: value });
  const items = keys.map((k) => children(k, rove.item(k)));
  return (
    <div class={rest.class} role="radiogroup" aria-label={label} onKeyDown={rove.onKeyDown}>
      <span class="caso-label" aria-hidden="true">{label}</span>
      {wrap ? <div class={wrap}>{items}</div> : items}
    </div>
  );
}

/** One kind of card to pick (the investigation's bases, the accusation): a radio group of card chips. */
export function CardRadios<C extends CardId>({ kind, cards, value, onPick, tag, class: cls = "caso-picker" }: { kind: string; cards: readonly C[]; value: C | null; onPick(c: C): void; tag?: (c: C) => JSX.Element; class?: string }) {
  return (
    <Radios label={t(`caso.kind.${kind}`)} class={cls} wrap="caso-picker-cards" keys={cards} value={value}>
      {(c, props) => (
        <button key={c} type="button" role="radio" aria-checked={value === c} class={`caso-card-chip${value === c ? " caso-card-chip-on" : ""}`} onClick={() => onPick(c)} data-card={c} {...props}>
          {cardName(c)}
          {tag?.(c)}
        </button>
      )}
    </Radios>
  );
}
