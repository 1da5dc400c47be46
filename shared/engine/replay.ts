/** Replays (issue 24): helpers every game's replay.ts shares. */
import type { GameEvent } from "./contract";

/** The moment tags of a step: its public events' types mapped through a game's table, each tag once. */
export function tagsOf(events: readonly GameEvent[], table: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const e of events) {
    const tag = e.audience === "all" ? table[e.type] : undefined;
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}
