import prepared from "virtual:prepared-trace";
import { installAppStore } from "../store/appStore";
import { createAppStore } from "../store/createAppStore";
import { initialLocale, LOCALE_KEY } from "../store/initialLocale";
import type { AppState } from "../store/types";
import { createWorkerEngine } from "../worker/workerEngine";
import { startAutosave } from "./autosave";
import { openFromAddressBar, startUrlSync } from "./urlSync";

function savedValue(key: string): string | null | undefined {
  try {
    return globalThis.localStorage?.getItem(key);
  } catch {
    return undefined;
  }
}

function initialTheme(): AppState["theme"] {
  const saved = savedValue("playground-theme");
  if (saved === "light" || saved === "dark") return saved;
  return globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/**
 * Calls back a little after the next frame: by then the first diagram is on screen, and the engine
 * worker's download and start no longer compete with it.
 */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 250));
}

/**
 * The composition root: builds the page's store on the Web Worker engine and the runs prepared at
 * build time, installs it, restores the saved draft, opens the address bar's link (or runs the
 * default), and keeps the address bar in step with the app.
 */
export function startApp(): void {
  const store = createAppStore({ engine: createWorkerEngine(), prepared, afterPaint }, {
    theme: initialTheme(),
    locale: initialLocale(savedValue(LOCALE_KEY), globalThis.navigator?.languages ?? []),
  });
  installAppStore(store);
  startAutosave(store);
  openFromAddressBar(store);
  startUrlSync(store);
}
