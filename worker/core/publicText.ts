/**
 * PLAT-10: the one place where text typed by people (chat lines, seat and spectator names, the host's
 * name in the public list) passes on its way into a public room: swear words in pt, en, es and ru
 * are starred out with the same lists as Matiz's clue check (shared/text/profanity.ts).
 */
import { censor } from "../../shared/text/profanity";

export function filterPublicText(text: string): string {
  return censor(text);
}
