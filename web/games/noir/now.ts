/** Noir's "what to do now" (issue 19): phase × role (Killer or Inspector, on the move or waiting; a spectator) → catalog key `noir.now.<key>`. */
import type { NoirView } from "../../../shared/games/noir/public";
import type { GameGuide, NowTable } from "../types";

export const NOW = {
  killerFirstKill: { killer: "firstKill", inspector: "waitFirstKill", spectator: "watchFirstKill" },
  inspectorPickIdentity: { killer: "waitPick", inspector: "pickIdentity", spectator: "watchPick" },
  play: { killerMoving: "killer", inspectorMoving: "inspector", killerWaiting: "waitInspector", inspectorWaiting: "waitKiller", spectator: "watch" },
  inspectorDiscard: { killer: "waitDiscard", inspector: "discard", spectator: "watch" },
  over: { killer: "over", inspector: "over", spectator: "over" },
} as const satisfies NowTable;

export const guide: GameGuide<NoirView> = {
  table: NOW,
  of(v) {
    const role = v.me?.role ?? null;
    const mover = v.toMove ? v.seats[v.toMove] : null;
    if (v.phase === "play") {
      if (role === null) return { phase: v.phase, role: "spectator", seat: mover };
      return { phase: v.phase, role: `${role}${v.toMove === role ? "Moving" : "Waiting"}`, seat: mover };
    }
    return { phase: v.phase, role: role ?? "spectator", seat: mover };
  },
};
