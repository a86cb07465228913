import { fillText, localize, type Locale } from "../localizedText";
import type { Trace } from "../trace/types";
import { approvalSkipped } from "./approvalSkipped";
import { recursionLimit } from "./recursionLimit";
import { scriptExhausted } from "./scriptExhausted";
import { strictHistory } from "./strictHistory";
import type { Check } from "./types";
import type { CheckResult } from "./verdict";
import { unansweredToolCalls } from "./unansweredToolCalls";
import { allowListNarrows } from "./allowListNarrows";
import { centreSeesReportsOnly } from "./centreSeesReportsOnly";
import { centreToolsDisjoint } from "./centreToolsDisjoint";
import { highRiskPermission } from "./highRiskPermission";
import { hopCount } from "./hopCount";
import { omniscientNode } from "./omniscientNode";
import { payloadTrimmed } from "./payloadTrimmed";
import { pingPongToHuman } from "./pingPongToHuman";
import { redispatchBudget } from "./redispatchBudget";
import { toolConcurrency } from "./toolConcurrency";

export type { Check } from "./types";
export type { CheckResult, CheckStatus, CheckVerdict } from "./verdict";
export { checkResult, flaggedToolCalls } from "./results";

/**
 * The checks table: every check `run()` evaluates on every trace, in the order the panel lists them.
 * Adding a check is one row here (a `defineCheck` in its own file); the trace, the Checks panel, the
 * sweep and `npm run trace` pick it up.
 */
export const CHECKS: readonly Check[] = [
  unansweredToolCalls,
  strictHistory,
  recursionLimit,
  scriptExhausted,
  approvalSkipped,
  // Seed 003 §8: the supervisor's gates, then the swarm's, then §7's one question.
  centreSeesReportsOnly,
  toolConcurrency,
  redispatchBudget,
  centreToolsDisjoint,
  highRiskPermission,
  pingPongToHuman,
  allowListNarrows,
  hopCount,
  payloadTrimmed,
  omniscientNode,
];

/** Every check of {@link CHECKS} on one trace. Pure: the same trace gives the same results. */
export function runChecks(trace: Trace): CheckResult[] {
  return CHECKS.map((check) => ({ id: check.id, ...check.evaluate(trace) }));
}

/** The check row with this id, if the table has one. */
export function findCheck(id: string): Check | undefined {
  return CHECKS.find((check) => check.id === id);
}

/** A result in words: the check's title and its one-line reason, in a locale. */
export function describeCheck(result: CheckResult, locale: Locale): { title: string; reason: string } {
  const check = findCheck(result.id);
  if (!check) return { title: result.id, reason: result.reason };
  const reason = check.reasons[result.reason];
  return { title: localize(check.title, locale), reason: reason ? fillText(localize(reason, locale), result.params) : result.reason };
}
