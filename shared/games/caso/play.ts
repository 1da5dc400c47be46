/** Executes a game action already checked by canDo (the turn's state machine). */
import type { CasoState } from "./state";
import type { Transition } from "../../engine";
import type { GameAction } from "./schema";
import type { CardId } from "./cards";
import { moveTo } from "./flow";
import { investigate, show } from "./investigation";
import { MAP, type PlaceId } from "./map";
import { checkMove, portalTarget } from "./movement";
import { IMPULSO_STEPS, spinSector } from "./roulette";
import { accuse } from "./accusation";
import { passTurn } from "./turn";

export function execute(st: Transition<CasoState>, pawnId: number, a: GameAction): void {
  const s = st.s;
  const p = s.pawns[pawnId]!;
  const t = s.turn!;
  switch (a.type) {
    case "spin": {
      const sector = spinSector(st.rng, s.config.rouletteSectors);
      const def = s.config.rouletteSectors[sector]!;
      t.sector = sector;
      let gained: string | null = null;
      // A resource sector for a kind already held gives the steps only (CASO-R11).
      if (def.resource && p.resources[def.resource] < s.config.resourceHoldPerKind) {
        p.resources[def.resource]++;
        t.wonResource = def.resource;
        gained = def.resource;
      }
      st.pub("spun", { pawn: p.id, sector, steps: def.steps, resource: def.resource, gained });
      if (def.steps === null) moveTo(t, "choose");
      else {
        t.steps = def.steps;
        moveTo(t, "plan");
      }
      return;
    }
    case "choose": {
      if (typeof a.result === "number") t.steps = a.result;
      else {
        p.resources[a.result]++;
        t.wonResource = a.result;
        t.steps = 0;
      }
      st.pub("chose", { pawn: p.id, steps: typeof a.result === "number" ? a.result : 0, resource: typeof a.result === "string" ? a.result : null });
      moveTo(t, "plan");
      return;
    }
    case "redeem":
      p.capsule.balance -= a.n;
      t.redeemed = a.n;
      t.steps += a.n;
      st.pub("redeemed", { pawn: p.id, n: a.n, balance: p.capsule.balance });
      return;
    case "impulso":
      p.resources.impulso--;
      t.impulsoUsed = true;
      t.steps += IMPULSO_STEPS;
      st.pub("impulso", { pawn: p.id, steps: t.steps });
      return;
    case "move": {
      const r = checkMove(s, p, a);
      if ("code" in r) throw new Error(`illegal move executed: ${r.code}`);
      if (r.keyUsed) p.resources.chave--;
      if (a.vip) p.resources.vip--;
      const last = a.path.length > 0 ? a.path[a.path.length - 1]! : null;
      let deposit = 0;
      if (r.enters) {
        p.pos = { kind: "place", place: r.enters };
        t.entered = r.enters;
        if (a.deposit) {
          deposit = t.steps - r.cost;
          p.capsule = { balance: p.capsule.balance + deposit, deposited: true };
          t.deposited = true;
        }
        moveTo(t, "inPlace");
      } else {
        p.pos = { kind: "street", x: last![0], y: last![1] };
        moveTo(t, "moved");
      }
      const path = a.path.map(([x, y]) => `${x},${y}`);
      st.pub("moved", { pawn: p.id, path, cost: r.cost, entered: r.enters, key: r.keyUsed, vip: !!a.vip, deposit });
      t.steps = 0;
      return;
    }
    case "passage": {
      const from = (p.pos as { place: PlaceId }).place;
      const to = portalTarget(from)!;
      p.passagesUsed.push(MAP.portalPair[from]!);
      p.pos = { kind: "place", place: to };
      t.entered = to;
      t.steps = 0;
      moveTo(t, "inPlace");
      st.pub("passage", { pawn: p.id, from, to });
      return;
    }
    case "skipMove":
      t.steps = 0;
      moveTo(t, "moved");
      st.pub("skipped_move", { pawn: p.id });
      return;
    case "investigate":
      return investigate(st, p, a.target, a);
    case "show":
      return show(st, a.card as CardId);
    case "accuse":
      return accuse(st, p, a);
    case "endTurn":
      st.pub("turn_ended", { pawn: p.id });
      return passTurn(st);
  }
}
