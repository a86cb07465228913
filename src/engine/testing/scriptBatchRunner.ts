/**
 * Runs generated scripts one after another in this one Node process, as `tsx` would run each alone,
 * and writes what each printed to a JSON file: `tsx scriptBatchRunner.ts <results.json> <script.ts>...`.
 * LangChain and LangGraph are imported once instead of once a script (about 3 s of CPU each).
 *
 * A script is done when the process would exit if it ran alone: Node's `beforeExit`, which comes once
 * nothing is left to do. The next script starts only then, so no script's output mixes with another's.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ScriptOutput } from "./runScripts";

const [resultsFile, ...scripts] = process.argv.slice(2);
const results: ScriptOutput[] = [];
let current: ScriptOutput | undefined;

const writeStdout = process.stdout.write.bind(process.stdout);
const writeStderr = process.stderr.write.bind(process.stderr);
/** Console output and direct writes land in the current script's record instead of the pipe. */
function capture(stream: "stdout" | "stderr") {
  return (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    if (!current) return stream === "stdout" ? writeStdout(chunk) : writeStderr(chunk);
    current[stream] += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    const done = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    done?.();
    return true;
  };
}
process.stdout.write = capture("stdout") as typeof process.stdout.write;
process.stderr.write = capture("stderr") as typeof process.stderr.write;

function next(): void {
  if (current) results.push(current);
  const script = scripts[results.length];
  if (script === undefined) {
    current = undefined;
    writeFileSync(resultsFile, JSON.stringify(results));
    return;
  }
  current = { script, stdout: "", stderr: "" };
  const running = current;
  import(pathToFileURL(script).href).catch((error: unknown) => {
    running.stderr += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    running.failed = true;
  });
}

process.on("beforeExit", next);
next();
