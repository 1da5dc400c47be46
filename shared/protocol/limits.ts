/** Protocol constants shared by both sides; no imports, so the landing page can use them for free. */
export const PROTOCOL_VERSION = 1;
/** Larger than any legitimate message (a chat line, a Ficha note, an action). */
export const MAX_MESSAGE_BYTES = 4096;
export const MAX_CHAT_CHARS = 280;
export const MAX_NAME_CHARS = 24;
/** The largest table any game seats (Caso: 6 teams of 4). */
export const MAX_SEATS = 24;
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
