import type { Scenario } from "../../engine/scenarios/types";
import { message } from "../../share/messages";
import type { SafeResult } from "../../share/safeJson";
import { LIMITS } from "../../engine/limits";

/** Offers a scenario as a `.json` download. */
export function downloadScenario(scenario: unknown): void {
  const name = typeof (scenario as Scenario)?.id === "string" ? (scenario as Scenario).id : "scenario";
  saveBlob(new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: "application/json" }), `${name}.json`);
}

/** Offers a blob as a file download under `fileName` (characters a file name cannot hold become `_`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName.replace(/[^\w.-]+/g, "_") || "download";
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** Offers text as a file download (a kept-aside value, exactly as it was stored). */
export function downloadText(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: "text/plain" }), fileName);
}

/**
 * The text of an imported file, or why it is refused before reading (far over any scenario's size).
 * The store checks the text itself (`importDraft`).
 */
export async function readImportedFile(file: File): Promise<SafeResult<string>> {
  if (file.size > LIMITS.scenario.totalChars * 4) {
    return { ok: false, message: message("file.tooLarge", { size: file.size, limit: LIMITS.scenario.totalChars }) };
  }
  return { ok: true, value: await file.text() };
}
