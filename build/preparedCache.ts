import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * Where the cached JSON lives: the user's cache directory (`$XDG_CACHE_HOME`, else `~/.cache`), so every
 * clone and worktree on the machine shares it, a CI run's fresh clone and its `npm ci` included.
 * `PREPARED_CACHE_DIR` puts it elsewhere.
 */
const CACHE_ROOT = process.env.PREPARED_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "agent-topology-playground");

/** Every file whose change can change a run: the engine, the script, the installed libraries and our patches to them. */
async function inputsHash(script: string): Promise<string> {
  const hash = createHash("sha256");
  const files = async (dir: string, keep: (file: string) => boolean) =>
    (await readdir(root(dir), { recursive: true })).filter(keep).sort().map((file) => `${dir}/${file}`);
  const engine = await files("src/engine", (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const patches = await files("patches", (file) => file.endsWith(".patch"));
  for (const file of [...engine, ...patches, script, "package-lock.json"]) hash.update(file).update(await readFile(root(file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The JSON a build script (run by tsx in a child process so the Vite config never loads LangGraph)
 * prints, cached under {@link CACHE_ROOT}`/<cache>` by a hash of its inputs: a build with none of them
 * changed reuses it instead of running the engine again.
 */
export async function cachedScriptJson(script: string, cache: string): Promise<string> {
  const dir = join(CACHE_ROOT, cache);
  const cached = `${dir}/${await inputsHash(script)}.json`;
  let json = await readFile(cached, "utf8").catch(() => undefined);
  if (json === undefined) {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", root(script)], { maxBuffer: 256 * 1024 * 1024 });
    json = JSON.stringify(JSON.parse(stdout));
    await mkdir(dir, { recursive: true });
    // Written whole, then renamed: a build running beside this one reads the old state or the new, never half.
    await writeFile(`${cached}.${process.pid}`, json);
    await rename(`${cached}.${process.pid}`, cached);
  }
  return json;
}
