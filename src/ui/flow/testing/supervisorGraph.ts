import type { TraceGraph } from "../../../engine/trace/types";

/** A supervisor with one worker (agent + tools), as getGraphAsync({ xray: true }) reports it. */
export function supervisorGraph(worker = "coder"): TraceGraph {
  return {
    nodes: [
      { id: "__start__", name: "__start__" },
      { id: "supervisor", name: "supervisor" },
      { id: "supervisor:__start__", name: "__start__", parent: "supervisor" },
      { id: "supervisor:agent", name: "agent", parent: "supervisor" },
      { id: "supervisor:__end__", name: "__end__", parent: "supervisor" },
      { id: worker, name: worker },
      { id: `${worker}:__start__`, name: "__start__", parent: worker },
      { id: `${worker}:agent`, name: "agent", parent: worker },
      { id: `${worker}:tools`, name: "tools", parent: worker },
      { id: `${worker}:__end__`, name: "__end__", parent: worker },
    ],
    edges: [
      { source: "__start__", target: "supervisor:__start__", conditional: false },
      { source: "supervisor:__start__", target: "supervisor:agent", conditional: false },
      { source: "supervisor:agent", target: "supervisor:__end__", conditional: true },
      { source: "supervisor:__end__", target: `${worker}:__start__`, conditional: true },
      { source: `${worker}:__start__`, target: `${worker}:agent`, conditional: false },
      { source: `${worker}:agent`, target: `${worker}:tools`, conditional: true },
      { source: `${worker}:tools`, target: `${worker}:agent`, conditional: false },
      { source: `${worker}:agent`, target: `${worker}:__end__`, conditional: true },
      { source: `${worker}:__end__`, target: "supervisor:__start__", conditional: false },
    ],
  };
}
