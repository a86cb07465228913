/**
 * A minimal `process` for the browser, installed before `deepagents` loads. Its glob matching
 * (micromatch -> picomatch 2) reads `process.platform` at load time, and a Web Worker has no
 * `process`: without this the package throws "process is not defined" and the deep-agent topology
 * cannot be built. The shim says nothing Node-like (no `versions.node`), so libraries that detect Node
 * still see a browser; `version` is empty, so picomatch treats regex lookbehinds in extglobs as
 * unsupported rather than guessing. Drop it when deepagents' browser build stops reaching picomatch 2
 * (picomatch 4 checks `typeof process` first). See README, "Why the patches".
 */
const scope = globalThis as { process?: unknown };
if (scope.process === undefined) scope.process = { platform: "browser", version: "", versions: {}, env: {} };

export {};
