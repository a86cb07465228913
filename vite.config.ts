import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentSecurityPolicyPlugin, PREVIEW_HEADERS } from "./build/contentSecurityPolicy.js";
import { preparedTracePlugin } from "./build/preparedTracePlugin.js";

export default defineConfig({
  plugins: [react(), tailwindcss(), preparedTracePlugin(), contentSecurityPolicyPlugin()],
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
        advancedChunks: { groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
  },
});
