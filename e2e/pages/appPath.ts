/**
 * The path page objects open the app at. While idle after a change, the page runs ahead (the settings
 * one knob away, and the sweep's engines); that is about a CPU-second a test for work no
 * other spec reads, so page objects open it with `?predict=off` unless a spec asks for it
 * (`test.use({ runAhead: true })`), as the service worker runs only in the offline spec.
 */
export function appPath(runAhead: boolean): string {
  return runAhead ? "/" : "/?predict=off";
}
