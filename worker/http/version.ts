/** The package version: what `GET /api/health` reports when no commit was injected at deploy. */
import { version } from "../../package.json";

export const PACKAGE_VERSION: string = version;
