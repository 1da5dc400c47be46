/**
 * The six characters as full-body figures, drawn in code from shared parts (CASO-G2 colours).
 * Paths and basic shapes only: no text, no external refs, so a texture never taints a canvas.
 * viewBox 0 0 200 400 (rasterised at 512×1024 for the scene).
 */
import { CHARACTER_COLOURS, type CharacterId } from "../../../../shared/games/caso/public";

interface Look {
  skin: string;
  hair: string;
  hairStyle: "bob" | "cap" | "bun" | "short" | "curls" | "beret";
  top: string;
  legs: string;
  shoes: string;
  prop: "mic" | "keys" | "pearls" | "machine" | "dumbbell" | "brush";
  extra?: "gloves" | "sleeve" | "stripes" | "jacket";
}

const LOOKS: Record<CharacterId, Look> = {
  rubi: { skin: "#c98b62", hair: "#2b1010", hairStyle: "bob", top: CHARACTER_COLOURS.rubi, legs: "#2a1630", shoes: "#e53935", prop: "mic", extra: "jacket" },
  sol: { skin: "#8d5a3b", hair: "#1d1208", hairStyle: "cap", top: CHARACTER_COLOURS.sol, legs: "#31405c", shoes: "#222", prop: "keys" },
  perola: { skin: "#f0c9a8", hair: "#e9e2d0", hairStyle: "bun", top: CHARACTER_COLOURS.perola, legs: "#d9d4e6", shoes: "#bbb", prop: "pearls", extra: "gloves" },
  jade: { skin: "#e8b98f", hair: "#0f2a17", hairStyle: "short", top: CHARACTER_COLOURS.jade, legs: "#1b1b1b", shoes: "#333", prop: "machine", extra: "sleeve" },
  indigo: { skin: "#5a3623", hair: "#140b06", hairStyle: "curls", top: CHARACTER_COLOURS.indigo, legs: CHARACTER_COLOURS.indigo, shoes: "#f5f5f5", prop: "dumbbell", extra: "stripes" },
  violeta: { skin: "#d9a07a", hair: "#3b1d10", hairStyle: "beret", top: CHARACTER_COLOURS.violeta, legs: "#2b2240", shoes: "#111", prop: "brush" },
};

const hairOf = (l: Look): string => {
  switch (l.hairStyle) {
    case "bob": return `<path d="M70 62 Q100 22 130 62 L134 104 Q120 96 118 80 L82 80 Q80 96 66 104 Z" fill="${l.hair}"/>`;
    case "cap": return `<path d="M68 66 Q100 30 132 66 Z" fill="#263238"/><rect x="112" y="60" width="34" height="8" rx="4" fill="#263238"/><path d="M72 66 h56 v6 h-56z" fill="${l.top}"/>`;
    case "bun": return `<circle cx="100" cy="34" r="14" fill="${l.hair}"/><path d="M70 70 Q100 34 130 70 Q118 56 100 56 Q82 56 70 70 Z" fill="${l.hair}"/>`;
    case "short": return `<path d="M70 70 Q74 38 100 38 Q128 38 130 70 Q122 52 100 52 Q84 52 70 70 Z" fill="${l.hair}"/>`;
    case "curls": return `<g fill="${l.hair}"><circle cx="78" cy="56" r="12"/><circle cx="94" cy="46" r="13"/><circle cx="110" cy="46" r="13"/><circle cx="124" cy="56" r="12"/></g>`;
    case "beret": return `<path d="M72 74 Q70 90 78 100 L80 74Z M128 74 Q130 90 122 100 L120 74Z" fill="${l.hair}"/><ellipse cx="102" cy="50" rx="36" ry="14" fill="#1b1030"/><circle cx="104" cy="36" r="4" fill="#1b1030"/>`;
  }
};

const propOf = (l: Look): string => {
  switch (l.prop) {
    case "mic": return `<rect x="146" y="150" width="8" height="36" rx="3" fill="#333"/><circle cx="150" cy="146" r="10" fill="#9e9e9e"/><path d="M142 146h16M150 138v16" stroke="#616161" stroke-width="1.5"/>`;
    case "keys": return `<circle cx="152" cy="196" r="8" fill="none" stroke="#cfd8dc" stroke-width="3"/><path d="M152 204 v18 h6 M152 214 h5" stroke="#cfd8dc" stroke-width="3" fill="none"/>`;
    case "pearls": return `<g fill="#fff" stroke="#ccc" stroke-width="0.8">${Array.from({ length: 9 }, (_, i) => `<circle cx="${82 + i * 4.5}" cy="${112 + Math.sin((i / 8) * Math.PI) * 12}" r="3"/>`).join("")}</g>`;
    case "machine": return `<rect x="142" y="170" width="10" height="30" rx="3" fill="#455a64"/><circle cx="147" cy="166" r="8" fill="#78909c"/><path d="M147 200 v12" stroke="#cfd8dc" stroke-width="2"/>`;
    case "dumbbell": return `<rect x="138" y="188" width="28" height="6" fill="#90a4ae"/><rect x="132" y="180" width="8" height="22" rx="2" fill="#37474f"/><rect x="164" y="180" width="8" height="22" rx="2" fill="#37474f"/>`;
    case "brush": return `<path d="M144 206 L160 140" stroke="#8d6e63" stroke-width="5" stroke-linecap="round"/><path d="M158 146 L164 124 L168 142Z" fill="#ff4081"/>`;
  }
};

const extraOf = (l: Look): string => {
  switch (l.extra) {
    case "gloves": return `<circle cx="54" cy="208" r="9" fill="#fff"/><circle cx="146" cy="208" r="9" fill="#fff"/>`;
    case "sleeve": return `<path d="M134 130 L150 200" stroke="#1b5e20" stroke-width="4" stroke-dasharray="6 4" fill="none"/><circle cx="142" cy="160" r="4" fill="#1b5e20"/>`;
    case "stripes": return `<path d="M76 120 v150 M124 120 v150" stroke="#fff" stroke-width="4"/>`;
    case "jacket": return `<path d="M72 118 L100 170 L128 118" stroke="#111" stroke-width="6" fill="none"/>`;
    default: return "";
  }
};

export function characterSvg(id: CharacterId): string {
  const l = LOOKS[id];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 400">`
    // legs and shoes
    + `<path d="M78 250 L74 368 L94 368 L100 262 L106 368 L126 368 L122 250Z" fill="${l.legs}"/>`
    + `<ellipse cx="82" cy="372" rx="16" ry="7" fill="${l.shoes}"/><ellipse cx="118" cy="372" rx="16" ry="7" fill="${l.shoes}"/>`
    // arms (skin hands), torso
    + `<path d="M72 124 Q52 160 54 206" stroke="${l.top}" stroke-width="18" stroke-linecap="round" fill="none"/>`
    + `<path d="M128 124 Q148 160 146 206" stroke="${l.top}" stroke-width="18" stroke-linecap="round" fill="none"/>`
    + `<circle cx="54" cy="208" r="8" fill="${l.skin}"/><circle cx="146" cy="208" r="8" fill="${l.skin}"/>`
    + `<path d="M70 118 Q100 106 130 118 L126 258 L74 258Z" fill="${l.top}"/>`
    + `<path d="M74 236 h52 v22 h-52z" fill="#0003"/>`
    // neck, head, face
    + `<rect x="92" y="94" width="16" height="22" fill="${l.skin}"/>`
    + `<ellipse cx="100" cy="74" rx="28" ry="32" fill="${l.skin}"/>`
    + `<circle cx="90" cy="76" r="3" fill="#1a1a1a"/><circle cx="110" cy="76" r="3" fill="#1a1a1a"/>`
    + `<path d="M92 92 Q100 98 108 92" stroke="#6d3b2a" stroke-width="2.5" fill="none" stroke-linecap="round"/>`
    + hairOf(l) + extraOf(l) + propOf(l)
    + `</svg>`;
}
