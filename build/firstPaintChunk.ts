import { isAbsolute, relative } from "node:path";
import type { Plugin } from "vite";

/** The page's entry module: what `index.html` loads. */
const ENTRY = /[\\/]src[\\/]main\.tsx$/;

/**
 * Where the build lists the modules of the first paint's chunk (paths from the project's root), for the
 * first-paint test: a static import that pulls a deferred piece onto the first paint's path puts it in
 * that chunk, where no chunk name shows it.
 */
export const FIRST_PAINT_MODULES_FILE = ".vite/first-paint-modules.json";

/** The first paint's chunk: its name, and its file's (`assets/first-paint-<hash>.js`). */
export const FIRST_PAINT_CHUNK = "first-paint";

/**
 * One chunk for the modules the first paint runs, instead of the forty-odd the bundler makes of them.
 * Left to itself it puts every module that a lazily loaded chunk imports too into a chunk shared only
 * by that set of importers, so the page's entry pulled in about 45 small files before it could start;
 * a browser fetches six at a time from one HTTP/1.1 server, and the last of them arrived about 450 ms
 * after the first on this machine. The static imports of the entry are collected once the module graph
 * is complete (`buildEnd`, before chunking) and bundled together (`group`, a code-splitting group); the
 * lazily loaded chunks then import what they share with the first paint from that chunk. The build
 * lists them in {@link FIRST_PAINT_MODULES_FILE}.
 */
export function firstPaintChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const modules = new Set<string>();
  let root = "";
  const plugin: Plugin = {
    name: "first-paint-chunk",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      modules.clear();
      const entry = [...this.getModuleIds()].find((id) => ENTRY.test(id));
      if (!entry) return;
      const queue = [entry];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle() {
      if (modules.size === 0) return;
      // Files by their path from the root; virtual modules (the prepared runs) by their id.
      const paths = [...modules].map((id) => (isAbsolute(id) ? relative(root, id).split("\\").join("/") : id.replace(/^\0/, ""))).sort();
      this.emitFile({ type: "asset", fileName: FIRST_PAINT_MODULES_FILE, source: `${JSON.stringify(paths, null, 1)}\n` });
    },
  };
  // The entry itself stays the entry chunk, which then only imports this one.
  return { plugin, group: { name: FIRST_PAINT_CHUNK, test: (id) => modules.has(id) && !ENTRY.test(id) } };
}
