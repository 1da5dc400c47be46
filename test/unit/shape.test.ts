/**
 * One game shape (issue 18): every game folder has the same files and export names, every client
 * folder (web/games/<id>) the same files too, its client imports only the game's public.ts, and no
 * game module imports itself round a circle. A game joins
 * SHAPED when it conforms; by the end every game in the registry is in it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../shared/engine";

/** The games that conform. */
const SHAPED = ["alibi", "caso", "dicas", "matiz", "noir"] as const;

/** The file set of shared/games/<id>/ (clock.ts and presence.ts may be replaced by one line in index.ts: "No clock.ts: …";
 * bot.ts, the seat policy of a server-played seat, is optional and checked with the export names below). */
const FILES = ["state", "config", "setup", "actions", "view", "apply", "flow", "clock", "presence", "secrets", "replay", "public", "index"] as const;
const OPTIONAL = ["clock", "presence"] as const;

/** Export names each file must have (beyond these a file may export what it likes). */
const EXPORTS: Partial<Record<(typeof FILES)[number], readonly string[]>> = {
  config: ["configSchema", "defaultConfig", "seats"],
  setup: ["setup"],
  actions: ["actionSchema", "canDo", "ERROR_CODES"],
  view: ["view", "knowledgeFromView"],
  apply: ["apply"],
  clock: ["deadlines", "onDeadline"],
  presence: ["onPresence"],
  secrets: ["secrets"],
  // Issue 24: the rules version a match record is made under, what a replay reveals, the key moments.
  replay: ["RULES_VERSION", "reveal", "moments"],
  public: ["canDo", "knowledgeFromView"],
  index: ["game"],
};

/** The languages every catalog speaks: one i18n_<lang>.ts each, joined by i18n.ts. */
const LANGS = ["pt", "en", "es", "ru"] as const;
/** The file set of web/games/<id>/ (a game may add screens and helpers beside these). */
const webFiles = (id: string): string[] => ["index.ts", "Screen.tsx", "Settings.tsx", `${id}.css`, "i18n.ts", ...LANGS.map((l) => `i18n_${l}.ts`)];

const dir = (id: string) => `shared/games/${id}`;
const tsFiles = (root: string): string[] =>
  existsSync(root)
    ? readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => join(root, f))
    : [];
const withoutComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
/** Every module specifier a file imports or re-exports (type-only imports too: a circle of types is still a circle to read). */
const importsOf = (file: string): string[] =>
  [...withoutComments(readFileSync(file, "utf8")).matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|(?:^|\n)\s*import\s*"([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
const resolve = (from: string, spec: string): string | null => {
  if (!spec.startsWith(".")) return null;
  const base = normalize(join(dirname(from), spec));
  for (const f of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) if (existsSync(f)) return f;
  return null;
};

/** A circle among these files' relative imports, as a path, or null. */
function circleIn(files: readonly string[]): string[] | null {
  const inSet = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f).map((s) => resolve(f, s)).filter((x): x is string => x !== null && inSet.has(x))]));
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (f: string): string[] | null => {
    if (state.get(f) === "done") return null;
    if (state.get(f) === "open") return [...stack.slice(stack.indexOf(f)), f];
    state.set(f, "open");
    stack.push(f);
    for (const g of edges.get(f) ?? []) {
      const c = visit(g);
      if (c) return c;
    }
    stack.pop();
    state.set(f, "done");
    return null;
  };
  for (const f of files) {
    const c = visit(f);
    if (c) return c;
  }
  return null;
}

describe("one game shape", () => {
  it.each(SHAPED)("%s has the file set of every game (a missing clock or presence is said in index.ts)", (id) => {
    const index = readFileSync(`${dir(id)}/index.ts`, "utf8");
    for (const f of FILES) {
      if (existsSync(`${dir(id)}/${f}.ts`)) continue;
      const optional = (OPTIONAL as readonly string[]).includes(f);
      expect(optional && new RegExp(`No ${f}\\.ts: \\S`).test(index), `${dir(id)}/${f}.ts is missing`).toBe(true);
    }
    expect(existsSync(`${dir(id)}/RULES.md`), `${dir(id)}/RULES.md`).toBe(true);
  });

  it.each(SHAPED)("%s exports the shape's names, and its game object is made of them", async (id) => {
    const mod = async (f: string): Promise<Record<string, unknown>> => (existsSync(`${dir(id)}/${f}.ts`) ? ((await import(/* @vite-ignore */ pathToFileURL(`${dir(id)}/${f}.ts`).href)) as Record<string, unknown>) : {});
    for (const [f, names] of Object.entries(EXPORTS)) {
      if (!existsSync(`${dir(id)}/${f}.ts`)) continue;
      const m = await mod(f);
      for (const n of names!) expect(m[n], `${dir(id)}/${f}.ts exports ${n}`).toBeDefined();
    }
    const actions = await mod("actions");
    expect(Object.keys(actions).filter((n) => /^can[A-Z]/.test(n) && n !== "canDo").length, `${id}: one predicate per action in actions.ts`).toBeGreaterThan(0);
    const game = (await mod("index")).game as AnyGame;
    const [config, setup, view, apply, secrets, clock, presence] = await Promise.all(["config", "setup", "view", "apply", "secrets", "clock", "presence"].map(mod));
    expect(game.id).toBe(id);
    expect(game.seats).toBe(config!.seats);
    expect(game.configSchema).toBe(config!.configSchema);
    expect(game.defaultConfig).toBe(config!.defaultConfig);
    for (const k of ["choiceSchema", "checkChoice", "checkStart"] as const) if (game[k]) expect(game[k], `${id}: ${k} comes from config.ts`).toBe(config![k]);
    expect(game.setup).toBe(setup!.setup);
    expect(game.actionSchema).toBe(actions.actionSchema);
    expect(game.apply).toBe(apply!.apply);
    expect(game.view).toBe(view!.view);
    expect(game.secrets).toBe(secrets!.secrets);
    if (existsSync(`${dir(id)}/clock.ts`)) {
      expect(game.deadlines).toBe(clock!.deadlines);
      expect(game.onDeadline).toBe(clock!.onDeadline);
    }
    if (existsSync(`${dir(id)}/presence.ts`)) expect(game.onPresence).toBe(presence!.onPresence);
    // bot.ts is optional (a game without it has no server-played seats, PLAT-15); where a game has it, it exports `bot`
    // and the game's hook is that export, and a game with the hook has the file.
    if (existsSync(`${dir(id)}/bot.ts`)) expect((await mod("bot")).bot, `${dir(id)}/bot.ts exports bot`).toBeDefined();
    if (game.bot) expect(game.bot, `${id}: bot comes from bot.ts`).toBe((await mod("bot")).bot);
  });

  it.each(SHAPED)("web/games/%s has the client file set: index.ts, Screen, Settings, its stylesheet and one catalog file per language", (id) => {
    const web = `web/games/${id}`;
    for (const f of webFiles(id)) expect(existsSync(`${web}/${f}`), `${web}/${f} is missing`).toBe(true);
    const index = readFileSync(`${web}/index.ts`, "utf8");
    // Each takes Screen and Settings from their files, statically or as a chunk of their own (Caso's Settings: its budget).
    for (const [name, from] of [["Screen", "./Screen"], ["Settings", "./Settings"]] as const) {
      const eager = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "${from}"`).test(index);
      const lazy = new RegExp(`import\\("${from}"\\)\\.then\\(\\(m\\) => m\\.${name}\\)`).test(index);
      expect(eager || lazy, `${web}/index.ts takes ${name} from ${from}`).toBe(true);
    }
    // Issue 19/22 (rules helper): the client loads one language's catalog at a time, each file its own chunk.
    for (const l of LANGS) expect(index, `${web}/index.ts loads i18n_${l}.ts on demand`).toContain(`import("./i18n_${l}")`);
    expect(index, `${web}/index.ts loads ${id}.css`).toContain(`import "./${id}.css";`);
  });

  it.each(SHAPED)("web/games/%s: i18n.ts joins one catalog per language, each from its own file", async (id) => {
    const web = `web/games/${id}`;
    const load = async (f: string) => (await import(/* @vite-ignore */ pathToFileURL(`${web}/${f}`).href)) as Record<string, unknown>;
    const { catalogs } = (await load("i18n.ts")) as { catalogs: Record<string, unknown> };
    expect(Object.keys(catalogs).sort()).toEqual([...LANGS].sort());
    for (const l of LANGS) expect(catalogs[l], `${web}/i18n.ts takes ${l} from i18n_${l}.ts`).toBe((await load(`i18n_${l}.ts`))[l]);
  });

  it.each(SHAPED)("web/games/%s imports from its game only shared/games/<id>/public, and nothing of another game", (id) => {
    for (const file of tsFiles(`web/games/${id}`)) {
      for (const spec of importsOf(file)) {
        if (!spec.includes("shared/games")) continue;
        expect(normalize(join(dirname(file), spec)), `${file} imports ${spec}`).toBe(`shared/games/${id}/public`);
      }
    }
  });

  it.each(SHAPED)("no module of %s imports itself round a circle (rules or client)", (id) => {
    expect(circleIn(tsFiles(dir(id))), "a circle").toBeNull();
    expect(circleIn(tsFiles(`web/games/${id}`))).toBeNull();
  });

  it("the circle finder finds a planted circle (so a pass means something)", () => {
    expect(circleIn(tsFiles("test/unit/shape"))).toEqual(["test/unit/shape/a.ts", "test/unit/shape/b.ts", "test/unit/shape/a.ts"]);
  });
});
