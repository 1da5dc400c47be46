#!/usr/bin/env node
/**
 * `npm start`: the local site (page and rooms on one port) kept up by scripts/devServer.mjs.
 * When `wrangler dev` exits on its own or stops answering, it is started again on the same port
 * with the same persisted state (.wrangler/state, wrangler's own default), so the rooms come back
 * where they were and the players' pages reconnect by themselves. Ctrl-C stops it.
 * PORT (default 8787) and MESA_IP (default localhost, as wrangler; 0.0.0.0 for phones on the LAN).
 */
import { superviseDevServer } from "./devServer.mjs";

const port = Number(process.env.PORT ?? 8787);
const ip = process.env.MESA_IP ?? "localhost";

const server = await superviseDevServer({
  port,
  ip,
  persistTo: ".wrangler/state",
  echo: true,
  // A site for friends keeps trying; a build that cannot start fails at the first start instead.
  maxRestarts: 1000,
  say: (line) => console.error(`${new Date().toLocaleTimeString()} ${line}`),
}).catch((e) => {
  console.error(String(e));
  process.exit(1);
});

console.error(`Mesa is up at http://${ip}:${port} (wrangler dev, supervised: restarted on the same port and state if it dies)`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.stop("SIGTERM").then(() => process.exit(0));
  });
}
// The supervision loop only uses timers that do not hold the process; this one does, until a signal.
setInterval(() => {}, 1 << 30);
