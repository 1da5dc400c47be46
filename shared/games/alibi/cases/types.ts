/**
 * Álibi case content (ALIBI-2, ALIBI-G1). A case is one crime told in one content language:
 * 10 professions, 10 features with two signs each, four pools of 10 role-neutral entries and 20 clues.
 * Server-only data: the client imports `catalog.ts` (titles) and never a case file.
 */
import { z } from "zod";

/** Languages cases are written in (every story in each; the content test holds them in step). */
export const CONTENT_LANGS = ["ru", "pt", "en", "es"] as const;
export const contentLangSchema = z.enum(CONTENT_LANGS);
export type ContentLang = z.infer<typeof contentLangSchema>;

/** ALIBI-G1: every pool deals N ≤ 10 entries without replacement. */
export const POOL_SIZE = 10;
export const CLUE_COUNT = 20;
/** ALIBI-G1 structure rule: each profession appears in exactly this many clues (each sign in exactly one). */
export const CLUES_PER_PROFESSION = 4;

const text = z.string().trim().min(1);
const id = z.string().regex(/^[a-z0-9-]+$/);

const entrySchema = z.object({ id, text });
export type Entry = z.infer<typeof entrySchema>;

/** `about` names the profession's four traces, which the four clues of this profession echo. */
const professionSchema = z.object({ id, name: text, about: text });
export type Profession = z.infer<typeof professionSchema>;

/** A feature (особенность) and its two signs (приметы); sign ids are the feature id + "a" / "b". */
const featureSchema = z.object({ id, name: text, signs: z.tuple([entrySchema, entrySchema]) });
export type Feature = z.infer<typeof featureSchema>;

/** ALIBI-4: a clue fits a seat holding either profession, or the feature owning the sign. */
const clueSchema = z.object({ id, text, fits: z.tuple([id, id, id]) });
export type Clue = z.infer<typeof clueSchema>;
/** Named positions of `Clue.fits`. */

const victimSchema = z.object({ name: text, about: text });

export const alibiCaseSchema = z.object({
  id,
  lang: contentLangSchema,
  /** The case this one translates: same ids and fits. */
  source: z.optional(id),
  title: text,
  /** The banner text: place, time, how the victim was found, what is missing. */
  circumstances: text,
  victim: victimSchema,
  professions: z.array(professionSchema).length(POOL_SIZE),
  features: z.array(featureSchema).length(POOL_SIZE),
  relations: z.array(entrySchema).length(POOL_SIZE),
  motives: z.array(entrySchema).length(POOL_SIZE),
  alibis: z.array(entrySchema).length(POOL_SIZE),
  secrets: z.array(entrySchema).length(POOL_SIZE),
  clues: z.array(clueSchema).length(CLUE_COUNT),
});
export type AlibiCase = z.infer<typeof alibiCaseSchema>;

/** Which card field an entry id belongs to (`ItemKind` in state.ts). */

/** UI languages of the site, for the lobby's title/summary lines. */
export const UI_LANGS = ["pt", "en", "es", "ru"] as const;
export type UiLang = (typeof UI_LANGS)[number];

/**
 * What the lobby may show about a case (client-safe, no case content): the title in the case's own
 * language plus a one-line title and summary in every UI language.
 */
export interface CaseListing {
  id: string;
  lang: ContentLang;
  source?: string;
  /** Exactly the case's `title`. */
  title: string;
  /** Title and one-line teaser per UI language (the case's own language equals its title). */
  blurb: Record<UiLang, { title: string; summary: string }>;
}
