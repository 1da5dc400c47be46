/**
 * Whether the 2.5D scene can run here (CASO-8): a throwaway WebGL context, released at once.
 * Never asks `failIfMajorPerformanceCaveat` (software GL in CI would always fall back).
 */
import { signal } from "@preact/signals";

type SceneMode = "3d" | "panel";

const SCENE_PREF_KEY = "mesa.caso.scene";

/** The overlay with a canvas only when WebGL works, the player did not choose "Modo simples" and no context was lost. */
export function chooseMode(o: { webgl: boolean; pref: string | null; broken: boolean }): SceneMode {
  return o.webgl && o.pref !== "off" && !o.broken ? "3d" : "panel";
}

let known: boolean | null = null;
export function webglOk(): boolean {
  if (known !== null) return known;
  try {
    const c = document.createElement("canvas");
    const gl = (c.getContext("webgl2") ?? c.getContext("webgl")) as WebGLRenderingContext | null;
    known = gl !== null;
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
  } catch {
    known = false;
  }
  return known;
}

export function scenePref(): string | null {
  try {
    return localStorage.getItem(SCENE_PREF_KEY);
  } catch {
    return null;
  }
}

/** "Modo simples" (slow devices): the flat panel instead of the 2.5D scene, remembered in localStorage. */
export const simpleMode = signal(scenePref() === "off");
export function setSimpleMode(on: boolean): void {
  simpleMode.value = on;
  try {
    if (on) localStorage.setItem(SCENE_PREF_KEY, "off");
    else localStorage.removeItem(SCENE_PREF_KEY);
  } catch {
    /* storage may be blocked: the choice lasts for this page */
  }
}
