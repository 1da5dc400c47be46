/** A planted circle for shape.test.ts: a.ts and b.ts import each other. */
import { b } from "./b";
export const a = (): number => b() + 1;
