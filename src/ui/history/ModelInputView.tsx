import { useCallback, useMemo, useState, type Ref } from "react";
import { flaggedToolCalls } from "../../engine/checks/results";
import { strictHistory } from "../../engine/checks/strictHistory";
import { callIndex } from "../../engine/trace/perStep";
import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { messageOwners, pairNumbers, rowKeys } from "./historyRows";
import { MessageRow } from "./MessageRow";
import { callInputSize, callLabel, diffCalls, inputAgent, shownCall } from "./modelInput";
import { MASKED, maskedAttributes, useMasked } from "../lessons/useMasked";
import { VirtualList, type ListFocus } from "./VirtualList";

/** Props of {@link ModelInputView}. */
export interface ModelInputViewProps {
  trace: Trace;
  step: number;
  /** `seq` of a picked model call; undefined follows the playhead. */
  selectedCall?: number;
  onSelectCall: (seq: number | undefined) => void;
  /** Whether the message list is shown (the header row always is). */
  open: boolean;
  onToggleOpen: () => void;
}

/**
 * Exactly the messages one model call received: the call at the playhead (or the latest before it),
 * or one picked from the list of every call of the run. This is what the provider bills.
 */
export function ModelInputView({ trace, step, selectedCall, onSelectCall, open, onToggleOpen }: ModelInputViewProps) {
  const t = useText();
  const shown = useMemo(() => shownCall(trace, step, selectedCall), [trace, step, selectedCall]);
  const call = shown?.call;
  const owners = messageOwners(trace);
  const calls = callIndex(trace);
  // The call to compare with: one picked among the same agent's other calls, else its previous call.
  const [picked, setAgainst] = useState<number | undefined>();
  const sameAgent = useMemo(() => (call ? (calls.byAgent.get(call.agent) ?? []).filter((c) => c.seq !== call.seq) : []), [calls, call]);
  const pickedCall = sameAgent.find((c) => c.seq === picked);
  const against = pickedCall ?? (call && calls.previous.get(call.seq));
  const diff = useMemo(() => call && diffCalls(call, against), [call, against]);
  const pairs = useMemo(() => pairNumbers(call?.input ?? []), [call]);
  // The calls the strict-history check found without their result in some model's input.
  const unanswered = useMemo(() => flaggedToolCalls(trace, strictHistory), [trace]);
  const [hoveredPair, setHoveredPair] = useState<number | undefined>();
  const size = shown && callInputSize(shown.call);
  // The model saw the shared history: a count equal to the answer of a predict step gives it away.
  const countMasked = useMasked(undefined, size ? size.messages : undefined);

  // The rows new since the compared call, brought into view whenever the call or the comparison changes.
  const focus = useMemo<ListFocus | undefined>(() => {
    if (!diff || !call) return undefined;
    const marked = diff.rows.flatMap((row, index) => (row.kind === "dropped" || row.fresh ? [index] : []));
    if (!marked.length) return undefined;
    return { first: marked[0], last: marked[marked.length - 1], key: `${trace.scenarioId}:${call.seq}:${diff.previous?.seq}` };
  }, [diff, call, trace.scenarioId]);
  const keys = useMemo(() => rowKeys(diff?.rows ?? []), [diff]);
  const rowKey = useCallback((index: number) => keys[index], [keys]);
  const renderRow = (index: number, measureRef: Ref<HTMLLIElement>) => {
    const row = diff!.rows[index];
    const dropped = row.kind === "dropped";
    return (
      <MessageRow
        key={rowKey(index)}
        index={index}
        measureRef={measureRef}
        message={row.message}
        agent={inputAgent(row.message, dropped ? diff!.previous! : call!, owners)}
        newSinceLast={!dropped && row.fresh}
        testId={dropped ? "model-input-dropped" : "model-input-message"}
        variant={dropped ? "ghost" : "message"}
        pairs={pairs}
        hoveredPair={hoveredPair}
        onHoverPair={setHoveredPair}
        unanswered={unanswered}
      />
    );
  };

  return (
    <div data-testid="model-input" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 px-2 py-1">
        <button
          type="button"
          data-testid="model-input-toggle"
          aria-expanded={open}
          onClick={onToggleOpen}
          className="flex min-w-0 items-center gap-1.5 rounded text-left text-sm font-semibold hover:text-sky-700 dark:hover:text-sky-300"
        >
          <span aria-hidden className={`inline-block text-xs transition-transform ${open ? "rotate-90" : ""}`}>
            ▶
          </span>
          <span className="truncate">{t("modelInput.title")}</span>
        </button>
        <select
          data-testid="model-call-select"
          aria-label={t("modelInput.pick")}
          value={selectedCall ?? ""}
          onChange={(e) => onSelectCall(e.target.value === "" ? undefined : Number(e.target.value))}
          className="ml-auto max-w-[55%] rounded border border-slate-300 bg-white px-1 py-0.5 text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          <option value="">{t("modelInput.followPlayhead")}</option>
          {trace.modelCalls.map((call) => (
            <option key={call.seq} value={call.seq}>
              {t("modelInput.option", { label: callLabel(call), step: call.step + 1 })}
            </option>
          ))}
        </select>
      </div>
      {shown && size && (
        // One line each, so the list below keeps its rows at 720 px: a long sentence truncates, whole on hover.
        <div className="px-2 pb-1 text-xs text-slate-600 dark:text-slate-300">
          <p className="truncate" title={t(`modelInput.${shown.reason}`)}>
            <span data-testid="model-input-call" className="text-sm font-semibold text-slate-900 dark:text-slate-50">
              {callLabel(shown.call)}
            </span>
            {" · "}
            <span data-testid="model-input-count" className="font-semibold tabular-nums text-slate-900 dark:text-slate-50" {...maskedAttributes(countMasked)}>
              {countMasked ? MASKED : size.messages}
            </span>{" "}
            {t("modelInput.messages")}
            {" · "}
            <span data-testid="model-input-chars" className="font-semibold tabular-nums text-slate-900 dark:text-slate-50">
              {size.chars}
            </span>{" "}
            {t("modelInput.chars")} <span className="text-slate-500 dark:text-slate-400">({t(`modelInput.${shown.reason}`)})</span>
          </p>
          <div className="flex items-center gap-x-2">
            {diff && (
              <span data-testid="model-input-new" data-new-count={diff.count} data-dropped-count={diff.dropped} className="min-w-0 truncate" title={diff.previous ? undefined : t("modelInput.firstCall")}>
                {diff.previous ? (
                  <>
                    <span className="rounded bg-sky-700 px-1 font-semibold tabular-nums text-white dark:bg-sky-400 dark:text-sky-950">{diff.count}</span>{" "}
                    {t("modelInput.newSince", { n: diff.previous.callNumber })}
                    {diff.dropped > 0 && (
                      <>
                        {" · "}
                        <span className="rounded bg-slate-500 px-1 font-semibold tabular-nums text-white dark:bg-slate-600">{diff.dropped}</span>{" "}
                        {t("modelInput.droppedSince")}
                      </>
                    )}
                  </>
                ) : (
                  t("modelInput.firstCall")
                )}
              </span>
            )}
            {sameAgent.length > 0 && (
              <label className="ml-auto flex shrink-0 items-center gap-1">
                <span>{t("modelInput.against")}</span>
                <select
                  data-testid="model-input-against"
                  value={pickedCall?.seq ?? ""}
                  onChange={(e) => setAgainst(e.target.value === "" ? undefined : Number(e.target.value))}
                  className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                >
                  <option value="">{t("modelInput.againstPrevious")}</option>
                  {sameAgent.map((call) => (
                    <option key={call.seq} value={call.seq}>
                      {t("modelInput.option", { label: callLabel(call), step: call.step + 1 })}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        </div>
      )}
      {open &&
        (shown ? (
          <VirtualList
            count={diff!.rows.length}
            rowKey={rowKey}
            renderRow={renderRow}
            focus={focus}
            ariaLabel={t("modelInput.title")}
            testId="model-input-list"
          />
        ) : (
          <p className="px-2 pb-2 text-sm text-slate-500 dark:text-slate-400">{t("modelInput.none")}</p>
        ))}
    </div>
  );
}
