/** CASO-14: the Ficha — found/suspect marks per card and written notes, private or shared with the own team. */
import { CardArt } from "./CardArt";
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { SeatSummary } from "../../../shared/protocol";
import { CHARACTERS, MAX_NOTE_CHARS, PLACE_IDS, WEAPONS } from "../../../shared/games/caso/public";
import { cardName, type View } from "./util";

const GROUPS = [["character", CHARACTERS], ["weapon", WEAPONS], ["place", PLACE_IDS]] as const;

export function Ficha({ view, seats, send }: { view: View; seats: readonly SeatSummary[]; send(a: unknown): void }) {
  const [text, setText] = useState("");
  const [shared, setShared] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const f = view.ficha;
  if (!f) return null;
  const marks = f.marks as Partial<Record<string, "found" | "suspect">>;
  const inHand = new Set(view.hand ?? []);
  const pub = new Set(view.publicCards);
  const shownToMe = new Set(view.evidence.filter((e) => e.investigator === view.me?.pawn).map((e) => e.card));
  const setMark = (card: string, m: "found" | "suspect") => send({ type: "mark", card, mark: marks[card] === m ? null : m });
  const save = () => {
    const s = text.trim();
    if (!s) return;
    send({ type: "note", ...(editing ? { id: editing } : {}), text: s.slice(0, MAX_NOTE_CHARS), shared: view.config.teams && shared });
    setText("");
    setEditing(null);
  };
  return (
    <div class="caso-ficha" data-testid="caso-ficha">
      {GROUPS.map(([kind, list]) => (
        <table key={kind} class="caso-ficha-table">
          <caption>{t(`caso.kind.${kind}`)}</caption>
          <tbody>
            {list.map((c) => {
              const m = marks[c];
              const known = inHand.has(c) ? t("caso.cards.mineTag") : pub.has(c) ? t("caso.cards.publicTag") : shownToMe.has(c) ? t("caso.ficha.shownTag") : "";
              return (
                <tr key={c} class={m ? `caso-mark-${m}` : ""}>
                  <th scope="row"><CardArt c={c} />{cardName(c)} {known && <small class="caso-tag">{known}</small>}</th>
                  <td>
                    <button type="button" class={`small${m === "found" ? " caso-on" : ""}`} aria-pressed={m === "found"} onClick={() => setMark(c, "found")} title={t("caso.ficha.found")} aria-label={t("caso.ficha.markFound", { card: cardName(c) })}>✓</button>
                    <button type="button" class={`small${m === "suspect" ? " caso-on" : ""}`} aria-pressed={m === "suspect"} onClick={() => setMark(c, "suspect")} title={t("caso.ficha.suspect")} aria-label={t("caso.ficha.markSuspect", { card: cardName(c) })}>?</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      <p class="caso-note">{t("caso.ficha.legend")}</p>
      <section class="caso-notes">
        <h3>{t("caso.ficha.notes")}</h3>
        <ul>
          {f.notes.map((n) => (
            <li key={n.id} class={n.shared ? "caso-note-shared" : ""}>
              <span>{n.text}</span>
              <small> — {seats.find((s) => s.seat === n.author)?.name ?? "?"}{n.shared ? ` · ${t("caso.ficha.sharedTag")}` : ""}</small>
              {n.author === f.owner && (
                <>
                  <button type="button" class="small" onClick={() => (setEditing(n.id), setText(n.text), setShared(n.shared))}>{t("caso.ficha.edit")}</button>
                  <button type="button" class="small" onClick={() => send({ type: "deleteNote", id: n.id })}>{t("caso.ficha.delete")}</button>
                </>
              )}
            </li>
          ))}
        </ul>
        <textarea rows={2} maxLength={MAX_NOTE_CHARS} value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} placeholder={t("caso.ficha.placeholder")} aria-label={t("caso.ficha.notes")} />
        <div class="caso-row">
          {view.config.teams && (
            <label class="check">
              <input type="checkbox" checked={shared} onChange={(e) => setShared((e.currentTarget as HTMLInputElement).checked)} />
              {t("caso.ficha.share")}
            </label>
          )}
          <button type="button" onClick={save} disabled={!text.trim()}>{editing ? t("caso.ficha.update") : t("caso.ficha.add")}</button>
          {editing && <button type="button" onClick={() => (setEditing(null), setText(""))}>{t("caso.plan.cancel")}</button>}
        </div>
      </section>
    </div>
  );
}
