import { render } from "preact";
import { App } from "./App";
import { lang } from "../i18n";
import "./styles.css";
import { watchForStaleBuild } from "./stale";

watchForStaleBuild(window); // a deploy removed this build's files: offer a reload (issue 22)

document.documentElement.lang = lang.value === "pt" ? "pt-BR" : lang.value;
render(<App />, document.getElementById("app")!);
