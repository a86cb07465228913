import { afterPaint } from "./afterPaint";

/**
 * Registers the Workbox service worker the build generates (`sw.js`, see vite.config.ts) once the
 * page has loaded and its first diagram is on screen, so its precaching (about 5.5 MB) never competes
 * with the first paint: the page's load event can come before the diagram. Only the app registers it:
 * the engine probe page (e2e, bench) must not precache in the background while it measures.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // Without it the app still works, only not offline; nothing to tell the user.
  const register = () => afterPaint(() => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
