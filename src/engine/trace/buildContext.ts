import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { z } from "zod";
import { approvalGate } from "../hitl/approvalGate";
import type { Knobs } from "../knobs";
import type { CallRecorder } from "../model/callRecorder";
import { ScriptedChatModel } from "../model/scriptedChatModel";
import { scriptFor } from "../scenarios/scripts";
import type { Scenario, ScriptedReply } from "../scenarios/types";
import type { BuildContext } from "../topologies/types";
import type { RunBudget } from "./budget";
import { toolResultText } from "./toolResult";
import { newMemorySaver } from "./messageCachingSerde";

function scenarioTools(scenario: Scenario, budget?: RunBudget): Map<string, StructuredToolInterface> {
  const call = (result: string): string => {
    budget?.charge("toolResultChars", result.length);
    return result;
  };
  return new Map(
    scenario.tools.map((spec) => {
      const plain = tool(async (args: Record<string, unknown>) => call(toolResultText(spec.result, args)), {
        name: spec.name,
        description: spec.description,
        schema: z.looseObject({}),
      });
      return [spec.name, spec.approval ? approvalGate(plain, spec.approval) : plain];
    }),
  );
}

/** Everything a topology builder needs for one run, wired to one call recorder (and the run's budget, if it has one). */
export function makeBuildContext(scenario: Scenario, knobs: Knobs, recorder: CallRecorder, budget?: RunBudget, scripts = new Map<string, ScriptedReply[]>()): BuildContext {
  const tools = scenarioTools(scenario, budget);
  const models = new Map<string, ScriptedChatModel>();
  return {
    scenario,
    knobs,
    checkpointer: newMemorySaver(),
    modelFor(agent) {
      let model = models.get(agent);
      if (!model) {
        const script = [...scriptFor(scenario, knobs, agent)];
        scripts.set(agent, script);
        model = new ScriptedChatModel({ agent, script, recorder, strictness: knobs.providerStrictness });
        models.set(agent, model);
      }
      return model;
    },
    toolsFor(agent) {
      const names = scenario.agents.find((a) => a.name === agent)?.tools ?? [];
      return names.flatMap((name) => tools.get(name) ?? []);
    },
  };
}
