import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** Every file whose change can change a run: the engine, the script, and the installed libraries. */
async function inputsHash(script: string): Promise<string> {
  const hash = createHash("sha256");
  const engine = (await readdir(root("src/engine"), { recursive: true })).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
  for (const file of engine) hash.update(file).update(await readFile(root(`src/engine/${file}`)));
  for (const file of [script, "package-lock.json"]) hash.update(file).update(await readFile(root(file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The JSON a build script (run by tsx in a child process so the Vite config never loads LangGraph)
 * prints, cached under .cache/<cache> in the repository by a hash of the engine's sources, the script
 * and the lockfile: a build with none of them changed reuses it instead of running the engine again.
 * Outside node_modules, so the cache survives the `npm ci` that begins every CI run.
 */
export async function cachedScriptJson(script: string, cache: string): Promise<string> {
  const dir = root(`.cache/${cache}`);
  const cached = `${dir}/${await inputsHash(script)}.json`;
  let json = await readFile(cached, "utf8").catch(() => undefined);
  if (json === undefined) {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", root(script)], { maxBuffer: 256 * 1024 * 1024 });
    json = JSON.stringify(JSON.parse(stdout));
    await mkdir(dir, { recursive: true });
    await writeFile(cached, json);
  }
  return json;
}
