/**
 * Draws the site's icons (issue 22) into web/public: favicon.svg, favicon.ico (16/32/48 PNGs inside),
 * the web-app manifest icons (192, 512, maskable 512), the Apple touch icon (180) and the
 * social-preview image og.png (1200×630). PNGs are rendered from the SVGs by headless Chromium
 * (CHROME_PATH or /usr/bin/chromium). Run by hand after changing the drawing: `node scripts/icons.mjs`;
 * the outputs are committed.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const OUT = "web/public";
const BRAND = "#f2b134";
const INK = "#1b1530";
/** The letter M as a path in a 32×32 box (no font: it looks the same everywhere). */
const M = "M8 23V9h3.2L16 15.6 20.8 9H24v14h-3.2v-9l-4.8 6.6-4.8-6.6v9z";

const icon = (size, { maskable = false } = {}) => {
  // A maskable icon fills its square; the letter stays inside the central 80% safe zone.
  const inner = maskable ? `<g transform="translate(3.2 3.2) scale(0.8)"><path d="${M}" fill="${INK}"/></g>` : `<path d="${M}" fill="${INK}"/>`;
  const bg = maskable ? `<rect width="32" height="32" fill="${BRAND}"/>` : `<rect width="32" height="32" rx="8" fill="${BRAND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">${bg}${inner}</svg>`;
};

const og = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1f4d"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(120 175) scale(8.75)"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="${M}" fill="${INK}"/></g>
  <text x="460" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="120" fill="#fff">Mesa</text>
  <text x="464" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="${BRAND}">Caso · Noir · Álibi · Matiz · 20 Dicas</text>
</svg>`;

const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const tmp = mkdtempSync(join(tmpdir(), "mesa-icons-"));
function png(svg, w, h, name) {
  const page = join(tmp, `${name}.html`);
  writeFileSync(page, `<!doctype html><style>html,body{margin:0;background:transparent}</style>${svg.replace(/width="\d+" height="\d+"/, `width="${w}" height="${h}"`)}`);
  const out = join(tmp, `${name}.png`);
  execFileSync(chrome, ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--default-background-color=00000000", `--window-size=${w},${h}`, `--screenshot=${out}`, `file://${page}`], { stdio: "ignore" });
  return readFileSync(out);
}

/** An ICO file holding PNG images (every browser since IE Vista reads these). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

mkdirSync(join(OUT, "icons"), { recursive: true });
writeFileSync(join(OUT, "favicon.svg"), icon(32) + "\n");
writeFileSync(join(OUT, "favicon.ico"), ico([16, 32, 48].map((size) => ({ size, data: png(icon(size), size, size, `fav${size}`) }))));
writeFileSync(join(OUT, "icons/icon-192.png"), png(icon(192), 192, 192, "i192"));
writeFileSync(join(OUT, "icons/icon-512.png"), png(icon(512), 512, 512, "i512"));
writeFileSync(join(OUT, "icons/maskable-512.png"), png(icon(512, { maskable: true }), 512, 512, "m512"));
writeFileSync(join(OUT, "icons/apple-touch-icon.png"), png(icon(180, { maskable: true }), 180, 180, "a180"));
writeFileSync(join(OUT, "og.png"), png(og, 1200, 630, "og"));
console.log("icons written to", OUT);
