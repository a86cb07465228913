/**
 * What a built chunk is made of (issue 14), source-map-explorer style: `npx vite build --sourcemap`,
 * then `npx tsx scripts/bundleComposition.ts dist/assets/main-*.js ...`. Each chunk's minified bytes
 * are attributed through its source map to the package (or our own folder) they came from; the gzip
 * column compresses each group's bytes on their own, so it is an estimate (groups compress a little
 * better together than apart).
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { TraceMap, eachMapping } from "@jridgewell/trace-mapping";

/** With `--files`, each of our source files is a group of its own. */
const byFile = process.argv.includes("--files");

/** `node_modules/@scope/name/...` -> `@scope/name`; `src/ui/flow/x.ts` -> `src/ui/flow` (or the file itself, with `--files`). */
function groupOf(source: string | null): string {
  if (!source) return "(no source)";
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = source.slice(modules + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf("src/");
  if (src >= 0) return byFile ? source.slice(src) : source.slice(src).split("/").slice(0, 3).join("/");
  return source.replace(/^(\.\.\/)+/, "");
}

function composition(file: string): void {
  const code = readFileSync(file, "utf8");
  const map = new TraceMap(readFileSync(`${file}.map`, "utf8"));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === "\n") lineStarts.push(i + 1);
  const segments: { at: number; group: string }[] = [];
  eachMapping(map, (m) => segments.push({ at: lineStarts[m.generatedLine - 1] + m.generatedColumn, group: groupOf(m.source) }));
  segments.sort((a, b) => a.at - b.at);
  const bytes = new Map<string, string[]>();
  let cursor = 0;
  let group = "(no source)";
  for (const segment of [...segments, { at: code.length, group: "" }]) {
    const list = bytes.get(group) ?? [];
    list.push(code.slice(cursor, segment.at));
    bytes.set(group, list);
    cursor = segment.at;
    group = segment.group;
  }
  const rows = [...bytes].map(([name, parts]) => {
    const text = parts.join("");
    return { name, raw: Buffer.byteLength(text), gzip: gzipSync(text).length };
  });
  rows.sort((a, b) => b.raw - a.raw);
  const total = gzipSync(code).length;
  console.log(`\n${file}: ${(Buffer.byteLength(code) / 1024).toFixed(1)} KB raw, ${(total / 1024).toFixed(1)} KB gzip`);
  for (const row of rows.filter((r) => r.raw > 1024)) {
    console.log(`  ${row.name.padEnd(48)} ${(row.raw / 1024).toFixed(1).padStart(7)} KB raw ${(row.gzip / 1024).toFixed(1).padStart(6)} KB gzip`);
  }
}

for (const file of process.argv.slice(2).filter((arg) => !arg.startsWith("--"))) composition(file);
