import ELK from "elkjs/lib/elk.bundled.js";
import type { ElkEngine } from "./layout";

/** ELK in the calling thread: for Node (tests, the build's prepared layouts, the bench's main-thread figure). */
export const elkInThread: ElkEngine = new ELK();
