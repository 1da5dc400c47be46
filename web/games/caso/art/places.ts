/**
 * The nine places as three layers each (far wall with neon, middle props, near floor prop), drawn
 * in code in the place's hue; viewBox 0 0 400 200, paths and shapes only. `placeSvg` stacks the
 * layers for a flat card; the scene puts each layer on its own plane for parallax.
 */
import type { PlaceId } from "../../../../shared/games/caso/public";

export type Layer = "far" | "mid" | "near";

import { PLACE_HUES } from "../hues";
export { PLACE_HUES };

const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${h},${s}%,${l}%,${a})`;
const neon = (d: string, h: number, w = 4) => `<path d="${d}" stroke="${hsl(h, 100, 70, 0.35)}" stroke-width="${w * 3}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${hsl(h, 100, 80)}" stroke-width="${w}" fill="none" stroke-linecap="round"/>`;
const windows = (h: number) => Array.from({ length: 8 }, (_, i) => `<rect x="${14 + i * 48}" y="${20 + (i % 2) * 14}" width="26" height="34" rx="3" fill="${hsl(h + 30, 60, 30 + (i % 3) * 8)}"/>`).join("");

const MOTIF: Record<PlaceId, { far: (h: number) => string; mid: (h: number) => string; near: (h: number) => string }> = {
  praca: {
    far: (h) => `<rect width="400" height="200" fill="${hsl(230, 40, 12)}"/>${windows(h)}<circle cx="330" cy="40" r="18" fill="#fff8d0"/>`,
    mid: () => `<g fill="#1b5e20"><circle cx="60" cy="110" r="38"/><circle cx="340" cy="104" r="42"/></g><rect x="56" y="130" width="8" height="60" fill="#4e342e"/><rect x="336" y="130" width="8" height="60" fill="#4e342e"/><path d="M150 150 h100 l10 30 h-120z" fill="#90a4ae"/>`,
    near: (h) => `<ellipse cx="200" cy="176" rx="70" ry="14" fill="${hsl(h, 30, 40)}"/><path d="M200 170 v-30" stroke="#b3e5fc" stroke-width="6"/><circle cx="200" cy="136" r="8" fill="#b3e5fc"/>`,
  },
  tattoo: {
    // Flash sheets on a brick wall, a neon heart pierced by a dagger.
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 30, 11)}"/>${Array.from({ length: 7 }, (_, r) => `<path d="M0 ${r * 18 + 12} h400" stroke="${hsl(h, 25, 16)}" stroke-width="2"/>`).join("")}${Array.from({ length: 5 }, (_, i) => `<rect x="${16 + i * 78}" y="18" width="52" height="64" rx="2" fill="#f5f0e6"/><circle cx="${42 + i * 78}" cy="44" r="13" fill="none" stroke="${hsl(h + i * 50, 70, 45)}" stroke-width="4"/><path d="M${30 + i * 78} 70 h24" stroke="#333" stroke-width="3"/>`).join("")}${neon("M200 150 c-30 -24 -30 -50 -8 -52 c6 0 8 4 8 8 c0 -4 2 -8 8 -8 c22 2 22 28 -8 52z", h)}${neon("M170 96 L232 150", 190, 3)}`,
    // The tattoo chair, a lamp on an arm, an ink trolley.
    mid: (h) => `<path d="M110 176 l18 -46 h96 l14 46z" fill="#1c1c22"/><rect x="120" y="112" width="120" height="20" rx="8" fill="#3e2a38"/><path d="M128 112 q-18 -18 -2 -34 h34 v34z" fill="#4a3142"/><path d="M300 176 v-96 l-44 -26" stroke="#9e9e9e" stroke-width="5" fill="none"/><path d="M244 46 l28 4 -6 18 -28 -4z" fill="#eeeeee"/><path d="M240 68 l-30 40 h60z" fill="#fff8d033"/><rect x="40" y="130" width="50" height="40" rx="3" fill="#37474f"/>${[0, 1, 2, 3].map((i) => `<rect x="${46 + i * 11}" y="120" width="8" height="14" rx="2" fill="${hsl(h + i * 70, 80, 55)}"/>`).join("")}`,
    near: (h) => `<rect x="0" y="178" width="400" height="22" fill="${hsl(h, 20, 14)}"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 40}" y="180" width="38" height="18" fill="${i % 2 ? "#2a2230" : "#e8e0d4"}" opacity="0.8"/>`).join("")}<path d="M330 176 l10 -30 h20 l10 30z" fill="#263238"/><circle cx="350" cy="140" r="8" fill="${hsl(h, 80, 60)}"/>`,
  },
  boate: {
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 45, 10)}"/>${Array.from({ length: 7 }, (_, i) => `<path d="M200 20 L${20 + i * 60} 200" stroke="${hsl(h + i * 30, 100, 65, 0.35)}" stroke-width="10"/>`).join("")}<circle cx="200" cy="34" r="22" fill="#cfd8dc"/><path d="M182 34 h36 M200 14 v40 M186 22 l28 24 M214 22 l-28 24" stroke="#90a4ae" stroke-width="2"/>`,
    mid: (h) => `<rect x="20" y="120" width="120" height="60" fill="#1a1a1a"/>${neon("M30 118 h100", h + 60)}<rect x="280" y="110" width="100" height="70" fill="#212121"/><rect x="300" y="90" width="16" height="22" fill="#ffca28"/><rect x="330" y="84" width="16" height="28" fill="#80deea"/>`,
    near: (h) => `<rect x="0" y="170" width="400" height="30" fill="${hsl(h, 30, 18)}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 50}" y="172" width="48" height="26" fill="${hsl(h + i * 45, 80, 45, 0.6)}"/>`).join("")}`,
  },
  academia: {
    // A mirrored wall with neon strips and a 24h sign; racks of weights.
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 30, 12)}"/><rect x="14" y="16" width="372" height="86" fill="${hsl(h, 25, 22)}"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${20 + i * 76} 18 l30 80" stroke="#ffffff14" stroke-width="10"/>`).join("")}${neon("M30 30 h340", h, 3)}${neon("M150 60 h18 v24 M150 72 h18 M180 60 v12 h16 M196 60 v24", 50, 3)}`,
    // A bench press, a squat rack and a punching bag.
    mid: () => `<rect x="50" y="130" width="110" height="12" rx="5" fill="#37474f"/><rect x="60" y="142" width="8" height="38" fill="#263238"/><rect x="142" y="142" width="8" height="38" fill="#263238"/><path d="M30 112 h150" stroke="#b0bec5" stroke-width="5"/><rect x="24" y="96" width="12" height="32" rx="2" fill="#212121"/><rect x="174" y="96" width="12" height="32" rx="2" fill="#212121"/><path d="M230 180 v-110 M300 180 v-110 M226 104 h78" stroke="#78909c" stroke-width="6"/><path d="M354 30 v30" stroke="#9e9e9e" stroke-width="3"/><rect x="338" y="60" width="32" height="84" rx="14" fill="#c62828"/><path d="M338 80 h32 M338 124 h32" stroke="#8e0000" stroke-width="4"/>`,
    near: () => `<rect x="0" y="178" width="400" height="22" fill="#1c2630"/><rect x="40" y="166" width="46" height="10" rx="3" fill="#90a4ae"/><rect x="30" y="158" width="14" height="26" rx="3" fill="#37474f"/><rect x="82" y="158" width="14" height="26" rx="3" fill="#37474f"/><rect x="290" y="170" width="90" height="22" rx="4" fill="#1565c0"/><circle cx="250" cy="184" r="12" fill="#455a64"/><circle cx="250" cy="184" r="4" fill="#263238"/>`,
  },
  lanchonete: {
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 40, 14)}"/>${neon("M120 50 q80 -40 160 0 q-80 40 -160 0z", h + 10)}<rect x="20" y="90" width="360" height="10" fill="${hsl(h, 50, 40)}"/>`,
    mid: (h) => `<rect x="0" y="120" width="400" height="60" fill="${hsl(h, 60, 35)}"/><rect x="0" y="116" width="400" height="8" fill="#eceff1"/>${Array.from({ length: 5 }, (_, i) => `<rect x="${40 + i * 75}" y="96" width="22" height="22" rx="3" fill="${i % 2 ? "#ffca28" : "#e53935"}"/>`).join("")}`,
    near: () => `${Array.from({ length: 4 }, (_, i) => `<rect x="${50 + i * 90}" y="172" width="6" height="26" fill="#9e9e9e"/><ellipse cx="${53 + i * 90}" cy="170" rx="20" ry="6" fill="#e53935"/>`).join("")}`,
  },
  karaoke: {
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 40, 10)}"/><rect x="110" y="20" width="180" height="90" rx="6" fill="#0d47a1"/><path d="M130 80 h140" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M130 60 h90" stroke="#ffeb3b" stroke-width="6" stroke-linecap="round"/>${neon("M30 30 q20 40 0 80 M370 30 q-20 40 0 80", h)}`,
    mid: (h) => `<rect x="60" y="130" width="280" height="30" fill="${hsl(h, 50, 25)}"/><path d="M200 130 v-40" stroke="#616161" stroke-width="4"/><circle cx="200" cy="86" r="8" fill="#9e9e9e"/><rect x="20" y="100" width="40" height="70" rx="4" fill="#212121"/><circle cx="40" cy="130" r="12" fill="#424242"/><rect x="340" y="100" width="40" height="70" rx="4" fill="#212121"/><circle cx="360" cy="130" r="12" fill="#424242"/>`,
    near: () => `<g fill="#ff80ab"><circle cx="80" cy="180" r="6"/><rect x="85" y="150" width="3" height="30"/><circle cx="320" cy="176" r="6"/><rect x="325" y="146" width="3" height="30"/></g>`,
  },
  fliperama: {
    far: (h) => `<rect width="400" height="200" fill="${hsl(250, 40, 10)}"/>${neon("M40 40 h40 v30 h-40z M320 40 l20 30 l20 -30", h)}${Array.from({ length: 20 }, (_, i) => `<rect x="${(i * 37) % 400}" y="${(i * 53) % 90}" width="4" height="4" fill="${hsl(h + i * 18, 90, 70)}"/>`).join("")}`,
    mid: (h) => `${Array.from({ length: 4 }, (_, i) => `<path d="M${30 + i * 95} 180 v-90 l10 -14 h50 l10 14 v90z" fill="${hsl(h + i * 60, 60, 30)}"/><rect x="${44 + i * 95}" y="92" width="42" height="32" fill="${hsl(h + i * 60 + 120, 80, 55)}"/><circle cx="${56 + i * 95}" cy="140" r="4" fill="#e53935"/><circle cx="${74 + i * 95}" cy="140" r="4" fill="#ffeb3b"/>`).join("")}`,
    near: () => `<rect x="0" y="184" width="400" height="16" fill="#1a1a2e"/>${Array.from({ length: 10 }, (_, i) => `<circle cx="${20 + i * 40}" cy="190" r="3" fill="#ffeb3b"/>`).join("")}`,
  },
  arteclube: {
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 25, 14)}"/>${[30, 150, 270].map((x, i) => `<rect x="${x}" y="26" width="96" height="64" fill="#5d4037"/><rect x="${x + 6}" y="32" width="84" height="52" fill="${hsl(h + i * 70, 60, 55)}"/><circle cx="${x + 40}" cy="56" r="14" fill="${hsl(h + i * 70 + 150, 70, 60)}"/>`).join("")}`,
    mid: (h) => `<path d="M80 180 l30 -90 l30 90 M110 90 v90" stroke="#8d6e63" stroke-width="5" fill="none"/><rect x="86" y="100" width="48" height="40" fill="#fafafa"/><path d="M92 130 q16 -30 36 0" stroke="${hsl(h, 80, 55)}" stroke-width="4" fill="none"/><rect x="260" y="120" width="60" height="60" fill="#eceff1"/><circle cx="290" cy="110" r="16" fill="#b0bec5"/>`,
    near: (h) => `<ellipse cx="200" cy="184" rx="60" ry="10" fill="${hsl(h, 40, 25)}"/><g fill="${hsl(h, 80, 60)}"><circle cx="180" cy="182" r="5"/></g><g fill="#ffca28"><circle cx="200" cy="184" r="5"/></g><g fill="#29b6f6"><circle cx="220" cy="182" r="5"/></g>`,
  },
  cinema: {
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 35, 8)}"/><rect x="60" y="16" width="280" height="96" fill="#eceff1"/><path d="M60 16 h280 v96 h-280z" fill="none" stroke="${hsl(0, 60, 35)}" stroke-width="8"/><path d="M100 90 l40 -40 l40 30 l30 -20 l50 30" stroke="${hsl(h, 40, 60)}" stroke-width="5" fill="none"/>`,
    mid: () => `${Array.from({ length: 3 }, (_, r) => Array.from({ length: 8 }, (_, i) => `<rect x="${24 + i * 46}" y="${126 + r * 20}" width="40" height="16" rx="5" fill="${r % 2 ? "#b71c1c" : "#c62828"}"/>`).join("")).join("")}`,
    near: () => `<path d="M170 196 l8 -34 h44 l8 34z" fill="#f5f5f5"/><path d="M178 162 h44" stroke="#e53935" stroke-width="6"/><g fill="#fff59d"><circle cx="186" cy="158" r="6"/><circle cx="200" cy="154" r="7"/><circle cx="214" cy="158" r="6"/></g>`,
  },
};

const wrap = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">${body}</svg>`;

export const placeLayerSvg = (id: PlaceId, layer: Layer): string => wrap(MOTIF[id][layer](PLACE_HUES[id]));
export const placeSvg = (id: PlaceId): string => wrap(MOTIF[id].far(PLACE_HUES[id]) + MOTIF[id].mid(PLACE_HUES[id]) + MOTIF[id].near(PLACE_HUES[id]));
