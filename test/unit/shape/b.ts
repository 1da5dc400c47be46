/** A planted circle for shape.test.ts: a.ts and b.ts import each other. */
import { a } from "./a";
export const b = (): number => (a.length > 0 ? 1 : 0);
