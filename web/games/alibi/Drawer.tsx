/** One's own card in a drawer: role, partner, six items, goal, hand (with the card plays), private notes. */
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { canPlay, ITEM_KINDS, OCHNAYA_ITEMS, type AlibiAction, type AlibiView, type ItemKind } from "../../../shared/games/alibi/public";
import { seatLabel, itemLabel, type Ctx } from "./util";
import { Goal, Partner } from "./RoleCard";

type Hand = NonNullable<AlibiView["me"]>["hand"][number];
type Play = Extract<AlibiAction, { type: "play" }>;

export function Drawer({ ctx, atTable }: { ctx: Ctx; atTable: boolean }) {
  const { v } = ctx;
  const mine = v.me!;
  const [open, setOpen] = useState(false);
  const role = mine.roles[0]!.role;
  const fitsMe = (kind: string, id: string) =>
    v.clues.some((c) => (kind === "profession" && c.fits.includes(id)) || (kind === "feature" && c.feature === id));
  return (
    <div class="alibi-drawer">
      <button type="button" class="alibi-drawer-toggle primary" data-testid="alibi-drawer-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t("alibi.card.close") : t("alibi.card.title")}
      </button>
      {open && (
        <div class="alibi-sheet">
        <button type="button" class="alibi-sheet-close" data-testid="alibi-drawer-close" onClick={() => setOpen(false)}>
          {t("alibi.card.close")}
        </button>
        <div class="alibi-card" data-testid="alibi-card">
          <p class={`alibi-role alibi-role-${role}`} data-testid="alibi-role" data-role={role}>
            {t(`alibi.role.${role}`)}
          </p>
          <Partner v={v} />
          <ul class="alibi-items">
            {mine.card.map((it) => (
              <li key={it.kind} class={it.open ? "alibi-item-open" : ""}>
                <b>{itemLabel(it.kind)}</b> <small>({it.open ? t("alibi.card.open") : t("alibi.card.closed")})</small>
                {fitsMe(it.kind, it.id) && <span class="alibi-fit">{t("alibi.card.fitsYou")}</span>}
                <div>{it.text}</div>
              </li>
            ))}
          </ul>
          <Goal v={v} />
          <h4>{t("alibi.card.hand")}</h4>
          <ul class="alibi-hand">
            {mine.hand.map((c) => (
              <li key={c.card} class={c.spent ? "alibi-spent" : ""}>
                <b>{t(`alibi.cardname.${c.kind}`)}</b> <small>{t(`alibi.cardabout.${c.kind}`)}</small>
                {c.spent && <small> · {t("alibi.card.spent")}</small>}
                {!c.spent && atTable && v.phase === "discussion" && <PlayForm ctx={ctx} card={c} />}
              </li>
            ))}
          </ul>
          {mine.notes.length > 0 && (
            <>
              <h4>{t("alibi.card.notes")}</h4>
              <ul class="alibi-notes" data-testid="alibi-notes">
                {mine.notes.map((n, i) => (
                  <li key={i}>{noteText(v, n)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        </div>
      )}
    </div>
  );
}

function noteText(v: AlibiView, n: NonNullable<AlibiView["me"]>["notes"][number]): string {
  switch (n.k) {
    case "obysk":
      return n.item.kind === "alibi"
        ? t("alibi.note.obyskAlibi", { name: seatLabel(v, n.target), text: n.item.text, truth: n.shownTrue ? t("alibi.note.confirmed") : t("alibi.note.false") })
        : t("alibi.note.obysk", { name: seatLabel(v, n.target), item: itemLabel(n.item.kind), text: n.item.text });
    case "lozhnyFired":
      return t("alibi.note.lozhnyFired", { name: seatLabel(v, n.by) });
    case "podmena":
      return t("alibi.note.podmena", { no: v.players.find((p) => p.seat === n.swapTarget)?.no ?? "?" });
    case "podmenaReveal":
      return t("alibi.note.podmenaReveal", { n: n.swapSlot + 1, text: n.text });
    case "ekspertiza":
      return t(n.genuine ? "alibi.note.genuine" : "alibi.note.swapped", { n: n.slot + 1 });
    case "received":
      return t("alibi.note.received", { card: t(`alibi.cardname.${n.card}`) });
  }
}

function PlayForm({ ctx, card }: { ctx: Ctx; card: Hand }) {
  const { v, k, me, send } = ctx;
  const table = v.players.filter((p) => p.status === "table");
  const others = table.filter((p) => p.seat !== me);
  const [target, setTarget] = useState<number>(card.kind === "ochnaya" ? (me ?? -1) : (others[0]?.seat ?? -1));
  const [target2, setTarget2] = useState<number>(others[0]?.seat ?? -1);
  const [item, setItem] = useState<ItemKind>(card.kind === "ochnaya" ? "alibi" : "relation");
  const [slot, setSlot] = useState<number>(v.clues[0]?.slot ?? 0);
  if (card.kind === "advokat" || card.kind === "lozhny") return <p class="alibi-note">{t(`alibi.card.when.${card.kind}`)}</p>;
  const withItem = card.kind === "obysk" || card.kind === "pokazaniya" || card.kind === "ochnaya";
  const actionFor = (it: ItemKind | undefined): Play => ({
    type: "play",
    card: card.card,
    ...(card.kind === "ekspertiza" ? { slot } : { target }),
    ...(card.kind === "ochnaya" ? { target2 } : {}),
    ...(it ? { item: it } : {}),
  });
  // The items on offer: an Очная ставка's three; else those the rule allows on this target (ALIBI-11, ALIBI-R14).
  const items = card.kind === "ochnaya" ? [...OCHNAYA_ITEMS] : ITEM_KINDS.filter((it) => canPlay(k, actionFor(it)) !== "item_open");
  const chosen = items.includes(item) ? item : items[0];
  const action = actionFor(withItem ? chosen : undefined);
  const why = canPlay(k, action);
  const seatSelect = (value: number, set: (n: number) => void, list: typeof table, testid: string) => (
    <select value={String(value)} data-testid={testid} onChange={(e) => set(Number((e.currentTarget as HTMLSelectElement).value))}>
      {list.map((p) => (
        <option key={p.seat} value={String(p.seat)}>{seatLabel(v, p.seat)}</option>
      ))}
    </select>
  );
  return (
    <div class="alibi-play" data-testid={`alibi-play-${card.kind}`}>
      {card.kind === "ekspertiza" ? (
        <select value={String(slot)} onChange={(e) => setSlot(Number((e.currentTarget as HTMLSelectElement).value))}>
          {v.clues.map((c) => (
            <option key={c.slot} value={String(c.slot)}>{t("alibi.clueN", { n: c.slot + 1, k: v.k })}</option>
          ))}
        </select>
      ) : (
        seatSelect(target, setTarget, card.kind === "ochnaya" ? table : others, "alibi-play-target")
      )}
      {card.kind === "ochnaya" && seatSelect(target2, setTarget2, table, "alibi-play-target2")}
      {withItem && (
        <select value={chosen} onChange={(e) => setItem((e.currentTarget as HTMLSelectElement).value as ItemKind)}>
          {items.map((k) => (
            <option key={k} value={k}>{itemLabel(k)}</option>
          ))}
        </select>
      )}
      <button type="button" class="primary small" data-testid="alibi-play" disabled={why !== null} title={why ? t(`alibi.error.${why}`) : ""} onClick={() => send(action)}>
        {t("alibi.play")}
      </button>
    </div>
  );
}
