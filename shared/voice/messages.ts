/**
 * The `voice` wire messages (PLAT-13). Clients send `{type:"voice", v: VoiceOp}`; the room answers
 * with `VoiceServerMessage`s. The server stamps `from` on every relayed signal itself: the schema
 * strips anything else a client puts there.
 */
import { z } from "zod";
import { MAX_CANDIDATES_PER_MESSAGE, MAX_CANDIDATE_CHARS, MAX_SDP_CHARS } from "./limits";

/** Server-issued peer ids: `s<seat>-<8 chars>` for seats, `v-<8 chars>` for listeners without a seat. */
const peerId = z.string().regex(/^(s\d{1,2}|v)-[a-z0-9]{8}$/);
export type PeerId = z.infer<typeof peerId>;

const voiceChannel = z.enum(["all", "team"]);
export type VoiceChannel = z.infer<typeof voiceChannel>;

const iceCandidate = z.object({
  candidate: z.string().max(MAX_CANDIDATE_CHARS),
  sdpMid: z.string().max(32).nullable(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export type IceCandidate = z.infer<typeof iceCandidate>;

const sessionDescription = z.object({ type: z.enum(["offer", "answer"]), sdp: z.string().min(1).max(MAX_SDP_CHARS) });
export type SessionDescription = z.infer<typeof sessionDescription>;

const voiceOp = z.discriminatedUnion("op", [
  /** `resume`: the peer id this browser had before a reconnect; honoured only for the same seat. */
  z.object({ op: z.literal("join"), channel: voiceChannel, resume: z.optional(peerId) }),
  z.object({ op: z.literal("leave") }),
  z.object({ op: z.literal("mute"), muted: z.boolean() }),
  z
    .object({
      op: z.literal("signal"),
      to: peerId,
      sdp: z.optional(sessionDescription),
      candidates: z.array(iceCandidate).min(1).max(MAX_CANDIDATES_PER_MESSAGE).optional(),
    })
    .refine((s) => s.sdp !== undefined || s.candidates !== undefined, { message: "empty signal" }),
]);
export type VoiceOp = z.infer<typeof voiceOp>;

/** The client message as it joins the protocol's union. */
export const voiceClientMessage = z.object({ type: z.literal("voice"), v: voiceOp });

export type VoiceRole = "speak" | "listen";

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface RosterPeer {
  peer: PeerId;
  seat: number | null;
  name: string;
  listen: boolean;
  muted: boolean;
}

export type LeftReason = "leave" | "channel_closed" | "not_allowed" | "replaced";

/** Server → client. */
export type VoiceServerMessage =
  /** `why`: the game's reason this seat only listens (a chat-rule code such as `giver_silenced`), when it does. */
  | { type: "voice"; op: "policy"; all: VoiceRole | null; team: VoiceRole | null; why?: string }
  /** `ice`: this membership's private nonce; the client derives each link's ICE ufrag/pwd from it (shared/voice/wire.ts). */
  | { type: "voice"; op: "joined"; peer: PeerId; channel: VoiceChannel; listen: boolean; iceServers: IceServer[]; ice?: string }
  | { type: "voice"; op: "roster"; channel: VoiceChannel; peers: RosterPeer[] }
  | { type: "voice"; op: "signal"; from: PeerId; sdp?: SessionDescription; candidates?: IceCandidate[] }
  | { type: "voice"; op: "ice"; iceServers: IceServer[] }
  | { type: "voice"; op: "left"; reason: LeftReason };

export type VoiceErrorCode =
  | "voice_not_allowed"
  | "voice_full"
  | "voice_not_in_channel"
  | "voice_bad_sdp"
  | "voice_bad_candidate"
  | "voice_listen_only"
  | "no_team";
