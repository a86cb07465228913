// Loaded before the app's modules by every built page (see build/contentSecurityPolicy.ts; the engine
// worker sets the same in src/worker/engine.worker.ts). zod probes
// `new Function` for its JIT as each object schema is made, and the libraries make schemas as their
// modules load, before any app code could call `z.config`; a strict Content-Security-Policy reports
// that probe as a violation even though zod catches it. zod reads its config from this global.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
