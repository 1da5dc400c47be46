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
    // Night skyline with lit windows and the moon; lamp posts, trees and benches; the fountain.
    far: (h) => `<rect width="400" height="200" fill="${hsl(232, 45, 10)}"/><circle cx="336" cy="34" r="16" fill="#fff8d0"/><circle cx="330" cy="30" r="16" fill="${hsl(232, 45, 10)}" opacity="0.25"/>${[[0, 70, 60], [58, 40, 50], [104, 60, 70], [170, 30, 56], [222, 56, 64], [282, 44, 50], [330, 80, 70]].map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${200 - y!}" fill="${hsl(240, 30, 16)}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${x! + 6 + (i % 3) * 16}" y="${y! + 8 + Math.floor(i / 3) * 18}" width="8" height="10" fill="${(i * 7 + x!) % 3 ? "#ffe08255" : "#ffe082"}"/>`).join("")}`).join("")}`,
    mid: (h) => `<g fill="#1b5e20"><circle cx="56" cy="104" r="36"/><circle cx="84" cy="92" r="24"/><circle cx="344" cy="100" r="40"/></g><rect x="54" y="126" width="8" height="56" fill="#4e342e"/><rect x="340" y="130" width="8" height="52" fill="#4e342e"/><path d="M130 182 v-80 M270 182 v-80" stroke="#37474f" stroke-width="4"/><circle cx="130" cy="98" r="7" fill="#fff3c4"/><circle cx="270" cy="98" r="7" fill="#fff3c4"/><circle cx="130" cy="98" r="20" fill="#fff3c422"/><circle cx="270" cy="98" r="20" fill="#fff3c422"/><path d="M150 164 h30 M220 164 h30" stroke="#6d4c41" stroke-width="6"/><path d="M152 164 v14 M178 164 v14 M222 164 v14 M248 164 v14" stroke="#3e2723" stroke-width="3"/><path d="M0 182 h400" stroke="${hsl(h, 20, 30)}" stroke-width="4"/>`,
    near: (h) => `<ellipse cx="200" cy="178" rx="76" ry="16" fill="${hsl(h, 25, 35)}"/><ellipse cx="200" cy="174" rx="62" ry="11" fill="#4fc3f7"/><path d="M200 172 v-34" stroke="#b3e5fc" stroke-width="6"/><path d="M200 140 q-20 4 -26 28 M200 140 q20 4 26 28" stroke="#b3e5fc" stroke-width="3" fill="none"/><circle cx="200" cy="136" r="8" fill="#e1f5fe"/>`,
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
    // A diner: neon "burger" sign, menu board, counter with stools, a milkshake and fries.
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 40, 13)}"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 40}" y="0" width="20" height="200" fill="${hsl(h, 40, 16)}"/>`).join("")}${neon("M140 56 q60 -44 120 0 z", h + 15)}${neon("M140 64 h120", 120, 3)}${neon("M144 74 q56 20 112 0", h + 15)}<rect x="24" y="24" width="92" height="60" rx="4" fill="#212121"/><path d="M34 38 h50 M34 52 h64 M34 66 h40" stroke="#fff59d" stroke-width="4"/><rect x="300" y="24" width="76" height="56" rx="4" fill="#b3e5fc33" stroke="#eceff1" stroke-width="3"/>`,
    mid: (h) => `<rect x="0" y="118" width="400" height="60" fill="${hsl(h, 60, 35)}"/><rect x="0" y="112" width="400" height="10" fill="#eceff1"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 50}" y="126" width="25" height="50" fill="${hsl(h, 60, 42)}"/>`).join("")}<path d="M96 112 l6 -26 h20 l6 26z" fill="#f8bbd0"/><path d="M112 86 l8 -16" stroke="#e53935" stroke-width="3"/><path d="M270 112 l-6 -22 h36 l-6 22z" fill="#e53935"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${268 + i * 6} 92 v-12" stroke="#ffca28" stroke-width="4"/>`).join("")}`,
    near: () => `${Array.from({ length: 4 }, (_, i) => `<rect x="${50 + i * 90}" y="172" width="6" height="26" fill="#9e9e9e"/><ellipse cx="${53 + i * 90}" cy="170" rx="20" ry="6" fill="#e53935"/><ellipse cx="${53 + i * 90}" cy="168" rx="16" ry="3" fill="#ff8a80"/>`).join("")}<path d="M0 198 h400" stroke="#eceff1" stroke-width="4" stroke-dasharray="20 20"/>`,
  },
  karaoke: {
    // A stage with curtains, the lyrics screen, spotlights, speakers, a mic stand and a sofa.
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 40, 9)}"/><path d="M0 0 h70 q-20 90 0 180 h-70z M400 0 h-70 q20 90 0 180 h70z" fill="${hsl(h, 70, 28)}"/><path d="M20 0 q-10 90 0 180 M380 0 q10 90 0 180" stroke="${hsl(h, 70, 20)}" stroke-width="6" fill="none"/><rect x="110" y="18" width="180" height="92" rx="6" fill="#0d47a1" stroke="#90caf9" stroke-width="3"/><path d="M130 80 h140" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M130 60 h90" stroke="#ffeb3b" stroke-width="6" stroke-linecap="round"/><path d="M130 40 h110" stroke="#fff8" stroke-width="4" stroke-linecap="round"/>${neon("M150 124 l6 -10 l6 10 M244 124 l6 -10 l6 10", h, 3)}`,
    mid: (h) => `<path d="M120 0 L90 150 h60z M280 0 L250 150 h60z" fill="#fff59d18"/><rect x="60" y="130" width="280" height="30" fill="${hsl(h, 50, 22)}"/><path d="M200 160 v-66" stroke="#616161" stroke-width="4"/><path d="M186 160 h28" stroke="#616161" stroke-width="4"/><circle cx="200" cy="90" r="8" fill="#9e9e9e"/><rect x="14" y="96" width="46" height="80" rx="4" fill="#212121"/><circle cx="37" cy="118" r="9" fill="#424242"/><circle cx="37" cy="150" r="14" fill="#424242"/><rect x="340" y="96" width="46" height="80" rx="4" fill="#212121"/><circle cx="363" cy="118" r="9" fill="#424242"/><circle cx="363" cy="150" r="14" fill="#424242"/>`,
    near: (h) => `<path d="M110 198 v-26 q0 -12 12 -12 h156 q12 0 12 12 v26z" fill="${hsl(h + 300, 50, 30)}"/><path d="M118 172 h164" stroke="${hsl(h + 300, 50, 40)}" stroke-width="6"/><g fill="#ff80ab"><circle cx="60" cy="184" r="5"/><rect x="64" y="160" width="3" height="24"/><circle cx="340" cy="182" r="5"/><rect x="344" y="158" width="3" height="24"/></g>`,
  },
  fliperama: {
    far: (h) => `<rect width="400" height="200" fill="${hsl(250, 40, 10)}"/>${neon("M40 40 h40 v30 h-40z M320 40 l20 30 l20 -30", h)}${Array.from({ length: 20 }, (_, i) => `<rect x="${(i * 37) % 400}" y="${(i * 53) % 90}" width="4" height="4" fill="${hsl(h + i * 18, 90, 70)}"/>`).join("")}`,
    mid: (h) => `${Array.from({ length: 4 }, (_, i) => `<path d="M${30 + i * 95} 180 v-90 l10 -14 h50 l10 14 v90z" fill="${hsl(h + i * 60, 60, 30)}"/><rect x="${44 + i * 95}" y="92" width="42" height="32" fill="${hsl(h + i * 60 + 120, 80, 55)}"/><circle cx="${56 + i * 95}" cy="140" r="4" fill="#e53935"/><circle cx="${74 + i * 95}" cy="140" r="4" fill="#ffeb3b"/>`).join("")}`,
    near: () => `<rect x="0" y="184" width="400" height="16" fill="#1a1a2e"/>${Array.from({ length: 10 }, (_, i) => `<circle cx="${20 + i * 40}" cy="190" r="3" fill="#ffeb3b"/>`).join("")}`,
  },
  arteclube: {
    // A gallery: framed paintings under picture lights, a sculpture on a plinth, an easel with a canvas.
    far: (h) => `<rect width="400" height="200" fill="${hsl(h, 22, 15)}"/><rect x="0" y="150" width="400" height="50" fill="${hsl(h, 15, 11)}"/>${[[24, 30, 96, 70], [150, 20, 100, 84], [282, 34, 92, 64]].map(([x, y, w, hh], i) => `<path d="M${x! + w! / 2} ${y! - 14} l-10 8 h20z" fill="#cfd8dc"/><path d="M${x! + w! / 2 - 30} ${y! - 6} l-10 ${hh! + 10} h80 l-10 -${hh! + 10}z" fill="#fff8d010"/><rect x="${x}" y="${y}" width="${w}" height="${hh}" fill="#8d6e63"/><rect x="${x! + 6}" y="${y! + 6}" width="${w! - 12}" height="${hh! - 12}" fill="${hsl(h + i * 70, 55, 50)}"/><circle cx="${x! + w! / 2}" cy="${y! + hh! / 2}" r="${hh! / 4}" fill="${hsl(h + i * 70 + 150, 70, 62)}"/><path d="M${x! + 10} ${y! + hh! - 12} q${w! / 3} -20 ${w! - 20} 0" stroke="#fff8" stroke-width="3" fill="none"/>`).join("")}`,
    mid: (h) => `<path d="M70 182 l30 -96 l30 96 M100 86 v96" stroke="#8d6e63" stroke-width="5" fill="none"/><rect x="74" y="96" width="52" height="44" fill="#fafafa"/><path d="M80 130 q18 -34 40 0" stroke="${hsl(h, 80, 55)}" stroke-width="4" fill="none"/><circle cx="108" cy="110" r="6" fill="#ffca28"/><rect x="270" y="122" width="56" height="60" fill="#eceff1"/><path d="M286 122 q-6 -24 12 -34 q18 10 12 34z" fill="#b0bec5"/><circle cx="298" cy="82" r="10" fill="#cfd8dc"/>`,
    near: (h) => `<ellipse cx="200" cy="186" rx="64" ry="10" fill="${hsl(h, 40, 25)}"/><path d="M150 186 q40 -18 100 0" stroke="#efebe9" stroke-width="8" fill="none"/><g fill="${hsl(h, 80, 60)}"><circle cx="172" cy="182" r="5"/></g><g fill="#ffca28"><circle cx="196" cy="180" r="5"/></g><g fill="#29b6f6"><circle cx="220" cy="181" r="5"/></g><path d="M240 184 l30 -20" stroke="#8d6e63" stroke-width="3"/>`,
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
