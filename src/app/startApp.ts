import prepared from "virtual:prepared-trace";
import { installAppStore } from "../store/appStore";
import { createAppStore } from "../store/createAppStore";
import type { AppState } from "../store/types";
import { createWorkerEngine } from "../worker/workerEngine";
import { startAutosave } from "./autosave";
import { openFromAddressBar, startUrlSync } from "./urlSync";

function initialTheme(): AppState["theme"] {
  const saved = globalThis.localStorage?.getItem("playground-theme");
  if (saved === "light" || saved === "dark") return saved;
  return globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/**
 * The composition root: builds the page's store on the Web Worker engine and the runs prepared at
 * build time, installs it, restores the saved draft, opens the address bar's link (or runs the
 * default), and keeps the address bar in step with the app.
 */
export function startApp(): void {
  const store = createAppStore({ engine: createWorkerEngine(), prepared }, { theme: initialTheme() });
  installAppStore(store);
  startAutosave(store);
  openFromAddressBar(store);
  startUrlSync(store);
}
