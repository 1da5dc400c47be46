/**
 * Issue 19, "what to do now": every cell of every game's phase × role table (web/games/<id>/now.ts)
 * has a line in the four catalogs, and the table's key function answers only cells of the table —
 * driven through many states by the shared random players (test/support/play via the wire
 * adapters), for every seat and a spectator, deadlines and absences included.
 */
import { describe, expect, it } from "vitest";
import { Rng, type AnyGame, type SeatInfo, type Viewer } from "../../../shared/engine";
import { games } from "../../../shared/games/registry";
import type { GameGuide } from "../../../web/games/types";
import { guide as alibiGuide } from "../../../web/games/alibi/now";
import { guide as casoGuide } from "../../../web/games/caso/now";
import { guide as dicasGuide } from "../../../web/games/dicas/now";
import { guide as matizGuide } from "../../../web/games/matiz/now";
import { guide as noirGuide } from "../../../web/games/noir/now";
import { catalogs as alibiCatalogs } from "../../../web/games/alibi/i18n";
import { catalogs as casoCatalogs } from "../../../web/games/caso/i18n";
import { catalogs as dicasCatalogs } from "../../../web/games/dicas/i18n";
import { catalogs as matizCatalogs } from "../../../web/games/matiz/i18n";
import { catalogs as noirCatalogs } from "../../../web/games/noir/i18n";
import { alibiWire } from "../../support/wire/alibi";
import { casoWire } from "../../support/wire/caso";
import { dicasWire } from "../../support/wire/dicas";
import { matizWire } from "../../support/wire/matiz";
import { noirWire } from "../../support/wire/noir";
import type { WireAdapter } from "../../support/wire/types";
import type { Catalogs } from "../../../web/i18n/plural";

const LANGS = ["pt", "en", "es", "ru"] as const;
/** Álibi's matches are long (four rounds, many seats): fewer of them reach its whole table. */
const MATCHES: Record<string, number> = { alibi: 10, caso: 30, dicas: 40, matiz: 40, noir: 40 };
const STEPS = 400;

interface Case {
  id: string;
  guide: GameGuide<unknown>;
  catalogs: Catalogs;
  wire: WireAdapter;
}

const CASES: Case[] = [
  { id: "alibi", guide: alibiGuide as GameGuide<unknown>, catalogs: alibiCatalogs, wire: alibiWire as WireAdapter },
  { id: "caso", guide: casoGuide as GameGuide<unknown>, catalogs: casoCatalogs, wire: casoWire as WireAdapter },
  { id: "dicas", guide: dicasGuide as GameGuide<unknown>, catalogs: dicasCatalogs, wire: dicasWire as WireAdapter },
  { id: "matiz", guide: matizGuide as GameGuide<unknown>, catalogs: matizCatalogs, wire: matizWire as WireAdapter },
  { id: "noir", guide: noirGuide as GameGuide<unknown>, catalogs: noirCatalogs, wire: noirWire as WireAdapter },
];

const cells = (c: Case) => Object.entries(c.guide.table).flatMap(([phase, roles]) => Object.entries(roles).map(([role, key]) => ({ phase, role, key })));

describe("issue 19 what to do now", () => {
  it.each(CASES)("issue 19 $id: every phase × role cell has a line in pt, en, es and ru (only {name} as a placeholder), and no line is left over", (c) => {
    const keys = new Set(cells(c).map((x) => `${c.id}.now.${x.key}`));
    expect(keys.size).toBeGreaterThan(5);
    for (const lang of LANGS) {
      const cat = c.catalogs[lang];
      for (const key of keys) {
        const line = cat[key];
        expect(typeof line === "string" && line.trim().length > 5, `${lang} ${key}`).toBe(true);
        expect(String(line).replace(/\{name\}/g, ""), `${lang} ${key}`).not.toMatch(/\{\w+\}/);
      }
      const extra = Object.keys(cat).filter((k) => k.startsWith(`${c.id}.now.`) && !keys.has(k));
      expect(extra, lang).toEqual([]);
    }
  });

  it.each(CASES)("issue 19 $id: the key function answers only cells of the table, for every seat and a spectator, through random matches", (c) => {
    const game: AnyGame = games[c.id]!;
    const rng = Rng.fromSeed(1900 + c.id.length);
    const reached = new Set<string>();
    let views = 0;
    const check = (state: unknown, seatCount: number) => {
      const viewers: Viewer[] = [...Array.from({ length: seatCount }, (_, seat): Viewer => ({ kind: "seat", seat })), { kind: "spectator" }];
      for (const viewer of viewers) {
        const view = game.view(state, viewer);
        const cell = c.guide.of(view, viewer.kind === "seat" ? viewer.seat : null);
        expect(c.guide.table[cell.phase]?.[cell.role], `${c.id}: ${cell.phase} × ${cell.role} (${JSON.stringify(viewer)}) is not in the table`).toBeDefined();
        if (cell.seat !== undefined && cell.seat !== null) expect(cell.seat, `${c.id}: ${cell.phase} × ${cell.role} names seat ${cell.seat}`).toBeLessThan(seatCount);
        reached.add(`${cell.phase}.${cell.role}`);
        views++;
      }
    };
    for (let m = 0; m < MATCHES[c.id]!; m++) {
      const lobby = c.wire.sampleLobby(rng);
      const seats: SeatInfo[] = Array.from({ length: lobby.players }, (_, seat) => ({ seat, name: `P${seat + 1}`, choice: lobby.choices[seat] ?? null }));
      if (game.checkStart?.(lobby.config, seats)) continue;
      let now = 1_000_000;
      let state = game.setup(seats, lobby.config, { now, rng, room: { isPublic: false } });
      const seatNos = seats.map((s) => s.seat);
      check(state, seats.length);
      for (let step = 0; step < STEPS && game.result(state) === null; step++) {
        now += 1000 + rng.int(4000);
        const r = rng.next();
        const deadlines = game.deadlines(state);
        let out;
        if (r < 0.04 && deadlines.length) {
          const d = rng.pick(deadlines);
          now = Math.max(now, d.at);
          out = game.onDeadline(state, d.kind, { now, rng });
        } else if (r < 0.07 && game.onPresence) {
          out = game.onPresence(state, rng.pick(seatNos), rng.next() < 0.5 ? "absent" : "present", { now, rng });
        } else {
          const { seat, action } = c.wire.randomAction(state, rng, seatNos, { finish: step > STEPS / 2 });
          const parsed = game.actionSchema.safeParse(action);
          if (!parsed.success) continue;
          out = game.apply(state, seat, parsed.data, { now, rng });
        }
        if (!out.ok) continue;
        state = out.state;
        check(state, seats.length);
      }
    }
    const all = cells(c).map((x) => `${x.phase}.${x.role}`);
    const missed = all.filter((x) => !reached.has(x));
    console.log(`[now] ${c.id}: ${views} views, ${reached.size} of ${all.length} cells reached; not reached: ${missed.join(", ") || "none"}`);
    expect(views).toBeGreaterThan(100);
    // The random players reach most of the table (the rest are rare branches: a late joiner, an Advokat offer …).
    expect(reached.size / all.length).toBeGreaterThan(0.5);
  }, 60_000);
});
