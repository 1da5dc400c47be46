/**
 * The site's CSP forbids eval (script-src 'self'); zod's JIT would probe `new Function` on the first
 * parse, which the browser reports as a CSP violation even though zod catches it. Imported first by main.tsx.
 */
import { config } from "zod";

config({ jitless: true });
