import type { Scenario } from "../types";
import { GALLERY_BASE } from "./base";

/** Seed 000: a hand-rolled graph whose nodes route with Command but declare no `ends`. */
export const errorCommandWithoutEnds: Scenario = {
  ...GALLERY_BASE,
  id: "error-command-without-ends",
  title: "Error: a Command-returning node without ends",
  summary: "The hand-rolled supervisor routes only with Command({ goto }) and its nodes declare no ends. compile() rejects the graph.",
  topologies: ["supervisor-handrolled"],
  knobs: { declareEnds: false },
  narrative: [
    "The hand-rolled supervisor has no edges to its workers: it routes with Command({ goto }), and here its nodes do not declare where those Commands may go (the declare ends knob is off). compile() throws UnreachableNodeError: \"Node `assistant` is not reachable.\", with the hint to pass an ends array to addNode.",
    "The runtime checks at compile time that every node is the target of some edge or declared end; a Command's goto is only known when the node runs. createSupervisor declares ends for you, which is why seed 000 only meets this when writing the graph by hand.",
    "Turn declare ends on (the fix button does it) and the same graph compiles and runs supervisor → finance → supervisor.",
  ],
  gallery: {
    why:
      "Graph.validate (@langchain/langgraph, dist/graph/graph.js) collects every edge target, branch end and node's declared ends, and throws UnreachableNodeError for a node none of them reaches. Routing by Command adds no edge, so without addNode(name, fn, { ends: [...] }) the workers look unreachable. createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) adds its supervisor node with { ends: agentNames } itself.",
    fix: "Declare the possible destinations: addNode(name, node, { ends: [...workers, END] }) for the supervisor and { ends: [supervisor] } for each worker.",
    fixKnobs: { declareEnds: true },
  },
};
