import { DIAGRAM_SHOWN } from "../ui/flow/diagramShown";

/** How long to wait for the first diagram before starting the deferred work anyway (a page that shows none). */
const NO_DIAGRAM_MS = 5000;

/**
 * Calls back a little after the first diagram is on screen, so the deferred chunks' downloads, the
 * engine worker's start and the service worker's precaching do not compete with it. A fixed delay from
 * start is not enough: a page that opens in Chinese first waits for its catalog, and on a busy machine
 * the diagram can come later still.
 */
export function afterPaint(callback: () => void): void {
  const soon = (): void => void requestAnimationFrame(() => setTimeout(callback, 250));
  if (performance.getEntriesByName(DIAGRAM_SHOWN).length) return soon();
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer.disconnect();
    clearTimeout(fallback);
    soon();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(DIAGRAM_SHOWN).length) once();
  });
  observer.observe({ type: "mark" });
  const fallback = setTimeout(once, NO_DIAGRAM_MS);
}
