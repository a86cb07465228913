import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { z } from "zod";
import type { Scenario } from "../scenarios/types";
import type { ToolDesk } from "./toolLedger";

/** The desk a node set up for the agent it is running; tools read it when they are called. */
export interface DeskRef {
  current?: ToolDesk;
}

/**
 * Real LangChain tools for a scenario agent that answer through the node's {@link ToolDesk}, so
 * every call lands on the virtual clock and in the `toolLedger` channel. A failing call throws, and
 * the agent's ToolNode turns that into an error tool result, as it would a real API's exception.
 */
export function deskTools(scenario: Scenario, names: readonly string[], desk: DeskRef, requirePermission: boolean): StructuredToolInterface[] {
  return names.flatMap((name) => {
    const spec = scenario.tools.find((candidate) => candidate.name === name);
    if (!spec) return [];
    return [
      tool(
        async (args: Record<string, unknown>) => {
          if (!desk.current) throw new Error(`Tool "${name}" was called outside a guarded node.`);
          return desk.current.call(name, args, requirePermission);
        },
        { name, description: spec.description, schema: z.looseObject({}) },
      ),
    ];
  });
}

/** A tool the model can be offered but that the node itself acts on (handoffs, dispatches). */
export function routingTool(name: string, description: string): StructuredToolInterface {
  return tool(async () => "", { name, description, schema: z.looseObject({}) });
}
