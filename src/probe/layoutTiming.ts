import type { TraceGraph } from "../engine/trace/types";
import { elkInThread } from "../ui/flow/elkInThread";
import { elkInWorker } from "../ui/flow/elkInWorker";
import { layoutGraph, type ElkEngine } from "../ui/flow/layout";
import { shapeOf } from "../ui/flow/layoutCache";

/** How long one diagram's layout takes in this page: on the main thread and in ELK's worker (as the app runs it). */
export interface LayoutTiming {
  /** Shown nodes and edges laid out. */
  nodes: number;
  edges: number;
  /** Milliseconds per layout, ELK on the page's main thread. */
  thread: number[];
  /** Milliseconds per layout, ELK in its Web Worker (the app's path), round trip. */
  worker: number[];
  /** The longest main-thread task while the worker laid out (Long Tasks API: tasks over 50 ms), 0 if none. */
  longestTaskWorker: number;
  /** The same while the main thread laid out itself: what the worker spares the page. */
  longestTaskThread: number;
}

/** The longest task the Long Tasks API saw while `work` ran. */
async function longestTaskDuring(work: () => Promise<void>): Promise<number> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: "longtask" });
  await work();
  // Entries are delivered after the task that ends them: one more turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const entry of observer.takeRecords()) tasks.push(entry.duration);
  observer.disconnect();
  return Math.max(0, ...tasks);
}

async function timeOn(engine: ElkEngine, shown: ReturnType<typeof shapeOf>["shown"], runs: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await layoutGraph(shown, engine);
    durations.push(performance.now() - start);
  }
  return durations;
}

/**
 * Times `runs` layouts of a graph's diagram (the app's opening view, or with `everything` every group
 * open and every alike agent drawn: the largest diagram of the graph) on each engine, after one untimed
 * layout each (ELK's worker starts and compiles then).
 */
export async function timeLayout(graph: TraceGraph, everything: boolean, runs: number): Promise<LayoutTiming> {
  const { shown } = everything ? shapeOf(graph, "none", "full", true) : shapeOf(graph, undefined, "full", false);
  await layoutGraph(shown, elkInThread);
  await layoutGraph(shown, elkInWorker());
  let thread: number[] = [];
  let worker: number[] = [];
  const longestTaskThread = await longestTaskDuring(async () => {
    thread = await timeOn(elkInThread, shown, runs);
  });
  const longestTaskWorker = await longestTaskDuring(async () => {
    worker = await timeOn(elkInWorker(), shown, runs);
  });
  return { nodes: shown.nodes.length, edges: shown.edges.length, thread, worker, longestTaskWorker, longestTaskThread };
}
