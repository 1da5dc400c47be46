/**
 * The wire protocol, one schema per message, imported by both sides. Types are inferred from the
 * schemas and never written twice. Every incoming message is size-checked (MAX_MESSAGE_BYTES) and
 * parsed with `clientMessage` before the room looks at it.
 */
import { z } from "zod";
import { normaliseName } from "../text/fold";
import { uiLangSchema } from "../engine/content";
import { voiceClientMessage } from "../voice/messages";
import { MAX_CHAT_CHARS, MAX_NAME_CHARS, MAX_SEATS, PROTOCOL_VERSION } from "./limits";

export * from "./limits";
export type * from "./messages";
export * from "./replay";

export const roomCode = z.string().regex(/^[A-HJ-NP-Z2-9]{5}$/);

/** Stored and shown as normalised (NFKC, no invisible or control characters, one space); compared by `shared/text/names`. */
const name = z
  .string()
  .max(MAX_NAME_CHARS * 8)
  .transform(normaliseName)
  .pipe(z.string().min(1).max(MAX_NAME_CHARS));

/**
 * Optional client-chosen id of a seat's command: the same id again from the same seat (a double
 * tap, a resend after a reconnect) is acknowledged with `ack` and not applied twice.
 */
const id = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).optional();

export const clientMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hello"),
    /** A hello of another version is answered `reload_required` before this schema runs. */
    v: z.literal(PROTOCOL_VERSION),
    /** Random per-browser secret; the room stores only its hash. */
    token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    name,
    role: z.enum(["player", "spectator"]),
  }),
  /**
   * `rev`: the revision of the view the action was made on (the `rev` of the last view frame). A
   * refused action made on a view older than the seat's current one gets that view, not an error.
   */
  z.object({ type: z.literal("act"), action: z.unknown(), id, rev: z.number().int().min(0).optional() }),
  z.object({ type: z.literal("chat"), channel: z.enum(["all", "team"]), text: z.string().min(1).max(MAX_CHAT_CHARS) }),
  z.object({ type: z.literal("config"), config: z.unknown(), id }),
  z.object({ type: z.literal("public"), value: z.boolean(), id }),
  /** PLAT-13: the host lifts (true) or restores (false) the voice silence of silenced seats; refused in a public room. */
  z.object({ type: z.literal("voiceFree"), value: z.boolean(), id }),
  z.object({ type: z.literal("choose"), choice: z.unknown(), id }),
  z.object({ type: z.literal("kick"), seat: z.number().int().min(0).max(MAX_SEATS - 1), id }),
  /** Lets a kicked browser take a seat again ("Permitir volta"); `ban` is the id in the room's `banned` list. */
  z.object({ type: z.literal("unban"), ban: z.number().int().min(0).max(1_000_000), id }),
  z.object({ type: z.literal("start"), id }),
  /** Issue 23: the host adds a bot seat in the lobby (games with lobby bots); `choice` is its lobby pick. */
  z.object({ type: z.literal("addBot"), level: z.enum(["easy", "normal"]), choice: z.unknown().optional(), id }),
  /** PLAT-20: in a public room, a seated player's vote to remove another mid-match (again: withdrawn). */
  z.object({ type: z.literal("voteRemove"), seat: z.number().int().min(0).max(MAX_SEATS - 1), id }),
  z.object({ type: z.literal("rematch"), id }),
  /** "Abandonar sala": give the seat up for good (PLAT-6). */
  z.object({ type: z.literal("abandon"), id }),
  z.object({ type: z.literal("ping"), t: z.number() }),
  /** Voice signalling (PLAT-13), relayed by shared/voice/relay.ts. */
  voiceClientMessage,
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const createRoomBody = z.object({
  gameId: z.string().min(1).max(16),
  isPublic: z.boolean().optional(),
  /** The host's UI language: content (cases, decks) starts in it, or the nearest (shared/engine/content.ts). */
  lang: z.optional(uiLangSchema),
});

