/**
 * Picture sheets (issue 21): a game's pictures drawn on one SVG, each box showing its cell as a CSS
 * background, so a page holds one image however many boxes show one. Chromium paints an SVG
 * background again, on the main thread, for every box that shows it — about 10 ms a box on a
 * phone-speed CPU (4×), a 25-face Noir board some 150 ms a load — while a bitmap is only scaled. So
 * the sheet is drawn once into a bitmap at the size the largest box needs on this screen.
 */

/** Device pixels for a box `rem` root-font units wide on this screen (its zoom and pixel ratio), with room to spare, capped. */
export function devicePixels(rem: number): number {
  const root = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return Math.min(256, Math.max(48, Math.ceil(rem * root * (window.devicePixelRatio || 1) * 1.25)));
}

/**
 * The blob: URL of `svg` drawn into a `width` × `height` bitmap; where a canvas cannot make one,
 * the SVG's own blob: URL (the boxes then paint the SVG, as before).
 */
export async function rasterSheet(svg: string, width: number, height: number): Promise<string> {
  const vector = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.src = vector;
    await img.decode();
    // Each step in a task of its own: the SVG's parse, its drawing and the bitmap's encoding are each
    // 10–25 ms on this machine, four times that on a phone, and the page stays responsive between.
    await nextTask();
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [Math.round(width), Math.round(height)];
    canvas.getContext("2d")!.drawImage(img, 0, 0, canvas.width, canvas.height);
    await nextTask();
    const png = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/png"));
    if (!png) return vector;
    URL.revokeObjectURL(vector);
    return URL.createObjectURL(png);
  } catch {
    return vector;
  }
}

/** Resolves in a later task (a message to itself: unlike setTimeout, never clamped to 4 ms or more). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
