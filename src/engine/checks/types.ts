import type { LocalizedText } from "../localizedText";
import type { Trace } from "../trace/types";
import type { CheckVerdict } from "./verdict";

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
