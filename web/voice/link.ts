/**
 * The small always-loaded part of voice (PLAT-13): it listens to the room's `voice policy`, keeps
 * which channel this tab was in (sessionStorage, so a reload rejoins without a new tap where the
 * browser keeps the microphone permission), and loads the real client (`./lazy`) only when needed.
 */
import { signal } from "@preact/signals";
import type { VoiceChannel, VoiceRole, VoiceServerMessage } from "../../shared/voice/messages";
import type { RoomStore } from "../src/room/store";
import type { VoiceProblem, VoiceSession } from "./session";

interface VoicePolicy {
  all: VoiceRole | null;
  team: VoiceRole | null;
  /** Why the game keeps this seat listening (a chat-rule code: `giver_silenced`, `narrator_no_chat` …). */
  why?: string;
}

/** PLAT-13: the sentence that tells a silenced seat why, and when its microphone opens again. */
const WHY_KEYS: ReadonlySet<string> = new Set(["giver_silenced", "narrator_no_chat", "watch_only"]);
export const whyKey = (why: string): string => `voice.why.${WHY_KEYS.has(why) ? why : "other"}`;

type Lazy = typeof import("./lazy");
let lazy: Promise<Lazy> | null = null;
/** The voice chunk, fetched once, when this tab joins voice (issue 22: no room page carries it before). */
export const loadVoice = (): Promise<Lazy> => (lazy ??= import("./lazy"));

const rememberKey = (code: string) => `mesa.voice.${code}`;
function rememberedChannel(code: string): VoiceChannel | null {
  try {
    const v = sessionStorage.getItem(rememberKey(code));
    return v === "all" || v === "team" ? v : null;
  } catch {
    return null;
  }
}
function rememberChannel(code: string, channel: VoiceChannel | null): void {
  try {
    if (channel) sessionStorage.setItem(rememberKey(code), channel);
    else sessionStorage.removeItem(rememberKey(code));
  } catch {
    /* private mode: no automatic rejoin */
  }
}

export class VoiceLink {
  readonly policy = signal<VoicePolicy>({ all: null, team: null });
  readonly session = signal<VoiceSession | null>(null);
  readonly loading = signal(false);
  /** Why the last attempt ended (microphone refused, missing, busy …), shown beside the join buttons. */
  readonly problem = signal<VoiceProblem | null>(null);
  private readonly off: () => void;
  private autoTried = false;
  /** Left: a rejoin check still waiting for its task (see onPolicy) does nothing. */
  private disposed = false;

  constructor(readonly store: RoomStore) {
    const listen = (msg: { type: string }) => {
      if (msg.type === "welcome" || msg.type === "error") return this.session.value?.receive(msg as { type: "welcome" } | { type: "error"; code: string });
      if (msg.type !== "voice") return;
      const m = msg as VoiceServerMessage;
      if (m.op === "policy") this.onPolicy({ all: m.all, team: m.team, ...(m.why ? { why: m.why } : {}) });
      else this.session.value?.receive(m);
    };
    store.listeners.add(listen);
    this.off = () => store.listeners.delete(listen);
  }

  private onPolicy(p: VoicePolicy): void {
    this.policy.value = p;
    // A reload's rejoin is looked up in a task of its own: the policy comes with the room's first
    // state, and a page's first storage read costs a few milliseconds of that first render (issue 21).
    if (!this.autoTried && !this.session.value) setTimeout(() => this.rejoin(), 0);
  }

  private rejoin(): void {
    if (this.disposed || this.autoTried || this.session.value) return;
    const again = rememberedChannel(this.store.code);
    if (again && this.policy.value[again]) {
      this.autoTried = true;
      void this.join(again, true);
    }
  }

  /** `auto`: a rejoin after a reload, without a tap (the browser may still refuse; then we stay out quietly). */
  async join(channel: VoiceChannel, auto = false): Promise<void> {
    const role = this.policy.value[channel];
    if (!role) return;
    const existing = this.session.value;
    if (existing) return existing.switchTo(channel, role === "listen");
    this.loading.value = true;
    try {
      const { VoiceSession } = await loadVoice();
      this.problem.value = null;
      const s = new VoiceSession(this.store, (ch) => rememberChannel(this.store.code, ch), (reason) => {
        if (this.session.value !== s) return;
        this.session.value = null;
        this.problem.value = s.problem.value;
        // A rematch closes team channels: their members move to the global one (PLAT-G2).
        if (reason === "channel_closed" && this.policy.value.all) void this.join("all", true);
      });
      this.session.value = s;
      await s.start(channel, role === "listen", auto);
    } finally {
      this.loading.value = false;
    }
  }

  /** Leaving the room leaves the channel (and a later visit does not rejoin it by itself). */
  dispose(): void {
    this.disposed = true;
    this.off();
    this.session.value?.close(true);
    this.session.value = null;
  }
}
