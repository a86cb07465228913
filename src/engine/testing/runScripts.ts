import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

/** What one script printed, and whether loading it threw (a script's own errors are its output). */
export interface ScriptOutput {
  script: string;
  stdout: string;
  stderr: string;
  failed?: boolean;
}

const ROOT = resolve(import.meta.dirname, "../../..");
const TSX = join(ROOT, "node_modules/.bin/tsx");
const RUNNER = join(import.meta.dirname, "scriptBatchRunner.ts");

/**
 * Writes each script to `dir` (under the repo, so its imports resolve to the repo's node_modules) and
 * runs them all with tsx in one process, one after another (`scriptBatchRunner.ts`): what each
 * printed, by name. Each still runs as a whole program, to its end, before the next starts.
 */
export async function runScripts(dir: string, scripts: readonly { name: string; code: string }[], timeoutMs = 600_000): Promise<Map<string, ScriptOutput>> {
  const files = scripts.map(({ name, code }, i) => {
    const file = join(dir, `${i}-${name.replace(/[^a-z0-9-]+/gi, "_")}.ts`);
    writeFileSync(file, code);
    return file;
  });
  const results = join(dir, "results.json");
  await promisify(execFile)(TSX, [RUNNER, results, ...files], { cwd: ROOT, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
  const outputs = JSON.parse(readFileSync(results, "utf8")) as ScriptOutput[];
  if (outputs.length !== files.length) throw new Error(`The batch ran ${outputs.length} of ${files.length} scripts.`);
  return new Map(scripts.map(({ name }, i) => [name, outputs[i]]));
}
