/** Voice limits (PLAT-13); plain constants, no imports, so the client can read them for free. */

/** Mesh caps per channel (PLAT-G1): about 440 kbps up and 11 encoders on a phone at 10 speakers. */
export const MAX_VOICE_SPEAKERS = 10;
export const MAX_VOICE_MEMBERS = 12;

/** Chromium's audio-only offer is about 1,500 characters; Firefox/Safari are larger but well under this. */
export const MAX_SDP_CHARS = 3800;
export const MAX_CANDIDATE_CHARS = 600;
/** Clients batch ICE candidates (150 ms) and split batches so a message stays under the 4,096-byte cap. */
export const MAX_CANDIDATES_PER_MESSAGE = 16;

