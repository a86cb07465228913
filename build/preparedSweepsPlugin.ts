import type { Plugin } from "vite";
import type { PreparedSweep } from "../src/engine/preparedSweep";
import { cachedScriptJson } from "./preparedCache.js";

/** The virtual module mapping each built-in scenario's id to a loader of its prepared sweep. */
export const PREPARED_SWEEPS_MODULE = "virtual:prepared-sweeps";
const RESOLVED = `\0${PREPARED_SWEEPS_MODULE}`;
/** One built-in's prepared sweep: `virtual:prepared-sweep/<scenario id>`, a chunk of its own. */
const ONE = "virtual:prepared-sweep/";

/**
 * Runs the sweep of every built-in scenario at its defaults (`build/prepareSweeps.ts`, about 1500
 * runs) on the real engine in Node while Vite builds, cached like the growth points. The page
 * imports the small index only when a sweep drawer opens, and then only the opened scenario's chunk
 * (a few KB gzip), so the rows cost the first paint nothing.
 */
export function preparedSweepsPlugin(): Plugin {
  let sweeps: Promise<Map<string, PreparedSweep>> | undefined;
  const load = () =>
    (sweeps ??= cachedScriptJson("build/prepareSweeps.ts", "prepared-sweeps").then((json) => new Map((JSON.parse(json) as PreparedSweep[]).map((sweep) => [sweep.scenarioId, sweep]))));
  return {
    name: "prepared-sweeps",
    resolveId: (source) => (source === PREPARED_SWEEPS_MODULE || source.startsWith(ONE) ? `\0${source}` : undefined),
    async load(id) {
      if (id === RESOLVED) {
        const entries = [...(await load()).keys()].map((scenarioId) => `  ${JSON.stringify(scenarioId)}: () => import(${JSON.stringify(ONE + scenarioId)}).then((m) => m.default),`);
        return `export default {\n${entries.join("\n")}\n};`;
      }
      if (!id.startsWith(`\0${ONE}`)) return undefined;
      const sweep = (await load()).get(id.slice(ONE.length + 1));
      if (!sweep) return undefined;
      // A JSON text parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(sweep))});`;
    },
  };
}
