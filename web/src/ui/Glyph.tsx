/**
 * Small line drawings beside a word (host, bot, spectator; a game's own marks pass their path as
 * `d`). Drawn, not emoji: a phone or desktop without an emoji font showed empty boxes there
 * (issue 19). Decorative unless `label` is given, when the drawing itself is what says it.
 */
const PATHS = {
  crown: "M3 17h18M4 15l-1-8 5 4 4-6 4 6 5-4-1 8z",
  bot: "M12 3v3M6 8h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM9 13h.01M15 13h.01M9 16.5h6",
  eye: "M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  // Caso's resources (the Chave mestra, the Credencial VIP, the Gravador, the Impulso).
  key: "M8 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h9M18 12v3M21 12v2",
  ticket: "M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10",
  mic: "M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3M9 21h6",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
} as const;

export type GlyphName = keyof typeof PATHS;
/** A glyph's path (24 × 24 box, drawn with a 2-unit round stroke), to draw inside an SVG of one's own. */
export const glyphPath = (name: GlyphName): string => PATHS[name];

type GlyphProps = ({ name: GlyphName; d?: never } | { d: string; name?: never }) & { label?: string; class?: string };

export function Glyph({ name, d, label, class: cls }: GlyphProps) {
  const a11y = label ? { role: "img" as const, "aria-label": label } : { "aria-hidden": "true" as const };
  return (
    <svg class={cls ? `glyph ${cls}` : "glyph"} viewBox="0 0 24 24" width="1em" height="1em" {...a11y} focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
      <path d={name ? PATHS[name] : d} />
    </svg>
  );
}
