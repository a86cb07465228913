import { beforeAll, describe, expect, it } from "vitest";
import { researchCode } from "../../engine/scenarios/researchCode";
import { run } from "../../engine/trace/run";
import type { Trace } from "../../engine/trace/types";
import { stepNodeId } from "../../store/playhead";
import { shownGraph } from "./flowModel";
import { activeShownId, playbackIndex, transitionInto } from "./playback";
import { expectedContexts } from "./testing/expectedContext";

let supervisor: Trace;
let noHandoff: Trace;
let subagents: Trace;

beforeAll(async () => {
  supervisor = await run(researchCode, { topology: "supervisor", outputMode: "last_message" });
  noHandoff = await run(researchCode, { topology: "supervisor", addHandoffMessages: false });
  subagents = await run(researchCode, { topology: "subagents" });
});

const firstStep = (trace: Trace, id: string): number => trace.steps.findIndex((s) => stepNodeId(s) === id);

describe("the flow diagram's playback", () => {
  it("highlights the node the step ran on, and its group when the group is collapsed", () => {
    const step = firstStep(supervisor, "researcher:tools");
    expect(activeShownId(supervisor, step, shownGraph(supervisor.graph, []))).toBe("researcher:tools");
    expect(activeShownId(supervisor, step, shownGraph(supervisor.graph, ["researcher"]))).toBe("researcher");
  });

  it("labels the hand-over to the researcher with the supervisor's transfer tool", () => {
    const shown = shownGraph(supervisor.graph, []);
    const transition = transitionInto(supervisor, firstStep(supervisor, "researcher:agent"), shown);
    expect(transition.tool).toBe("transfer_to_researcher");
    expect(transition.edges).toContain(transition.handoffEdge);
    expect(transition.handoffEdge).toBe("supervisor:__end__->researcher:__start__?");
  });

  it("still names the transfer tool when handoff messages are left out of the shared history", () => {
    const shown = shownGraph(noHandoff.graph, []);
    expect(transitionInto(noHandoff, firstStep(noHandoff, "coder:agent"), shown).tool).toBe("transfer_to_coder");
  });

  it("labels each hand-over of a parallel hand-off with the transfer that names its own target", async () => {
    const { parallelHandoffs } = await import("../../engine/scenarios/parallelHandoffs");
    const trace = await run(parallelHandoffs, { topology: "supervisor" });
    const shown = shownGraph(trace.graph, []);
    const labelled = trace.steps
      .filter((s) => s.namespace.length === 1 && s.node === "agent")
      .map((s) => [s.namespace[0], transitionInto(trace, s.index, shown).tool])
      .filter(([, tool]) => tool?.startsWith("transfer_to_"));
    expect(labelled.length).toBeGreaterThanOrEqual(1);
    for (const [agent, tool] of labelled) expect(tool).toBe(`transfer_to_${agent}`);
  });

  it("moves the token from a finished group's END into the next agent", () => {
    const shown = shownGraph(supervisor.graph, []);
    const transition = transitionInto(supervisor, firstStep(supervisor, "researcher:agent"), shown);
    expect(transition.edges).toEqual(["supervisor:__end__->researcher:__start__?", "researcher:__start__->researcher:agent"]);
  });

  it("labels a subagent call with the coordinator's ask tool", () => {
    const shown = shownGraph(subagents.graph, []);
    const step = subagents.steps.findIndex((s) => stepNodeId(s).startsWith("coder:"));
    expect(transitionInto(subagents, step, shown).tool).toMatch(/coder|task/);
  });

  it("counts model calls per agent up to the playhead only", () => {
    const shown = shownGraph(supervisor.graph, []);
    const last = supervisor.steps.length - 1;
    const index = playbackIndex(supervisor, shown);
    const total = index.callsAt(last);
    expect(total.get("supervisor")).toBe(supervisor.modelCalls.filter((c) => c.agent === "supervisor").length);
    expect(total.get("researcher")).toBe(2);
    const early = index.callsAt(firstStep(supervisor, "researcher:agent") - 1);
    expect(early.get("researcher") ?? 0).toBe(0);
    expect(early.get("supervisor")).toBe(1);
  });

  it("marks a node visited from the first step it ran on, and its group with it", () => {
    const shown = shownGraph(supervisor.graph, []);
    const index = playbackIndex(supervisor, shown);
    const first = firstStep(supervisor, "coder:agent");
    expect(index.visitedAt(first - 1).has("coder:agent")).toBe(false);
    expect(index.visitedAt(first).has("coder:agent")).toBe(true);
    expect(index.visitedAt(first).has("coder")).toBe(true);
  });
});

describe("the context on each node", () => {
  it("gives each node its calls and its agents' latest inputs at every step, for every view of the run", () => {
    const tokens = supervisor.modelCalls.map((_, index) => index * 10);
    for (const folded of [[], ["researcher", "coder"], ["supervisor", "researcher", "coder"]]) {
      const shown = shownGraph(supervisor.graph, folded);
      const index = playbackIndex(supervisor, shown);
      for (let step = 0; step < supervisor.steps.length; step += 1) {
        const got = Object.fromEntries(
          [...index.contextAt(step)].map(([id, c]) => [id, { calls: c.calls, inputMessages: c.inputMessages, inputTokens: c.latestCalls.reduce((sum, i) => sum + tokens[i], 0) }]),
        );
        expect(got, `step ${step} folded ${folded.join(",")}`).toEqual(expectedContexts(supervisor, shown, step, tokens));
      }
    }
    // At the end the supervisor's latest call read the most of the run.
    const end = playbackIndex(supervisor, shownGraph(supervisor.graph, ["supervisor"])).contextAt(supervisor.steps.length - 1).get("supervisor")!;
    expect(end.inputMessages).toBe(supervisor.modelCalls.filter((c) => c.agent === "supervisor").at(-1)!.input.length);
  });
});
