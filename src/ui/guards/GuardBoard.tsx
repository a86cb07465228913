import { useMemo } from "react";
import { boardCountsTokens, boardOf } from "../../engine/guards/board";
import type { TokenCounter } from "../../engine/trace/metrics";
import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { useTokenCounter } from "../tokens/useTokenCounter";
import { boardFigures } from "./boardView";

/** Props of {@link GuardBoard}. */
export interface GuardBoardProps {
  trace: Trace;
  /** Playhead: the figures count up to this step. */
  step: number;
  tokenCounter?: TokenCounter;
}

/**
 * Seed 003's two boards, never one shared "multi-agent latency" chart: the supervisor board watches
 * the centre, the swarm board watches the handoffs. Shown for the guarded topologies only, counted up
 * to the playhead so a guard's effect shows as the run plays.
 */
export function GuardBoard({ trace, step, tokenCounter }: GuardBoardProps) {
  const t = useText();
  // Only a board that shows tokens asks for them: collecting a run's texts is not free on a big run.
  const lazyCounter = useTokenCounter(tokenCounter || !boardCountsTokens(trace) ? undefined : trace);
  const counter = tokenCounter ?? lazyCounter;
  const board = useMemo(() => boardOf(trace, { step, countTokens: counter }), [trace, step, counter]);
  if (!board) return null;
  return (
    <section data-testid="guard-board" data-kind={board.kind} className="shrink-0 border-b border-slate-200 px-2 py-1.5 text-xs dark:border-slate-700">
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold">{t(board.kind === "centre" ? "board.supervisorTitle" : "board.swarmTitle")}</h3>
        <span className="truncate text-[10px] text-slate-500 dark:text-slate-400">{t("board.hint")}</span>
      </div>
      <div className="grid grid-cols-4 gap-1">
        {boardFigures(board).map((figure) => (
          <div key={figure.id} className="min-w-0 rounded-md bg-slate-100 px-1.5 py-1 dark:bg-slate-800" title={t(figure.hint)}>
            <div className="truncate text-[10px] text-slate-600 dark:text-slate-300">{t(figure.label)}</div>
            <div className="truncate font-mono text-sm font-bold tabular-nums" data-testid={`board-${figure.id}`}>
              {figure.value ?? ""}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
