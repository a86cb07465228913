/**
 * The sweep half of `npm run bench` (issue 14): research-code edited (so no sweep was computed at
 * build time), opened from its link; from the click that opens the sweep drawer, how long until the
 * first row is on screen and until every row is.
 */
import type { Browser } from "@playwright/test";
import LZString from "lz-string";
import { researchCode } from "../src/engine/scenarios/researchCode";

/**
 * research-code as an author edits it, its title and the user's request reworded: a custom scenario,
 * carried whole in the link, whose texts are not all the prepared runs' (see README, "One tokenizer per page").
 */
export function editedResearchCodeLink(): string {
  const edited = { ...researchCode, title: { en: "Research and code (edited)", zh: "研究与编码（已编辑）" }, userTurns: ["帮我调研 LangGraph supervisor，并给出一个示例"] };
  return `/#v=1&c=${LZString.compressToEncodedURIComponent(JSON.stringify(edited))}`;
}

/** Milliseconds from the click that opens the drawer. */
export interface SweepTiming {
  firstRow: number;
  allRows: number;
  rows: number;
}

const TIMEOUT_MS = 120_000;

/**
 * One cold page per sweep, so no sweep row is cached from an earlier one. With `afterAChange`, the
 * user first flips outputMode and looks at the result for a few seconds, as a class does before it
 * sweeps: the page starts the sweep's engine while idle, so the drawer opens on a warm pool.
 */
export async function measureSweep(browser: Browser, origin: string, { afterAChange = false } = {}): Promise<SweepTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${editedResearchCodeLink()}`);
    await page.locator('[data-testid^="flow-node-"]').first().waitFor({ timeout: TIMEOUT_MS });
    await page.waitForFunction(() => document.querySelector('[data-testid="run-status"]')?.getAttribute("data-status") !== "running", undefined, { timeout: TIMEOUT_MS });
    if (afterAChange) {
      await page.getByTestId("knob-outputMode").selectOption("full_history");
      await page.waitForFunction(() => document.querySelector('[data-testid="metric-messages"]') && document.querySelector('[data-testid="run-status"]')?.getAttribute("data-status") === "ready", undefined, { timeout: TIMEOUT_MS });
      await page.waitForTimeout(3000);
    } else await page.waitForTimeout(500);
    return await page.evaluate(
      (timeout) =>
        new Promise<SweepTiming>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("the sweep did not finish")), timeout);
          let firstRow: number | undefined;
          const check = () => {
            const rows = document.querySelectorAll('[data-testid="sweep-row"]').length;
            if (rows > 0 && firstRow === undefined) firstRow = performance.now() - started;
            const status = document.querySelector('[data-testid="sweep-panel"]')?.getAttribute("data-status");
            if (status === "ready" && firstRow !== undefined) {
              observer.disconnect();
              clearTimeout(timer);
              resolve({ firstRow, allRows: performance.now() - started, rows });
            }
          };
          // Event-driven (DOM mutations), so the measurement adds no frames of its own.
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-status"] });
          const started = performance.now();
          document.querySelector<HTMLButtonElement>('[data-testid="sweep-toggle"]')!.click();
        }),
      TIMEOUT_MS,
    );
  } finally {
    await context.close();
  }
}
