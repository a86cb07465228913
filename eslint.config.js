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
 * Topology descriptors are read by the page (picker, state panel, validation), which must not load the
 * LangGraph libraries: a descriptor loads its graph module with `import()` from its `build` only.
 */
const DESCRIPTOR_IMPORTS = {
  patterns: [
    ...UI_PACKAGES.patterns,
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
      "no-restricted-imports": ["error", UI_PACKAGES],
      "no-restricted-globals": ["error", ...DOM_GLOBALS],
    },
  },
  {
    files: ["src/engine/topologies/*.ts"],
    ignores: ["src/engine/topologies/*.test.ts"],
    rules: { "no-restricted-imports": ["error", DESCRIPTOR_IMPORTS] },
  },
]);
