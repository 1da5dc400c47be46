/**
 * Voice ICE servers for one room (PLAT-13): STUN, or TURN credentials minted in the background
 * (never on the message path: one slow fetch would stall every game action) and pushed to voice
 * members when ready. The TURN secret stays here; clients get only the short-lived credentials.
 */
import { iceNeedsRefresh, mintIce, stunServers, turnConfigured, type IceGrant } from "../shared/voice/ice";
import type { IceServer } from "../shared/voice/messages";

export class VoiceIce {
  private grant: IceGrant | null | undefined = undefined;
  private minting: Promise<void> | null = null;

  /** `push`: sends a frame to every voice member (the room knows its sockets). */
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Env,
    private readonly push: (frame: string) => void,
  ) {}

  /** What a voice joiner connects with now; starts a refresh in the background when one is due. */
  servers(now: number): IceServer[] {
    if (!turnConfigured(this.env)) return stunServers(this.env);
    this.grant ??= this.ctx.storage.kv.get<IceGrant>("voiceIce") ?? null;
    if (iceNeedsRefresh(this.grant, now) && !this.minting) {
      this.minting = mintIce(this.env, (url, init) => fetch(url, init), now)
        .then((grant) => {
          this.grant = grant;
          this.ctx.storage.kv.put("voiceIce", grant);
          this.push(JSON.stringify({ type: "voice", op: "ice", iceServers: grant.iceServers }));
        })
        .catch(() => console.warn("voice: TURN credentials unavailable, STUN only"))
        .finally(() => (this.minting = null));
      this.ctx.waitUntil(this.minting);
    }
    return this.grant && this.grant.until > now ? this.grant.iceServers : stunServers(this.env);
  }
}
