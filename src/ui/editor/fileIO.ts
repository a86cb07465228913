import type { Scenario } from "../../engine/scenarios/types";
import { parseUntrustedJson, type SafeResult } from "../../share/safeJson";
import { LIMITS } from "../../engine/limits";

/** Offers a scenario as a `.json` download. */
export function downloadScenario(scenario: unknown): void {
  const name = typeof (scenario as Scenario)?.id === "string" ? (scenario as Scenario).id : "scenario";
  const blob = new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `${name.replace(/[^\w.-]+/g, "_") || "scenario"}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * Reads an imported file as a draft. It only has to be a JSON object: an invalid scenario becomes a
 * draft whose problems the editor lists, so nothing in the file is lost.
 */
export async function readScenarioFile(file: File): Promise<SafeResult<Scenario>> {
  if (file.size > LIMITS.scenario.totalChars * 4) {
    return { ok: false, message: `the file is ${file.size.toLocaleString("en-US")} bytes; a scenario is at most ${LIMITS.scenario.totalChars.toLocaleString("en-US")} characters` };
  }
  const parsed = parseUntrustedJson(await file.text(), "file", LIMITS.scenario.totalChars * 4);
  if (!parsed.ok) return parsed;
  if (parsed.value === null || typeof parsed.value !== "object" || Array.isArray(parsed.value)) {
    return { ok: false, message: "the file holds JSON, but not a scenario object ({ … })" };
  }
  return { ok: true, value: parsed.value as Scenario };
}
