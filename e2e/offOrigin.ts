import type { BrowserContext } from "@playwright/test";

/** Schemes that never leave the machine. */
const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:"]);

/**
 * Records every request the context's pages (and their workers) make to an origin other than
 * `origin`. The app is fully static: anything else would be a leak (a CDN font, telemetry, an API
 * call), so the suite fails on it.
 */
export function recordOffOriginRequests(context: BrowserContext, origin: string): string[] {
  const offOrigin: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (LOCAL_SCHEMES.has(url.protocol)) return;
    if (url.origin !== origin) offOrigin.push(`${request.method()} ${request.url()}`);
  });
  return offOrigin;
}
