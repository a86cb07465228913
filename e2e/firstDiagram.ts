/**
 * The moment the first diagram is on screen, watched from inside the page: the bench times cold loads
 * with it and counts the JS fetched before it (`scripts/benchUi.ts`), and an e2e test checks that what
 * the app defers is not among that JS (`e2e/first-paint.spec.ts`).
 */

/** When the first frame showing a diagram node was painted (page clock), and the page's JS fetched by then. */
export interface FirstDiagram {
  at: number;
  timeOrigin: number;
  pageJs: string[];
}

declare global {
  interface Window {
    __firstDiagram?: Promise<FirstDiagram>;
  }
}

/**
 * Runs in the page before its own scripts: resolves once the first frame in which a diagram node is
 * visible has been painted, with that moment (a task queued from the frame's animation callback runs
 * after the frame's style, layout and paint) and the JS the page itself had fetched by then. It
 * watches DOM mutations rather than polling every frame, so it adds no frames of its own.
 */
export function watchFirstDiagram(): void {
  // A node of React Flow's diagram, or of the sketch the page draws before React Flow's code is in.
  const NODE = '[data-testid^="flow-node-"], [data-testid^="sketch-node-"]';
  window.__firstDiagram = new Promise((resolve) => {
    let waiting = false;
    const afterPaint = () => {
      const node = document.querySelector(NODE);
      if (!node?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        waiting = false;
        return;
      }
      observer.disconnect();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const pageJs = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith(".js"));
        resolve({ at: performance.now(), timeOrigin: performance.timeOrigin, pageJs });
      };
      channel.port2.postMessage(undefined);
    };
    const observer = new MutationObserver(() => {
      if (waiting || !document.querySelector(NODE)) return;
      waiting = true;
      requestAnimationFrame(afterPaint);
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}
