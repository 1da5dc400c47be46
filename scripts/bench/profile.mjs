#!/usr/bin/env node
/**
 * node scripts/bench/profile.mjs [room|durable-echo] — where one subject of `npm run bench` spends its
 * time: starts the bench worker (scripts/bench/worker.ts) under `wrangler dev` with an inspector,
 * seats 10 players in a tiny-game room (or opens 10 sockets on the durable echo), with SPECTATORS=n
 * that many spectators more (sockets more on the echo; ECHO_QUERY=`writes=room&pad=278` makes the
 * echo the Room's storage and frames with a free core, as in the bench), warms up, then
 * takes COUNT actions (default 600), one every 8 ms, while V8's sampling profiler runs in the
 * worker's isolate. Prints workerd's CPU per action (every thread, from /proc) and the isolate's
 * heaviest functions per action, inclusive and self, and writes the profile to PROFILE_OUT
 * (default /tmp/mesa-<subject>.cpuprofile) for DevTools. V8 samples wall time: under machine load
 * every figure grows, so compare shares within one profile, and CPU per action between runs.
 * Native work after the isolate returns (permessage-deflate, the SQLite commit) is not in the profile:
 * `perf record -g -p <workerd pid>` shows it.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";

const SUBJECT = process.argv[2] ?? "room";
const COUNT = Number(process.env.COUNT ?? 600);
const OUT = process.env.PROFILE_OUT ?? join(tmpdir(), `mesa-${SUBJECT}.cpuprofile`);
const SOCKETS = 10;
/** `SPECTATORS=32`: the room also has that many spectators (the bench's 42-socket case). */
const SPECTATORS = Number(process.env.SPECTATORS ?? 0);
const PROTOCOL_VERSION = Number(/PROTOCOL_VERSION = (\d+)/.exec(readFileSync("shared/protocol/limits.ts", "utf8"))[1]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () => new Promise((r) => { const s = createServer(); s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => r(port)); }); });

const [port, inspectorPort] = [await freePort(), await freePort()];
const child = spawn("npx", ["wrangler", "dev", "-c", "scripts/bench/wrangler.toml", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort), "--persist-to", mkdtempSync(join(tmpdir(), "mesa-profile-")), "--log-level", "error", "--show-interactive-dev-session=false"], {
  detached: true, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
const stop = () => process.kill(-child.pid, "SIGKILL");
const base = `http://127.0.0.1:${port}`;
const wsBase = base.replace("http", "ws");
for (let i = 0; ; i++) {
  try { if ((await fetch(`${base}/api/rooms`)).ok) break; } catch {}
  if (i > 240) { stop(); throw new Error("the bench worker did not start"); }
  await sleep(250);
}

/** workerd's CPU so far (ms): every thread of the server's workerd processes (as in scripts/bench.mjs). */
function workerdCpuMs() {
  let ns = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) !== "workerd" || Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== child.pid) continue;
      for (const task of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch { /* gone meanwhile */ }
  }
  return ns / 1e6;
}

const open = (url) => new Promise((res, rej) => { const ws = new WebSocket(url); ws.once("open", () => res(ws)); ws.once("error", rej); });
const allReceive = (sockets, pred) => Promise.all(sockets.map((ws) => new Promise((r) => { const on = (d) => { if (pred(String(d))) { ws.off("message", on); r(); } }; ws.on("message", on); })));

/** One action (or echoed message), resolved when every socket has it. */
let act;
if (SUBJECT === "room") {
  const { code } = await (await fetch(`${base}/api/rooms`, { method: "POST", body: JSON.stringify({ gameId: "tiny" }) })).json();
  const hello = async (i, role) => {
    const ws = await open(`${wsBase}/api/rooms/${code}/ws`);
    const welcomed = new Promise((r) => ws.once("message", r));
    ws.send(JSON.stringify({ type: "hello", v: PROTOCOL_VERSION, token: `bench-token-${code}-${String(i).padStart(4, "0")}`, name: `P${i}`, role }));
    await welcomed;
    return ws;
  };
  const sockets = [];
  for (let i = 0; i < SOCKETS; i++) sockets.push(await hello(i, "player"));
  sockets[0].send(JSON.stringify({ type: "config", config: { target: 1_000_000, turnMs: 600_000, anyOrder: true } }));
  await sleep(200);
  const started = allReceive(sockets, (m) => m.includes('"type":"view"'));
  sockets[0].send(JSON.stringify({ type: "start" }));
  await started;
  const watchers = [];
  for (let i = 0; i < SPECTATORS; i++) watchers.push(await hello(SOCKETS + i, "spectator"));
  await sleep(300);
  let counter = 0;
  act = (i) => {
    const want = `"counter":${++counter},`;
    const done = allReceive([...sockets, ...watchers], (m) => m.includes(want));
    sockets[i % SOCKETS].send(JSON.stringify({ type: "act", action: { type: "add", n: 1 } }));
    return done;
  };
} else {
  const sockets = [];
  for (let i = 0; i < SOCKETS + SPECTATORS; i++) sockets.push(await open(`${wsBase}/durable-echo/profile?${process.env.ECHO_QUERY ?? ""}`));
  act = (i) => {
    const want = `"d${i}"`;
    const done = allReceive(sockets, (m) => m.includes(want));
    sockets[i % SOCKETS].send(JSON.stringify({ type: "act", tag: `d${i}`, action: { type: "add", n: 1 } }));
    return done;
  };
}
/** One action every 8 ms: 80 ms per socket, under the Room's per-socket rate limit. */
async function run(from, n) {
  for (let i = from; i < from + n; i++) {
    const t0 = performance.now();
    await act(i);
    const rest = 8 - (performance.now() - t0);
    if (rest > 0) await sleep(rest);
  }
}
await run(0, 100); // warm-up: JIT, first statements

const [target] = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
const cdp = await open(target.webSocketDebuggerUrl);
let nextId = 0;
const replies = new Map();
cdp.on("message", (d) => { const m = JSON.parse(String(d)); replies.get(m.id)?.(m.result); replies.delete(m.id); });
const call = (method, params = {}) => new Promise((r) => { const id = ++nextId; replies.set(id, r); cdp.send(JSON.stringify({ id, method, params })); });
await call("Profiler.enable");
await call("Profiler.setSamplingInterval", { interval: 50 });
await call("Profiler.start");
const cpu0 = workerdCpuMs();
await run(100, COUNT);
const cpu = (workerdCpuMs() - cpu0) / COUNT;
const { profile } = await call("Profiler.stop");
stop();
writeFileSync(OUT, JSON.stringify(profile));

// Per function, in µs per action: inclusive (once per stack) and self.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const name = (n) => `${n.callFrame.functionName || "(anonymous)"}:${n.callFrame.lineNumber + 1}`;
const self = new Map();
const inclusive = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  const key = name(nodes.get(id));
  self.set(key, (self.get(key) ?? 0) + dt);
  const seen = new Set();
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const k = name(nodes.get(x));
    if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + dt), seen.add(k);
  }
});
const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, us]) => `${(us / COUNT).toFixed(0).padStart(7)} µs  ${k}`).join("\n");
console.log(`${SUBJECT}: ${COUNT} actions, workerd CPU ${cpu.toFixed(2)} ms per action; profile in ${OUT} (line numbers are the bundled worker's)`);
console.log(`--- inclusive, per action\n${top(inclusive)}\n--- self, per action\n${top(self)}`);
process.exit(0);
