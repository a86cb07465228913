import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import type { AppState } from "./types";

let instance: StoreApi<AppState> | undefined;

/** Makes `store` the page's store. The composition root (`src/app/`) calls it once, before React mounts. */
export function installAppStore(store: StoreApi<AppState>): void {
  instance = store;
}

/** The page's store, as installed by the composition root. */
export function getAppStore(): StoreApi<AppState> {
  if (!instance) throw new Error("No app store installed: src/app/startApp.ts installs it before the page renders.");
  return instance;
}

/**
 * Reads the page's store with a module-level selector. Selectors returning objects must be wrapped in
 * `useShallow`; never select the whole state.
 */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(getAppStore(), selector);
}
