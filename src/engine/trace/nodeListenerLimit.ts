/**
 * Node only: imported by the Node programs that run the engine (through `asInTheBrowser.ts`, and the e2e
 * suite's own runs through `cachedRun`). Node warns "MaxListenersExceededWarning: Possible EventTarget
 * memory leak" once an EventTarget holds more than ten listeners. A run's budget signal (`budget.ts`)
 * holds one from LangGraph for each task in flight and one from LangChain for each model call, each
 * removed when it settles, so a step of a many-agent run holds more than ten at once: no leak, but a
 * unit run printed the warning 59 times. The limit stays, a hundred times higher, for a real leak to
 * cross. Browsers have no such limit.
 */
import { setMaxListeners } from "node:events";

setMaxListeners(1_000);
