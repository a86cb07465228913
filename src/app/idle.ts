/**
 * Calls back once the page has nothing to do, or after `timeoutMs` of never being idle; where the
 * browser has no idle callbacks (Safari), at the next task.
 */
export function onIdle(callback: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => callback(), { timeout: timeoutMs });
  else setTimeout(callback, 0);
}
