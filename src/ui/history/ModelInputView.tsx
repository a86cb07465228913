import { useMemo, useState } from "react";
import { flaggedToolCalls } from "../../engine/checks";
import { strictHistory } from "../../engine/checks/strictHistory";
import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { messageAgent, messageOwners, pairNumbers } from "./historyRows";
import { MessageRow } from "./MessageRow";
import { callInputSize, callLabel, newSinceLastCall, shownCall } from "./modelInput";

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
  const shown = shownCall(trace, step, selectedCall);
  const owners = useMemo(() => messageOwners(trace), [trace]);
  const news = useMemo(() => shown && newSinceLastCall(trace, shown.call), [trace, shown]);
  const pairs = useMemo(() => pairNumbers(shown?.call.input ?? []), [shown?.call]);
  // The calls the strict-history check found without their result in some model's input.
  const unanswered = useMemo(() => flaggedToolCalls(trace, strictHistory), [trace]);
  const [hoveredPair, setHoveredPair] = useState<number | undefined>();
  const size = shown && callInputSize(shown.call);

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
              {t("modelInput.option", { label: callLabel(call), step: call.step })}
            </option>
          ))}
        </select>
      </div>
      {shown && size && (
        <p className="px-2 pb-1 text-xs text-slate-600 dark:text-slate-300">
          <span data-testid="model-input-call" className="text-sm font-semibold text-slate-900 dark:text-slate-50">
            {callLabel(shown.call)}
          </span>
          {" · "}
          <span data-testid="model-input-count" className="font-semibold tabular-nums text-slate-900 dark:text-slate-50">
            {size.messages}
          </span>{" "}
          {t("modelInput.messages")}
          {" · "}
          <span data-testid="model-input-chars" className="font-semibold tabular-nums text-slate-900 dark:text-slate-50">
            {size.chars}
          </span>{" "}
          {t("modelInput.chars")} <span className="text-slate-500 dark:text-slate-400">({t(`modelInput.${shown.reason}`)})</span>
          {news && (
            <span data-testid="model-input-new" data-new-count={news.count} className="block">
              {news.previous ? (
                <>
                  <span className="rounded bg-sky-700 px-1 font-semibold tabular-nums text-white dark:bg-sky-400 dark:text-sky-950">{news.count}</span>{" "}
                  {t("modelInput.newSince", { n: news.previous.callNumber })}
                </>
              ) : (
                t("modelInput.firstCall")
              )}
            </span>
          )}
        </p>
      )}
      {open &&
        (shown ? (
          <ol tabIndex={0} aria-label={t("modelInput.title")} className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-2 pb-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500">
            {shown.call.input.map((message, index) => (
              <MessageRow
                key={`${message.id}-${index}`}
                message={message}
                agent={messageAgent(message, owners)}
                newSinceLast={news?.fresh[index]}
                testId="model-input-message"
                variant="message"
                pairs={pairs}
                hoveredPair={hoveredPair}
                onHoverPair={setHoveredPair}
                unanswered={unanswered}
              />
            ))}
          </ol>
        ) : (
          <p className="px-2 pb-2 text-sm text-slate-500 dark:text-slate-400">{t("modelInput.none")}</p>
        ))}
    </div>
  );
}
