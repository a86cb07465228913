import type { HumanDecision } from "../engine/hitl/humanRequest";
import type { Knobs } from "../engine/knobs";
import { findScenario } from "../engine/scenarios/builtIns";
import type { Scenario } from "../engine/scenarios/types";
import type { ForkRequest } from "../engine/trace/fork";
import type { Trace } from "../engine/trace/types";
import { knobsKey } from "./baseline";
import type { StoreDeps } from "./types";

/** The runs made at build time, as the store's slices read them. */
export interface PreparedRuns {
  /** A prepared trace for exactly this built-in scenario and knob setting, if there is one. */
  find(scenario: Scenario, knobs: Knobs): Trace | undefined;
  /**
   * The run of a setting: its prepared trace the first time it is asked for (calling `onPrepared`),
   * the engine's run every later time and whenever the run has decisions or a fork.
   */
  runOrPrepared(scenario: Scenario, knobs: Knobs, decisions: HumanDecision[], onPrepared?: () => void, fork?: ForkRequest): Promise<Trace>;
}

/** The prepared runs of `deps`, each served once by {@link PreparedRuns.runOrPrepared}. */
export function preparedRuns(deps: StoreDeps): PreparedRuns {
  // Keyed once: a knob change looks its setting up before the run is posted.
  const keyOf = (scenarioId: string, knobs: Knobs) => `${scenarioId}\n${knobsKey(knobs)}`;
  const byKey = new Map<string, Trace>();
  for (const p of deps.prepared ?? []) {
    const key = keyOf(p.scenarioId, p.knobs);
    if (!byKey.has(key)) byKey.set(key, p.trace);
  }
  const find = (scenario: Scenario, knobs: Knobs): Trace | undefined => {
    // An edited scenario keeps a built-in's id but not its runs.
    if (findScenario(scenario.id) !== scenario) return undefined;
    return byKey.get(keyOf(scenario.id, knobs));
  };
  // Each prepared trace serves once, for the page's opening paint; every later run (a knob flipped
  // back, say) goes to the engine, so a toggle always measures and shows a fresh run.
  const served = new Set<Trace>();
  return {
    find,
    runOrPrepared(scenario, knobs, decisions, onPrepared, fork) {
      const ready = decisions.length || fork ? undefined : find(scenario, knobs);
      if (!ready || served.has(ready)) return deps.engine.run(scenario, knobs, decisions, fork);
      served.add(ready);
      onPrepared?.();
      return Promise.resolve(ready);
    },
  };
}
