import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { contentSecurityPolicyPlugin, PREVIEW_HEADERS } from "./build/contentSecurityPolicy.js";
import { chunkFileName } from "./build/chunkNames.js";
import { firstPaintChunk } from "./build/firstPaintChunk.js";
import { engineModulesPlugin } from "./build/engineModulesPlugin.js";
import { preparedTracePlugin } from "./build/preparedTracePlugin.js";
import { preparedGrowthPlugin } from "./build/preparedGrowthPlugin.js";
import { preparedSweepsPlugin } from "./build/preparedSweepsPlugin.js";

const firstPaint = firstPaintChunk();

export default defineConfig({
  plugins: [
    firstPaint.plugin,
    react(),
    tailwindcss(),
    engineModulesPlugin(),
    preparedTracePlugin(),
    preparedGrowthPlugin(),
    preparedSweepsPlugin(),
    contentSecurityPolicyPlugin(),
    // Offline: a Workbox service worker precaches the app, its workers and every chunk, so a room
    // without network can reload the page and restart the engine worker (Stop, then "Run again").
    VitePWA({
      // Registered by the app itself (src/app/serviceWorker.ts), not by an injected script in every page.
      injectRegister: false,
      manifest: false,
      workbox: {
        // Take over the page that installed it: a Stop restarts the engine worker, whose script must
        // then come from the precache even if this page was never reloaded.
        clientsClaim: true,
        skipWaiting: true,
        globPatterns: ["**/*.{js,css,html,svg}"],
        // The engine probe is for the e2e suite and the bench, not for learners.
        globIgnores: ["src/probe/**", "assets/probe-*.js"],
        // The engine and token workers carry the LangGraph libraries (deepagents with its langsmith and
        // SDK clients included: about 4.3 MB) and the tokenizer (about 2.3 MB).
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/src\/probe\//],
      },
    }),
  ],
  // The engine and token workers are module workers: built as ES modules, the graph builders a topology
  // imports lazily (deepagents with its YAML and glob code, say) are chunks a worker loads when that
  // topology first runs, not code every worker parses when it starts.
  worker: { format: "es" },
  preview: { headers: PREVIEW_HEADERS },
  build: {
    rolldownOptions: {
      // The app, plus the engine probe page the e2e suite and `npm run bench` drive (served at
      // /src/probe/index.html; it is not linked from the app).
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        probe: fileURLToPath(new URL("src/probe/index.html", import.meta.url)),
      },
      output: {
        // zod is shared by the page (knob and scenario schemas) and the lazily loaded graph modules;
        // without its own chunk it lands in LangGraph's, and the page would preload all of LangGraph.
        // The page's schemas use zod/mini; the classic API (and its JSON Schema writer) and the v3 API
        // are LangChain's alone, so each gets a chunk of its own that the first paint never fetches.
        codeSplitting: {
          groups: [
            { name: "zod-v3", test: /node_modules[\\/]zod[\\/]v3[\\/]/ },
            { name: "zod-classic", test: /node_modules[\\/]zod[\\/]v4[\\/](classic[\\/]|core[\\/](json-schema|to-json-schema)|locales[\\/](?!en\.js))/, includeDependenciesRecursively: false },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            // What the first paint runs, in one chunk (see build/firstPaintChunk.ts).
            firstPaint.group,
          ],
        },
        chunkFileNames: chunkFileName,
      },
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "build/**/*.test.ts"],
    environment: "node",
    // Every test sees the whole catalogue, and runs LangGraph as the browser does (no AsyncLocalStorage).
    setupFiles: ["src/engine/testing/wholeCatalogue.ts", "src/engine/trace/asInTheBrowser.ts"],
    // One module graph per worker, not one per test file: LangChain and the catalogue are imported once
    // a worker instead of once a file (no test relies on a fresh graph; the few that need one call
    // vi.resetModules). A worker per core: the checks lane shares them only for its first minute.
    isolate: false,
    maxWorkers: availableParallelism(),
    // Ceilings, not waits: with a worker per core, on a machine busy with other work, a test that takes
    // 1 s alone can take 5 (parsing the o200k table did, beside two CPU-bound processes).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The JSON report holds each test's time: `npm test` ends with the slowest (scripts/slowestTests.ts).
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
