/// <reference lib="webworker" />
/**
 * The engine worker's entry. zod compiles fast parsers with `new Function` where it may, and to find
 * out tries one as each object schema is made, which the app's Content-Security-Policy (no eval)
 * reports as a violation even though zod catches the refusal. The libraries make schemas as their
 * modules load, and a module worker runs every module it imports before its own code: so this entry
 * imports nothing, sets zod's global config (which zod reads when it loads) to parse without compiling,
 * holds the page's first messages, and then loads the engine (`engineWorkerMain.ts`, with the
 * libraries in chunks of their own, a topology's graph code only when it first runs).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope & { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

const early: MessageEvent[] = [];
scope.onmessage = (event) => void early.push(event);

import("./engineWorkerMain").then(
  ({ startEngineWorker }) => startEngineWorker(early),
  (error: unknown) => {
    // Thrown from a task of its own, so the page hears it as the worker's error (a chunk that did not load).
    setTimeout(() => {
      throw error;
    });
  },
);
