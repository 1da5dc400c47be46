/**
 * One voice membership (PLAT-13): the microphone, one PeerLink per channel member, playback at
 * per-person volume × the sound panel's voice level (PLAT-11), speaking rings, mute and leave.
 * Nothing is recorded: audio goes from the microphone to the peers and from the peers to <audio>.
 */
import { effect, signal } from "@preact/signals";
import { voiceLevel } from "../src/audio";
import { audioContextConstructor } from "../src/audio/webaudio";
import type { RoomStore } from "../src/room/store";
import type { IceServer, PeerId, RosterPeer, VoiceChannel, VoiceServerMessage } from "../../shared/voice/messages";
import { iceCredentials } from "../../shared/voice/wire";
import { PeerLink, type LinkState } from "./peer";
import { LocalMeter, Playback } from "./playback";

export type VoiceProblem = "mic_refused" | "mic_missing" | "mic_busy" | "mic_failed" | "no_webrtc";

/** Peak above this is speech (the ring lights up), held for 300 ms. */
const SPEAKING = 0.02;
const HANGOVER_MS = 300;
/** A peer gone from the roster keeps its connection this long (a reconnect resumes it). */
const GRACE_MS = 10_000;
const LEVEL_WINDOW = 15; // samples at 10 Hz

interface Remote {
  link: PeerLink;
  playback: Playback | null;
  levels: number[];
  loudAt: number;
  closeTimer?: number;
}

export class VoiceSession {
  readonly channel = signal<VoiceChannel | null>(null);
  readonly me = signal<PeerId | null>(null);
  readonly listen = signal(false);
  readonly muted = signal(false);
  readonly roster = signal<RosterPeer[]>([]);
  readonly states = signal<Record<string, LinkState>>({});
  readonly speaking = signal<Record<string, boolean>>({});
  readonly volumes = signal<Record<string, number>>({});
  readonly selfSpeaking = signal(false);
  readonly problem = signal<VoiceProblem | null>(null);
  readonly needsTap = signal(false);

  private remotes = new Map<PeerId, Remote>();
  private stream: MediaStream | null = null;
  private meter: LocalMeter | null = null;
  private ctx: AudioContext | null = null;
  private iceServers: IceServer[] = [];
  /** This membership's nonce for the server-issued ICE credentials of each link. */
  private iceNonce = "";
  private wanted: { channel: VoiceChannel; listen: boolean } | null = null;
  private timer: number | undefined;
  private stopVolumes: () => void;
  private ended = false;

  constructor(
    private readonly store: RoomStore,
    private readonly remember: (channel: VoiceChannel | null) => void,
    private readonly onEnd: (reason: string) => void,
  ) {
    this.stopVolumes = effect(() => {
      const level = voiceLevel.value;
      const vols = this.volumes.value;
      const listeners = new Set(this.roster.value.filter((p) => p.listen).map((p) => p.peer));
      for (const [peer, r] of this.remotes) r.playback?.setVolume((vols[peer] ?? 1) * level, listeners.has(peer));
    });
    exposeTestHook(this);
  }

  /** The tap: resume audio, ask for the microphone (speakers only), then join. */
  async start(channel: VoiceChannel, listen: boolean, auto: boolean): Promise<void> {
    if (typeof RTCPeerConnection === "undefined") return this.fail("no_webrtc");
    const Ctor = audioContextConstructor();
    if (Ctor) {
      this.ctx = new Ctor() as AudioContext;
      void this.ctx.resume().catch(() => undefined);
    }
    if (auto && !listen && !(await micAlreadyGranted())) return this.end("no_prompt", false);
    if (!listen && !(await this.openMic())) return;
    if (this.ended) return;
    this.wanted = { channel, listen };
    this.store.trySend({ type: "voice", v: { op: "join", channel } });
    this.timer = window.setInterval(() => this.tick(), 100);
  }

  private async openMic(quiet = false): Promise<boolean> {
    if (this.stream) return true;
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 } });
      if (this.ended) {
        this.stopMic();
        return false;
      }
      this.meter = new LocalMeter(this.stream, this.ctx);
      return true;
    } catch (e) {
      if (quiet) return false;
      const name = e instanceof DOMException ? e.name : "";
      this.fail(name === "NotAllowedError" || name === "SecurityError" ? "mic_refused" : name === "NotFoundError" || name === "OverconstrainedError" ? "mic_missing" : name === "NotReadableError" || name === "AbortError" ? "mic_busy" : "mic_failed");
      return false;
    }
  }

  private fail(problem: VoiceProblem): void {
    this.problem.value = problem;
    this.end("problem", false);
  }

  async switchTo(channel: VoiceChannel, listen: boolean): Promise<void> {
    if (!listen && !(await this.openMic())) return;
    this.closeRemotes();
    this.wanted = { channel, listen };
    this.store.trySend({ type: "voice", v: { op: "join", channel } });
  }

  receive(msg: VoiceServerMessage | { type: "welcome" } | { type: "error"; code: string }): void {
    if (this.ended) return;
    if (msg.type === "welcome") {
      // The socket came back: rejoin with the same peer id so the others keep their connections.
      const me = this.me.value;
      if (this.wanted) this.store.trySend({ type: "voice", v: { op: "join", channel: this.wanted.channel, ...(me ? { resume: me } : {}) } });
      return;
    }
    this.note(`in ${msg.type}:${"op" in msg ? msg.op : ""}${"code" in msg ? msg.code : ""}${"sdp" in msg && msg.sdp ? msg.sdp.type : ""}${"candidates" in msg && msg.candidates ? `c${msg.candidates.length}` : ""}`);
    if (msg.type === "error") {
      if (this.me.value === null && ["voice_full", "voice_not_allowed", "no_team"].includes(msg.code)) this.end("refused", false);
      return;
    }
    switch (msg.op) {
      case "joined":
        this.me.value = msg.peer;
        this.channel.value = msg.channel;
        this.listen.value = msg.listen;
        this.iceServers = msg.iceServers;
        this.iceNonce = msg.ice ?? "";
        this.remember(msg.channel);
        if (this.stream) this.store.trySend({ type: "voice", v: { op: "mute", muted: this.muted.value } });
        break;
      case "roster":
        this.onRoster(msg.peers);
        break;
      case "signal": {
        const r = this.remoteFor(msg.from);
        r?.link.receive({ ...(msg.sdp ? { sdp: msg.sdp } : {}), ...(msg.candidates ? { candidates: msg.candidates } : {}) });
        break;
      }
      case "ice":
        this.iceServers = msg.iceServers;
        for (const r of this.remotes.values()) r.link.setIceServers(msg.iceServers);
        break;
      case "left":
        this.end(msg.reason, msg.reason === "leave" || msg.reason === "replaced");
        break;
    }
  }

  private onRoster(peers: RosterPeer[]): void {
    this.roster.value = peers;
    const me = this.me.value;
    const mine = peers.find((p) => p.peer === me);
    if (mine) {
      const was = this.listen.value;
      this.listen.value = mine.listen;
      // Turned listen-only mid-call (an Álibi exclusion, the Matiz giver at clue 1, the Dicas narrator):
      // the microphone stops sending on the links that already exist too, and each link renegotiates
      // to recvonly (so the room's listen-only check holds for every later description); when the room
      // lets this seat speak again (the reveal), the microphone goes back on every link.
      for (const t of this.stream?.getAudioTracks() ?? []) t.enabled = !mine.listen && !this.muted.value;
      if (was !== mine.listen) void this.setSpeaking(!mine.listen);
    }
    const present = new Set(peers.map((p) => p.peer));
    for (const p of peers) {
      if (p.peer === me) continue;
      const r = this.remotes.get(p.peer);
      if (r?.closeTimer) (window.clearTimeout(r.closeTimer), (r.closeTimer = undefined));
      // Two listeners have nothing to say to each other.
      if (!r && !(this.listen.value && p.listen)) this.remoteFor(p.peer);
    }
    for (const [peer, r] of this.remotes) {
      if (present.has(peer) || r.closeTimer) continue;
      r.closeTimer = window.setTimeout(() => this.dropRemote(peer), GRACE_MS);
    }
    this.volumes.value = { ...this.volumes.value }; // re-applies listen-only silencing
  }

  /** Live switch between speaking and listening on every existing link (PLAT-13, silence follows chat). */
  private async setSpeaking(speak: boolean): Promise<void> {
    if (speak && !(await this.openMicQuietly())) return;
    if (this.ended || this.listen.value === speak) return;
    const track = speak ? this.stream?.getAudioTracks()[0] ?? null : null;
    if (track) track.enabled = !this.muted.value;
    for (const r of this.remotes.values()) r.link.setSending(track, speak ? this.stream : null);
    if (speak && this.stream) this.store.trySend({ type: "voice", v: { op: "mute", muted: this.muted.value } });
  }

  /** The microphone for a seat allowed to speak again; a refusal leaves it listening (no error screen mid-call). */
  private openMicQuietly(): Promise<boolean> {
    return this.openMic(true);
  }

  private remoteFor(peer: PeerId): Remote | null {
    const me = this.me.value;
    if (!me || peer === me) return null;
    let r = this.remotes.get(peer);
    if (r) return r;
    const track = this.listen.value ? null : this.stream?.getAudioTracks()[0] ?? null;
    const remote: Remote = { link: null as unknown as PeerLink, playback: null, levels: [], loudAt: 0 };
    remote.link = new PeerLink({
      me,
      them: peer,
      iceServers: this.iceServers,
      credentials: (n) => iceCredentials(this.iceNonce, me, peer, n),
      track,
      stream: this.stream,
      send: (to, s) => {
        this.note(`out ${s.sdp?.type ?? ""}${s.candidates ? `c${s.candidates.length}` : ""}`);
        this.store.trySend({ type: "voice", v: { op: "signal", to, ...s } });
      },
      onState: (state) => (this.states.value = { ...this.states.value, [peer]: state }),
      onStream: (stream) => {
        remote.playback?.close();
        remote.playback = new Playback(stream, this.ctx, () => (this.needsTap.value = true));
        this.volumes.value = { ...this.volumes.value };
      },
    });
    this.remotes.set(peer, (r = remote));
    this.states.value = { ...this.states.value, [peer]: "connecting" };
    return r;
  }

  private dropRemote(peer: PeerId): void {
    const r = this.remotes.get(peer);
    if (!r) return;
    window.clearTimeout(r.closeTimer);
    r.link.close();
    r.playback?.close();
    this.remotes.delete(peer);
    const { [peer]: _s, ...states } = this.states.value;
    this.states.value = states;
  }

  private closeRemotes(): void {
    for (const peer of [...this.remotes.keys()]) this.dropRemote(peer);
  }

  private tick(): void {
    const now = Date.now();
    const speaking: Record<string, boolean> = {};
    for (const [peer, r] of this.remotes) {
      const level = r.playback?.level() ?? 0;
      r.levels.push(level);
      if (r.levels.length > LEVEL_WINDOW) r.levels.shift();
      if (level > SPEAKING) r.loudAt = now;
      speaking[peer] = now - r.loudAt < HANGOVER_MS;
    }
    const mine = this.muted.value ? 0 : this.meter?.level() ?? 0;
    if (mine > SPEAKING) this.selfLoudAt = now;
    const self = now - this.selfLoudAt < HANGOVER_MS;
    if (self !== this.selfSpeaking.value) this.selfSpeaking.value = self;
    const before = this.speaking.value;
    if (Object.keys(speaking).length !== Object.keys(before).length || Object.entries(speaking).some(([k, v]) => before[k] !== v)) this.speaking.value = speaking;
  }
  private selfLoudAt = 0;

  toggleMute(): void {
    const muted = !this.muted.value;
    this.muted.value = muted;
    for (const t of this.stream?.getAudioTracks() ?? []) t.enabled = !muted;
    this.store.trySend({ type: "voice", v: { op: "mute", muted } });
  }

  setVolume(peer: PeerId, v: number): void {
    this.volumes.value = { ...this.volumes.value, [peer]: Math.min(1, Math.max(0, v)) };
  }

  /** "Toque para ouvir": the browser blocked playback until a tap. */
  tapToHear(): void {
    this.needsTap.value = false;
    void this.ctx?.resume().catch(() => undefined);
    for (const r of this.remotes.values()) r.playback?.retry();
  }

  leave(): void {
    this.store.trySend({ type: "voice", v: { op: "leave" } });
    this.end("leave", true);
  }

  /** Leaving the room: the socket closes too, so the room drops us from the channel. */
  close(forget: boolean): void {
    this.end("closed", forget);
  }

  private stopMic(): void {
    for (const t of this.stream?.getTracks() ?? []) t.stop();
    this.meter?.close();
  }

  private end(reason: string, forget: boolean): void {
    if (this.ended) return;
    this.ended = true;
    window.clearInterval(this.timer);
    this.closeRemotes();
    this.stopMic();
    this.stopVolumes();
    void this.ctx?.close().catch(() => undefined);
    if (forget) this.remember(null);
    this.onEnd(reason);
  }

  // ---- test hook (window.__mesa.voice) ----
  pcCount(): number {
    return this.remotes.size;
  }
  localTrackState(): string {
    return this.stream?.getAudioTracks()[0]?.readyState ?? "none";
  }
  async peers(): Promise<{ peer: string; state: LinkState; bytesReceived: number; level: number; pc: string }[]> {
    const out = [];
    for (const [peer, r] of this.remotes) {
      const pc = `${r.link.pc.signalingState}/${r.link.pc.iceConnectionState}/${r.link.pc.connectionState}`;
      out.push({ peer, state: r.link.state, bytesReceived: await r.link.bytesReceived(), level: Math.max(0, ...r.levels), pc });
    }
    return out;
  }
  /** Signalling as seen here (test diagnostics): what went out and came in, and server errors. */
  readonly log: string[] = [];
  private note(line: string): void {
    this.log.push(line);
    if (this.log.length > 100) this.log.splice(0, this.log.length - 100);
  }
}

async function micAlreadyGranted(): Promise<boolean> {
  try {
    const s = await navigator.permissions.query({ name: "microphone" as PermissionName });
    return s.state === "granted";
  } catch {
    return false;
  }
}

/** For the browser tests: how the connections are doing, without reading private fields. */
function exposeTestHook(s: VoiceSession): void {
  const w = window as unknown as { __mesa?: Record<string, unknown> };
  w.__mesa ??= {};
  w.__mesa.voice = { peers: () => s.peers(), pcCount: () => s.pcCount(), localTrackState: () => s.localTrackState(), log: () => s.log.slice(-60) };
}
