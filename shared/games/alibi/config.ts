/**
 * The host's lobby options. Every timing is a host setting with the ALIBI-G10
 * default; deck, Ekspertiza copies and clue count follow the table size (deck.ts).
 */
import { z } from "zod";
import { CASE_CATALOG, listingsIn } from "./cases/catalog";
import { CONTENT_LANGS, contentLangSchema, type ContentLang } from "./cases/types";
import type { GameContent } from "../../engine/content";

const sec = z.number().int().min(1).max(900);

export const TIMING_KEYS = [
  "clueSec", "storySec", "discussionSec", "finalDiscussionSec", "accusationSec", "defenceSec", "voteSec",
  "revoteSec", "pollSec", "verdictSec", "rouletteSec", "exclusionSec", "pollResultSec",
] as const;
export type TimingKey = (typeof TIMING_KEYS)[number];

export const configSchema = z.object({
  /** A case id, or "random" (a case in `contentLang`). */
  caseId: z.string().min(1).max(80),
  contentLang: contentLangSchema,
  /** ALIBI-10 lite mode: Ekspertiza only after an innocent leaves the table. */
  lite: z.boolean(),
  /** ALIBI-G4: chance that the accomplice's alibi is false. */
  accompliceFalseAlibi: z.number().min(0).max(1),
  /** ALIBI-12: finished matches count in the season table. */
  season: z.boolean(),
  maxDealAttempts: z.number().int().min(1).max(5000),
  clueSec: sec,
  storySec: sec,
  discussionSec: sec,
  finalDiscussionSec: sec,
  accusationSec: sec,
  defenceSec: sec,
  voteSec: sec,
  revoteSec: sec,
  pollSec: sec,
  verdictSec: sec,
  rouletteSec: sec,
  exclusionSec: sec,
  pollResultSec: sec,
});
export type AlibiConfig = z.infer<typeof configSchema>;

export const DEFAULT_TIMINGS: Record<TimingKey, number> = {
  clueSec: 10,
  storySec: 45,
  discussionSec: 180,
  finalDiscussionSec: 240,
  accusationSec: 60,
  defenceSec: 60,
  voteSec: 45,
  revoteSec: 30,
  pollSec: 45,
  verdictSec: 8,
  rouletteSec: 6,
  exclusionSec: 6,
  pollResultSec: 8,
};

export const defaultConfig: AlibiConfig = {
  caseId: "random",
  /** ALIBI-G13: the host's language replaces this at room creation (`content`). */
  contentLang: "pt",
  lite: false,
  accompliceFalseAlibi: 0.5,
  season: true,
  maxDealAttempts: 500,
  ...DEFAULT_TIMINGS,
};

export const MIN_PLAYERS = 5;
export const MAX_PLAYERS = 10;
export const seats = (_config: AlibiConfig) => ({ min: MIN_PLAYERS, max: MAX_PLAYERS });

/**
 * The lobby can start only with a case to play: the one named, or any in the content language. It
 * reads the client-safe catalog (which the content test holds one to one with the cases), so the
 * config the client imports pulls no case text into the bundle.
 */
export function checkStart(config: AlibiConfig): string | null {
  if (config.caseId === "random") return listingsIn(config.contentLang).length ? null : "no_case";
  return CASE_CATALOG.some((c) => c.id === config.caseId) ? null : "no_case";
}
/** ALIBI-G13: cases exist in CONTENT_LANGS; a room starts in the host's language or the nearest of them. */
export const content: GameContent<AlibiConfig> = {
  langs: CONTENT_LANGS,
  langOf: (config) => config.contentLang,
  withLang: (config, lang) =>
    (CONTENT_LANGS as readonly string[]).includes(lang) ? { ...config, contentLang: lang as ContentLang, caseId: "random" } : config,
};
