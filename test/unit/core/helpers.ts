/** Shared set-up for the core's unit tests: the tiny game through the CoreDriver. */
import { PROTOCOL_VERSION } from "../../../shared/protocol";
import type { AnyGame } from "../../../shared/engine";
import { CoreDriver, type CoreDriverOptions } from "../../support/coreDriver";
import { tinyGame } from "../../support/tinyGame";

export const tiny = tinyGame as unknown as AnyGame;

export function tinyRoom(opts: Partial<CoreDriverOptions> = {}): CoreDriver {
  return new CoreDriver({ gameId: "tiny", game: tiny, seed: new Uint8Array(32).fill(7), ...opts });
}

export type Frame = { type: string; [k: string]: unknown };
export const parsed = (frames: string[]): Frame[] => frames.map((f) => JSON.parse(f) as Frame);
export const ofType = (d: CoreDriver, s: string, type: string): Frame[] => parsed(d.received(s)).filter((m) => m.type === type);
export const lastOf = (d: CoreDriver, s: string, type: string): Frame | undefined => ofType(d, s, type).at(-1);
export const errors = (d: CoreDriver, s: string): string[] => ofType(d, s, "error").map((e) => e.code as string);

let n = 0;
export const token = (label = "t") => `${label}-browser-token-${String(n++).padStart(6, "0")}`;

export function hello(d: CoreDriver, name: string, opts: { token?: string; role?: "player" | "spectator"; addr?: string } = {}) {
  const s = d.connect(opts.addr ? { addr: opts.addr } : {});
  const tok = opts.token ?? token(name.toLowerCase().replace(/[^a-z]/g, "") || "x");
  d.send(s, { type: "hello", v: PROTOCOL_VERSION, token: tok, name, role: opts.role ?? "player" });
  const welcome = ofType(d, s, "welcome")[0];
  return { s, token: tok, seat: (welcome?.seat ?? null) as number | null };
}

/** A started tiny game with `players` seats (host = seat 0). */
export function started(players = 2, config: Record<string, unknown> = {}, opts: Partial<CoreDriverOptions> = {}) {
  const d = tinyRoom(opts);
  const ps = Array.from({ length: players }, (_, i) => hello(d, `P${i}`, { token: `seat${i}-browser-token-fixed` }));
  if (Object.keys(config).length) d.send(ps[0]!.s, { type: "config", config: { target: 10, turnMs: 30000, ...config } });
  d.send(ps[0]!.s, { type: "start" });
  return { d, ps };
}
