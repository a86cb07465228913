import type { Scenario } from "../scenarios/types";

/** The arguments a human may change when approving `tool` (its `approval.editable`). */
export function editableOf(scenario: Scenario, tool: string): string[] {
  return scenario.tools.find((spec) => spec.name === tool)?.approval?.editable ?? [];
}
