import type { StoreApi } from "zustand/vanilla";
import type { AppState } from "../store/types";

/** How often an open page asks whether a newer build is deployed (its service worker script changed). */
const CHECK_EVERY_MS = 10 * 60_000;

/** What browsers say when a dynamic import fails: the chunk is gone, or the server sent something else (an HTML page). */
const MISSING_CHUNK = /dynamically imported module|Importing a module script failed|module script|Loading chunk/i;

/** Whether an error is a failed dynamic import (a chunk of this build that the server no longer has). */
export function isMissingChunk(error: unknown): boolean {
  return MISSING_CHUNK.test(error instanceof Error ? error.message : String(error));
}

/**
 * Tells the store when a newer build than the running one is deployed: its service worker takes over
 * this page (checked on an interval and when the tab comes back), or a chunk this build needs fails
 * to load (the server has a newer build, or answers with its HTML page). The page only offers a
 * reload; it never reloads by itself in the middle of a lesson.
 */
export function watchForNewVersion(store: StoreApi<AppState>): void {
  const found = store.getState().newVersionFound;
  // Vite's own event for a dynamic import (and its preloads) that failed.
  window.addEventListener("vite:preloadError", () => found("missingChunk"));
  window.addEventListener("unhandledrejection", (event) => {
    if (!isMissingChunk(event.reason)) return;
    found("missingChunk");
    // Said to the user in words; not an uncaught error too.
    event.preventDefault();
  });
  const workers = navigator.serviceWorker;
  if (!workers) return;
  // The first controller is this build's own worker installing; only a change after that is a newer build.
  let controlled = Boolean(workers.controller);
  workers.addEventListener("controllerchange", () => {
    if (controlled) found("deployed");
    controlled = true;
  });
  const check = () => void workers.getRegistration().then((registration) => registration?.update()).catch(() => undefined);
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
}
