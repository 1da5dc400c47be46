#!/usr/bin/env node
/**
 * npm run bench — figures, not a timed test. Starts the bench worker under `wrangler dev` (the real
 * Room, a bare echo Durable Object and a durable echo that writes one SQLite row before it
 * rebroadcasts), then measures side by side, samples interleaved so machine load hits all alike:
 *   - round trip of an action until all 10 sockets have it: Room, echo, durable echo, p50/p99, and
 *     the Room's ratio to each, every sample after the same 30 ms of quiet (QUIET_MS);
 *   - the same with clients that do not offer permessage-deflate (apart from the target): what
 *     compressing each socket's frame costs the Room, whose frames differ per seat;
 *   - the same with 10 players + 32 spectators (the Room's MAX_SPECTATORS) against the echoes with
 *     42 sockets;
 *   - at both sizes, the Room against its own storage and frames with a core that costs nothing (a
 *     durable echo making one Room action's writes and sending frames of its size): what the Room's
 *     code costs per round trip, and what it may cost within 1.2× of the durable echo;
 *   - actions per second one room sustains (10 clients sending bursts at once, within the
 *     per-socket rate limit), and the echo DO's for the same traffic;
 *   - bytes written to storage per action at action 10 and at action 1,000;
 *   - whether the WebSocket negotiated permessage-deflate;
 *   - workerd's CPU per action (every thread, from /proc) for the Room, the durable echo and a durable
 *     echo padded to the Room's frame size, at 10 and 42 sockets: load barely moves it, so it shows
 *     the Room's own cost where round trips are noise (scripts/bench/profile.mjs says where it goes);
 *     and for the Room's storage and frames with a free core, its frames padded to the Room's size or
 *     shaped like the Room's (what permessage-deflate makes of the Room's content, not only its bytes);
 * then, in Node: the room core's step for one such action, back to back and after the same quiet
 * (scripts/bench/coreStep.ts: what cold code costs an action), and, on the game contract
 * (scripts/bench/games.ts), for a scripted 6-pawn Caso team game and a 10-player Matiz round: server time per action, wire bytes per action per socket (raw and
 * deflated), stored bytes per action. (Each page's JavaScript: the bundle test.)
 * Prints one JSON line per figure: {"bench": name, "value": n, "unit": u}.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";

/** The wire version the room speaks (shared/protocol/limits.ts): a hello of another one is refused. */
const PROTOCOL_VERSION = Number(/PROTOCOL_VERSION = (\d+)/.exec(readFileSync("shared/protocol/limits.ts", "utf8"))[1]);
const SOCKETS = 10;
const WATCHERS = 32;
/** Round trips are measured in BLOCKS blocks of RTT_SAMPLES / BLOCKS actions per subject, interleaved. */
const RTT_SAMPLES = Number(process.env.BENCH_RTT_SAMPLES ?? 360);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 6);
const BURST = 25;
const BURSTS = Number(process.env.BENCH_BURSTS ?? 6);
const GAME_RUNS = Number(process.env.BENCH_GAME_RUNS ?? 5);

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
      if ((await fetch(`${base}/api/rooms`)).ok) return { base, group: child.pid, stop: () => process.kill(-child.pid, "SIGKILL") }; // a temporary persist dir: nothing to flush
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-child.pid, "SIGTERM");
  throw new Error("bench server did not start:\n" + log);
}

/** `deflate: false`: a client that does not offer permessage-deflate (ws offers it by default, as browsers do). */
function open(url, deflate = true) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: deflate });
    // A refused action would leave a waiting figure hanging: stop with the reason instead.
    ws.on("message", (data) => {
      const text = String(data);
      if (text.startsWith('{"type":"error"') || text.includes(',{"type":"error"') || text.startsWith('[{"type":"error"')) {
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

/**
 * CPU time (ms) the bench server's workerd processes (the dev proxy and the worker) have used so far,
 * every thread, from /proc's nanosecond run times: unlike a round trip, it hardly moves when other
 * processes load the machine, so it shows what the Room costs per action where wall times are noise.
 */
function workerdCpuMs(group) {
  let ns = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
    if (comm !== "workerd" || pgrp !== group) continue;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        /* thread ended */
      }
    }
  }
  return ns / 1e6;
}

/**
 * workerd CPU per action or message, per subject: blocks of `perBlock` actions, one subject at a
 * time (a block's CPU is read before and after it), the subjects' blocks in rotating order, every
 * subject at the same pace.
 */
async function cpuPerAction(group, subjects, blocks, perBlock) {
  const used = Object.fromEntries(Object.keys(subjects).map((k) => [k, 0]));
  const kinds = Object.keys(subjects);
  let i = 0;
  for (let b = 0; b < blocks; b++) {
    for (let k = 0; k < kinds.length; k++) {
      const kind = kinds[(b + k) % kinds.length];
      await sleep(50); // the previous block's frames are delivered and its commits done
      const before = workerdCpuMs(group);
      for (let n = 0; n < perBlock; n++) {
        // One action every CPU_PACE_MS for every subject: the Room's per-socket rate limit paces its
        // actions anyway, and a runtime that idles between messages pays for waking up again — an
        // echo driven back to back would skip that cost and flatter the floor.
        const t0 = performance.now();
        await subjects[kind](i++);
        const rest = CPU_PACE_MS - (performance.now() - t0);
        if (rest > 0) await sleep(rest);
      }
      used[kind] += workerdCpuMs(group) - before;
    }
  }
  return Object.fromEntries(kinds.map((k) => [k, used[k] / (blocks * perBlock)]));
}

/** A tiny-game room with `players` seated and `spectators` watching, started, all sockets welcomed. */
async function roomClients(base, target, players = SOCKETS, spectators = 0, deflate = true) {
  const res = await fetch(`${base}/api/rooms`, { method: "POST", body: JSON.stringify({ gameId: "tiny" }) });
  const { code } = await res.json();
  const wsUrl = base.replace("http", "ws") + `/api/rooms/${code}/ws`;
  const hello = async (i, role) => {
    const ws = await open(wsUrl, deflate);
    const welcomed = new Promise((r) => ws.once("message", r));
    ws.send(JSON.stringify({ type: "hello", v: PROTOCOL_VERSION, token: `bench-token-${code}-${String(i).padStart(4, "0")}`, name: `P${i}`, role }));
    await welcomed;
    return ws;
  };
  const sockets = [];
  for (let i = 0; i < players; i++) sockets.push(await hello(i, "player"));
  const host = sockets[0];
  host.send(JSON.stringify({ type: "config", config: { target, turnMs: 600000, anyOrder: true } }));
  const started = allReceive(sockets, (m) => m.includes('{"type":"view"'));
  await new Promise((r) => setTimeout(r, 200));
  host.send(JSON.stringify({ type: "start" }));
  await started;
  const watchers = [];
  for (let i = 0; i < spectators; i++) {
    const ws = await hello(players + i, "spectator");
    watchers.push(ws);
  }
  await new Promise((r) => setTimeout(r, 300)); // let the joins' catch-up messages drain
  return { code, sockets, all: [...sockets, ...watchers] };
}

async function openMany(url, n, deflate = true) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await open(url, deflate));
  return out;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A socket sends at most one action per 75 ms (13/s): under the Room's 15/s per-socket limit. */
const lastSend = new Map();
async function paced(ws, text) {
  const wait = (lastSend.get(ws) ?? 0) + 75 - performance.now();
  if (wait > 0) await sleep(wait);
  lastSend.set(ws, performance.now());
  ws.send(text);
}

/**
 * Quiet before every sample, of every subject: a player's action comes after a pause, and a machine
 * woken from idle answers later than one already busy. Without it the echoes were timed back to back
 * while each Room action first waited out its sender's rate limit (`paced`), and the wake-up alone
 * made the Room look about 0.9 ms slower here (durable echo p50 1.3 ms back to back, 2.8 ms after
 * 30 ms of quiet). Long enough that no sender ever waits for its rate limit: 10 senders × 3 subjects.
 */
const QUIET_MS = 30;

/**
 * Round trips, interleaved: each sample does one action on the room, then one message on each echo,
 * in a rotating order, so a burst of load from elsewhere on the machine hits all three alike; each
 * after the same quiet (QUIET_MS).
 */
async function roundTrips(room, echo, durable, samples, counterRef) {
  const times = { room: [], echo: [], durable: [] };
  const one = {
    room: async (i) => roomOnce(room, counterRef, i),
    echo: async (i) => echoOnce(echo, `e${i}`, i),
    durable: async (i) => echoOnce(durable, `d${i}`, i),
  };
  const kinds = ["room", "echo", "durable"];
  // Blocks: each block holds an equal share of every subject's samples, taken in rotating order,
  // so the ratios can be read per block (a burst of load elsewhere shows as one odd block).
  times.blocks = [];
  const perBlock = Math.max(1, Math.round(samples / BLOCKS));
  for (let i = 0; i < samples; i++) {
    if (i % perBlock === 0) times.blocks.push({ room: [], echo: [], durable: [] });
    const block = times.blocks[times.blocks.length - 1];
    for (let k = 0; k < 3; k++) {
      const kind = kinds[(i + k) % 3];
      await sleep(QUIET_MS);
      const ms = await one[kind](i);
      times[kind].push(ms);
      block[kind].push(ms);
    }
  }
  return times;
}

/** One action on the room until every socket has it (ms); waits first for the sender's rate limit, untimed. */
async function roomOnce(room, counterRef, i) {
  counterRef.n += 1;
  const want = `"counter":${counterRef.n},`;
  const done = allReceive(room.all, (m) => m.includes(want));
  const sender = room.sockets[i % room.sockets.length];
  const wait = (lastSend.get(sender) ?? 0) + 75 - performance.now();
  if (wait > 0) await sleep(wait);
  const t0 = performance.now();
  await paced(sender, JSON.stringify({ type: "act", action: { type: "add", n: 1 } }));
  await done;
  return performance.now() - t0;
}

async function echoOnce(sockets, tag, i) {
  const done = allReceive(sockets, (m) => m.includes(tag + '"'));
  const t0 = performance.now();
  sockets[i % Math.min(SOCKETS, sockets.length)].send(JSON.stringify({ type: "act", tag, action: { type: "add", n: 1 } }));
  await done;
  return performance.now() - t0;
}

function rttFigures(times, suffix) {
  for (const [kind, name] of [["room", "room_action"], ["echo", "echo"], ["durable", "durable_echo"]]) {
    figure(`${name}_rtt_p50_${suffix}`, pct(times[kind], 50), "ms");
    figure(`${name}_rtt_p99_${suffix}`, pct(times[kind], 99), "ms");
  }
  for (const [kind, name] of [["echo", "echo"], ["durable", "durable_echo"]]) {
    figure(`room_vs_${name}_rtt_p50_ratio_${suffix}`, pct(times.room, 50) / pct(times[kind], 50), "x");
    figure(`room_vs_${name}_rtt_p99_ratio_${suffix}`, pct(times.room, 99) / pct(times[kind], 99), "x");
  }
  // Per block: the Room against the durable echo (the floor) inside each interleaved block.
  for (const p of [50, 99]) {
    const ratios = times.blocks.map((b) => pct(b.room, p) / pct(b.durable, p));
    figure(`room_vs_durable_echo_rtt_p${p}_ratio_${suffix}_block_min`, Math.min(...ratios), "x");
    figure(`room_vs_durable_echo_rtt_p${p}_ratio_${suffix}_block_max`, Math.max(...ratios), "x");
    table.push([suffix, `p${p}`, pct(times.room, p), pct(times.durable, p), pct(times.echo, p), ratios]);
  }
}

/** The Room against its own storage and frames with a free core, per socket count: [suffix, p50s]. */
const ioTable = [];
/**
 * `times.echo` holds the durable echo that makes a Room action's writes (a history row, a record row,
 * the game snapshot) and sends frames of the Room's size: the Room with a core that costs nothing.
 * Over it, the Room's p50 is what its own code costs per action; against 1.2× the durable echo in the
 * same run, what that code may cost at most.
 */
function ioFloor(suffix, times) {
  const [room, io, durable] = [pct(times.room, 50), pct(times.echo, 50), pct(times.durable, 50)];
  figure(`room_io_floor_rtt_p50_${suffix}`, io, "ms");
  figure(`room_io_floor_vs_durable_echo_rtt_p50_ratio_${suffix}`, io / durable, "x");
  figure(`room_code_rtt_p50_${suffix}`, room - io, "ms");
  figure(`room_code_rtt_p50_budget_at_1_2x_${suffix}`, 1.2 * durable - io, "ms");
  ioTable.push([suffix, { room, io, durable }]);
}

/** CPU blocks: each subject's workerd CPU is read over CPU_BLOCKS blocks of CPU_PER_BLOCK actions. */
const CPU_BLOCKS = Number(process.env.BENCH_CPU_BLOCKS ?? 4);
const CPU_PER_BLOCK = Number(process.env.BENCH_CPU_PER_BLOCK ?? 50);
/** 10 senders × 8 ms = one action per socket every 80 ms, under the Room's 75 ms per socket (see `paced`). */
const CPU_PACE_MS = 8;
/** workerd CPU per action by socket count: [suffix, { room, durable, padded? }]. */
const cpuTable = [];
function cpuFigures(cpu, suffix) {
  figure(`room_workerd_cpu_per_action_${suffix}`, cpu.room, "ms");
  figure(`durable_echo_workerd_cpu_per_message_${suffix}`, cpu.durable, "ms");
  if (cpu.padded !== undefined) figure(`durable_echo_room_sized_frames_workerd_cpu_per_message_${suffix}`, cpu.padded, "ms");
  if (cpu.io !== undefined) figure(`room_io_floor_workerd_cpu_per_message_${suffix}`, cpu.io, "ms");
  if (cpu.shaped !== undefined) figure(`room_io_floor_room_shaped_frames_workerd_cpu_per_message_${suffix}`, cpu.shaped, "ms");
  figure(`room_vs_durable_echo_workerd_cpu_ratio_${suffix}`, cpu.room / cpu.durable, "x");
  cpuTable.push([suffix, cpu]);
}

/** The ratio table printed at the end (stderr, so the JSON lines on stdout stay machine-readable). */
const table = [];
/** The suffix of the figures measured with clients that do not offer permessage-deflate (not the method). */
const NO_DEFLATE = "10_sockets_no_deflate";
/** Bytes one socket receives per action or echo in the 10-socket round trips (the frames' share of the cost). */
const frameBytes = { room: 0, durable: 0 };
function printTable() {
  const f = (n) => n.toFixed(2);
  console.error(`\nRoom ÷ durable echo, ${BLOCKS} interleaved blocks × ${Math.round(RTT_SAMPLES / BLOCKS)} actions per subject (load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}):`);
  console.error("| sockets | pct | Room ms | durable echo ms | echo ms | Room ÷ durable (all) | per block | ≤ 1.20× |");
  console.error("|---|---|---|---|---|---|---|---|");
  const met = (ok) => (ok ? "met" : "NOT met");
  for (const [suffix, p, room, durable, echo, ratios] of table)
    console.error(`| ${suffix.replace("_sockets", "").replace("_no_deflate", ", no deflate")} | ${p} | ${f(room)} | ${f(durable)} | ${f(echo)} | ${f(room / durable)}× | ${f(Math.min(...ratios))}–${f(Math.max(...ratios))}× | ${suffix === NO_DEFLATE ? "(not the target's method)" : met(room / durable <= 1.2)} |`);
  const at = (suffix, i) => table.find((r) => r[0] === suffix && r[1] === "p50")?.[i];
  const big = `${SOCKETS + WATCHERS}_sockets`;
  if (at("10_sockets", 2) && at(big, 2)) {
    const [room, floor] = [at(big, 2) / at("10_sockets", 2), at(big, 3) / at("10_sockets", 3)];
    console.error(`fan-out 10 → ${SOCKETS + WATCHERS} sockets at p50: Room ${room.toFixed(3)}×, durable echo ${floor.toFixed(3)}× (the Room's no worse than the floor's: ${met(room <= floor)})`);
  }
  const worst = Math.max(...table.filter((r) => r[0] !== NO_DEFLATE).map((r) => r[2] / r[3]));
  console.error(`Room ÷ durable echo, worst of p50/p99 at 10 and ${SOCKETS + WATCHERS} sockets: ${f(worst)}× (target ≤ 1.20×: ${met(worst <= 1.2)})`);
  for (const [suffix, { room, io, durable }] of ioTable)
    console.error(`the Room's storage and frames with a core that costs nothing, ${suffix.replace("_", " ")}, p50: ${f(io)} ms, ${f(io / durable)}× the durable echo (${f(durable)} ms); the Room ${f(room)} ms, so its code costs ${f(room - io)} ms, and may cost ${f(1.2 * durable - io)} ms within 1.2×`);
  for (const [suffix, cpu] of cpuTable) {
    const padded = cpu.padded === undefined ? "" : `; durable echo sending frames of the Room's size ${f(cpu.padded)} ms (the bytes' share of the gap: ${f(cpu.padded - cpu.durable)} ms)`;
    console.error(`workerd CPU per action, ${suffix.replace("_", " ").replace("_no_deflate", " without permessage-deflate")} (load-insensitive): Room ${f(cpu.room)} ms, durable echo ${f(cpu.durable)} ms (${f(cpu.room / cpu.durable)}×)${padded}`);
    if (cpu.io !== undefined && cpu.shaped !== undefined)
      console.error(`  the Room's storage and frames with a free core: ${f(cpu.io)} ms with frames of its size, ${f(cpu.shaped)} ms with frames of its shape (compressing the Room's content, not only its bytes: ${f(cpu.shaped - cpu.io)} ms of the Room's ${f(cpu.room - cpu.io)} ms over its I/O)`);
  }
  if (frameBytes.room && frameBytes.durable)
    console.error(`bytes each socket receives per action (10 sockets, before deflate): Room ${f(frameBytes.room)}, durable echo ${f(frameBytes.durable)}`);
  if (coreStep)
    console.error(`the room core's step for one action (Node, tiny game, 10 seats, p50): ${coreStep.hot.p50.toFixed(0)} µs back to back, ${coreStep.cold.p50.toFixed(0)} µs after ${QUIET_MS} ms of quiet as in the round trips (cold code and data)`);
}

let stopServer = () => {};

/**
 * The room core's step for one tiny-game action, in Node (scripts/bench/coreStep.ts): back to back, and
 * after the QUIET_MS each round trip leaves before its action. The gap between the two is what cold
 * code and data cost a Room action (about the Room's whole round-trip gap over the durable echo here).
 */
let coreStep = null;
const CORE_COLD_SAMPLES = Number(process.env.BENCH_CORE_SAMPLES ?? 400);
async function coreStepFigures() {
  const { build } = await import("esbuild");
  const outfile = join(mkdtempSync(join(tmpdir(), "mesa-bench-core-")), "coreStep.mjs");
  await build({ entryPoints: ["scripts/bench/coreStep.ts"], bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning" });
  const { coreStepUs } = await import(outfile);
  const hot = await coreStepUs(0, 3000);
  const cold = await coreStepUs(QUIET_MS, CORE_COLD_SAMPLES);
  figure("room_core_step_tiny_10_seats_back_to_back_p50", hot.p50, "us");
  figure(`room_core_step_tiny_10_seats_after_${QUIET_MS}ms_quiet_p50`, cold.p50, "us");
  coreStep = { hot, cold };
}

/** Bundles scripts/bench/games.ts for Node, warms the JIT up, then measures each script several times. */
async function gameFigures() {
  const { build } = await import("esbuild");
  const dir = mkdtempSync(join(tmpdir(), "mesa-bench-games-"));
  const outfile = join(dir, "games.mjs");
  await build({ entryPoints: ["scripts/bench/games.ts"], bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning" });
  const games = await import(outfile);
  for (const [name, run] of [["caso_6_pawn_teams", games.casoTeamGame], ["matiz_10_players", games.matizRound]]) {
    for (let i = 0; i < 3; i++) run(); // warm-up: JIT, zod, first-use allocations
    const f = games.merge(Array.from({ length: GAME_RUNS }, () => run()));
    figure(`${name}_actions_measured`, f.actions, "actions");
    figure(`${name}_server_cpu_per_action_p50`, f.cpuUsP50, "us");
    figure(`${name}_server_cpu_per_action_p99`, f.cpuUsP99, "us");
    figure(`${name}_server_cpu_per_action_mean`, f.cpuUsMean, "us");
    figure(`${name}_apply_cpu_per_action_mean`, f.cpuApplyUsMean, "us");
    figure(`${name}_server_wall_per_action_p50`, f.serverUsP50, "us");
    figure(`${name}_server_wall_per_action_p99`, f.serverUsP99, "us");
    figure(`${name}_apply_wall_per_action_mean`, f.applyUsMean, "us");
    figure(`${name}_views_wall_per_action_mean`, f.viewsUsMean, "us");
    figure(`${name}_wire_bytes_per_action_per_socket_mean`, f.wireBytesPerSocketMean, "bytes");
    figure(`${name}_wire_bytes_per_action_per_socket_max`, f.wireBytesPerSocketMax, "bytes");
    figure(`${name}_wire_deflated_bytes_per_action_per_socket_mean`, f.wireDeflatedBytesPerSocketMean, "bytes");
    figure(`${name}_stored_bytes_per_action_mean`, f.storedBytesMean, "bytes");
    figure(`${name}_stored_bytes_per_action_max`, f.storedBytesMax, "bytes");
  }
}

async function main() {
  const debug = (...a) => process.env.BENCH_DEBUG && console.error(...a);
  const server = await startServer();
  stopServer = server.stop;
  const { base } = server;
  const wsBase = base.replace("http", "ws");
  try {
    // --- Round trip, 10 sockets: one action until all 10 have it, Room vs echo vs durable echo.
    debug("server up", base);
    const room = await roomClients(base, 1_000_000);
    const counterRef = { n: 0 };
    const echo = await openMany(`${wsBase}/echo/floor`, SOCKETS);
    const durable = await openMany(`${wsBase}/durable-echo/floor`, SOCKETS);
    figure("websocket_permessage_deflate", room.sockets[0].extensions.includes("permessage-deflate") ? 1 : 0, "bool");
    const received = { room: 0, durable: 0 };
    const countRoom = (d) => (received.room += String(d).length);
    const countDurable = (d) => (received.durable += String(d).length);
    room.sockets[1].on("message", countRoom);
    durable[1].on("message", countDurable);
    rttFigures(await roundTrips(room, echo, durable, RTT_SAMPLES, counterRef), "10_sockets");
    room.sockets[1].off("message", countRoom);
    durable[1].off("message", countDurable);
    frameBytes.room = received.room / RTT_SAMPLES;
    frameBytes.durable = received.durable / RTT_SAMPLES;
    figure("room_bytes_per_socket_per_action_10_sockets", frameBytes.room, "bytes");
    figure("durable_echo_bytes_per_socket_per_message_10_sockets", frameBytes.durable, "bytes");
    // workerd CPU per action (load-insensitive), with a durable echo padded to the Room's frame size:
    // what the frames' bytes cost (each socket's permessage-deflate) against what the Room's own work does.
    const pad = Math.max(0, Math.round(frameBytes.room - frameBytes.durable - 12));
    const padded = await openMany(`${wsBase}/durable-echo/padded?pad=${pad}`, SOCKETS);
    // The Room's storage and frames with a free core (see `ioFloor`), its frames of the Room's size or
    // of its shape: what compressing the Room's content costs beyond its size.
    const io = await openMany(`${wsBase}/durable-echo/io?writes=room&pad=${pad}`, SOCKETS);
    const shaped = await openMany(`${wsBase}/durable-echo/shaped?writes=room&shape=room`, SOCKETS);
    cpuFigures(await cpuPerAction(server.group, { room: (i) => roomOnce(room, counterRef, i), durable: (i) => echoOnce(durable, `c${i}`, i), padded: (i) => echoOnce(padded, `p${i}`, i), io: (i) => echoOnce(io, `o${i}`, i), shaped: (i) => echoOnce(shaped, `s${i}`, i) }, CPU_BLOCKS, CPU_PER_BLOCK), "10_sockets");
    for (const ws of [...padded, ...shaped]) ws.close();
    let counter = counterRef.n;

    // --- The same without permessage-deflate (clients that do not offer it), apart from the target:
    // what compressing each socket's frame costs. The Room's frames differ per seat (each holds that
    // seat's view) and are several times the echo's one short message.
    debug("10 sockets without permessage-deflate");
    const plain = await roomClients(base, 1_000_000, SOCKETS, 0, false);
    const plainEcho = await openMany(`${wsBase}/echo/plain`, SOCKETS, false);
    const plainDurable = await openMany(`${wsBase}/durable-echo/plain`, SOCKETS, false);
    const plainCounter = { n: 0 };
    rttFigures(await roundTrips(plain, plainEcho, plainDurable, RTT_SAMPLES, plainCounter), NO_DEFLATE);
    cpuFigures(await cpuPerAction(server.group, { room: (i) => roomOnce(plain, plainCounter, i), durable: (i) => echoOnce(plainDurable, `c${i}`, i) }, CPU_BLOCKS, CPU_PER_BLOCK), NO_DEFLATE);
    for (const ws of [...plain.all, ...plainEcho, ...plainDurable]) ws.close();

    // --- The Room's storage and frames with a core that costs nothing: a durable echo making one Room
    // action's writes and sending frames of its size, interleaved with the Room and the durable echo.
    // What the Room takes over it is its own code (see `ioFloor`).
    debug("the Room's storage and frames, no code");
    ioFloor("10_sockets", await roundTrips(room, io, durable, Math.round(RTT_SAMPLES / 2), counterRef));
    for (const ws of io) ws.close();
    counter = counterRef.n;

    // --- The same with 10 players + as many spectators as a room admits (worker/core/limits.ts
    // MAX_SPECTATORS = 32; the 40 are refused), against the echoes with as many sockets.
    debug("42 sockets");
    const big = await roomClients(base, 1_000_000, SOCKETS, WATCHERS);
    const echo50 = await openMany(`${wsBase}/echo/fifty`, SOCKETS + WATCHERS);
    const durable50 = await openMany(`${wsBase}/durable-echo/fifty`, SOCKETS + WATCHERS);
    const bigCounter = { n: 0 };
    rttFigures(await roundTrips(big, echo50, durable50, RTT_SAMPLES, bigCounter), `${SOCKETS + WATCHERS}_sockets`);
    const io50 = await openMany(`${wsBase}/durable-echo/iofifty?writes=room&pad=${pad}`, SOCKETS + WATCHERS);
    const shaped50 = await openMany(`${wsBase}/durable-echo/shapedfifty?writes=room&shape=room`, SOCKETS + WATCHERS);
    cpuFigures(await cpuPerAction(server.group, { room: (i) => roomOnce(big, bigCounter, i), durable: (i) => echoOnce(durable50, `c${i}`, i), io: (i) => echoOnce(io50, `o${i}`, i), shaped: (i) => echoOnce(shaped50, `s${i}`, i) }, CPU_BLOCKS, CPU_PER_BLOCK), `${SOCKETS + WATCHERS}_sockets`);
    for (const ws of shaped50) ws.close();
    ioFloor(`${SOCKETS + WATCHERS}_sockets`, await roundTrips(big, io50, durable50, Math.round(RTT_SAMPLES / 2), bigCounter));
    for (const ws of io50) ws.close();
    // Fan-out: what going from 10 to 42 sockets multiplies the round trip by, for the Room and the floor.
    const p50 = (suffix, i) => table.find((r) => r[0] === suffix && r[1] === "p50")[i];
    figure(`room_fanout_10_to_${SOCKETS + WATCHERS}_p50`, p50(`${SOCKETS + WATCHERS}_sockets`, 2) / p50("10_sockets", 2), "x");
    figure(`durable_echo_fanout_10_to_${SOCKETS + WATCHERS}_p50`, p50(`${SOCKETS + WATCHERS}_sockets`, 3) / p50("10_sockets", 3), "x");
    for (const ws of [...big.all, ...echo50, ...durable50]) ws.close();

    // --- Throughput: all 10 clients send a burst at once; time until every socket saw the last action.
    // Bursts stay under each socket's rate limit (30 messages), with a pause between them to refill.
    let roomMs = 0;
    let echoMs = 0;
    let durableMs = 0;
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
      const durableDone = allReceive(durable, (m) => m.includes(`y${burst}-${SOCKETS - 1}-${BURST - 1}"`));
      t0 = performance.now();
      for (let k = 0; k < BURST; k++) durable.forEach((ws, i) => ws.send(JSON.stringify({ type: "act", tag: `y${burst}-${i}-${k}`, action: { type: "add", n: 1 } })));
      await durableDone;
      durableMs += performance.now() - t0;
    }
    const total = BURSTS * SOCKETS * BURST;
    const roomRate = total / (roomMs / 1000);
    const echoRate = total / (echoMs / 1000);
    figure("room_actions_per_second", roomRate, "actions/s");
    figure("echo_messages_per_second", echoRate, "messages/s");
    const durableRate = total / (durableMs / 1000);
    figure("durable_echo_messages_per_second", durableRate, "messages/s");
    figure("room_vs_echo_throughput_ratio", roomRate / echoRate, "x");
    figure("room_vs_durable_echo_throughput_ratio", roomRate / durableRate, "x");
    for (const ws of [...room.sockets, ...echo, ...durable]) ws.close();

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
  await coreStepFigures();
  printTable();

  // --- The real games on the contract, in Node: Caso 6 pawns in teams, a 10-player Matiz round.
  await gameFigures();

  // Each page's JavaScript is weighed by the bundle test (test/e2e/bundle.test.ts), as the Worker sends
  // the page: the shell index.html preloads every game and language, marked, and the Worker keeps a
  // page's own only (worker/pages.ts): summing the shell's scripts here said 209 KB where the landing's is 27 KB.
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
