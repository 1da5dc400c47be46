/** Case texts for a card item or a clue (the views carry them: case content never ships in the client bundle). */
import type { AlibiCase } from "./cases/types";
import type { ItemKind } from "./state";

export function itemText(c: AlibiCase, kind: ItemKind, id: string): string {
  switch (kind) {
    case "profession": {
      const p = c.professions.find((x) => x.id === id);
      return p ? `${p.name}: ${p.about}` : id;
    }
    case "feature": {
      const f = c.features.find((x) => x.id === id);
      return f ? `${f.name}: ${f.signs[0].text}; ${f.signs[1].text}` : id;
    }
    case "relation":
      return c.relations.find((x) => x.id === id)?.text ?? id;
    case "motive":
      return c.motives.find((x) => x.id === id)?.text ?? id;
    case "alibi":
      return c.alibis.find((x) => x.id === id)?.text ?? id;
    case "secret":
      return c.secrets.find((x) => x.id === id)?.text ?? id;
  }
}

export function clueText(c: AlibiCase, id: string): string {
  return c.clues.find((x) => x.id === id)?.text ?? id;
}
