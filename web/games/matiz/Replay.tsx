import type { RevealProps } from "../replays";

export function Revealed(_: RevealProps) {
  return null;
}
