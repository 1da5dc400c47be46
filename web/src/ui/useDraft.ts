/**
 * The host's lobby settings as they will be once the server has echoed what this browser already
 * sent. The room replaces the whole config on each change, so two quick changes built on the same
 * (not yet echoed) config would undo each other: the second would resend the first field's old
 * value. Changes not yet confirmed are kept here and laid over every later change and the display.
 */
import { useRef } from "preact/hooks";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Pure part (unit-tested): drops the pending fields the server's config now confirms. */
export function settle<C extends object>(config: C, pending: Partial<C>): Partial<C> {
  const out: Partial<C> = {};
  for (const k of Object.keys(pending) as (keyof C)[]) if (!same(config[k], pending[k])) out[k] = pending[k];
  return out;
}

/** [what to show, how to change it]: `change` sends the full config with every unconfirmed change kept. */
export function useDraft<C extends object>(config: C, onChange: (c: C) => void): [C, (patch: Partial<C>) => void] {
  const pending = useRef<Partial<C>>({});
  pending.current = settle(config, pending.current);
  const draft = { ...config, ...pending.current };
  const change = (patch: Partial<C>) => {
    pending.current = { ...pending.current, ...patch };
    onChange({ ...config, ...pending.current });
  };
  return [draft, change];
}
