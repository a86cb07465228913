import type { Plugin } from "vite";
import { cachedScriptJson } from "./preparedCache.js";

/** The virtual module holding the growth-chart points made at build time. */
export const PREPARED_GROWTH_MODULE = "virtual:prepared-growth";
const RESOLVED = `\0${PREPARED_GROWTH_MODULE}`;

/**
 * Runs the growth charts of the built-in generated scenarios at their defaults (`prepareGrowthSeries`,
 * about 160 runs) on the real engine in Node while Vite builds, and serves the points as a module the
 * page imports only when a chart opens, so they cost the first paint nothing. The points are cached
 * (`cachedScriptJson`): a build with the engine and lockfile unchanged reuses them.
 */
export function preparedGrowthPlugin(): Plugin {
  return {
    name: "prepared-growth",
    resolveId: (source) => (source === PREPARED_GROWTH_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${await cachedScriptJson("build/prepareGrowthSeries.ts", "prepared-growth")};`;
    },
  };
}
