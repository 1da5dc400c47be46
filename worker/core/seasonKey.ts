/**
 * PLAT-27: how a match is named to the season table's route: `<room key>/<match>`, the room key being
 * the code and the room's creation time as the season rows store it (worker/season.ts).
 */
export const seasonMatchKey = (roomKey: string, match: number): string => `${roomKey}/${match}`;

/** The room key and match of a `seasonMatchKey`, or null when the text is not one. */
export function parseSeasonMatch(text: string): { roomKey: string; match: number } | null {
  const m = /^([A-HJ-NP-Z2-9]{5}:\d{1,16})\/(\d{1,9})$/.exec(text);
  return m ? { roomKey: m[1]!, match: Number(m[2]) } : null;
}
