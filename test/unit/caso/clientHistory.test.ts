/**
 * The client's history names (web/games/caso/history.ts): every event the engine emits in random
 * matches renders in all four languages with every placeholder filled, and never as a raw id.
 */
import { describe, expect, it } from "vitest";
import { view as buildView } from "../../../shared/games/caso/view";
import { game as caso } from "../../../shared/games/caso";
import { addCatalogs, lang, t } from "../../../web/i18n";
import { catalogs } from "../../../web/games/caso/i18n";
import { eventParams, latestSeats } from "../../../web/games/caso/history";
import { latestView } from "../../../web/games/caso/util";
import { playMatch } from "./randomPlay";

addCatalogs(catalogs);
const langs = ["pt", "en", "es", "ru"] as const;

describe("Caso history lines", () => {
  it("CASO-15 every event of random matches (solo, teams, confirmation) renders with all placeholders filled", () => {
    const seen = new Set<string>();
    for (const [seed, mode] of [[11, "solo"], [12, "teams"], [13, "confirm"], [14, "solo"]] as const) {
      playMatch(seed, (info) => {
        const seats = Array.from({ length: info.seats }, (_, seat) => ({ seat, name: `P${seat}`, avatar: seat, present: true, connected: true, abandoned: false, choice: null }));
        latestSeats.value = seats;
        latestView.value = buildView(info.state, { kind: "seat", seat: 0 });
        for (const e of info.events) {
          seen.add(e.type);
          const params: Record<string, unknown> = { ...(e.params ?? {}) };
          for (const k of ["seat", "by", "to", "from", "winner"]) if (typeof params[k] === "number") params[`${k}Name`] = `P${String(params[k])}`;
          for (const l of langs) {
            lang.value = l;
            const line = t(`caso.event.${e.type}`, eventParams(e.type, params));
            expect(line, `${l} ${e.type} ${line}`).not.toMatch(/\{\w+\}|undefined|null|\[object/);
            expect(line).not.toMatch(/^caso\.event/);
          }
        }
      }, mode);
    }
    lang.value = "pt";
    for (const e of ["turn_started", "spun", "moved", "asked", "turn_ended"]) expect(seen).toContain(e);
  });

  it("CASO-15 a spin line names the pawn by character and player, and the sector in words", () => {
    const s = caso.setup([{ seat: 0, name: "Ana", choice: { character: "jade" } }, { seat: 1, name: "Bruno", choice: {} }], caso.defaultConfig, { now: 0, rng: { int: () => 0, pick: <T,>(a: readonly T[]) => a[0]!, shuffle: <T,>(a: readonly T[]) => [...a], next: () => 0 } as never });
    latestView.value = buildView(s, { kind: "seat", seat: 0 });
    latestSeats.value = [{ seat: 0, name: "Ana", avatar: 0, present: true, connected: true, abandoned: false, choice: null }, { seat: 1, name: "Bruno", avatar: 1, present: true, connected: true, abandoned: false, choice: null }];
    lang.value = "pt";
    const jade = s.pawns.find((p) => p.character === "jade")!.id;
    expect(t("caso.event.spun", eventParams("spun", { pawn: jade, sector: 8, steps: 7, resource: "gravador", gained: true }))).toBe("Jade (Ana) girou a roleta: 7 passos + Gravador.");
    expect(t("caso.event.asked", eventParams("asked", { pawn: jade, target: 1 - jade, character: "rubi", weapon: "taco", place: "boate", gravador: false, at: "cinema" }))).toContain("Rubi Salazar, Taco de sinuca, Boate");
  });
});
