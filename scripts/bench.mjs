#!/usr/bin/env node
/**
 * npm run bench — figures, not a timed test. Starts the bench worker under `wrangler dev` (the real
 * Room plus a bare echo Durable Object), then measures side by side:
 *   - round trip of an action until all 10 sockets of the room have the new view, p50/p99,
 *     and the same traffic through the echo DO, with the ratio;
 *   - actions per second one room sustains (10 clients sending bursts at once, within the
 *     per-socket rate limit), and the echo DO's for the same traffic;
 *   - bytes written to storage per action at action 10 and at action 1,000;
 *   - gzipped JS of the landing page.
 * Prints one JSON line per figure: {"bench": name, "value": n, "unit": u}.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import WebSocket from "ws";

const SOCKETS = 10;
const RTT_SAMPLES = Number(process.env.BENCH_RTT_SAMPLES ?? 300);
const BURST = 25;
const BURSTS = Number(process.env.BENCH_BURSTS ?? 6);

const figure = (bench, value, unit) => console.log(JSON.stringify({ bench, value: Math.round(value * 100) / 100, unit }));

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const persist = mkdtempSync(join(tmpdir(), "mesa-bench-"));
  const child = spawn("npx", ["wrangler", "dev", "-c", "scripts/bench/wrangler.toml", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--log-level", "error", "--show-interactive-dev-session=false"], {
    detached: true, stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" },
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/rooms`)).ok) return { base, stop: () => process.kill(-child.pid, "SIGKILL") }; // a temporary persist dir: nothing to flush
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-child.pid, "SIGTERM");
  throw new Error("bench server did not start:\n" + log);
}

function open(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    // A refused action would leave a waiting figure hanging: stop with the reason instead.
    ws.on("message", (data) => {
      const text = String(data);
      if (text.startsWith('{"type":"error"')) {
        console.error("bench: the room refused a message:", text);
        stopServer();
        process.exit(1);
      }
    });
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

/** Resolves when `count` sockets have each received a message matching `pred`. */
function allReceive(sockets, pred) {
  return Promise.all(sockets.map((ws) => new Promise((resolve) => {
    const on = (data) => {
      if (pred(String(data))) {
        ws.off("message", on);
        resolve();
      }
    };
    ws.on("message", on);
  })));
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function roomClients(base, target) {
  const res = await fetch(`${base}/api/rooms`, { method: "POST", body: JSON.stringify({ gameId: "tiny" }) });
  const { code } = await res.json();
  const wsUrl = base.replace("http", "ws") + `/api/rooms/${code}/ws`;
  const sockets = [];
  for (let i = 0; i < SOCKETS; i++) {
    const ws = await open(wsUrl);
    const welcomed = new Promise((r) => ws.once("message", r));
    ws.send(JSON.stringify({ type: "hello", v: 1, token: `bench-token-${code}-${String(i).padStart(4, "0")}`, name: `P${i}`, role: "player" }));
    await welcomed;
    sockets.push(ws);
  }
  const host = sockets[0];
  host.send(JSON.stringify({ type: "config", config: { target, turnMs: 600000, anyOrder: true } }));
  const started = allReceive(sockets, (m) => m.startsWith('{"type":"view"'));
  await new Promise((r) => setTimeout(r, 200));
  host.send(JSON.stringify({ type: "start" }));
  await started;
  return { code, sockets };
}

let stopServer = () => {};

async function main() {
  const debug = (...a) => process.env.BENCH_DEBUG && console.error(...a);
  const server = await startServer();
  stopServer = server.stop;
  const { base } = server;
  try {
    // --- Round trip: one action, until all 10 sockets have the new view.
    debug("server up", base);
    const room = await roomClients(base, 1_000_000);
    debug("room ready");
    let counter = 0;
    const roomRtt = [];
    for (let i = 0; i < RTT_SAMPLES; i++) {
      counter += 1;
      const want = `"counter":${counter},`;
      const done = allReceive(room.sockets, (m) => m.includes(want));
      const t0 = performance.now();
      room.sockets[i % SOCKETS].send(JSON.stringify({ type: "act", action: { type: "add", n: 1 } }));
      await done;
      roomRtt.push(performance.now() - t0);
    }
    const echoUrl = base.replace("http", "ws") + "/echo/floor";
    const echo = [];
    for (let i = 0; i < SOCKETS; i++) echo.push(await open(echoUrl));
    const echoRtt = [];
    for (let i = 0; i < RTT_SAMPLES; i++) {
      const tag = `e${i}`;
      const done = allReceive(echo, (m) => m.includes(tag + '"'));
      const t0 = performance.now();
      echo[i % SOCKETS].send(JSON.stringify({ type: "act", tag, action: { type: "add", n: 1 } }));
      await done;
      echoRtt.push(performance.now() - t0);
    }
    figure("room_action_rtt_p50_10_sockets", pct(roomRtt, 50), "ms");
    figure("room_action_rtt_p99_10_sockets", pct(roomRtt, 99), "ms");
    figure("echo_rtt_p50_10_sockets", pct(echoRtt, 50), "ms");
    figure("echo_rtt_p99_10_sockets", pct(echoRtt, 99), "ms");
    figure("room_vs_echo_rtt_p50_ratio", pct(roomRtt, 50) / pct(echoRtt, 50), "x");
    figure("room_vs_echo_rtt_p99_ratio", pct(roomRtt, 99) / pct(echoRtt, 99), "x");

    // --- Throughput: all 10 clients send a burst at once; time until every socket saw the last action.
    // Bursts stay under each socket's rate limit (30 messages), with a pause between them to refill.
    let roomMs = 0;
    let echoMs = 0;
    for (let burst = 0; burst < BURSTS; burst++) {
      await new Promise((r) => setTimeout(r, 2200)); // refill every socket's rate-limit bucket first
      const finalCounter = counter + SOCKETS * BURST;
      const allDone = allReceive(room.sockets, (m) => m.includes(`"counter":${finalCounter},`));
      let t0 = performance.now();
      for (let k = 0; k < BURST; k++) for (const ws of room.sockets) ws.send(JSON.stringify({ type: "act", action: { type: "add", n: 1 } }));
      await allDone;
      roomMs += performance.now() - t0;
      counter = finalCounter;
      const lastTag = `x${burst}-${SOCKETS - 1}-${BURST - 1}"`;
      const echoDone = allReceive(echo, (m) => m.includes(lastTag));
      t0 = performance.now();
      for (let k = 0; k < BURST; k++) echo.forEach((ws, i) => ws.send(JSON.stringify({ type: "act", tag: `x${burst}-${i}-${k}`, action: { type: "add", n: 1 } })));
      await echoDone;
      echoMs += performance.now() - t0;
    }
    const total = BURSTS * SOCKETS * BURST;
    const roomRate = total / (roomMs / 1000);
    const echoRate = total / (echoMs / 1000);
    figure("room_actions_per_second", roomRate, "actions/s");
    figure("echo_messages_per_second", echoRate, "messages/s");
    figure("room_vs_echo_throughput_ratio", roomRate / echoRate, "x");
    for (const ws of [...room.sockets, ...echo]) ws.close();

    // --- Storage written per action, at action 10 and at action 1,000 (a fresh room, 2 players).
    debug("storage phase");
    const grow = await roomClients(base, 1_000_000);
    debug("grow room ready");
    const stats = async () => (await fetch(`${base}/stats/${grow.code}`)).json();
    let growCounter = 0;
    const actTimes = async (n) => {
      for (let i = 0; i < n; i++) {
        growCounter += 1;
        const ws = grow.sockets[growCounter % SOCKETS];
        // Wait for this action's own view on every socket, not a late copy of the previous one.
        const seen = allReceive(grow.sockets, (m) => m.includes(`"counter":${growCounter},`));
        const t0 = performance.now();
        ws.send(JSON.stringify({ type: "act", action: { type: "add", n: 1 } }));
        await seen;
        // Stay under each socket's rate limit (15 messages a second): one action per 10 ms across 10 sockets.
        const wait = 10 - (performance.now() - t0);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    };
    await actTimes(9);
    const before10 = await stats();
    await actTimes(1);
    const at10 = await stats();
    await actTimes(989);
    const before1000 = await stats();
    await actTimes(1);
    const at1000 = await stats();
    const written = (a, b) => b.snapshotBytes + (b.historyBytes - a.historyBytes);
    figure("storage_bytes_written_at_action_10", written(before10, at10), "bytes");
    figure("storage_bytes_written_at_action_1000", written(before1000, at1000), "bytes");
    figure("storage_rows_appended_per_action", at1000.historyRows - before1000.historyRows, "rows");
    figure("storage_database_size_after_1000_actions", at1000.databaseSize, "bytes");
    for (const ws of grow.sockets) ws.close();
  } finally {
    server.stop();
  }

  // --- Landing page JS, gzipped: every script the HTML loads up front.
  const html = readFileSync("web/dist/index.html", "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gz = scripts.reduce((sum, s) => sum + gzipSync(readFileSync(join("web/dist", s))).length, 0);
  figure("landing_js_gzip", gz, "bytes");
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
