/**
 * The 2.5D investigation scene (CASO-8), the only importer of three.js (its own lazy chunk): the
 * place's backdrop in three parallax layers, the investigator's full-body character floating with
 * an aura and rising particles, three round bases lit / gold / dark. One renderer per page, kept
 * between openings; each opening disposes its geometries, materials and textures on close.
 */
import {
  AdditiveBlending, BufferGeometry, CanvasTexture, Color, CylinderGeometry, DirectionalLight, Float32BufferAttribute, HemisphereLight, Mesh,
  MeshBasicMaterial, MeshLambertMaterial, PerspectiveCamera, PlaneGeometry, Points, PointsMaterial, SRGBColorSpace, Scene, Sprite, SpriteMaterial,
  Vector3, WebGLRenderer, type Material, type Object3D, type Texture,
} from "three";
import type { CardId, CharacterId, PlaceId } from "../../../shared/games/caso/public";
import { cardFrameSvg } from "./art";
import { characterSvg } from "./art/characters";
import { PLACE_HUES, placeLayerSvg, type Layer } from "./art/places";
import { AURA_STOPS, LIT, NIGHT, SHOWN, auraColour } from "./palette";
import { observeSize } from "../../src/ui/observeSize";

export type BaseState = "empty" | "lit" | "gold" | "dark";

export interface SceneInput {
  place: PlaceId;
  character: CharacterId;
  /** Aura and lit-base colour: the character's. */
  colour: string;
  bases: readonly [BaseState, BaseState, BaseState];
  /** The card standing on each base (its art on a card above the disc), or null. */
  cards: readonly [CardId | null, CardId | null, CardId | null];
  /** Off (reduced motion): one still frame with the static sparkle instead of rising particles. */
  motion: boolean;
}

export interface SceneHandle {
  update(input: SceneInput): void;
  /** The bases' centres in host pixels (for labels). */
  basePositions(): { x: number; y: number }[];
  ready: Promise<void>;
  dispose(): void;
}

const CLEAR = parseInt(NIGHT.slice(1), 16);
const GOLD = new Color(SHOWN);
const LIT_COLOUR = new Color(LIT);
/** The figure floats above the cards on the bases (so the middle card never hides it). */
const FIGURE_Y = 2.15;
let renderer: WebGLRenderer | null = null;
let frames = 0;
let current: { scene: Scene; camera: PerspectiveCamera } | null = null;

function getRenderer(): WebGLRenderer {
  if (renderer) return renderer;
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  renderer = new WebGLRenderer({ antialias: dpr < 2, alpha: false });
  renderer.setPixelRatio(dpr);
  renderer.setClearColor(CLEAR, 1);
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.domElement.addEventListener("webglcontextlost", () => lostListeners.forEach((f) => f()));
  return renderer;
}
const lostListeners = new Set<() => void>();
/**
 * Materials live as long as the renderer (their shader programs too: software GL takes over a
 * second to compile them); each opening gives back its geometries and textures.
 */
const pool = new Map<string, Material>();
function pooled<T extends Material>(key: string, make: () => T): T {
  let m = pool.get(key) as T | undefined;
  if (!m) pool.set(key, (m = make()));
  return m;
}
/** Called when the WebGL context is lost: the overlay falls back to the panel for the session. */
export const onContextLost = (f: () => void): (() => void) => (lostListeners.add(f), () => lostListeners.delete(f));

/** Page leaves or the Caso screen unmounts: free the GPU for good. */
export function disposeRenderer(): void {
  if (!renderer) return;
  pool.forEach((m) => m.dispose());
  pool.clear();
  renderer.dispose();
  renderer.forceContextLoss();
  renderer.domElement.remove();
  renderer = null;
}

async function svgTexture(svg: string, w: number, h: number): Promise<CanvasTexture> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const c = document.createElement("canvas");
  c.width = w;
  c.height = h;
  c.getContext("2d")!.drawImage(img, 0, 0, w, h);
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  return t;
}

/**
 * A size×size texture of white fading out from the centre by `stops` ([position 0..1 from the centre, alpha]),
 * filling the square, or only the path `outline` draws.
 */
function radialTexture(size: number, stops: readonly (readonly [number, number])[], outline?: (g: CanvasRenderingContext2D) => void): CanvasTexture {
  const c = document.createElement("canvas");
  c.width = c.height = size;
  const g = c.getContext("2d")!;
  const r = size / 2;
  const grad = g.createRadialGradient(r, r, 0, r, r, r);
  for (const [at, a] of stops) grad.addColorStop(at, `rgba(255,255,255,${a})`);
  g.fillStyle = grad;
  if (outline) {
    g.beginPath();
    outline(g);
    g.fill();
  } else g.fillRect(0, 0, size, size);
  return new CanvasTexture(c);
}

/** The aura: a ring (AURA_STOPS), faint where the figure stands so a light character keeps its contrast. */
const ringTexture = (): CanvasTexture => radialTexture(128, AURA_STOPS);

/** A four-pointed star for the static sparkle (reduced motion). */
const starTexture = (): CanvasTexture =>
  radialTexture(64, [[0, 1], [0.25, 0.5], [1, 0]], (g) => {
    g.moveTo(32, 0);
    g.quadraticCurveTo(36, 28, 64, 32);
    g.quadraticCurveTo(36, 36, 32, 64);
    g.quadraticCurveTo(28, 36, 0, 32);
    g.quadraticCurveTo(28, 28, 32, 0);
  });

const glowTexture = (): CanvasTexture => radialTexture(128, [[0, 1], [0.5, 0.95], [1, 0]]);

export function mountScene(host: HTMLElement, first: SceneInput): SceneHandle {
  const r = getRenderer();
  host.appendChild(r.domElement);
  const scene = new Scene();
  const camera = new PerspectiveCamera(30, 1, 0.1, 60);
  const owned: { geometries: BufferGeometry[]; materials: Material[]; textures: Texture[] } = { geometries: [], materials: [], textures: [] };
  const keep = <T extends BufferGeometry | Material | Texture>(x: T): T => {
    if (x instanceof BufferGeometry) owned.geometries.push(x);
    else if ((x as Material).isMaterial) owned.materials.push(x as Material);
    else owned.textures.push(x as Texture);
    return x;
  };
  let input = first;
  let disposed = false;
  const phone = window.innerWidth < 600;

  scene.add(new HemisphereLight(0xd8d0ff, 0x201830, 1.4));
  const sun = new DirectionalLight(0xffffff, 1.6);
  sun.position.set(2, 5, 4);
  scene.add(sun);

  // Floor in the place's hue.
  const hue = PLACE_HUES[input.place] / 360;
  const floor = new Mesh(keep(new PlaneGeometry(20, 12)), pooled("floor", () => new MeshBasicMaterial()));
  (floor.material as MeshBasicMaterial).color.setHSL(hue, 0.3, 0.035);
  floor.rotation.x = -Math.PI / 2;
  floor.position.z = -1;
  scene.add(floor);

  // Backdrop: three layers at z −6, −3, −0.8 (filled in when their textures are drawn).
  const layers: [Layer, number, number][] = [["far", -6, 17], ["mid", -3, 12.5], ["near", -0.8, 8.6]];
  const layerMeshes: Mesh[] = [];

  // Character, aura, particles.
  const figureMat = pooled("figure", () => new MeshBasicMaterial({ transparent: true }));
  const figure = new Mesh(keep(new PlaneGeometry(1.2, 2.4)), figureMat);
  figure.position.set(0, FIGURE_Y, 0.4);
  figure.visible = false; // until its texture is drawn (the pooled material may still point at the last one)
  const glow = keep(glowTexture());
  const ring = keep(ringTexture());
  const star = keep(starTexture());
  const auraMat = pooled("aura", () => new SpriteMaterial({ blending: AdditiveBlending, depthWrite: false, transparent: true }));
  auraMat.map = ring;
  auraMat.color.set(auraColour(input.colour));
  auraMat.opacity = 1;
  const aura = new Sprite(auraMat);
  // Depth-tested so the bases in front hide it (a dark base stays dark); raised so the floor cuts little.
  aura.scale.set(3.6, 4, 1);
  aura.position.set(0, FIGURE_Y + 0.2, 0.2);
  aura.renderOrder = 1;
  figure.renderOrder = 2;
  scene.add(aura, figure);
  const n = phone ? 120 : 240;
  const pos = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    pos[i * 3] = (Math.random() - 0.5) * 2.4;
    pos[i * 3 + 1] = 0.7 + Math.random() * 3.2;
    pos[i * 3 + 2] = 0.2 + (Math.random() - 0.5) * 0.8;
  }
  const pGeo = keep(new BufferGeometry());
  pGeo.setAttribute("position", new Float32BufferAttribute(pos, 3));
  const pMat = pooled("particles", () => new PointsMaterial({ size: 0.07, blending: AdditiveBlending, depthWrite: false, transparent: true }));
  pMat.map = glow;
  pMat.color.set(input.colour);
  const particles = new Points(pGeo, pMat);
  scene.add(particles);
  // The static sparkle (reduced motion): still stars around the figure instead of rising particles.
  const sparkleMat = pooled("sparkle", () => new SpriteMaterial({ blending: AdditiveBlending, depthWrite: false, transparent: true }));
  sparkleMat.map = star;
  sparkleMat.color.set(input.colour);
  const sparkles = [[-1.1, 3.3, 0.32], [1.05, 3.0, 0.26], [-0.95, 1.8, 0.2], [1.2, 1.95, 0.3], [0.15, 3.8, 0.22], [-1.4, 2.5, 0.16], [1.5, 3.6, 0.18], [0.75, 1.4, 0.16]].map(([x, y, k]) => {
    const sp = new Sprite(sparkleMat);
    sp.position.set(x!, y!, 0.5);
    sp.scale.set(k! * 1.1, k! * 1.1, 1);
    scene.add(sp);
    return sp;
  });
  const showMotion = () => {
    particles.visible = input.motion;
    for (const sp of sparkles) sp.visible = !input.motion;
  };
  showMotion();

  // Three round bases on plinths.
  const discGeo = keep(new CylinderGeometry(0.5, 0.55, 0.1, 40));
  const cardGeo = keep(new PlaneGeometry(0.84, 1.05));
  const plinthGeo = keep(new CylinderGeometry(0.62, 0.7, 0.3, 40));
  const plinthMat = pooled("plinth", () => new MeshLambertMaterial({ color: 0x2a2440 }));
  const bases = [-1.6, 0, 1.6].map((x, i) => {
    const mat = pooled(`base${i}`, () => new MeshLambertMaterial({ color: 0x3a3458 }));
    const plinth = new Mesh(plinthGeo, plinthMat);
    plinth.position.set(x, 0.15, 2);
    const disc = new Mesh(discGeo, mat);
    disc.position.set(x, 0.35, 2);
    const haloMat = pooled(`halo${i}`, () => new SpriteMaterial({ color: GOLD, blending: AdditiveBlending, depthWrite: false, transparent: true }));
    haloMat.map = glow;
    const halo = new Sprite(haloMat);
    halo.scale.set(1.8, 1.2, 1);
    halo.position.set(x, 0.45, 2);
    scene.add(plinth, disc, halo);
    // The card standing on the base: its art, facing the camera (drawn once its texture is ready).
    const cardMat = new MeshBasicMaterial({ transparent: true, depthWrite: false });
    keep(cardMat);
    const card = new Mesh(cardGeo, cardMat);
    card.position.set(x, 0.95, 2.05);
    card.renderOrder = 3;
    card.visible = false;
    scene.add(card);
    return { disc, mat, haloMat, card, cardMat, shown: null as CardId | null };
  });

  const cardTextures = new Map<CardId, Promise<Texture>>();
  const cardTexture = (c: CardId): Promise<Texture> => {
    let t = cardTextures.get(c);
    if (!t) cardTextures.set(c, (t = svgTexture(cardFrameSvg(c), 256, 320).then(keep)));
    return t;
  };
  const paintCards = () =>
    Promise.all(
      bases.map(async (b, i) => {
        const c = input.cards[i] ?? null;
        b.shown = c;
        if (!c) return void (b.card.visible = false);
        const tex = await cardTexture(c);
        if (disposed || b.shown !== c) return;
        b.cardMat.map = tex;
        b.cardMat.needsUpdate = true;
        b.card.visible = true;
        const s = input.bases[i];
        b.cardMat.color.setScalar(s === "dark" ? 0.3 : 1);
        b.card.position.y = s === "gold" ? 1.05 : 0.95;
      }),
    ).then(() => draw());
  const paintBases = () => {
    const c = LIT_COLOUR;
    void paintCards();
    input.bases.forEach((s, i) => {
      const b = bases[i]!;
      if (s === "gold") {
        // Dimmed diffuse, strong emission: the lights would otherwise saturate the amber to yellow.
        b.mat.color.copy(GOLD).multiplyScalar(0.35);
        b.mat.emissive.copy(GOLD).multiplyScalar(0.6);
        b.haloMat.opacity = 0.9;
      } else if (s === "lit") {
        b.mat.color.copy(c);
        b.mat.emissive.copy(c).multiplyScalar(0.7);
        b.haloMat.opacity = 0;
      } else if (s === "dark") {
        b.mat.color.setRGB(0.008, 0.006, 0.012); // linear: about #181420
        b.mat.emissive.setRGB(0, 0, 0);
        b.haloMat.opacity = 0;
      } else {
        b.mat.color.setHex(0x3a3458);
        b.mat.emissive.setRGB(0.04, 0.03, 0.08);
        b.haloMat.opacity = 0;
      }
    });
  };
  paintBases();

  let size = "";
  const fit = () => {
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    // Only on a real change: setting a canvas size reallocates its drawing buffer.
    if (size !== `${w}x${h}`) {
      size = `${w}x${h}`;
      r.setSize(w, h, false);
      r.domElement.style.width = `${w}px`;
      r.domElement.style.height = `${h}px`;
    }
    camera.aspect = w / h;
    // Distance so the whole stage fits, never cropped (fov 30° vertical): the three bases with
    // their cards across (±2.6 units), the figure and the bases' cards from the floor up (3.6 units).
    const halfH = Math.tan((15 * Math.PI) / 180);
    // The bases stand 2 units nearer the camera than the figure, so they set the width.
    const dist = Math.max(8.6, 2 + 2.6 / (halfH * camera.aspect));
    camera.position.set(0, 2.3 * (dist / 8.5), dist);
    camera.lookAt(0, 1.6, 0);
    camera.updateProjectionMatrix();
  };
  fit();
  const stopSize = observeSize(host, () => {
    fit();
    draw();
  });

  const start = performance.now();
  let pointerX = 0;
  const onPointer = (e: PointerEvent) => (pointerX = (e.clientX / window.innerWidth - 0.5) * 2);
  window.addEventListener("pointermove", onPointer);
  const draw = () => {
    if (disposed) return;
    r.render(scene, camera);
    frames++;
  };
  let raf = 0;
  let last = start;
  const tick = (t: number) => {
    raf = 0;
    if (disposed || !input.motion) return;
    const dt = Math.min(0.05, (t - last) / 1000);
    last = t;
    const s = (t - start) / 1000;
    figure.position.y = FIGURE_Y + 0.08 * Math.sin(1.3 * s);
    aura.position.y = figure.position.y + 0.2;
    auraMat.opacity = 0.9 + 0.1 * Math.sin(2 * s);
    const p = pGeo.getAttribute("position") as Float32BufferAttribute;
    for (let i = 0; i < n; i++) {
      let y = p.getY(i) + dt * 0.45;
      if (y > 3.9) y = 0.7;
      p.setY(i, y);
    }
    p.needsUpdate = true;
    // 700 ms dolly-in, then ±3° pointer parallax.
    const k = Math.min(1, (t - start) / 700);
    fit();
    camera.position.z += (1 - k * (2 - k)) * 1.2;
    camera.position.x = Math.sin((pointerX * 3 * Math.PI) / 180) * camera.position.z;
    camera.lookAt(0, 1.6, 0);
    draw();
    if (document.visibilityState === "visible") raf = requestAnimationFrame(tick);
  };
  const loop = () => {
    if (!raf && input.motion && !disposed) raf = requestAnimationFrame(tick);
  };
  const onVisible = () => (document.visibilityState === "visible" ? loop() : undefined);
  document.addEventListener("visibilitychange", onVisible);

  const ready = (async () => {
    const big = phone ? 512 : 1024;
    const textures = await Promise.all([
      svgTexture(characterSvg(input.character), 512, 1024),
      ...layers.map(([l]) => svgTexture(placeLayerSvg(input.place, l), big, big / 2)),
    ]);
    if (disposed) return textures.forEach((t) => t.dispose());
    textures.forEach(keep);
    figureMat.map = textures[0]!;
    figure.visible = true;
    layers.forEach(([, z, w], i) => {
      const mat = pooled(`layer${i}`, () => new MeshBasicMaterial({ transparent: i > 0 }));
      mat.map = textures[i + 1]!;
      const m = new Mesh(keep(new PlaneGeometry(w, w / 2)), mat);
      m.position.set(0, w / 4 - (i === 2 ? 0.9 : 0.3), z);
      layerMeshes.push(m);
      scene.add(m);
    });
    draw();
  })();
  current = { scene, camera };
  draw();
  loop();

  return {
    ready,
    update(next) {
      const colourChanged = next.colour !== input.colour;
      input = next;
      if (colourChanged) {
        auraMat.color.set(auraColour(next.colour));
        pMat.color.set(next.colour);
        sparkleMat.color.set(next.colour);
      }
      showMotion();
      paintBases();
      draw();
      loop();
    },
    basePositions() {
      const w = host.clientWidth;
      const h = host.clientHeight;
      return bases.map((b) => {
        const v = new Vector3().copy(b.disc.position).project(camera);
        return { x: ((v.x + 1) / 2) * w, y: ((1 - v.y) / 2) * h };
      });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      cancelAnimationFrame(raf);
      stopSize();
      window.removeEventListener("pointermove", onPointer);
      document.removeEventListener("visibilitychange", onVisible);
      scene.traverse((o: Object3D) => void o);
      owned.geometries.forEach((g) => g.dispose());
      owned.textures.forEach((t) => t.dispose());
      owned.materials.forEach((m) => m.dispose());
      scene.clear();
      r.renderLists.dispose();
      r.domElement.remove();
      if (current?.scene === scene) current = null;
    },
  };
}

/** Test hook (e2e sets localStorage["mesa.test"]="1"): pixels read in the same task as the render. */
function probe() {
  if (!renderer || !current) return null;
  const gl = renderer.getContext();
  renderer.render(current.scene, current.camera);
  const w = gl.drawingBufferWidth;
  const h = gl.drawingBufferHeight;
  const px = new Uint8Array(w * h * 4);
  gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, px);
  // Hex parsed by hand: a three Color holds linear values, the pixels are sRGB.
  const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.replace("#", "").slice(i - 1, i + 1), 16)) as [number, number, number];
  const [br, bgg, bb] = rgb(CLEAR.toString(16).padStart(6, "0"));
  let nonBg = 0;
  for (let i = 0; i < px.length; i += 4) if (Math.abs(px[i]! - br) + Math.abs(px[i + 1]! - bgg) + Math.abs(px[i + 2]! - bb) > 30) nonBg++;
  const total = w * h;
  return {
    frames,
    width: w,
    height: h,
    nonBg: nonBg / total,
    auraFrac(hex: string): number {
      const [r, g, b] = rgb(hex);
      let k = 0;
      for (let i = 0; i < px.length; i += 4) if (Math.hypot(px[i]! - r, px[i + 1]! - g, px[i + 2]! - b) < 70) k++;
      return k / total;
    },
    /** The pixel at a fraction of the width and height (from the top left). */
    sample(fx: number, fy: number): [number, number, number] {
      const j = (Math.round((1 - fy) * (h - 1)) * w + Math.round(fx * (w - 1))) * 4;
      return [px[j]!, px[j + 1]!, px[j + 2]!];
    },
    /** Mean colour of a small square at a base's centre (in drawing-buffer pixels, y up). */
    basePixel(i: number): [number, number, number] {
      const b = current!.scene.children.filter((o) => o instanceof Mesh && (o as Mesh).geometry instanceof CylinderGeometry && (o as Mesh).position.y > 0.3)[i]!;
      const v = b.position.clone().project(current!.camera);
      const cx = Math.round(((v.x + 1) / 2) * w);
      const cy = Math.round(((v.y + 1) / 2) * h);
      let r = 0, g = 0, bl = 0, k = 0;
      for (let y = cy - 3; y <= cy + 3; y++)
        for (let x = cx - 6; x <= cx + 6; x++) {
          const j = (y * w + x) * 4;
          if (j < 0 || j >= px.length) continue;
          r += px[j]!;
          g += px[j + 1]!;
          bl += px[j + 2]!;
          k++;
        }
      return [r / k, g / k, bl / k];
    },
  };
}

function memory() {
  if (!renderer) return null;
  return { geometries: renderer.info.memory.geometries, textures: renderer.info.memory.textures, programs: renderer.info.programs?.length ?? 0, frames };
}

try {
  if (localStorage.getItem("mesa.test") === "1") {
    const w = window as unknown as { __mesa?: Record<string, unknown> };
    w.__mesa = { ...(w.__mesa ?? {}), scene: { probe, memory } };
  }
} catch {
  /* storage may be blocked */
}
