import type { TextParams } from "../localizedText";

/** What a check concluded about one run. `not-applicable`: the run has nothing the check looks at. */
export type CheckStatus = "pass" | "fail" | "not-applicable";

/** The statuses, in the order the panel and the sweep list them. */
export const CHECK_STATUSES = ["fail", "pass", "not-applicable"] as const satisfies readonly CheckStatus[];

/**
 * What a check returns: its status, the code of the reason (worded by the check's own `reasons` row,
 * in every language, with `params` filling its placeholders) and the steps that show it.
 */
export interface CheckVerdict<Code extends string = string> {
  status: CheckStatus;
  reason: Code;
  params?: TextParams;
  /** Indices into `trace.steps` that show the verdict; the first is where "show me" jumps. */
  evidence: number[];
  /** Tool-call ids the verdict is about, so the history can mark them where they appear. */
  toolCalls?: string[];
}

/**
 * A check's verdict on one trace, as `trace.checks` carries it (serializable, locale-free). Part of
 * the trace contract, so it sits below the trace types, apart from the checks table that reads traces.
 */
export interface CheckResult extends CheckVerdict {
  /** The id of the check that gave it (a row of `CHECKS`). */
  id: string;
}
