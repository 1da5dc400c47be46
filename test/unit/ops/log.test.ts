/**
 * Structured room logs (worker/log.ts): one JSON line per event with whitelisted fields only — no
 * token, name, chat text or hidden value can get through, by type or at run time.
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOG_SCOPES, LOG_WHERE, logEvent, logLine, type RoomLogEvent } from "../../../worker/log";

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
});
afterEach(() => vi.restoreAllMocks());

/** What must never reach a log: a player's token and name, chat text, a game's hidden value. */
const SECRETS = ["tok-3f9a1c77e2", "Ana Beatriz", "olha o assassino é o Bruno", "#a1b2c3", "rubi|taco|boate"];

const VALID: RoomLogEvent[] = [
  { event: "room_created", game: "matiz" },
  { event: "match_started", game: "caso", seats: 6 },
  { event: "match_ended", game: "noir", seats: 2 },
  { event: "alarm_late", lateMs: 1234.6 },
  { event: "storage_error", where: "snapshot" },
  { event: "d1_error", where: "public_rooms" },
  { event: "rate_limited", scope: "chat" },
];

describe("logEvent", () => {
  it("writes one JSON line per event with exactly its fields", () => {
    for (const e of VALID) logEvent(e);
    expect(lines).toHaveLength(VALID.length);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed).toEqual([
      { event: "room_created", game: "matiz" },
      { event: "match_started", game: "caso", seats: 6 },
      { event: "match_ended", game: "noir", seats: 2 },
      { event: "alarm_late", lateMs: 1235 },
      { event: "storage_error", where: "snapshot" },
      { event: "d1_error", where: "public_rooms" },
      { event: "rate_limited", scope: "chat" },
    ]);
    for (const l of lines) expect(l).not.toContain("\n");
  });

  it("refuses a name, token, chat text or hidden value smuggled into any field, and an extra field", () => {
    const smuggled: unknown[] = SECRETS.flatMap((s) => [
      { event: "room_created", game: s },
      { event: "match_started", game: "matiz", seats: s },
      { event: "alarm_late", lateMs: s },
      { event: "storage_error", where: s },
      { event: "rate_limited", scope: s },
      { event: "room_created", game: "matiz", name: s },
      { event: "room_created", game: "matiz", token: s },
      { event: s },
      { event: "match_ended", game: "noir", seats: 2, detail: { text: s } },
    ]);
    for (const e of smuggled) logEvent(e as RoomLogEvent);
    expect(lines).toHaveLength(smuggled.length);
    for (const l of lines) {
      expect(JSON.parse(l)).toMatchObject({ event: "log_refused" });
      for (const s of SECRETS) expect(l).not.toContain(s);
    }
  });

  it("refuses numbers that are not counts or durations, and a game that is not in the registry", () => {
    for (const e of [
      { event: "match_started", game: "matiz", seats: -1 },
      { event: "match_started", game: "matiz", seats: 2.5 },
      { event: "match_started", game: "matiz", seats: 1e6 },
      { event: "alarm_late", lateMs: Number.NaN },
      { event: "alarm_late", lateMs: -5 },
      { event: "room_created", game: "chess" },
      { event: "room_created", game: "constructor" },
    ]) expect(logLine(e).ok, JSON.stringify(e)).toBe(false);
  });

  it("no line ever carries a string the whitelist does not know (arbitrary events)", () => {
    const known = new Set<string>([...LOG_WHERE, ...LOG_SCOPES, "matiz", "caso", "noir", "dicas", "alibi"]);
    const value = fc.oneof(fc.string(), fc.constantFrom(...SECRETS), fc.integer(), fc.double(), fc.constantFrom(...LOG_WHERE, ...LOG_SCOPES, "matiz"));
    const event = fc.record(
      { event: fc.constantFrom("room_created", "match_started", "match_ended", "alarm_late", "storage_error", "d1_error", "rate_limited", "other"), game: value, seats: value, lateMs: value, where: value, scope: value, name: value },
      { requiredKeys: ["event"] },
    );
    fc.assert(
      fc.property(event, (e) => {
        const r = logLine(e);
        if (!r.ok) return;
        const parsed = JSON.parse(r.line) as Record<string, unknown>;
        for (const [k, v] of Object.entries(parsed)) {
          if (k === "event") continue;
          if (typeof v === "string") expect(known.has(v), `${k}=${v}`).toBe(true);
          else expect(typeof v).toBe("number");
        }
        for (const s of SECRETS) expect(r.line).not.toContain(s);
      }),
      { numRuns: 2000 },
    );
  });
});
