import { useSyncExternalStore } from "react";

// One live list per query: React reads a snapshot on every render of every user, and `matches` on a
// kept list is a property read, where each `matchMedia` call builds and evaluates a new one.
const lists = new Map<string, MediaQueryList>();
const listFor = (query: string): MediaQueryList => {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = matchMedia(query)));
  return list;
};

/** Whether a CSS media query matches now; re-renders when that changes (a window resized or turned). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => listFor(query).matches,
  );
}
