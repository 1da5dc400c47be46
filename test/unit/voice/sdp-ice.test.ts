import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mediaSections, sdpIsAudioOnly, sdpSendsAudio } from "../../../shared/voice";
import { mintIce, stunServers, turnRestCredential, withoutPort53 } from "../../../shared/voice/ice";
import sdps from "./chromium-sdp.json";

describe("PLAT-13 SDP direction (listen-only enforcement)", () => {
  it("PLAT-13 Chromium's offer with a microphone sends audio; its recvonly offer and answer do not", () => {
    expect(sdpSendsAudio(sdps.offer)).toBe(true);
    expect(sdpSendsAudio(sdps.listenOffer)).toBe(false);
    expect(sdpSendsAudio(sdps.answer)).toBe(false);
    expect(sdpIsAudioOnly(sdps.offer)).toBe(true);
  });
  it("PLAT-13 sendonly sends; inactive does not; a section without direction inherits the session's, else sendrecv", () => {
    expect(sdpSendsAudio(sdps.offer.replace("a=sendrecv", "a=sendonly"))).toBe(true);
    expect(sdpSendsAudio(sdps.offer.replace("a=sendrecv", "a=inactive"))).toBe(false);
    expect(sdpSendsAudio(sdps.offer.replace("a=sendrecv\r\n", ""))).toBe(true);
    expect(sdpSendsAudio("v=0\r\na=recvonly\r\nm=audio 9 UDP 111\r\n")).toBe(false);
    // A second audio section that sends is enough to refuse.
    expect(sdpSendsAudio(`${sdps.listenOffer}m=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=sendrecv\r\n`)).toBe(true);
    expect(mediaSections("v=0\r\n")).toEqual([]);
    expect(sdpIsAudioOnly("v=0\r\n")).toBe(false);
  });
});

describe("PLAT-13 ICE servers", () => {
  it("PLAT-13 STUN by default, a list from STUN_URLS, none when it is empty", () => {
    expect(stunServers({})).toEqual([{ urls: ["stun:stun.cloudflare.com:3478"] }]);
    expect(stunServers({ STUN_URLS: "stun:a:1, stun:b:2" })).toEqual([{ urls: ["stun:a:1", "stun:b:2"] }]);
    expect(stunServers({ STUN_URLS: "" })).toEqual([]);
  });
  it("PLAT-13 port 53 URLs are dropped (browsers block them)", () => {
    expect(withoutPort53([{ urls: ["stun:x:3478", "stun:x:53"] }, { urls: "turn:y:53?transport=udp", username: "u", credential: "c" }])).toEqual([{ urls: ["stun:x:3478"] }]);
  });
  it("PLAT-13 Cloudflare TURN: the Worker asks with the secret as a Bearer token; the client gets only the minted credentials", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const grant = await mintIce({ TURN_KEY_ID: "key1", TURN_KEY_API_TOKEN: "SECRET-TOKEN", TURN_TTL_S: "3600" }, async (url, init) => {
      calls.push({ url, init });
      return Response.json({ iceServers: [{ urls: ["stun:stun.cloudflare.com:3478", "stun:stun.cloudflare.com:53"] }, { urls: ["turn:turn.cloudflare.com:3478?transport=udp", "turn:turn.cloudflare.com:53?transport=udp"], username: "minted", credential: "short" }] }, { status: 201 });
    }, 1_000_000);
    expect(calls[0]!.url).toBe("https://rtc.live.cloudflare.com/v1/turn/keys/key1/credentials/generate-ice-servers");
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe("Bearer SECRET-TOKEN");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ ttl: 3600 });
    expect(grant).toEqual({ until: 1_000_000 + 3_600_000, iceServers: [{ urls: ["stun:stun.cloudflare.com:3478"] }, { urls: ["turn:turn.cloudflare.com:3478?transport=udp"], username: "minted", credential: "short" }] });
    expect(JSON.stringify(grant)).not.toContain("SECRET-TOKEN");
    await expect(mintIce({ TURN_KEY_ID: "k", TURN_KEY_API_TOKEN: "t" }, async () => new Response("no", { status: 401 }), 0)).rejects.toThrow(/401/);
  });
  it("PLAT-13 coturn TURN REST credential matches a known HMAC-SHA1 vector", async () => {
    // printf '1700000000:mesa' | openssl dgst -sha1 -hmac 'north' -binary | base64
    const c = await turnRestCredential("north", 1_700_000_000);
    expect(c).toEqual({ username: "1700000000:mesa", credential: "oQKyFUROcO0vmWYsbJuPfWnjlJA=" });
  });
});

describe("PLAT-13 nothing is recorded", () => {
  it("PLAT-13 no MediaRecorder anywhere in the client", () => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const f of readdirSync(d)) {
        const p = join(d, f);
        if (f === "dist" || f === "node_modules") continue;
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ts|tsx)$/.test(f)) files.push(p);
      }
    };
    walk("web");
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => readFileSync(f, "utf8").includes("MediaRecorder"))).toEqual([]);
  });
});
