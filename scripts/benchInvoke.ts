/**
 * What recording costs: `run()` (build, stream every update with subgraphs, record the trace, run
 * the checks) against the library's plain `graph.invoke` of the same graph, built the same way
 * (scripted models, the same tools and checkpointer) with the same user turns. Node, one after the
 * other, so a change in the machine's load hits both alike.
 */
import { makeKnobs, type Knobs } from "../src/engine/knobs";
import { CallRecorder } from "../src/engine/model/callRecorder";
import type { Scenario } from "../src/engine/scenarios/types";
import { getTopology } from "../src/engine/topologies";
import { userTurnMessage } from "../src/engine/topologies/graphs/turnInput";
import { makeBuildContext } from "../src/engine/trace/buildContext";
import { run } from "../src/engine/trace/run";

/** A compiled LangGraph graph: what `graph.invoke` needs. */
interface Invocable {
  invoke(input: unknown, options: Record<string, unknown>): Promise<unknown>;
}

/** Builds the topology and plays every user turn with `graph.invoke`, nothing recorded. */
async function plainInvoke(scenario: Scenario, knobs: Knobs): Promise<void> {
  const built = await getTopology(knobs.topology).build(makeBuildContext(scenario, knobs, new CallRecorder()));
  const graph = built.graph as unknown as Invocable;
  const options = { recursionLimit: knobs.recursionLimit, configurable: knobs.passThreadId ? { thread_id: "plain" } : {} };
  for (const [turn, text] of scenario.userTurns.entries()) {
    await graph.invoke(built.inputFor?.(turn, text) ?? { messages: [userTurnMessage(turn, text)] }, options);
  }
}

/** Milliseconds of one call of `work`. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * Milliseconds of each of `runs` recorded runs and plain invokes, interleaved, after `warmup` of each.
 * Which of the two goes first alternates: the garbage one leaves is collected during the next, so a
 * fixed order would bill one side for the other's allocations.
 */
export async function measureInvoke(scenario: Scenario, overrides: Partial<Knobs>, runs: number, warmup = 2): Promise<{ recorded: number[]; plain: number[] }> {
  const knobs = makeKnobs(overrides);
  const recorded: number[] = [];
  const plain: number[] = [];
  const recordedRun = async () => {
    const trace = await run(scenario, knobs);
    if (trace.outcome.status !== "completed") throw new Error(`run() did not complete: ${JSON.stringify(trace.outcome).slice(0, 200)}`);
  };
  for (let i = 0; i < warmup + runs; i++) {
    const plainRun = () => plainInvoke(scenario, knobs);
    let r: number;
    let p: number;
    if (i % 2 === 0) {
      r = await timed(recordedRun);
      p = await timed(plainRun);
    } else {
      p = await timed(plainRun);
      r = await timed(recordedRun);
    }
    if (i >= warmup) {
      recorded.push(r);
      plain.push(p);
    }
  }
  return { recorded, plain };
}
