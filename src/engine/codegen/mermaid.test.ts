// @vitest-environment happy-dom
// Mermaid's parser sanitises labels with DOMPurify, which needs a DOM; nothing else here touches one.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeKnobs } from "../knobs";
import { SCENARIOS } from "../scenarios";
import { hostileGraph, hostileScenario, hostileTextsArb, shownName as shown } from "../testing/hostileData";
import { parseFlowchart } from "../testing/mermaidParser";
import { run } from "../trace/run";
import type { TraceGraph } from "../trace/types";
import { graphMermaid } from "./mermaid";

const terminal = (name: string) => name === "__start__" || name === "__end__";


/**
 * What the Mermaid of a graph must hold, read from the graph itself: a box per step node, START and
 * END once each at the top level only, and a block per agent subgraph titled with its name.
 */
function expected(graph: TraceGraph): { labels: string[]; titles: string[] } {
  const groups = new Set(graph.nodes.flatMap((node) => (node.parent ? [node.parent] : [])));
  const labels = graph.nodes
    .filter((node) => !groups.has(node.id) && !(node.parent && terminal(node.name)))
    .map((node) => (node.name === "__start__" ? "START" : node.name === "__end__" ? "END" : shown(node.name)));
  const titles = graph.nodes.filter((node) => groups.has(node.id)).map((node) => shown(node.name));
  return { labels: labels.sort(), titles: titles.sort() };
}

/** Parses the graph's Mermaid and checks it holds exactly the expected nodes and blocks, and nothing a label could have smuggled in. */
async function expectExactly(graph: TraceGraph): Promise<void> {
  const text = graphMermaid(graph);
  const parsed = await parseFlowchart(text);
  const blocks = new Set(parsed.subgraphs.map((subgraph) => subgraph.id));
  const want = expected(graph);
  expect(parsed.config).toEqual({});
  expect(parsed.classes).toEqual([]);
  expect(parsed.nodes.filter((node) => node.link !== undefined || node.callback)).toEqual([]);
  expect(parsed.nodes.filter((node) => !blocks.has(node.id)).map((node) => node.label).sort()).toEqual(want.labels);
  expect(parsed.subgraphs.map((subgraph) => subgraph.title).sort()).toEqual(want.titles);
  expect(parsed.nodes.filter((node) => node.label === "START")).toHaveLength(want.labels.filter((label) => label === "START").length);
  expect(text).not.toContain("<");
  expect(text).not.toMatch(/^\s*(%%|click|classDef|style)/m);
}

const builtIns = SCENARIOS.flatMap((scenario) => scenario.topologies.map((topology) => ({ scenario, topology, name: `${scenario.id} on ${topology}` })));

describe("the Mermaid export", () => {
  it.each(builtIns)("of $name parses with Mermaid's parser, one START, blocks for subgraphs, no < in any label", async ({ scenario, topology }) => {
    const trace = await run(scenario, makeKnobs({ ...scenario.knobs, topology }));
    if (!trace.graph.nodes.length) return expect(trace.outcome.status).toBe("error");
    const starts = trace.graph.nodes.filter((node) => node.name === "__start__" && !node.parent);
    expect(starts).toHaveLength(1);
    await expectExactly(trace.graph);
  });

  const names = {
    researcher: 'r\nclick n0 call alert(1)\n%%{wrap}%%\n<img src=x onerror=alert(1)>',
    coder: 'c"]\nend\nsubgraph x["evil"]\n`md` #35; &amp;\u2028<b>x</b>',
  };
  it("of a scenario whose agent names hold line breaks, %%, click and HTML parses into exactly its nodes", async () => {
    const base = SCENARIOS.find((scenario) => scenario.id === "research-code")!;
    const hostile = hostileScenario(base, [names.researcher, names.coder], { names: true });
    for (const topology of ["supervisor", "subagents", "swarm"] as const) {
      const trace = await run(hostile, makeKnobs({ ...base.knobs, topology }));
      expect(trace.graph.nodes.filter((node) => node.name.includes("click n0 call"))).not.toHaveLength(0);
      await expectExactly(trace.graph);
    }
  });

  it("keeps any hostile name a label: every node, block and edge label", async () => {
    const graphs = await Promise.all(
      (
        [
          ["hierarchical", "hierarchical"],
          ["research-code", "subagents"],
          ["refund-9821", "supervisor-guarded"],
        ] as const
      ).map(async ([id, topology]) => {
        const scenario = SCENARIOS.find((s) => s.id === id)!;
        return (await run(scenario, makeKnobs({ ...scenario.knobs, topology }))).graph;
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...graphs), hostileTextsArb, async (graph, texts) => {
        const hostile = hostileGraph(graph, texts);
        await expectExactly(hostile);
        const parsed = await parseFlowchart(graphMermaid(hostile));
        expect(parsed.edges.filter((edge) => edge.label).map((edge) => edge.label)).toEqual(
          [...new Set(graph.edges.filter((edge) => edge.label).map((edge) => shown(`${texts[0]}${edge.label}`)))],
        );
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

