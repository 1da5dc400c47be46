/**
 * The Ficha (CASO-14): card marks (private to the seat) and written notes (private, or shared
 * with the own team only). Kept in state so a seat finds them again after reconnecting; editing
 * them never changes the game revision and needs no vote.
 */
import { MAX_NOTES, type Code, type MetaAction } from "./schema";
import type { CardId } from "./cards";
import { nextId } from "./ids";
import type { CasoState } from "./state";

type FichaAction = Extract<MetaAction, { type: "mark" | "note" | "deleteNote" }>;

export function applyFicha(s: CasoState, seat: number, a: FichaAction): Code {
  switch (a.type) {
    case "mark": {
      const marks = { ...(s.marks[seat] ?? {}) };
      if (a.mark === null) delete marks[a.card as CardId];
      else marks[a.card as CardId] = a.mark;
      s.marks[seat] = marks;
      return null;
    }
    case "note": {
      if (a.id === undefined) {
        if (s.notes.filter((n) => n.author === seat).length >= MAX_NOTES) return "too_many_notes";
        const shared = a.shared && s.config.teams;
        s.notes.push({ id: nextId(s, shared ? `shared-${seat}` : `note-${seat}`), author: seat, text: a.text, shared });
        return null;
      }
      const note = s.notes.find((n) => n.id === a.id && n.author === seat);
      if (!note) return "note_not_found";
      const shared = a.shared && s.config.teams;
      // A private note the team starts seeing takes a shared-count id: its old one counted private notes.
      if (shared && !note.shared) note.id = nextId(s, `shared-${seat}`);
      note.text = a.text;
      note.shared = shared;
      return null;
    }
    case "deleteNote": {
      const before = s.notes.length;
      s.notes = s.notes.filter((n) => !(n.id === a.id && n.author === seat));
      return s.notes.length === before ? "note_not_found" : null;
    }
  }
}
