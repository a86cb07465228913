import type { PreRenderedChunk } from "rolldown";
import { FIRST_PAINT_CHUNK } from "./firstPaintChunk.js";

/**
 * Names for the chunks the bundler makes of modules several entries share. Rolldown names such a
 * chunk after one of its modules, often a small one (the scenario catalogue came out as
 * "humanRequest", React Flow as "GalleryCode"), so the bench and the first-paint test read names
 * that say nothing. The first rule whose module is in the chunk names it; other chunks keep the
 * bundler's name.
 */
const SHARED_CHUNK_NAMES: { name: string; module: RegExp }[] = [
  { name: "scenarios", module: /src[\\/]engine[\\/]scenarios[\\/]index\.ts$/ },
  // What the page shares with the catalogue: the knob, check and topology tables and the opening scenario.
  { name: "engine-tables", module: /src[\\/]engine[\\/]knobs\.ts$/ },
  { name: "react-flow", module: /node_modules[\\/]@xyflow[\\/]react[\\/]/ },
  // React with what every part of the page reads through it: the store, the share-layer messages, the prices.
  { name: "react-and-store", module: /node_modules[\\/]react[\\/]index\.js$/ },
  // The engine's libraries (loaded in the workers, and in the page only by the probe).
  { name: "langgraph-prebuilt", module: /node_modules[\\/]@langchain[\\/]langgraph[\\/]dist[\\/]prebuilt[\\/]/ },
  { name: "langgraph", module: /node_modules[\\/]@langchain[\\/]langgraph[\\/]dist[\\/]pregel[\\/]/ },
  { name: "langgraph-supervisor", module: /node_modules[\\/]@langchain[\\/]langgraph-supervisor[\\/]/ },
  { name: "langchain-agents", module: /node_modules[\\/]langchain[\\/]dist[\\/]agents[\\/]/ },
  { name: "deepagents", module: /node_modules[\\/]deepagents[\\/]/ },
];

/**
 * The file name pattern of a chunk: shared chunks get one from {@link SHARED_CHUNK_NAMES}, and so does
 * a dynamic entry whose own module a rule names (the scenario catalogue's `index.ts`, loaded after the
 * first paint); other entries keep their module's name.
 */
export function chunkFileName(chunk: PreRenderedChunk): string {
  // The entry, and the first paint's own chunk (see firstPaintChunk.ts).
  if (chunk.isEntry || chunk.name === FIRST_PAINT_CHUNK) return "assets/[name]-[hash].js";
  const ids = chunk.isDynamicEntry ? [chunk.facadeModuleId ?? ""] : chunk.moduleIds;
  const rule = SHARED_CHUNK_NAMES.find((candidate) => ids.some((id) => candidate.module.test(id)));
  return `assets/${rule?.name ?? "[name]"}-[hash].js`;
}
