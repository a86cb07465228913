import { useCallback, useMemo, useState, type Ref } from "react";
import { flaggedToolCalls } from "../../engine/checks/results";
import { unansweredToolCalls } from "../../engine/checks/unansweredToolCalls";
import type { Trace } from "../../engine/trace/types";
import { historyRows, pairNumbers, rowKeys } from "./historyRows";
import { MessageRow } from "./MessageRow";
import { VirtualList, type ListFocus } from "./VirtualList";
import { MASKED, maskedAttributes, useMasked } from "../lessons/useMasked";
import { useText } from "../i18n/useText";


/** Props of {@link HistoryPanel}. */
export interface HistoryPanelProps {
  trace: Trace;
  /** Playhead: index into `trace.steps`. */
  step: number;
  /** The full_history + handoff-messages run of the same scenario, for "show what was dropped". */
  baselineTrace?: Trace;
  showDropped: boolean;
  onToggleDropped: () => void;
}

/**
 * The shared `messages` state at the playhead (rows `history-message`), with the current step's
 * additions highlighted, and optional ghost rows (`history-ghost`) for what the current knobs drop.
 */
export function HistoryPanel({
  trace,
  step,
  baselineTrace,
  showDropped,
  onToggleDropped,
}: HistoryPanelProps) {
  const t = useText();
  const rows = useMemo(
    () => historyRows({ trace, step, baselineTrace, showDropped }),
    [trace, step, baselineTrace, showDropped],
  );
  const pairs = useMemo(() => pairNumbers(rows.map((r) => r.message)), [rows]);
  // The calls the unanswered-tool-calls check flags; a row marks them from the step that adds them.
  const unanswered = useMemo(() => flaggedToolCalls(trace, unansweredToolCalls), [trace]);
  const messageCount = rows.filter((r) => r.kind === "message").length;
  const ghostCount = rows.length - messageCount;
  const countMasked = useMasked("messages");
  const [hoveredPair, setHoveredPair] = useState<number | undefined>();

  // The rows the step added, brought into view at each step, so stepping always shows what changed.
  const stepFocus = useMemo<ListFocus | undefined>(() => {
    const first = rows.findIndex((r) => r.added);
    if (first < 0) return undefined;
    let last = first;
    while (rows[last + 1]?.added) last++;
    return { first, last, key: `${trace.scenarioId}:${step}:${first}` };
  }, [rows, trace.scenarioId, step]);
  // The first row holding a call no tool message answers: one click away, wherever the list is.
  const unansweredRow = rows.findIndex((r) => r.kind === "message" && r.message.toolCalls?.some((call) => unanswered.has(call.id)));
  const [jump, setJump] = useState<{ step: number; count: number } | undefined>();
  const jumpNow = jump?.step === step ? jump.count : 0;
  const focus: ListFocus | undefined =
    jumpNow > 0 && unansweredRow >= 0 ? { first: unansweredRow, last: unansweredRow, key: `unanswered:${step}:${jumpNow}` } : stepFocus;

  const keys = useMemo(() => rowKeys(rows), [rows]);
  const rowKey = useCallback((index: number) => keys[index], [keys]);
  const renderRow = (index: number, measureRef: Ref<HTMLLIElement>) => {
    const row = rows[index];
    return (
      <MessageRow
        key={rowKey(index)}
        index={index}
        measureRef={measureRef}
        message={row.message}
        agent={row.agent}
        testId={row.kind === "ghost" ? "history-ghost" : "history-message"}
        variant={row.kind}
        added={row.added}
        extra={row.extra}
        pairs={pairs}
        hoveredPair={hoveredPair}
        onHoverPair={setHoveredPair}
        unanswered={row.kind === "message" ? unanswered : undefined}
      />
    );
  };

  return (
    <section data-testid="history-panel" className="flex h-full min-h-0 flex-col text-slate-900 dark:text-slate-100">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-2 py-1 text-sm">
        <span data-testid="history-count" className="shrink-0 whitespace-nowrap font-semibold" {...maskedAttributes(countMasked)}>
          {countMasked ? t("history.count", { count: MASKED }) : messageCount === 1 ? t("history.countOne") : t("history.count", { count: messageCount })}
        </span>
        {unansweredRow >= 0 && (
          <button
            type="button"
            data-testid="history-jump-unanswered"
            title={t("history.unansweredTitle")}
            onClick={() => setJump({ step, count: jumpNow + 1 })}
            className="shrink-0 rounded border border-rose-400 px-1.5 text-xs font-semibold text-rose-700 hover:bg-rose-50 dark:border-rose-500 dark:text-rose-300 dark:hover:bg-slate-800"
          >
            {t("history.jumpUnanswered")}
          </button>
        )}
        {showDropped && baselineTrace && (
          <span
            data-testid="history-dropped-count"
            title={t("history.droppedTitle")}
            className="rounded bg-slate-200 px-1.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200"
          >
            {t("history.droppedCount", { count: ghostCount })}
          </span>
        )}
        <label
          className={`ml-auto flex shrink-0 items-center gap-1.5 ${baselineTrace ? "cursor-pointer" : "cursor-not-allowed opacity-50"}`}
          title={baselineTrace ? t("history.droppedTitle") : t("history.noBaseline")}
        >
          <input
            type="checkbox"
            data-testid="history-show-dropped"
            checked={showDropped}
            disabled={!baselineTrace}
            onChange={onToggleDropped}
            className="size-4 accent-slate-700 dark:accent-slate-300"
          />
          {t("history.showDropped")}
        </label>
      </div>

      {rows.length === 0 ? (
        <p className="flex-1 px-3 text-sm text-slate-500 dark:text-slate-400">{t("history.empty")}</p>
      ) : (
        <VirtualList
          count={rows.length}
          rowKey={rowKey}
          renderRow={renderRow}
          focus={focus}
          ariaLabel={t("panel.history")}
          testId="history-list"
        />
      )}
    </section>
  );
}
