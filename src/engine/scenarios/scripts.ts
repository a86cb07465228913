import type { Knobs } from "../knobs";
import type { Scenario, ScriptedReply } from "./types";

/** The script an agent plays under the given topology: the router's per topology, a worker's own unless the topology replaces it. */
export function scriptFor(scenario: Scenario, knobs: Pick<Knobs, "topology">, agent: string): ScriptedReply[] {
  if (agent === scenario.router.name) return scenario.routerScripts[knobs.topology] ?? [];
  const override = scenario.agentScripts?.[knobs.topology]?.[agent];
  return override ?? scenario.agents.find((a) => a.name === agent)?.script ?? [];
}
