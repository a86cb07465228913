import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import prepared from "virtual:prepared-trace";
import { initialLocale, LOCALE_KEY } from "./initialLocale";
import { createWorkerEngine } from "../worker/workerEngine";
import { createAppStore } from "./createAppStore";
import type { AppState } from "./types";

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

let instance: StoreApi<AppState> | undefined;

/** The page's store, made on first use with the Web Worker engine. */
export function getAppStore(): StoreApi<AppState> {
  instance ??= createAppStore({ engine: createWorkerEngine(), prepared }, {
    theme: initialTheme(),
    locale: initialLocale(savedValue(LOCALE_KEY), globalThis.navigator?.languages ?? []),
  });
  return instance;
}

/**
 * Reads the page's store with a module-level selector. Selectors returning objects must be wrapped in
 * `useShallow`; never select the whole state.
 */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(getAppStore(), selector);
}
