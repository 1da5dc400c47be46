/** Protocol constants shared by both sides; no imports, so the landing page can use them for free. */
/** 2: a frame may be an array of messages (`ServerFrame`); an older client is asked to reload. */
export const PROTOCOL_VERSION = 2;
/** Larger than any legitimate message (a chat line, a Ficha note, an action). */
export const MAX_MESSAGE_BYTES = 4096;
export const MAX_CHAT_CHARS = 280;
export const MAX_NAME_CHARS = 24;
/** The largest table any game seats (Caso: 6 teams of 4). */
export const MAX_SEATS = 24;
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/**
 * The keep-alive: the client sends this exact text and the runtime answers KEEPALIVE_PONG itself
 * (a hibernatable socket's auto-response), so a keep-alive never wakes the room. Not JSON, so it can
 * never be mistaken for a message.
 */
export const KEEPALIVE_PING = "ping";
export const KEEPALIVE_PONG = "pong";
/** How often the client sends the keep-alive, and how long a silent socket is trusted. */
export const KEEPALIVE_MS = 20_000;
export const SILENT_SOCKET_MS = 50_000;
