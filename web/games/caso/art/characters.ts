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

/** Each character's own silhouette: the shape of the clothes from the shoulders down. */
type Build = "jacketSkirt" | "taxi" | "gown" | "slim" | "broad" | "coat";
const BUILD: Record<CharacterId, Build> = { rubi: "jacketSkirt", sol: "taxi", perola: "gown", jade: "slim", indigo: "broad", violeta: "coat" };
const INK = "#120e22";
const line = `stroke="${INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;

function bodyOf(b: Build, l: Look): string {
  switch (b) {
    case "jacketSkirt": // cropped jacket, flared skirt, heeled boots
      return `<path d="M80 252 L78 350 L92 352 L98 262 L104 352 L120 350 L120 252Z" fill="${l.skin}" ${line}/>`
        + `<path d="M76 352 h18 v16 h-20z M106 352 h18 l2 16 h-20z" fill="${l.shoes}" ${line}/>`
        + `<path d="M74 200 L56 282 Q100 296 144 282 L126 200Z" fill="#2a1630" ${line}/>`
        + `<path d="M68 118 Q100 104 132 118 L130 206 L70 206Z" fill="${l.top}" ${line}/>`;
    case "taxi": // loose jacket, jeans, sneakers, wide stance
      return `<path d="M76 246 L64 360 L88 362 L100 262 L112 362 L136 360 L124 246Z" fill="${l.legs}" ${line}/>`
        + `<path d="M60 358 h30 v12 h-32z M110 358 h30 l2 12 h-32z" fill="#eceff1" ${line}/>`
        + `<path d="M64 120 Q100 104 136 120 L132 252 L68 252Z" fill="${l.top}" ${line}/>`
        + `<path d="M100 114 V250" stroke="${INK}" stroke-width="2"/><path d="M70 230 h60" stroke="#263238" stroke-width="6"/>`;
    case "gown": // long white gown to the floor, pearl necklace
      return `<path d="M74 118 Q100 106 126 118 L124 200 L150 372 Q100 384 50 372 L76 200Z" fill="${l.top}" ${line}/>`
        + `<path d="M80 200 Q100 210 120 200" stroke="#cfc8dc" stroke-width="3" fill="none"/><path d="M70 300 Q100 314 130 300" stroke="#d9d4e6" stroke-width="2" fill="none"/>`;
    case "slim": // tank top, skinny trousers, boots
      return `<path d="M82 246 L80 356 L96 358 L100 262 L104 358 L120 356 L118 246Z" fill="${l.legs}" ${line}/>`
        + `<path d="M76 350 h22 v20 h-24z M102 350 h22 l2 20 h-24z" fill="#333" ${line}/>`
        + `<path d="M78 120 Q100 112 122 120 L120 252 L80 252Z" fill="${l.top}" ${line}/>`;
    case "broad": // tracksuit with stripes, broad shoulders
      return `<path d="M76 246 L70 362 L94 364 L100 264 L106 364 L130 362 L124 246Z" fill="${l.legs}" ${line}/>`
        + `<path d="M78 250 L74 360 M122 250 L126 360" stroke="#fff" stroke-width="3"/>`
        + `<path d="M64 360 h30 v10 h-32z M106 360 h30 l2 10 h-32z" fill="${l.shoes}" ${line}/>`
        + `<path d="M56 122 Q100 100 144 122 L130 252 L70 252Z" fill="${l.top}" ${line}/><path d="M100 112 V250" stroke="#fff" stroke-width="2.5"/>`;
    case "coat": // long painter's coat, scarf
      return `<path d="M84 300 L82 358 L96 360 L100 310 L104 360 L118 358 L116 300Z" fill="${l.legs}" ${line}/>`
        + `<path d="M78 356 h20 v12 h-22z M102 356 h20 l2 12 h-22z" fill="${l.shoes}" ${line}/>`
        + `<path d="M68 120 Q100 106 132 120 L140 320 L60 320Z" fill="${l.top}" ${line}/>`
        + `<path d="M100 122 V318" stroke="${INK}" stroke-width="2"/><path d="M82 118 Q100 136 118 118 L114 170 L106 168Z" fill="#ffca28" ${line}/>`;
  }
}

const armsOf = (b: Build, l: Look): string => {
  const wide = b === "broad" ? 8 : b === "gown" || b === "slim" ? -2 : 0;
  const sleeve = b === "slim" ? l.skin : l.top;
  const arm = (d: string) => `<path d="${d}" stroke="${INK}" stroke-width="22" stroke-linecap="round" fill="none"/><path d="${d}" stroke="${sleeve}" stroke-width="16" stroke-linecap="round" fill="none"/>`;
  return arm(`M${72 - wide} 128 Q${52 - wide} 166 ${56 - wide} 206`) + arm(`M${128 + wide} 128 Q${148 + wide} 166 ${144 + wide} 206`)
    + `<circle cx="${56 - wide}" cy="210" r="8.5" fill="${l.extra === "gloves" ? "#fff" : l.skin}" ${line}/><circle cx="${144 + wide}" cy="210" r="8.5" fill="${l.extra === "gloves" ? "#fff" : l.skin}" ${line}/>`;
};

/** Ears, eyes with whites and pupils, brows, nose, mouth and cheeks, like Noir's portraits. */
const faceOf = (l: Look): string =>
  `<ellipse cx="71" cy="78" rx="5" ry="8" fill="${l.skin}" ${line}/><ellipse cx="129" cy="78" rx="5" ry="8" fill="${l.skin}" ${line}/>`
  + `<rect x="91" y="96" width="18" height="22" fill="${l.skin}" ${line}/>`
  + `<ellipse cx="100" cy="74" rx="28" ry="32" fill="${l.skin}" ${line}/>`
  + `<ellipse cx="89" cy="76" rx="5.5" ry="4.5" fill="#fff"/><ellipse cx="111" cy="76" rx="5.5" ry="4.5" fill="#fff"/>`
  + `<circle cx="90" cy="77" r="3" fill="#2b1d14"/><circle cx="112" cy="77" r="3" fill="#2b1d14"/><circle cx="91" cy="76" r="1" fill="#fff"/><circle cx="113" cy="76" r="1" fill="#fff"/>`
  + `<path d="M82 67 Q89 63 96 67 M104 67 Q111 63 118 67" stroke="${l.hair === "#e9e2d0" ? "#9e9688" : l.hair}" stroke-width="3" fill="none" stroke-linecap="round"/>`
  + `<path d="M100 80 Q97 88 101 90" stroke="#0005" stroke-width="2" fill="none" stroke-linecap="round"/>`
  + `<path d="M91 96 Q100 102 109 96" stroke="#7a3326" stroke-width="2.6" fill="none" stroke-linecap="round"/>`
  + `<circle cx="82" cy="88" r="4" fill="#e57373" opacity="0.35"/><circle cx="118" cy="88" r="4" fill="#e57373" opacity="0.35"/>`;

export function characterSvg(id: CharacterId): string {
  const l = LOOKS[id];
  const b = BUILD[id];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 400">`
    + `<ellipse cx="100" cy="378" rx="52" ry="8" fill="#0006"/>`
    + armsOf(b, l) + bodyOf(b, l) + extraOf(l)
    + faceOf(l) + hairOf(l) + propOf(l)
    + `</svg>`;
}
