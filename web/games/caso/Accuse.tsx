/**
 * The accusation dialog (CASO-16): one character, one weapon, one place, a warning that a wrong
 * accusation eliminates the pawn, and a confirmation.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { CHARACTERS, PLACE_IDS, WEAPONS, canDo, knowledgeFromView, type CharacterId, type PlaceId, type WeaponId } from "../../../shared/games/caso/public";
import { cardName, gameSender, myPawn, type View } from "./util";
import { CardRadios } from "./Radios";

export function AccuseDialog({ view, send, now, onClose }: { view: View; send(a: unknown): void; now(): number; onClose(): void }) {
  const [character, setCharacter] = useState<CharacterId | null>(null);
  const [weapon, setWeapon] = useState<WeaponId | null>(null);
  const [place, setPlace] = useState<PlaceId | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const mine = myPawn(view);
  if (!mine) return null;
  const act = gameSender(view, send);
  const action = character && weapon && place ? { type: "accuse" as const, character, weapon, place } : null;
  const why = action ? canDo(knowledgeFromView(view, now()), action) : null;
  // One tab stop per kind, arrows between its cards (PLAT-A2).
  const group = <T extends CharacterId | WeaponId | PlaceId>(kind: string, list: readonly T[], value: T | null, set: (v: T) => void) => (
    <CardRadios kind={kind} cards={list} value={value} onPick={set} class="caso-accuse-group" />
  );
  return (
    <div class="caso-overlay" role="dialog" aria-modal="true" aria-label={t("caso.accuse.title")} onKeyDown={(e) => e.key === "Escape" && onClose()}>
      <div class="caso-inv caso-accuse" data-testid="caso-accuse">
        <header class="caso-inv-head">
          <h2>{t("caso.accuse.title")}</h2>
          <button type="button" ref={cancel} onClick={onClose}>{t("caso.accuse.cancel")}</button>
        </header>
        <p class="caso-note">{t("caso.accuse.warning")}</p>
        {group("character", CHARACTERS, character, setCharacter)}
        {group("weapon", WEAPONS, weapon, setWeapon)}
        {group("place", PLACE_IDS, place, setPlace)}
        <div class="caso-inv-go">
          <button type="button" class="danger" disabled={!action || why !== null} onClick={() => action && (act(action), onClose())} data-testid="caso-accuse-confirm">
            {action ? t("caso.accuse.confirm", { character: cardName(action.character), weapon: cardName(action.weapon), place: cardName(action.place) }) : t("caso.accuse.pick")}
          </button>
          {why && <small class="caso-why">{t(`caso.error.${why}`)}</small>}
        </div>
      </div>
    </div>
  );
}
