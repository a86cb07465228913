import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 1: a worker that holds a handoff tool, invoked on its own. */
export const errorHandoffOutsideGraph: Scenario = {
  ...GALLERY_BASE,
  id: "error-handoff-outside-graph",
  title: "Error: handoff tool used outside a multi-agent graph",
  summary:
    "The swarm's assistant agent, transfer_to_finance tool and all, run on its own without createSwarm around it. Python raises ParentCommand here; JS ends the run silently.",
  topologies: ["swarm"],
  fault: { kind: "handoff-outside-graph", agent: "assistant" },
  narrative: [
    "The assistant agent from the swarm runs here on its own: the same createReactAgent with its transfer_to_finance tool, but no createSwarm around it. Its model asks for transfer_to_finance, and then the run simply ends: the trace has no tools step and no error, and finance never runs.",
    "Look at the history: the assistant's transfer_to_finance call is the last message, and no tool result answers it. The handoff tool did run, but the Command it returns is addressed to a parent graph that does not exist, and the JS runtime drops it without a word. Seed 001 reports that Python raises ParentCommand here; JS does not raise anything.",
    "Apply the fix to run the same agents inside createSwarm: the handoff lands, finance answers, and the path becomes assistant → finance.",
  ],
  gallery: {
    why:
      "createHandoffTool (@langchain/langgraph-swarm, dist/handoff.js) returns new Command({ goto: agentName, graph: Command.PARENT, ... }). Inside the agent, _controlBranch (@langchain/langgraph, dist/graph/state.js) turns a PARENT command into a thrown ParentCommand, a GraphBubbleUp meant for the enclosing graph. Here there is none: PregelRunner.tick (dist/pregel/runner.js) re-throws a bubble-up only when its loop is nested, so at the root the command is dropped and the run ends as if it had finished.",
    fix: "Use handoff tools only inside createSwarm or createSupervisor; to try one agent alone, give it no handoff tools, or run it in the swarm.",
    fixScenarioId: "fixed-handoff-outside-graph",
  },
};

/** The same agents inside createSwarm, where the handoff lands. */
export const fixedHandoffOutsideGraph: Scenario = fixedTwin(errorHandoffOutsideGraph, {
  id: "fixed-handoff-outside-graph",
  title: "Fixed: the handoff tool inside createSwarm",
  summary: "The assistant and finance agents inside createSwarm: the transfer_to_finance call is answered and finance takes over.",
  narrative: [
    "The same assistant agent, now inside createSwarm: its transfer_to_finance call gets a tool result, activeAgent becomes finance, and finance answers with the ledger. The path is assistant → finance.",
  ],
});
