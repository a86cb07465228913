import ENGINE_MODULES from "virtual:engine-modules";
import { carriedCode } from "./carry";
import type { Imports } from "./source";

/**
 * The engine code that `roots` (names, by module path under `src/engine`) need, carried word for word
 * (see `carry.ts`), from the modules the TypeScript compiler read at build time: the build reads the
 * code writers' `engineCode` calls, so each module they reach is there, and only those.
 */
export function engineCode(roots: Readonly<Record<string, readonly string[]>>, imports: Imports, provided?: ReadonlySet<string>): string {
  return carriedCode((path) => ENGINE_MODULES[path], roots, imports, provided);
}
