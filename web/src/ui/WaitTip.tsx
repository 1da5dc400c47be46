/**
 * What a seat's controls leave between its own moves (issue 21: their room is kept for them): a
 * title, one tip from the game's rules, chosen by `n` (a turn or round number, so it changes as
 * the game goes on) and as tall as the longest tip, so the next one moves nothing; and an action
 * where the game has one to offer. Public text, the same for every seat that waits.
 */
import type { ComponentChildren } from "preact";
import { StableText } from "./StableText";

export function WaitTip({ title, tips, n, testid, children }: { title: string; tips: readonly string[]; n: number; testid: string; children?: ComponentChildren }) {
  return (
    <div class="wait-tip" data-testid={testid}>
      <p class="wait-tip-title">{title}</p>
      <StableText class="wait-tip-text" text={tips[n % tips.length]!} all={tips} testid={`${testid}-tip`} />
      {children}
    </div>
  );
}
