/**
 * Álibi's leak check (ALIBI-H1 to ALIBI-H14): every message a viewer receives after a step (its view and
 * the events addressed to it) against every secret it may not know, by plain substring search of
 * the raw tokens (secrets.ts: the hidden values qualified by seat).
 *
 * Speed: a view is an object whose top-level values are shared between viewers when they are the
 * same object (view.ts builds the public part once per state), so each distinct top-level value is
 * serialised and searched once per step, and every viewer is judged on the union of its parts.
 * No token spans two top-level keys (each is one small record), so this equals searching the
 * whole message; `exact` also runs the whole-message search (test/support/leak.ts) to prove it.
 */
import type { AnyGame, GameEvent, Secret, Viewer } from "../../../shared/engine";
import { findLeaks, mayKnow, viewerName } from "../../support/leak";

export function messagesOf(game: AnyGame, state: unknown, events: readonly GameEvent[], viewer: Viewer): string[] {
  const out = [JSON.stringify({ type: "view", view: game.view(state, viewer) })];
  for (const e of events) if (mayKnow(e.audience, viewer)) out.push(JSON.stringify({ type: "event", event: e.type, params: e.params }));
  return out;
}

/** Record tokens start with one of these keys; the others are quoted ids (clues). */
const PREFIXES = ['"seat":', '"holder":', '"offerTo":', '"swapSlot":', '"slot":'];

interface Index {
  /** Record tokens by their first key and value (`"seat":3`). */
  byHead: Map<string, Tokened[]>;
  plain: Tokened[];
}

/** A secret with a record token (the ones this check searches; raw-only ones are the whole-wire tests'). */
type Tokened = Secret & { token: string };

function indexOfSecrets(secrets: readonly Secret[]): Index {
  const byHead = new Map<string, Tokened[]>();
  const plain: Tokened[] = [];
  for (const s of secrets.filter((x): x is Tokened => x.token !== undefined)) {
    const prefix = PREFIXES.find((p) => s.token.startsWith(p));
    if (!prefix) plain.push(s);
    else {
      const head = headAt(s.token, 0, prefix);
      (byHead.get(head) ?? byHead.set(head, []).get(head)!).push(s);
    }
  }
  return { byHead, plain };
}

function headAt(text: string, i: number, prefix: string): string {
  let j = i + prefix.length;
  while (j < text.length && text[j] !== "," && text[j] !== "}") j++;
  return text.slice(i, j);
}

/**
 * The secrets whose token occurs in `text` — the same answer as `text.includes(token)` for each, found
 * faster: every place a record key occurs is compared with that record's tokens, and a quoted id is
 * searched without its opening quote (JSON is full of quotes; ids start with rarer letters).
 */
function present(text: string, idx: Index): Tokened[] {
  const hits: Tokened[] = [];
  for (const prefix of PREFIXES) {
    for (let i = text.indexOf(prefix); i >= 0; i = text.indexOf(prefix, i + 1)) {
      const list = idx.byHead.get(headAt(text, i, prefix));
      if (list) for (const s of list) if (text.startsWith(s.token, i)) hits.push(s);
    }
  }
  for (const s of idx.plain) {
    const body = s.token.slice(1);
    for (let j = text.indexOf(body, 1); j >= 0; j = text.indexOf(body, j + 1)) {
      if (text.startsWith(s.token, j - 1)) {
        hits.push(s);
        break;
      }
    }
  }
  return hits;
}

export function leaks(game: AnyGame, state: unknown, events: readonly GameEvent[], viewers: readonly Viewer[], exact = false): string[] {
  const found: string[] = [];
  const secrets = game.secrets(state);
  const idx = indexOfSecrets(secrets);
  const perPart = new Map<unknown, Secret[]>();
  const partHits = (key: string, value: unknown): Secret[] => {
    // Objects by identity; a plain value by its key and value.
    const cacheKey = typeof value === "object" && value !== null ? value : `${key}=${JSON.stringify(value)}`;
    const known = perPart.get(cacheKey);
    if (known) return known;
    const hits = present(`"${key}":${JSON.stringify(value)}`, idx);
    perPart.set(cacheKey, hits);
    return hits;
  };
  const eventHits = events.map((e) => present(JSON.stringify({ type: "event", event: e.type, params: e.params }), idx));
  for (const viewer of viewers) {
    const view = game.view(state, viewer) as Record<string, unknown>;
    const hits = new Set<Secret>();
    for (const [k, v] of Object.entries(view)) for (const s of partHits(k, v)) hits.add(s);
    events.forEach((e, i) => {
      if (mayKnow(e.audience, viewer)) for (const s of eventHits[i]!) hits.add(s);
    });
    for (const s of hits) if (!mayKnow(s.knownBy, viewer)) found.push(`${viewerName(viewer)} received "${s.label}" (${s.token})`);
  }
  if (exact) found.push(...findLeaks(game, state, events, viewers, 0));
  return found;
}
