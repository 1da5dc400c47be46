/**
 * The TOML that wrangler.toml uses, read without loading wrangler (12 MB of JS, seconds per run):
 * `[table]`, `[[array.of.tables]]`, `key = value` with strings, numbers, booleans, one-line arrays and
 * inline tables, and `#` comments. Anything else is an error, never a guess; a unit test checks the
 * result equals wrangler's own reading of wrangler.toml.
 */

function fail(lineNo, message) {
  throw new Error(`wrangler.toml line ${lineNo}: ${message}`);
}

/** Parses one value starting at `s[i]`; returns [value, next index]. */
function value(s, i, lineNo) {
  const skip = () => {
    while (s[i] === " " || s[i] === "\t") i++;
  };
  skip();
  const c = s[i];
  if (c === '"') {
    let out = "";
    for (i++; i < s.length && s[i] !== '"'; i++) {
      if (s[i] === "\\") {
        const e = s[++i];
        const map = { n: "\n", t: "\t", '"': '"', "\\": "\\", r: "\r" };
        if (!(e in map)) fail(lineNo, `unsupported escape \\${e}`);
        out += map[e];
      } else out += s[i];
    }
    if (s[i] !== '"') fail(lineNo, "unterminated string");
    return [out, i + 1];
  }
  if (c === "'") {
    const end = s.indexOf("'", i + 1);
    if (end < 0) fail(lineNo, "unterminated string");
    return [s.slice(i + 1, end), end + 1];
  }
  if (c === "[") {
    const arr = [];
    i++;
    for (;;) {
      skip();
      if (s[i] === "]") return [arr, i + 1];
      const [v, j] = value(s, i, lineNo);
      arr.push(v);
      i = j;
      skip();
      if (s[i] === ",") i++;
      else if (s[i] !== "]") fail(lineNo, "expected , or ] in array");
    }
  }
  if (c === "{") {
    const obj = {};
    i++;
    for (;;) {
      skip();
      if (s[i] === "}") return [obj, i + 1];
      const m = /^([A-Za-z0-9_-]+)\s*=/.exec(s.slice(i));
      if (!m) fail(lineNo, "expected key = in inline table");
      const [v, j] = value(s, i + m[0].length, lineNo);
      obj[m[1]] = v;
      i = j;
      skip();
      if (s[i] === ",") i++;
      else if (s[i] !== "}") fail(lineNo, "expected , or } in inline table");
    }
  }
  const m = /^(true|false|[+-]?\d+(\.\d+)?)/.exec(s.slice(i));
  if (!m) fail(lineNo, `unsupported value: ${s.slice(i)}`);
  return [m[1] === "true" ? true : m[1] === "false" ? false : Number(m[1]), i + m[0].length];
}

export function parseToml(text) {
  const root = {};
  let table = root;
  const dig = (path, lineNo, arrayItem) => {
    let t = root;
    path.forEach((key, n) => {
      const last = n === path.length - 1;
      if (last && arrayItem) {
        t[key] ??= [];
        if (!Array.isArray(t[key])) fail(lineNo, `${key} is not an array of tables`);
        t[key].push({});
        t = t[key].at(-1);
        return;
      }
      t[key] ??= {};
      t = Array.isArray(t[key]) ? t[key].at(-1) : t[key];
    });
    return t;
  };
  text.split("\n").forEach((raw, n) => {
    const lineNo = n + 1;
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const header = /^(\[\[?)\s*([A-Za-z0-9_.-]+)\s*(\]\]?)\s*(#.*)?$/.exec(line);
    if (header) {
      if ((header[1] === "[[") !== (header[3] === "]]")) fail(lineNo, "bad table header");
      table = dig(header[2].split("."), lineNo, header[1] === "[[");
      return;
    }
    const kv = /^([A-Za-z0-9_-]+)\s*=/.exec(line);
    if (!kv) fail(lineNo, `cannot read: ${line}`);
    const [v, end] = value(line, kv[0].length, lineNo);
    const rest = line.slice(end).trim();
    if (rest && !rest.startsWith("#")) fail(lineNo, `unexpected text after value: ${rest}`);
    if (Object.hasOwn(table, kv[1])) fail(lineNo, `duplicate key ${kv[1]}`);
    table[kv[1]] = v;
  });
  return root;
}
