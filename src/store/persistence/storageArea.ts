/** What the app stores into: the page's `localStorage`, or a stand-in in tests. Any call may throw. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why a value could not be saved: the browser blocks site storage, or its quota is full. */
export type SaveProblem = "blocked" | "full";

/** Storage that never throws: every read and write says what happened instead. */
export interface GuardedStorage {
  /** The stored text (`null` when there is none), or `undefined` when storage cannot be read at all. */
  read(key: string): string | null | undefined;
  /** Saves the text; returns the problem when it could not. */
  write(key: string, text: string): SaveProblem | undefined;
  remove(key: string): void;
  /** Whether a write would work now (a full quota refuses even a small one); stores nothing. */
  probe(): SaveProblem | undefined;
}

/** The key a probe writes and removes at once; it never holds a value. */
const PROBE_KEY = "playground-probe";

/** A DOMException name, or the error's `name`, for telling a full quota from a blocked store. */
function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED";
}

/**
 * The one guarded access to storage. `open` returns the store (reading `localStorage` itself throws
 * when the browser blocks site data, so it is read inside the guard, each time).
 */
export function guardStorage(open: () => StorageLike | undefined): GuardedStorage {
  const area = (): StorageLike | undefined => {
    try {
      return open() ?? undefined;
    } catch {
      return undefined;
    }
  };
  const guarded: GuardedStorage = {
    read(key) {
      try {
        const store = area();
        return store ? store.getItem(key) : undefined;
      } catch {
        return undefined;
      }
    },
    write(key, text) {
      const store = area();
      if (!store) return "blocked";
      try {
        store.setItem(key, text);
        return undefined;
      } catch (error) {
        return isQuotaError(error) ? "full" : "blocked";
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing to do: a store that cannot be written keeps nothing of ours either.
      }
    },
    probe() {
      const problem = guarded.write(PROBE_KEY, "1");
      if (!problem) guarded.remove(PROBE_KEY);
      return problem;
    },
  };
  return guarded;
}

/** A store in memory (tests). */
export function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
