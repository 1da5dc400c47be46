/**
 * What an SDP says about media, read the way RFC 4566/3264 define it: each `m=` section's direction
 * is its own `a=sendrecv|sendonly|recvonly|inactive`, else the session-level one, else sendrecv.
 */

export type Direction = "sendrecv" | "sendonly" | "recvonly" | "inactive";
interface MediaSection {
  kind: string;
  direction: Direction;
}

const DIRECTIONS: ReadonlySet<string> = new Set(["sendrecv", "sendonly", "recvonly", "inactive"]);

export function mediaSections(sdp: string): MediaSection[] {
  let sessionDirection: Direction | null = null;
  const sections: { kind: string; direction: Direction | null }[] = [];
  for (const raw of sdp.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("m=")) {
      sections.push({ kind: line.slice(2).split(" ")[0] ?? "", direction: null });
    } else if (line.startsWith("a=") && DIRECTIONS.has(line.slice(2))) {
      const d = line.slice(2) as Direction;
      const current = sections[sections.length - 1];
      if (current) current.direction = d;
      else sessionDirection = d;
    }
  }
  return sections.map((s) => ({ kind: s.kind, direction: s.direction ?? sessionDirection ?? "sendrecv" }));
}

/** Whether this description would send audio (a listen-only member's may not). */
export function sdpSendsAudio(sdp: string): boolean {
  return mediaSections(sdp).some((m) => m.kind === "audio" && (m.direction === "sendrecv" || m.direction === "sendonly"));
}

/** Voice is audio only: a description with any other media (video, data) or none is refused. */
export function sdpIsAudioOnly(sdp: string): boolean {
  const sections = mediaSections(sdp);
  return sections.length > 0 && sections.every((m) => m.kind === "audio");
}
