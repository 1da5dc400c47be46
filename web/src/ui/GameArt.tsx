/**
 * Each game's picture, drawn in code (issue 19): no emoji, which a machine without an emoji font
 * shows as empty boxes. Small inline SVGs on a 64×48 grid, decorative (the tile names the game).
 * Used by the landing tiles and the rules sheet's header.
 */
import type { GameId } from "../games";

function Caso() {
  // A night street map with three places and a magnifying glass over one of them.
  return (
    <>
      <rect x="2" y="4" width="60" height="40" rx="5" fill="#1d1640" />
      <path d="M2 24H62M32 4V44M12 4V24M48 24V44" stroke="#51447f" stroke-width="3" />
      <rect x="15" y="8" width="12" height="10" rx="2" fill="#e0a3ff" />
      <rect x="36" y="28" width="9" height="11" rx="2" fill="#7fd3ff" />
      <rect x="51" y="8" width="8" height="10" rx="2" fill="#ffcf6b" />
      <circle cx="22" cy="32" r="8" fill="#ffffff22" stroke="#f4efff" stroke-width="3" />
      <path d="M28 38l7 6" stroke="#f4efff" stroke-width="4" stroke-linecap="round" />
    </>
  );
}

function Noir() {
  // A 5×5 grid of suspects: two dead (crossed), one lit by the inspector's lamp, one hidden killer.
  const cells = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) {
      const dead = (r === 1 && c === 3) || (r === 3 && c === 1);
      const lit = r === 2 && c === 2;
      cells.push(<rect key={`${r}${c}`} x={8 + c * 10} y={1 + r * 9.4} width="8" height="8" rx="1.5" fill={dead ? "#3a2030" : lit ? "#f2b134" : "#cfc7ea"} />);
      if (dead) cells.push(<path key={`x${r}${c}`} d={`M${9 + c * 10} ${2 + r * 9.4}l6 6m0 -6l-6 6`} stroke="#e5484d" stroke-width="1.6" />);
    }
  return (
    <>
      {cells}
      <path d="M4 24h3M57 24h3" stroke="#e5484d" stroke-width="2" />
    </>
  );
}

function Alibi() {
  // Two masks around a table: one smiling, one with a hidden frown — someone is lying.
  return (
    <>
      <ellipse cx="32" cy="40" rx="26" ry="6" fill="#3d2f6e" />
      <path d="M8 8h20v14c0 8-4 12-10 12S8 30 8 22z" fill="#e6ddff" />
      <circle cx="14" cy="16" r="2" fill="#1b1530" />
      <circle cx="22" cy="16" r="2" fill="#1b1530" />
      <path d="M13 24q5 5 10 0" stroke="#1b1530" stroke-width="2" fill="none" />
      <path d="M36 8h20v14c0 8-4 12-10 12s-10-4-10-12z" fill="#e5484d" />
      <path d="M40 15l4 2M52 15l-4 2" stroke="#1b1530" stroke-width="2" />
      <path d="M41 27q5-5 10 0" stroke="#1b1530" stroke-width="2" fill="none" />
    </>
  );
}

function Matiz() {
  // A strip of the colour board with a target cell and two markers near it.
  const cells = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 8; c++)
      cells.push(<rect key={`${r}${c}`} x={2 + c * 7.5} y={4 + r * 10} width="7.5" height="10" fill={`hsl(${c * 45} 75% ${70 - r * 13}%)`} />);
  return (
    <>
      {cells}
      <rect x="24.5" y="14" width="7.5" height="10" fill="none" stroke="#fff" stroke-width="2" />
      <circle cx="36" cy="21" r="3" fill="#17122b" stroke="#fff" stroke-width="1.5" />
      <circle cx="21" cy="11" r="3" fill="#f2b134" stroke="#17122b" stroke-width="1.5" />
    </>
  );
}

function Dicas() {
  // A card with numbered pins and a light bulb: the answer comes with few clues.
  return (
    <>
      <rect x="4" y="6" width="34" height="38" rx="4" fill="#e6ddff" />
      {[0, 1, 2, 3].map((r) =>
        [0, 1, 2].map((c) => <circle key={`${r}${c}`} cx={12 + c * 9} cy={14 + r * 8.5} r="3" fill={r * 3 + c === 4 ? "#3fbf7f" : r * 3 + c === 7 ? "#f2b134" : "#8a7fb8"} />),
      )}
      <circle cx="50" cy="18" r="9" fill="#ffe08a" />
      <rect x="46" y="27" width="8" height="7" rx="1.5" fill="#b3a9d6" />
      <path d="M50 4v3M61 18h-3M42 18h-3M58 10l-2 2M42 10l2 2" stroke="#ffe08a" stroke-width="2" stroke-linecap="round" />
    </>
  );
}

const ART: Record<GameId, () => preact.JSX.Element> = { caso: Caso, noir: Noir, alibi: Alibi, matiz: Matiz, dicas: Dicas };

export function GameArt({ id, class: cls = "game-art" }: { id: GameId; class?: string }) {
  const Art = ART[id];
  return (
    <svg class={cls} viewBox="0 0 64 48" aria-hidden="true" focusable="false">
      <Art />
    </svg>
  );
}
