import { engineActivity } from "../worker/engineActivity";
import { afterPaint } from "./afterPaint";

/**
 * How long the page's engines must have had nothing to do before the service worker installs. Its
 * precaching compiles about 5.5 MB of scripts for the code cache, more than a second of CPU on a
 * two-core laptop: beside a sweep it made the whole sweep about a fifth slower (median of six cold
 * sweeps each, service worker allowed 2,611 ms, blocked 2,030 ms).
 */
export const QUIET_BEFORE_INSTALL_MS = 2000;

/**
 * Registers the Workbox service worker the build generates (`sw.js`, see vite.config.ts) once the
 * page has loaded, its first diagram is on screen (the load event can come before it) and its engines
 * have been quiet a while, so precaching never competes with the first paint or with a run, a sweep or
 * a chart the user asked for. Only the app registers it: the engine probe page (e2e, bench) must not
 * precache in the background while it measures.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // Without it the app still works, only not offline; nothing to tell the user.
  const register = () =>
    afterPaint(() =>
      void engineActivity
        .whenQuiet(QUIET_BEFORE_INSTALL_MS)
        .then(() => navigator.serviceWorker.register("/sw.js", { scope: "/" }))
        .catch(() => undefined),
    );
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
