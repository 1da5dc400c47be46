/** The six weapons drawn in code (viewBox 0 0 100 100, paths only). */
import type { WeaponId } from "../../../../shared/games/caso/public";

const BODY: Record<WeaponId, string> = {
  taco: `<path d="M18 86 L82 14" stroke="#8d6e63" stroke-width="7" stroke-linecap="round"/><path d="M18 86 L36 66" stroke="#3e2723" stroke-width="9" stroke-linecap="round"/><path d="M80 16 L84 12" stroke="#e3f2fd" stroke-width="7" stroke-linecap="round"/><circle cx="78" cy="78" r="9" fill="#fafafa"/><circle cx="62" cy="84" r="9" fill="#e53935"/>`,
  microfone: `<rect x="44" y="46" width="12" height="44" rx="5" fill="#37474f"/><circle cx="50" cy="32" r="18" fill="#9e9e9e"/><path d="M34 32 h32 M50 16 v32 M38 22 l24 20 M62 22 l-24 20" stroke="#616161" stroke-width="2"/><rect x="42" y="46" width="16" height="6" fill="#e53935"/>`,
  maquina: `<rect x="40" y="40" width="16" height="44" rx="6" fill="#455a64"/><circle cx="38" cy="30" r="10" fill="#78909c"/><circle cx="60" cy="30" r="10" fill="#78909c"/><rect x="28" y="22" width="44" height="8" rx="3" fill="#263238"/><path d="M48 84 v12" stroke="#cfd8dc" stroke-width="3"/><path d="M72 26 q14 10 6 30" stroke="#e53935" stroke-width="3" fill="none"/>`,
  halter: `<rect x="22" y="46" width="56" height="8" rx="3" fill="#b0bec5"/><rect x="10" y="30" width="14" height="40" rx="4" fill="#37474f"/><rect x="76" y="30" width="14" height="40" rx="4" fill="#37474f"/><rect x="4" y="38" width="8" height="24" rx="3" fill="#263238"/><rect x="88" y="38" width="8" height="24" rx="3" fill="#263238"/>`,
  spray: `<rect x="34" y="30" width="30" height="62" rx="8" fill="#ff4081"/><rect x="38" y="20" width="22" height="12" rx="3" fill="#cfd8dc"/><rect x="45" y="12" width="8" height="10" fill="#263238"/><path d="M34 50 h30 M34 70 h30" stroke="#fff7" stroke-width="3"/><g fill="#ff80ab"><circle cx="70" cy="12" r="3"/><circle cx="80" cy="8" r="2.5"/><circle cx="78" cy="18" r="2"/><circle cx="88" cy="14" r="2"/></g>`,
  neon: `<path d="M16 80 V30 Q16 18 28 18 H72 Q84 18 84 30 V60" stroke="#7df9ff55" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M16 80 V30 Q16 18 28 18 H72 Q84 18 84 30 V60" stroke="#7df9ff" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="10" y="78" width="12" height="14" rx="2" fill="#455a64"/><rect x="78" y="58" width="12" height="14" rx="2" fill="#455a64"/>`,
};

export const weaponSvg = (id: WeaponId): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${BODY[id]}</svg>`;
