/**
 * A seat's avatar: a generated face on a coloured disc, stable per browser (avatar index) — no images to load.
 * No initial on it: the name is always written beside it, and an initial at avatar size was 4.9–7 px (PLAT-A3).
 */
const HUES = [8, 32, 48, 90, 140, 168, 190, 210, 230, 255, 280, 300, 320, 340, 20, 120];

/** `colour` (a CSS colour) replaces the disc's hue when the game gives the seat one (20 Dicas' pawn). */
/** The room's bot seats (worker/core/lobby BOT_AVATAR): a robot face, so nobody takes a bot for a person. */
export const BOT_AVATAR = 999;

export function Avatar({ index, name, size = 40, dim = false, colour }: { index: number; name: string; size?: number; dim?: boolean; colour?: string }) {
  if (index === BOT_AVATAR)
    return (
      <svg class={`avatar avatar-bot${dim ? " avatar-dim" : ""}`} width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={name}>
        <circle cx="20" cy="20" r="19" fill={colour ?? "#5b6472"} />
        <path d="M20 6v5" stroke="#dfe5ee" stroke-width="2" stroke-linecap="round" />
        <circle cx="20" cy="6" r="2" fill="#ffd166" />
        <rect x="9" y="12" width="22" height="18" rx="4" fill="#dfe5ee" />
        <rect x="13" y="17" width="5" height="5" rx="1" fill="#1f6feb" />
        <rect x="22" y="17" width="5" height="5" rx="1" fill="#1f6feb" />
        <path d="M15 26h10" stroke="#222" stroke-width="1.6" stroke-linecap="round" />
      </svg>
    );
  const hue = HUES[index % HUES.length]!;
  const eyes = index % 3;
  const mouth = (index >> 2) % 3;
  return (
    <svg class={`avatar${dim ? " avatar-dim" : ""}`} width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={name}>
      <circle cx="20" cy="20" r="19" fill={colour ?? `hsl(${hue} 70% 55%)`} />
      <circle cx="20" cy="22" r="12" fill={`hsl(${hue} 80% 85%)`} />
      {eyes === 0 && (<g fill="#222"><circle cx="15.5" cy="20" r="1.8" /><circle cx="24.5" cy="20" r="1.8" /></g>)}
      {eyes === 1 && (<g stroke="#222" stroke-width="1.6" stroke-linecap="round"><path d="M13.5 20h4M22.5 20h4" /></g>)}
      {eyes === 2 && (<g fill="#222"><rect x="13.5" y="18.5" width="4" height="3" rx="1" /><rect x="22.5" y="18.5" width="4" height="3" rx="1" /></g>)}
      {mouth === 0 && <path d="M16 26q4 3 8 0" stroke="#222" stroke-width="1.6" fill="none" stroke-linecap="round" />}
      {mouth === 1 && <circle cx="20" cy="26.5" r="1.7" fill="#222" />}
      {mouth === 2 && <path d="M16.5 26.5h7" stroke="#222" stroke-width="1.6" stroke-linecap="round" />}
    </svg>
  );
}
