/**
 * Registers the Workbox service worker the build generates (`sw.js`, see vite.config.ts), once the
 * page has loaded so its precaching never competes with the first run. Only the app registers it:
 * the engine probe page (e2e, bench) must not precache in the background while it measures.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    // Without it the app still works, only not offline; nothing to tell the user.
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  });
}
