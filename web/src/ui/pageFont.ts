/**
 * The page's font stack, as `:root` in styles.css sets it (a unit test keeps the two the same).
 * Canvas text is measured in it without reading a computed style: that read, in the middle of a
 * render, forces a style pass over the whole page (about 10 ms of the Caso screen's first render on
 * this machine, four times that on a phone-speed CPU).
 */
export const PAGE_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
