/** The voice chunk: loaded on the first tap (or prefetched once voice is possible in the room). */
export { VoiceSession } from "./session";
export { VoicePanel } from "./Panel";
