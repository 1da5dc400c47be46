/**
 * One WebRTC connection to one peer of the channel, with "perfect negotiation" (W3C webrtc-pc
 * example; MDN): polite = my peer id sorts after theirs. To avoid a glare on every first contact
 * (measured: Chromium then often gathered no candidates after the implicit rollback), only the
 * impolite side makes the first offer — with its microphone, or recvonly when it only listens — and
 * the polite side puts its microphone on the offered transceiver when it answers. Later
 * renegotiations (ICE restarts) may come from either side. Candidates are batched for 150 ms.
 */
import type { IceCandidate, IceServer, PeerId, SessionDescription } from "../../shared/voice/messages";
import { MAX_CANDIDATES_PER_MESSAGE } from "../../shared/voice/limits";
import { ICE_GENERATIONS, withIceCredentials } from "../../shared/voice/wire";

export type LinkState = "connecting" | "connected" | "unreachable";

interface PeerSignal {
  sdp?: SessionDescription;
  candidates?: IceCandidate[];
}

interface PeerLinkOptions {
  me: PeerId;
  them: PeerId;
  iceServers: IceServer[];
  /** The server-issued ICE credentials of this link in generation n (the relay refuses any others). */
  credentials(n: number): { ufrag: string; pwd: string };
  /** My microphone, when I speak in this channel. */
  track: MediaStreamTrack | null;
  stream: MediaStream | null;
  send(to: PeerId, s: PeerSignal): void;
  onState(state: LinkState): void;
  onStream(stream: MediaStream): void;
}

/** Candidates per message, kept well under the room's 4,096-byte cap. */
const BATCH_BYTES = 3000;
const UNREACHABLE_MS = 15_000;
const DISCONNECTED_RESTART_MS = 5_000;
const BITRATE = 32_000;

export class PeerLink {
  readonly pc: RTCPeerConnection;
  private readonly polite: boolean;
  private makingOffer = false;
  private ignoreOffer = false;
  private answerPending = false;
  private chain: Promise<void> = Promise.resolve();
  private batch: IceCandidate[] = [];
  private batchTimer: number | undefined;
  private restartTimer: number | undefined;
  private unreachableTimer: number | undefined;
  private closed = false;
  /** Polite side: my microphone is on the transceiver the first offer created. */
  private attached = false;
  /** My microphone now (null while this member only listens); starts as the options' and changes with setSending. */
  private track: MediaStreamTrack | null;
  private stream: MediaStream | null;
  state: LinkState = "connecting";

  constructor(private readonly o: PeerLinkOptions) {
    this.polite = o.me > o.them;
    this.track = o.track;
    this.stream = o.stream;
    this.pc = new RTCPeerConnection({ iceServers: o.iceServers as RTCIceServer[] });
    if (!this.polite) {
      if (o.track && o.stream) this.pc.addTrack(o.track, o.stream);
      else this.pc.addTransceiver("audio", { direction: "recvonly" });
    }
    this.pc.onnegotiationneeded = () => void this.offer();
    this.pc.onicecandidate = (e) => e.candidate && e.candidate.candidate && this.queue(e.candidate.toJSON());
    this.pc.ontrack = (e) => o.onStream(e.streams[0] ?? new MediaStream([e.track]));
    this.pc.onconnectionstatechange = () => this.onConnection();
    this.unreachableTimer = window.setTimeout(() => this.state !== "connected" && this.setState("unreachable"), UNREACHABLE_MS);
  }

  private setState(s: LinkState): void {
    if (this.state === s || this.closed) return;
    this.state = s;
    this.o.onState(s);
  }

  private onConnection(): void {
    const s = this.pc.connectionState;
    window.clearTimeout(this.restartTimer);
    if (s === "connected") {
      window.clearTimeout(this.unreachableTimer);
      this.setState("connected");
      void this.limitBitrate();
    } else if (s === "failed") {
      this.setState("unreachable");
      this.pc.restartIce();
    } else if (s === "disconnected") {
      this.restartTimer = window.setTimeout(() => this.pc.connectionState === "disconnected" && this.pc.restartIce(), DISCONNECTED_RESTART_MS);
    }
  }

  /** Opus at 32 kbps: about 10–20× lighter than video, so a 10-speaker mesh fits a phone. */
  private async limitBitrate(): Promise<void> {
    for (const sender of this.pc.getSenders()) {
      if (!sender.track) continue;
      try {
        const p = sender.getParameters();
        if (!p.encodings?.length) continue;
        p.encodings[0]!.maxBitrate = BITRATE;
        await sender.setParameters(p);
      } catch {
        /* not fatal: the default bitrate is fine too */
      }
    }
  }

  /**
   * My description with this link's server-issued ICE credentials (issue 17: the relay carries no
   * text a client chose). A ufrag the browser made up (first description, ICE restart) moves the
   * link to the next generation; a renegotiation that keeps the current credentials stays on it.
   */
  private withCredentials(sdp: string): string {
    const ufrag = /^a=ice-ufrag:(\S+)/m.exec(sdp)?.[1];
    if (ufrag === undefined) return sdp;
    if (this.generation < 0 || ufrag !== this.o.credentials(this.generation).ufrag) this.generation = Math.min(this.generation + 1, ICE_GENERATIONS - 1);
    return withIceCredentials(sdp, this.o.credentials(this.generation));
  }
  private generation = -1;

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      // negotiationneeded comes back when the connection is stable again.
      if (this.pc.signalingState !== "stable") return;
      const offer = await this.pc.createOffer();
      if (this.pc.signalingState !== "stable" || this.closed) return;
      await this.pc.setLocalDescription({ type: "offer", sdp: this.withCredentials(offer.sdp ?? "") });
      const d = this.pc.localDescription;
      if (d && (d.type === "offer" || d.type === "answer")) this.o.send(this.o.them, { sdp: { type: d.type, sdp: d.sdp } });
    } catch {
      /* the next negotiationneeded or an incoming offer will settle it */
    } finally {
      this.makingOffer = false;
    }
  }

  private queue(c: RTCIceCandidateInit): void {
    this.batch.push({ candidate: c.candidate ?? "", sdpMid: c.sdpMid ?? null, sdpMLineIndex: c.sdpMLineIndex ?? null, usernameFragment: c.usernameFragment ?? null });
    if (this.batchTimer === undefined) this.batchTimer = window.setTimeout(() => this.flush(), 150);
  }

  private flush(): void {
    this.batchTimer = undefined;
    while (this.batch.length) {
      const part: IceCandidate[] = [];
      let bytes = 0;
      while (this.batch.length && part.length < MAX_CANDIDATES_PER_MESSAGE) {
        const size = JSON.stringify(this.batch[0]).length;
        if (part.length && bytes + size > BATCH_BYTES) break;
        part.push(this.batch.shift()!);
        bytes += size;
      }
      this.o.send(this.o.them, { candidates: part });
    }
  }

  /** Signals are handled one at a time, in order: a candidate must not overtake its description. */
  receive(s: PeerSignal): void {
    this.chain = this.chain.then(() => this.handle(s)).catch(() => undefined);
  }

  private async handle({ sdp, candidates }: PeerSignal): Promise<void> {
    if (this.closed) return;
    if (sdp) {
      const ready = !this.makingOffer && (this.pc.signalingState === "stable" || this.answerPending);
      const collision = sdp.type === "offer" && !ready;
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      this.answerPending = sdp.type === "answer";
      await this.pc.setRemoteDescription(sdp);
      this.answerPending = false;
      if (sdp.type === "offer") {
        if (this.polite && !this.attached && this.track) {
          const t = this.pc.getTransceivers().find((x) => x.receiver.track.kind === "audio" && !x.sender.track);
          if (t) {
            await t.sender.replaceTrack(this.track);
            if (this.stream) t.sender.setStreams(this.stream);
            t.direction = "sendrecv";
            this.attached = true;
          }
        }
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription({ type: "answer", sdp: this.withCredentials(answer.sdp ?? "") });
        const d = this.pc.localDescription;
        if (d && d.type === "answer") this.o.send(this.o.them, { sdp: { type: "answer", sdp: d.sdp } });
      }
    }
    // One bad candidate (e.g. from an offer dropped in a glare) must not drop the rest of its batch.
    for (const c of candidates ?? []) await this.pc.addIceCandidate(c).catch(() => undefined);
  }

  /**
   * Speak or only listen on this link from now on (the room changed this member's role mid-call):
   * the audio transceiver gets the microphone and sendrecv, or no track and recvonly; the change
   * renegotiates (negotiationneeded), so every later description says what is really sent.
   */
  setSending(track: MediaStreamTrack | null, stream: MediaStream | null): void {
    this.track = track;
    this.stream = stream;
    this.chain = this.chain
      .then(async () => {
        if (this.closed) return;
        const t = this.pc.getTransceivers().find((x) => x.receiver.track.kind === "audio" && x.direction !== "stopped");
        // Polite side before the first offer: the answer will attach `this.track` (see handle).
        if (!t) return;
        await t.sender.replaceTrack(track);
        if (track && stream) t.sender.setStreams(stream);
        t.direction = track ? "sendrecv" : "recvonly";
        this.attached = track !== null;
      })
      .catch(() => undefined);
  }

  setIceServers(iceServers: IceServer[]): void {
    try {
      this.pc.setConfiguration({ ...this.pc.getConfiguration(), iceServers: iceServers as RTCIceServer[] });
    } catch {
      /* keeps the old servers */
    }
  }

  async bytesReceived(): Promise<number> {
    let total = 0;
    (await this.pc.getStats()).forEach((r: { type: string; kind?: string; bytesReceived?: number }) => {
      if (r.type === "inbound-rtp" && r.kind === "audio") total += r.bytesReceived ?? 0;
    });
    return total;
  }

  close(): void {
    this.closed = true;
    window.clearTimeout(this.batchTimer);
    window.clearTimeout(this.restartTimer);
    window.clearTimeout(this.unreachableTimer);
    this.pc.close();
  }
}
