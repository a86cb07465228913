/**
 * Imported first by the Node programs that stand in for the page (the unit tests, the build's prepared
 * runs, `npm run trace`, `npm run sweep` and the bench's Node figures), so they run LangGraph as the page does.
 *
 * LangGraph's Node entry installs an AsyncLocalStorage that hands each runnable's config down the call
 * stack; its browser entry has none, which is why the handoff tools, `interrupt()` and Deep Agents' task
 * tool are patched to take their config explicitly (see README, "Why the patches"). Left in place, the
 * storage would let a test or a prepared run pass where the page fails (a call that finds its config only
 * through it), and it costs Node a langsmith RunTree with a fresh uuid for every runnable call: the 86 runs
 * of a research-code sweep take about a quarter less time without it, to the same traces.
 *
 * Importing LangGraph first makes sure its entry has run; what it installed is then taken away. In the
 * browser there is nothing to take. The e2e suite's own Node process keeps the storage: it compares the
 * page with Node as the libraries run there (`e2e/engine-in-browser.spec.ts`).
 */
import "@langchain/langgraph";
import "./nodeListenerLimit";

/** Where LangChain keeps the storage (`@langchain/core/singletons`, shared with langsmith). */
const ASYNC_LOCAL_STORAGE = Symbol.for("ls:tracing_async_local_storage");

delete (globalThis as Record<symbol, unknown>)[ASYNC_LOCAL_STORAGE];
