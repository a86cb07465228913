/**
 * The layout half of `npm run bench` (issue 22): how long ELK takes to lay out the 24-worker
 * hierarchical diagram on the page's main thread and in ELK's Web Worker (the app's path), and the
 * longest main-thread task while the worker lays it out. Headless Chromium, production build of the probe page.
 */
import type { Page } from "@playwright/test";
import type { TopologyId } from "../src/engine/knobs";
import { scaleScenario } from "../src/engine/scenarios/scale";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { run } from "../src/engine/trace/run";
import type { LayoutTiming } from "../src/probe/layoutTiming";
import { BIG_RUN } from "./benchScale";
import { median, type Figure } from "./benchFigures";

/** The graph issue 22 names: the big run's 24 workers, in teams under leads. */
export const LAYOUT_TOPOLOGY: TopologyId = "hierarchical";

/** Two views of that diagram: as the app opens it, and everything open (every team frame, every worker). */
export interface LayoutFigures {
  opening: LayoutTiming;
  everything: LayoutTiming;
}

/** Compiles the graph in Node (a real run's graph) and times its layouts in the probe page `page`. */
export async function measureLayout(page: Page, runs: number): Promise<LayoutFigures> {
  const scenario = scaleScenario(BIG_RUN);
  const { graph } = await run(scenario, scenarioKnobs(scenario, { topology: LAYOUT_TOPOLOGY }));
  const time = (everything: boolean) => page.evaluate(([g, e, n]) => window.__probe!.layout(g, e, n), [graph, everything, runs] as const);
  return { opening: await time(false), everything: await time(true) };
}

/** The layout rows of the figures table (a string: why they were not measured). */
export function layoutFigures(layout: LayoutFigures | string): Figure[] {
  const name = `${BIG_RUN.workers}-worker ${LAYOUT_TOPOLOGY} diagram layout`;
  if (typeof layout === "string") return [{ name, value: layout, unit: "ms", target: "print" }];
  const views = [
    { view: "as it opens", timing: layout.opening },
    { view: "every team open, every worker drawn (dg=each)", timing: layout.everything },
  ];
  const size = (t: LayoutTiming) => `${t.nodes} nodes, ${t.edges} edges; median of ${t.thread.length}`;
  return [
    ...views.flatMap(({ view, timing }): Figure[] => [
      { name: `${name}, ${view}: main thread`, value: median(timing.thread), unit: "ms", target: "print", note: size(timing) },
      { name: `${name}, ${view}: in ELK's worker`, value: median(timing.worker), unit: "ms", target: "print", note: "round trip, the app's path" },
    ]),
    {
      name: `${name}: longest main-thread task while the worker lays out`,
      value: Math.max(layout.opening.longestTaskWorker, layout.everything.longestTaskWorker),
      unit: "ms",
      target: { at: "most", limit: 100 },
      note: `both views; laid out on the main thread instead, its longest task is ${Math.max(layout.opening.longestTaskThread, layout.everything.longestTaskThread).toFixed(0)} ms`,
    },
  ];
}
