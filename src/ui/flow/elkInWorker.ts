import ELK from "elkjs/lib/elk-api.js";
import elkWorkerUrl from "elkjs/lib/elk-worker.min.js?url";
import type { ElkEngine } from "./layout";

let engine: ElkEngine | undefined;

/**
 * ELK in a Web Worker of its own, bundled with the page (no CDN), started on the first layout: a
 * layout never blocks the page, however large the graph.
 */
export function elkInWorker(): ElkEngine {
  engine ??= new ELK({ workerUrl: elkWorkerUrl });
  return engine;
}
