import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Plugin } from "vite";

/** The virtual module holding the growth-chart points made at build time. */
export const PREPARED_GROWTH_MODULE = "virtual:prepared-growth";
const RESOLVED = `\0${PREPARED_GROWTH_MODULE}`;

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const CACHE_DIR = root("node_modules/.cache/prepared-growth");

/** Every file whose change can change a run: the engine, this script, and the installed libraries. */
async function inputsHash(): Promise<string> {
  const hash = createHash("sha256");
  const engine = (await readdir(root("src/engine"), { recursive: true })).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
  for (const file of engine) hash.update(file).update(await readFile(root(`src/engine/${file}`)));
  for (const file of ["build/prepareGrowthSeries.ts", "package-lock.json"]) hash.update(file).update(await readFile(root(file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Runs the growth charts of the built-in generated scenarios at their defaults (`prepareGrowthSeries`,
 * about 160 runs) on the real engine in Node while Vite builds, and serves the points as a module the
 * page imports only when a chart opens, so they cost the first paint nothing. The points are cached
 * under node_modules/.cache by a hash of the engine's sources and the lockfile: a build with neither
 * changed reuses them instead of spending the runs again.
 */
export function preparedGrowthPlugin(): Plugin {
  return {
    name: "prepared-growth",
    resolveId: (source) => (source === PREPARED_GROWTH_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const cached = `${CACHE_DIR}/${await inputsHash()}.json`;
      let json = await readFile(cached, "utf8").catch(() => undefined);
      if (json === undefined) {
        // A child process (tsx) runs the engine, so the Vite config itself never bundles or loads LangGraph.
        const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", root("build/prepareGrowthSeries.ts")], { maxBuffer: 64 * 1024 * 1024 });
        json = JSON.stringify(JSON.parse(stdout));
        await mkdir(CACHE_DIR, { recursive: true });
        await writeFile(cached, json);
      }
      return `export default ${json};`;
    },
  };
}
