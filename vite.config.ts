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
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
  },
});
