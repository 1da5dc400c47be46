/**
 * The six weapons drawn in code, in the characters' illustrated style: flat fills under a dark ink
 * outline, one highlight and one shade per part, a soft spotlight behind so the outline reads on
 * the dark hand and on the scene's card. Big silhouettes, so each one is told apart at 26 px.
 * viewBox 0 0 100 100, paths and shapes only (no text, no external refs).
 */
import type { WeaponId } from "../../../../shared/games/caso/public";

const INK = "#120e22";
const line = (w = 3) => `stroke="${INK}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
/** The spotlight every weapon stands in (the weapon kind's blue, faint). */
const SPOT = `<circle cx="50" cy="52" r="44" fill="#64b5f6" opacity="0.16"/><circle cx="50" cy="52" r="30" fill="#64b5f6" opacity="0.12"/>`;
const ball = (x: number, y: number, r: number, fill: string, band = "") =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${line()}/>${band}<circle cx="${x - r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.28}" fill="#fff" opacity="0.75"/>`;

const BODY: Record<WeaponId, string> = {
  // A pool cue across the card, dark butt and wrap, white ferrule, blue chalked tip; the cue ball and a red ball.
  taco: `<path d="M17.6 91.5 L10.4 84.5 L84.6 12.6 L87.4 15.4Z" fill="#e0b77a" ${line()}/>`
    + `<path d="M17.6 91.5 L10.4 84.5 L36.3 59.3 L42.1 64.9Z" fill="#5d3420"/><path d="M24 78 L30 84 M31 71 L37 77" stroke="#d7a86e" stroke-width="2.2"/>`
    + `<path d="M17.6 91.5 L10.4 84.5 L84.6 12.6 L87.4 15.4Z" fill="none" ${line()}/>`
    + `<path d="M80.4 16.7 L83.4 19.6 L87.4 15.4 L84.6 12.6Z" fill="#fafafa" ${line(2)}/><path d="M84.6 12.6 L87.4 15.4 L90 12.8 L87.2 10Z" fill="#29b6f6" ${line(2)}/>`
    + `<path d="M20 82 L78 25" stroke="#fff" stroke-width="1.6" opacity="0.45"/>`
    + ball(73, 76, 12, "#fafafa") + ball(48, 86, 10, "#e53935", `<path d="M40 82 Q48 88 56 82" stroke="#fff" stroke-width="3" fill="none"/>`),
  // A stage microphone: a meshed steel head, a black tapering grip with a red band and a switch, a curled cable.
  microfone: `<path d="M50 90 Q56 97 66 92 Q78 86 74 76 Q70 68 80 64" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M50 90 Q56 97 66 92 Q78 86 74 76 Q70 68 80 64" stroke="#455a64" stroke-width="3" fill="none" stroke-linecap="round"/>`
    + `<path d="M39 46 L61 46 L55 90 L45 90Z" fill="#263238" ${line()}/><path d="M43 50 L46 86" stroke="#fff" stroke-width="2" opacity="0.3"/>`
    + `<path d="M39.5 46 L60.5 46 L59.8 52 L40.2 52Z" fill="#e53935" ${line(2)}/><rect x="47" y="60" width="6" height="9" rx="2" fill="#90a4ae" ${line(1.6)}/>`
    + `<circle cx="50" cy="28" r="20" fill="#b0bec5" ${line()}/>`
    + Array.from({ length: 49 }, (_, i) => [(i % 7) - 3, Math.floor(i / 7) - 3] as const).filter(([x, y]) => x * x + y * y <= 9).map(([x, y]) => `<circle cx="${50 + x * 5}" cy="${28 + y * 5}" r="1.3" fill="#546e7a"/>`).join("")
    + `<path d="M31 30 Q50 38 69 30" stroke="#78909c" stroke-width="2.4" fill="none"/><path d="M38 18 Q44 12 52 11" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" opacity="0.8"/>`,
  // A coil tattoo machine: steel frame, two copper coils, the armature spring, the grip tube and the needle with a drop of ink.
  maquina: `<path d="M20 24 H70 V34 H32 V60 H20Z" fill="#78909c" ${line()}/><path d="M23 27 H66" stroke="#fff" stroke-width="2" opacity="0.5"/>`
    + `<rect x="36" y="36" width="13" height="24" rx="3" fill="#c77d3b" ${line()}/><rect x="52" y="36" width="13" height="24" rx="3" fill="#c77d3b" ${line()}/>`
    + `<path d="M39 41 h7 M39 47 h7 M39 53 h7 M55 41 h7 M55 47 h7 M55 53 h7" stroke="#8a4f1f" stroke-width="2"/>`
    + `<path d="M34 62 H74 V70 H34Z" fill="#546e7a" ${line()}/><path d="M72 34 Q84 30 80 20" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M72 34 Q84 30 80 20" stroke="#cfd8dc" stroke-width="2.4" fill="none" stroke-linecap="round"/>`
    + `<path d="M64 70 H76 L74 88 H66Z" fill="#37474f" ${line()}/><path d="M66 74 H74 M66 78 H74 M66.5 82 H73.5" stroke="#78909c" stroke-width="1.6"/>`
    + `<path d="M70 88 V96" stroke="${INK}" stroke-width="4" stroke-linecap="round"/><path d="M70 88 V96" stroke="#eceff1" stroke-width="1.8" stroke-linecap="round"/>`
    + `<path d="M62 94 q-4 6 0 7 q4 -1 0 -7z" fill="#e53935" ${line(1.5)}/>`
    + `<path d="M20 60 Q14 72 22 78 Q30 84 24 94" stroke="#ff7043" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  // A heavy dumbbell on a slant: knurled bar, two plates and a collar each side.
  halter: `<g transform="rotate(-24 50 52)">`
    + `<rect x="26" y="47" width="48" height="10" rx="3" fill="#b0bec5" ${line()}/><path d="M34 49 v6 M40 49 v6 M46 49 v6 M54 49 v6 M60 49 v6 M66 49 v6" stroke="#78909c" stroke-width="1.6"/>`
    + `<rect x="13" y="30" width="15" height="44" rx="4" fill="#37474f" ${line()}/><rect x="72" y="30" width="15" height="44" rx="4" fill="#37474f" ${line()}/>`
    + `<rect x="4" y="37" width="11" height="30" rx="3" fill="#263238" ${line()}/><rect x="85" y="37" width="11" height="30" rx="3" fill="#263238" ${line()}/>`
    + `<path d="M16 34 v34 M75 34 v34 M7 40 v22 M88 40 v22" stroke="#fff" stroke-width="2.2" opacity="0.35"/>`
    + `<rect x="27" y="43" width="5" height="18" rx="1.5" fill="#ffca28" ${line(2)}/><rect x="68" y="43" width="5" height="18" rx="1.5" fill="#ffca28" ${line(2)}/></g>`,
  // A spray-paint can: pink body with a white label band, steel shoulder, cap and nozzle, a puff of paint and a drip.
  spray: `<path d="M30 34 Q30 26 38 26 H58 Q66 26 66 34 V88 Q66 94 60 94 H36 Q30 94 30 88Z" fill="#ff4081" ${line()}/>`
    + `<path d="M30 52 H66 V72 H30Z" fill="#fafafa" ${line(2)}/><path d="M36 62 q6 -8 12 0 t12 0" stroke="#ff4081" stroke-width="3" fill="none" stroke-linecap="round"/>`
    + `<path d="M35 36 V88" stroke="#fff" stroke-width="3" opacity="0.45" stroke-linecap="round"/><path d="M61 36 V88" stroke="#ad1457" stroke-width="3" opacity="0.6"/>`
    + `<path d="M36 26 Q36 16 48 16 Q60 16 60 26Z" fill="#cfd8dc" ${line()}/><rect x="44" y="7" width="9" height="10" rx="2" fill="#263238" ${line(2)}/><rect x="52" y="9" width="5" height="4" fill="#263238"/>`
    + `<g fill="#ff80ab"><circle cx="68" cy="10" r="4"/><circle cx="78" cy="7" r="3"/><circle cx="76" cy="17" r="3.2"/><circle cx="87" cy="12" r="2.6"/><circle cx="85" cy="22" r="2.2"/><circle cx="93" cy="5" r="1.8"/></g>`
    + `<path d="M40 94 v4 q0 2 2 2 q2 0 2 -2 v-4" fill="#ff4081" ${line(1.5)}/>`,
  // A bent neon tube glowing cyan, metal electrode caps at both ends and the cable to its transformer.
  neon: `<path d="M18 80 V34 Q18 20 32 20 H52 Q62 20 62 30 V46 Q62 54 70 54 H82" stroke="#7df9ff" stroke-width="20" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.18"/>`
    + `<path d="M18 80 V34 Q18 20 32 20 H52 Q62 20 62 30 V46 Q62 54 70 54 H82" stroke="${INK}" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    + `<path d="M18 80 V34 Q18 20 32 20 H52 Q62 20 62 30 V46 Q62 54 70 54 H82" stroke="#7df9ff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    + `<path d="M18 78 V34 Q18 22 32 22 H52" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.9"/>`
    + `<rect x="12" y="78" width="12" height="12" rx="2" fill="#90a4ae" ${line(2.5)}/><rect x="80" y="48" width="12" height="12" rx="2" fill="#90a4ae" ${line(2.5)}/>`
    + `<path d="M18 90 Q20 96 34 94 H60" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M18 90 Q20 96 34 94 H60" stroke="#37474f" stroke-width="2.4" fill="none" stroke-linecap="round"/>`
    + `<rect x="58" y="82" width="26" height="16" rx="3" fill="#455a64" ${line()}/><circle cx="78" cy="90" r="2.4" fill="#ff5252"/>`,
};

export const weaponSvg = (id: WeaponId): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${SPOT}${BODY[id]}</svg>`;
