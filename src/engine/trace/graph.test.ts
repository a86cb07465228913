import { describe, expect, it } from "vitest";
import { KNOBS, type KnobName, type Knobs } from "../knobs";
import { SCENARIOS } from "../scenarios";
import type { Scenario } from "../scenarios/types";
import { sweepCombos } from "../sweep";
import { TOPOLOGIES } from "../topologies";
import { run } from "./run";

/**
 * Every registered topology, on the first built-in scenario that plays it: at its defaults, then each
 * value of each of its own enum/boolean knobs, one knob at a time. Knobs that apply to all topologies
 * act on models and limits, not on the graph's shape, and the full product of combinations is the
 * sweep's job (minutes, not the unit suite's seconds).
 */
function cases() {
  const out: { label: string; scenario: Scenario; knobs: Knobs }[] = [];
  const done = new Set<string>();
  for (const scenario of SCENARIOS) {
    for (const topology of scenario.topologies) {
      if (!TOPOLOGIES[topology] || done.has(topology)) continue;
      done.add(topology);
      const [base, ...others] = sweepCombos(scenario, [topology]);
      out.push({ label: `${scenario.id} / ${topology} (defaults)`, scenario, knobs: base.knobs });
      for (const combo of others) {
        const changed = (Object.keys(combo.swept) as KnobName[]).filter((name) => combo.swept[name] !== base.swept[name]);
        if (changed.length !== 1 || KNOBS[changed[0]].meta.everyTopology) continue;
        out.push({ label: `${scenario.id} / ${topology} ${changed[0]}=${String(combo.swept[changed[0]])}`, scenario, knobs: combo.knobs });
      }
    }
  }
  return out;
}

describe("trace.graph", () => {
  it.each(cases())("names a drawn node for every step: $label", async ({ scenario, knobs }) => {
    const trace = await run(scenario, knobs);
    const ids = new Set(trace.graph.nodes.map((n) => n.id));
    // Errors and pauses (interrupt steps) are no nodes of the graph.
    const missing = trace.steps.filter((s) => s.kind === "input" || s.kind === "node").map((s) => [...s.namespace, s.node].join(":")).filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    // Every parent is itself a node, so groups can be drawn.
    for (const node of trace.graph.nodes) if (node.parent) expect(ids.has(node.parent)).toBe(true);
  });
});
