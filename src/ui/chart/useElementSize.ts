import { useLayoutEffect, useRef, useState } from "react";

/** A ref and the current pixel size of the element it is attached to (the fallback until measured). */
export function useElementSize<T extends HTMLElement>(fallback: { width: number; height: number }) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number, height: number) => {
      const size = { width: Math.max(1, Math.floor(width)), height: Math.max(1, Math.floor(height)) };
      setSize((old) => (old.width === size.width && old.height === size.height ? old : size));
    };
    // Measured now, before the first paint; then whenever it changes.
    measure(element.clientWidth, element.clientHeight);
    const observer = new ResizeObserver(([entry]) => measure(entry.contentRect.width, entry.contentRect.height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
