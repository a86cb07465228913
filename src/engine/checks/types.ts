import type { LocalizedText, TextParams } from "../localizedText";
import type { Trace } from "../trace/types";

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

/** A check's verdict on one trace, as `trace.checks` carries it (serializable, locale-free). */
export interface CheckResult extends CheckVerdict {
  /** The id of the check that gave it (a row of `CHECKS`). */
  id: string;
}

/**
 * One row of the checks table: everything about a check in one place, like a knob's row. `evaluate`
 * is a pure function of the trace; the texts are data, written in every language.
 */
export interface Check<Code extends string = string> {
  /** Stable, kebab-case: `check-<id>` in the page, a key of sweep rows' `checks`. */
  id: string;
  /** What it checks, in two or three words: the panel's row and the sweep's column header. */
  title: LocalizedText;
  /** One line per reason code; `{name}` placeholders come from the verdict's params. */
  reasons: Readonly<Record<Code, LocalizedText>>;
  evaluate(trace: Trace): CheckVerdict<NoInfer<Code>>;
}

/** Declares a check, tying the codes `evaluate` may return to the `reasons` it words. */
export function defineCheck<const Code extends string>(check: Check<Code>): Check<Code> {
  return check;
}
