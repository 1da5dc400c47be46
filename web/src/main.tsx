import { render } from "preact";
import { App } from "./App";
import { lang, loadLang } from "../i18n";
import "./styles.css";
import { lazyImport, watchForStaleBuild } from "./stale";

watchForStaleBuild(window); // a deploy removed this build's files: offer a reload (issue 22)

document.documentElement.lang = lang.value === "pt" ? "pt-BR" : lang.value;
// Issue 22: the page's language's catalog is a chunk of its own (the Worker preloads it with the page):
// the first paint waits for it, so no key is ever drawn. A stale build (the chunk gone) still renders,
// and NewVersion offers the reload.
const start = () => render(<App />, document.getElementById("app")!);
void lazyImport(() => loadLang(lang.value)).then(start, start);
