import { GUARD_LIMITS } from "./limits";

/**
 * Seed 003 §2.1's worker report: what a worker hands the supervisor instead of its raw output. Kept in
 * the `workerReports` channel keyed by worker id (a later report of the same worker overwrites it).
 */
export interface WorkerReport {
  workerId: string;
  /** At most `GUARD_LIMITS.conclusionChars` characters. */
  conclusion: string;
  /** Pointers into the checkpoint (tool call records), never the text itself. */
  evidenceIds: string[];
  /** At most `GUARD_LIMITS.openQuestions`. */
  openQuestions: string[];
  /** Something was cut to fit the limits: the supervisor may only re-dispatch this worker or end, saying so. */
  truncated: boolean;
  /** Whether a tool the worker called timed out. */
  timedOut: boolean;
  /** Characters of raw output the worker produced, kept in the checkpoint and out of the supervisor's prompt. */
  rawChars: number;
}

interface ReportFields {
  conclusion?: unknown;
  open_questions?: unknown;
}

/** A worker's final reply as report fields: JSON `{conclusion, open_questions}` when it is JSON, else its text. */
function fieldsOf(finalText: string): { conclusion: string; openQuestions: string[] } {
  try {
    const parsed = JSON.parse(finalText) as ReportFields;
    if (parsed && typeof parsed === "object") {
      const questions = Array.isArray(parsed.open_questions) ? parsed.open_questions.map(String) : [];
      return { conclusion: String(parsed.conclusion ?? ""), openQuestions: questions };
    }
  } catch {
    // Not JSON: the whole reply is the conclusion.
  }
  return { conclusion: finalText, openQuestions: [] };
}

/** Length of a report as the supervisor receives it (its JSON text). */
export function reportLength(report: WorkerReport): number {
  return JSON.stringify(report).length;
}

/**
 * Builds a worker's report from its final reply, cut to the protocol's limits: conclusion, open
 * questions, then evidence, until the whole report fits in `GUARD_LIMITS.reportChars`. Anything cut
 * marks the report truncated.
 */
export function makeReport(workerId: string, finalText: string, evidenceIds: string[], extra: { timedOut: boolean; rawChars: number }): WorkerReport {
  const fields = fieldsOf(finalText);
  const conclusion = fields.conclusion.slice(0, GUARD_LIMITS.conclusionChars);
  const openQuestions = fields.openQuestions.slice(0, GUARD_LIMITS.openQuestions);
  let truncated = conclusion.length < fields.conclusion.length || openQuestions.length < fields.openQuestions.length;
  const report: WorkerReport = { workerId, conclusion, evidenceIds: [...evidenceIds], openQuestions, truncated, ...extra };
  while (reportLength(report) > GUARD_LIMITS.reportChars && (report.evidenceIds.length || report.openQuestions.length || report.conclusion)) {
    truncated = true;
    report.truncated = true;
    if (report.evidenceIds.length) report.evidenceIds.pop();
    else if (report.openQuestions.length) report.openQuestions.pop();
    else report.conclusion = report.conclusion.slice(0, -10);
  }
  report.truncated = truncated;
  return report;
}
