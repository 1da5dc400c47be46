/**
 * One drawing per game for the rules sheet's worked example (issue 19), in inline SVG: shapes and
 * digits only, no words (the caption under it is the catalog's `rules.<id>.figure`), no emoji.
 */
import type { GameId } from "../games";

function Caso() {
  // Three round bases: a character, a weapon (gold: the card shown) and a place.
  const base = (x: number, gold: boolean, child: preact.JSX.Element) => (
    <g>
      <ellipse cx={x} cy="62" rx="30" ry="9" fill={gold ? "#f2b134" : "#4a3f7d"} />
      <ellipse cx={x} cy="58" rx="30" ry="9" fill={gold ? "#ffd780" : "#2a2250"} stroke={gold ? "#fff3c4" : "#6b5fa3"} stroke-width="2" />
      {child}
    </g>
  );
  return (
    <svg viewBox="0 0 240 80">
      {base(40, false, <g fill="#e0a3ff"><circle cx="40" cy="22" r="9" /><path d="M26 54c0-14 6-22 14-22s14 8 14 22z" /></g>)}
      {base(120, true, <g><rect x="114" y="12" width="12" height="20" rx="6" fill="#cfc7ea" /><rect x="118" y="32" width="4" height="22" fill="#8a7fb8" /></g>)}
      {base(200, false, <g><path d="M182 32l18-16 18 16v22h-36z" fill="#7fd3ff" /><rect x="195" y="40" width="10" height="14" fill="#1d1640" /></g>)}
    </svg>
  );
}

function Noir() {
  // 5×5: Dora (killer) at the centre, Gael dead above her, Lúcia innocent, Hilda (inspector) beside; a row shift arrow.
  const cells = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) {
      const x = 40 + c * 32;
      const y = 4 + r * 30;
      const dead = (r === 1 && c === 2) || (r === 4 && c === 0);
      const killer = r === 2 && c === 2;
      const inspector = r === 2 && c === 3;
      const innocent = r === 3 && c === 2;
      cells.push(
        <g key={`${r}${c}`}>
          <rect x={x} y={y} width="28" height="26" rx="3" fill={dead ? "#3a2030" : innocent ? "#d7f5e4" : "#cfc7ea"} stroke={killer ? "#e5484d" : inspector ? "#f2b134" : "none"} stroke-width="3" />
          {dead && <path d={`M${x + 6} ${y + 5}l16 16m0-16l-16 16`} stroke="#e5484d" stroke-width="2.5" />}
          {!dead && <circle cx={x + 14} cy={y + 10} r="5" fill={innocent ? "#3fbf7f" : "#6b5fa3"} />}
          {!dead && <path d={`M${x + 6} ${y + 24}c0-6 3-9 8-9s8 3 8 9z`} fill={innocent ? "#3fbf7f" : "#6b5fa3"} />}
        </g>,
      );
    }
  return (
    <svg viewBox="0 0 240 156">
      {cells}
      <path d="M8 77h22M24 71l8 6-8 6" stroke="#f2b134" stroke-width="3" fill="none" />
      <path d="M232 77h-22" stroke="#f2b134" stroke-width="3" stroke-dasharray="3 3" />
    </svg>
  );
}

function Alibi() {
  // Six seats round a table: seats 1, 3 and 4 lit by the clue; seat 4 crossed out by the vote.
  const seats = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    return { x: 120 + Math.cos(a) * 80, y: 68 + Math.sin(a) * 44, n: i + 1 };
  });
  const lit = [1, 3, 4];
  return (
    <svg viewBox="0 0 240 136">
      <ellipse cx="120" cy="68" rx="52" ry="26" fill="#3d2f6e" />
      <path d="M108 68h24M120 56v24" stroke="#b3a9d6" stroke-width="3" />
      {seats.map((s) => (
        <g key={s.n}>
          {lit.includes(s.n) && <circle cx={s.x} cy={s.y} r="19" fill="#f2b13455" />}
          <circle cx={s.x} cy={s.y} r="14" fill={s.n === 4 ? "#5a4a6e" : "#e6ddff"} />
          <text x={s.x} y={s.y + 5} text-anchor="middle" font-size="14" font-weight="700" fill="#1b1530">{s.n}</text>
          {s.n === 4 && <path d={`M${s.x - 12} ${s.y - 12}l24 24m0-24l-24 24`} stroke="#e5484d" stroke-width="3" />}
        </g>
      ))}
    </svg>
  );
}

function Matiz() {
  // A 7×5 window of the board around the target, its 3×3 (2 points) and 5×5 (1 point) rings, two markers.
  const cells = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 7; c++) cells.push(<rect key={`${r}${c}`} x={15 + c * 30} y={4 + r * 24} width="30" height="24" fill={`hsl(${150 + c * 8} 60% ${78 - r * 11}%)`} />);
  return (
    <svg viewBox="0 0 240 128">
      {cells}
      <rect x="45" y="4" width="150" height="120" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="5 4" />
      <rect x="75" y="28" width="90" height="72" fill="none" stroke="#fff" stroke-width="3" />
      <rect x="105" y="52" width="30" height="24" fill="none" stroke="#17122b" stroke-width="4" />
      <text x="120" y="69" text-anchor="middle" font-size="14" font-weight="800" fill="#17122b">3</text>
      <text x="90" y="45" text-anchor="middle" font-size="13" font-weight="800" fill="#17122b">2</text>
      <text x="60" y="21" text-anchor="middle" font-size="13" font-weight="800" fill="#17122b">1</text>
      <circle cx="150" cy="64" r="8" fill="#f2b134" stroke="#17122b" stroke-width="2" />
      <circle cx="120" cy="64" r="6" fill="none" stroke="#fff" stroke-width="3" />
    </svg>
  );
}

function Dicas() {
  // Pins 1–20 (7 and 12 used), then a strip of track: Narrator +2, Bruno +18.
  const pins = Array.from({ length: 20 }, (_, i) => i + 1);
  return (
    <svg viewBox="0 0 240 120">
      {pins.map((n) => {
        const x = 14 + ((n - 1) % 10) * 23.5;
        const y = 16 + Math.floor((n - 1) / 10) * 28;
        const used = n === 7 || n === 12;
        return (
          <g key={n}>
            <circle cx={x} cy={y} r="10" fill={used ? "#f2b134" : "#4a3f7d"} />
            <text x={x} y={y + 4} text-anchor="middle" font-size="10" font-weight="700" fill={used ? "#1b1530" : "#f4efff"}>{n}</text>
          </g>
        );
      })}
      {Array.from({ length: 20 }, (_, i) => <rect key={i} x={10 + i * 11} y="82" width="10" height="14" rx="2" fill={i % 5 === 4 ? "#6b5fa3" : "#3d2f6e"} />)}
      <circle cx={15 + 2 * 11} cy="76" r="5" fill="#e5484d" />
      <path d={`M15 72q11 -10 22 0`} stroke="#e5484d" stroke-width="2" fill="none" />
      <circle cx={15 + 18 * 11} cy="103" r="5" fill="#3fbf7f" />
      <path d={`M15 108q99 14 198 0`} stroke="#3fbf7f" stroke-width="2" fill="none" />
      <text x="46" y="74" font-size="11" font-weight="700" fill="#e5484d">+2</text>
      <text x="200" y="119" font-size="11" font-weight="700" fill="#3fbf7f">+18</text>
    </svg>
  );
}

const FIGURES: Record<GameId, () => preact.JSX.Element> = { caso: Caso, noir: Noir, alibi: Alibi, matiz: Matiz, dicas: Dicas };

export function Figure({ game }: { game: GameId }) {
  const F = FIGURES[game];
  return <F />;
}
