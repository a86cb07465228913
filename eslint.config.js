// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

/**
 * Browser-only globals. The engine and the share code must run unchanged in Node (Vitest, the CLI)
 * and in a Web Worker, so they may not touch the page.
 */
const DOM_GLOBALS = [
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "indexedDB",
  "navigator",
  "location",
  "history",
  "screen",
  "alert",
  "confirm",
  "prompt",
  "getComputedStyle",
  "matchMedia",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "MutationObserver",
  "ResizeObserver",
  "IntersectionObserver",
  "XMLHttpRequest",
  "DOMParser",
  "customElements",
  "Element",
  "HTMLElement",
  "HTMLCanvasElement",
  "HTMLInputElement",
  "SVGElement",
].map((name) => ({
  name,
  message: `src/engine and src/share are framework-free and run in Node and Web Workers: no DOM global "${name}". Pass what you need in as an argument.`,
}));

/** Packages that belong to the UI layer only. */
const UI_PACKAGES = {
  patterns: [
    {
      group: ["react", "react/*", "react-dom", "react-dom/*", "zustand", "zustand/*", "@xyflow/*"],
      message: "src/engine and src/share are framework-free (see DESIGN.md, Layers): no React, zustand or @xyflow here.",
    },
  ],
};

/**
 * Imports that reach up the layers (DESIGN.md, Layers): engine <- share <- store <- ui <- app. The store
 * holds state and orchestration and is wired to the page by the composition root in src/app/, so it
 * never imports a component, a view-model or the app; the worker holds only the engine and its protocol.
 */
const upward = (layers, message) => ({
  group: layers.flatMap((layer) => [`**/${layer}`, `**/${layer}/**`]),
  message,
});
const STORE_FENCE = {
  patterns: [
    upward(["ui", "app", "worker"], "src/store imports nothing from src/ui, src/app or src/worker (DESIGN.md, Layers): move pure data code into the store or share, and let src/app wire page things in."),
  ],
};
const ENGINE_FENCE = {
  patterns: [
    ...UI_PACKAGES.patterns,
    upward(["store", "ui", "app", "worker"], "src/engine and src/share import nothing from store, ui, app or worker (DESIGN.md, Layers)."),
  ],
};
const WORKER_FENCE = {
  // The worker client implements the store's EngineClient port, so store types are the one thing above it it may see.
  patterns: [upward(["ui", "app"], "src/worker is the engine in a worker and its protocol: it imports no UI or app code (DESIGN.md, Layers).")],
};

/**
 * Topology descriptors are read by the page (picker, state panel, validation), which must not load the
 * LangGraph libraries: a descriptor loads its graph module with `import()` from its `build` only.
 */
const DESCRIPTOR_IMPORTS = {
  patterns: [
    ...ENGINE_FENCE.patterns,
    {
      group: ["@langchain/*", "langchain", "langchain/*", "./graphs/*"],
      allowTypeImports: true,
      message: "A topology descriptor is read by the page: load runtime code from build() with import(\"./graphs/<topology>\"), never statically (it would put the LangGraph libraries in the page bundle).",
    },
  ],
};

export default defineConfig([
  globalIgnores(["dist/", "node_modules/", "scratch/", "test-results/", "playwright-report/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Everything here is ES modules; Node globals are fine outside the engine (scripts, configs, CLI).
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      // TypeScript already reports undefined names, and knows about DOM and Node globals.
      "no-undef": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/ui/**/*.{ts,tsx}", "src/store/**/*.{ts,tsx}", "src/*.tsx"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ["src/engine/**/*.ts", "src/share/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", ENGINE_FENCE],
      "no-restricted-globals": ["error", ...DOM_GLOBALS],
    },
  },
  {
    files: ["src/store/**/*.ts"],
    rules: { "no-restricted-imports": ["error", STORE_FENCE] },
  },
  {
    files: ["src/ui/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [upward(["app"], "src/ui does not import the composition root (src/app): it reads the store.")] }] },
  },
  {
    files: ["src/worker/**/*.ts"],
    rules: { "no-restricted-imports": ["error", WORKER_FENCE] },
  },
  {
    files: ["src/engine/topologies/*.ts"],
    ignores: ["src/engine/topologies/*.test.ts"],
    rules: { "no-restricted-imports": ["error", DESCRIPTOR_IMPORTS] },
  },
]);
