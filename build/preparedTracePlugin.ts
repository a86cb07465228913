import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Plugin } from "vite";

/** The virtual module holding the runs prepared at build time. */
export const PREPARED_MODULE = "virtual:prepared-trace";
const RESOLVED = `\0${PREPARED_MODULE}`;

/**
 * Runs the app's opening configuration (first scenario, its knobs, and its "nothing dropped"
 * baseline) on the real engine in Node while Vite builds, and serves the traces as a module. The
 * first diagram then paints without waiting for the LangGraph chunk; the page re-runs the same
 * configuration in its worker afterwards and swaps in that trace if it differs. The module also
 * holds the diagram layout of those traces' graph (named export `layouts`), made by the app's own
 * layout code, so the first paint does not run ELK either, and the scenario picker's index of every
 * built-in (`scenarioIndex`), so the picker lists them all before the catalogue arrives.
 */
export function preparedTracePlugin(): Plugin {
  return {
    name: "prepared-trace",
    resolveId: (source) => (source === PREPARED_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // A child process (tsx) runs the engine, so the Vite config itself never bundles or loads LangGraph.
      const script = fileURLToPath(new URL("./prepareOpeningRuns.ts", import.meta.url));
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], { maxBuffer: 64 * 1024 * 1024 });
      // A dev server re-makes the module when the layout code changes (the build always makes it afresh).
      for (const source of ["../src/ui/flow/layout.ts", "../src/ui/flow/fanGrid.ts", "../src/ui/flow/nodeSize.ts", "../src/ui/flow/geometry.ts", "../src/ui/flow/detail.ts", "../src/ui/flow/flowModel.ts", "../src/ui/flow/layoutCache.ts", "../src/ui/flow/aggregate.ts", "../src/ui/flow/prepareLayouts.ts"]) {
        this.addWatchFile(fileURLToPath(new URL(source, import.meta.url)));
      }
      const { runs, layouts, scenarioIndex } = JSON.parse(stdout) as { runs: unknown; layouts: unknown; scenarioIndex: unknown };
      return `export default ${JSON.stringify(runs)};\nexport const layouts = ${JSON.stringify(layouts)};\nexport const scenarioIndex = ${JSON.stringify(scenarioIndex)};`;
    },
  };
}
