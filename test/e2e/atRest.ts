/**
 * A reading of a page once the page has come to rest: `read` is taken again every `gapMs` until two
 * readings in a row agree (compared as JSON), `maxMs` at most — a page answers a resize or a camera
 * move over several frames, later on a loaded machine, and what a player sees is the page at rest.
 */
export async function atRest<T>(read: () => Promise<T>, gapMs: number, maxMs: number): Promise<T> {
  let last = await read();
  for (const until = Date.now() + maxMs; Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, gapMs));
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}
