import { useMemo } from "react";
import { traceCost, type RunCost } from "../../engine/cost/cost";
import type { TokenCounter } from "../../engine/trace/metrics";
import type { Trace } from "../../engine/trace/types";
import { useAppStore } from "../../store/appStore";
import { selectCost } from "../../store/selectors";

/** A run's cost up to a step at the user's prices and models; undefined until its tokens are counted. */
export function useRunCost(trace: Trace | undefined, step: number, counter: TokenCounter | undefined): RunCost | undefined {
  const setup = useAppStore(selectCost);
  return useMemo(() => (trace && counter ? traceCost(trace, counter, setup, step) : undefined), [trace, step, counter, setup]);
}
