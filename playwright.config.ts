import { statfsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * The e2e suite runs against the production build (`vite build`, run first by `npm test`) served by
 * `vite preview`, in Debian's headless Chromium: `scripts/ensure-chromium.sh` finds or installs it. Playwright's
 * own browser downloads are never used.
 */

/** Preview port; override with E2E_PORT to run next to another preview server. */
const PORT = Number(process.env.E2E_PORT ?? 4182);

/** Flags for a headless Chromium on a machine without GPU, sandbox or network beyond localhost. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's Chromium, the browser users run: the bench measures it. */
export const CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * Debian's headless-only build of the same Chromium, which the e2e tests drive (Playwright's own
 * default for headless runs is such a shell too). Measured on four spec files, it took 352 CPU-seconds
 * where the full browser took 406.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * Playwright starts Chromium with `--disable-dev-shm-usage` (containers often give /dev/shm 64 MB), so
 * the browser's shared memory goes to files in /tmp: on a disk, that is system time in every renderer.
 * Where /dev/shm has room (a gigabyte) the browser uses it: four spec files took 85 and 88 s instead of 92 and 93.
 */
function devShmHasRoom(): boolean {
  try {
    const { bavail, bsize } = statfsSync("/dev/shm");
    return bavail * bsize >= 2 ** 30;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  // A web-first assertion waits for its state; on a busy two-core machine a diagram laid out by ELK's
  // worker, or a run on the real runtime, can take longer than Playwright's 5 s default to get there.
  expect: { timeout: 15_000 },
  // The JSON report holds each test's time: `npm test` ends with the slowest (scripts/slowestTests.ts).
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Specs read English text unless they open a link with lang=zh; the browser language decides a first visit.
    locale: "en-US",
    // Locally a failed test keeps its trace (actions, network, console) and its screenshot. Not a
    // screencast (a JPEG of every frame) nor DOM snapshots (before and after every action): recorded for
    // every test and thrown away when it passes, they were a third and then a fifth of the suite's CPU.
    // CI records no trace at all: a trace copies the body of every response (about 7 MB of JS a page
    // load) from the browser into the trace folder, for every test, and three spec files took 198
    // CPU-seconds with it and 180 without (means of three runs each). A failed test there still leaves its
    // screenshot and the page's accessibility snapshot (error-context.md); `--trace on` records one again.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // The app's service worker would precache about 5 MB in every test's fresh context; only the
    // offline spec, which is about it, lets it run.
    serviceWorkers: "block",
    // `vite preview` gzips every response as it sends it (about 7 MB of JS a page load, the workers'
    // included) and the browser inflates it again: 0.1 to 0.3 CPU-seconds a fresh page on this
    // machine, for bytes that never leave it. The files served are the same.
    extraHTTPHeaders: { "Accept-Encoding": "identity" },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: devShmHasRoom() ? ["--disable-dev-shm-usage"] : [] },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
