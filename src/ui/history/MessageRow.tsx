import { memo, useState, type Ref } from "react";
import type { TraceMessage } from "../../engine/trace/types";
import { TYPE_STYLES } from "../metrics/typeStyles";
import { useText } from "../i18n/useText";
import { clipContent, formatArgs } from "./historyRows";


/** Colours for tool-call pair chips, cycled by pair number. */
const PAIR_COLOURS = [
  // 700 shades: white text on them reads at 4.5:1 or better (teal-600 was 3.7:1).
  "bg-teal-700 text-white dark:bg-teal-500 dark:text-teal-950",
  "bg-rose-700 text-white dark:bg-rose-400 dark:text-rose-950",
  "bg-indigo-700 text-white dark:bg-indigo-400 dark:text-indigo-950",
  "bg-lime-700 text-white dark:bg-lime-400 dark:text-lime-950",
  "bg-fuchsia-700 text-white dark:bg-fuchsia-400 dark:text-fuchsia-950",
  "bg-orange-700 text-white dark:bg-orange-400 dark:text-orange-950",
];

/** Props of {@link MessageRow}. */
export interface MessageRowProps {
  message: TraceMessage;
  agent: string;
  /** `data-testid` of the row: `history-message`, `history-ghost` or `model-input-message`. */
  testId: string;
  variant: "message" | "ghost";
  added?: boolean;
  extra?: boolean;
  /** In a model's input: the agent's previous call did not receive this message. */
  newSinceLast?: boolean;
  /** Tool call id -> pair number within the list. */
  pairs: ReadonlyMap<string, number>;
  /** The pair number under the pointer, to light up both ends of a pair. */
  hoveredPair?: number;
  onHoverPair?: (pair: number | undefined) => void;
  /** Tool call ids no message of the same list answers; those calls get a "no tool result" mark. */
  unanswered?: ReadonlySet<string>;
  /** Position in its virtual list, and the ref that measures the row there. */
  index?: number;
  measureRef?: Ref<HTMLLIElement>;
}

function PairChip({ pair, id, lit, onHover }: { pair: number; id: string; lit: boolean; onHover?: (pair: number | undefined) => void }) {
  const t = useText();
  return (
    <span
      title={t("history.pairTitle", { id })}
      data-testid="tool-pair"
      data-pair={pair}
      onMouseEnter={() => onHover?.(pair)}
      onMouseLeave={() => onHover?.(undefined)}
      className={`inline-flex min-w-6 shrink-0 justify-center rounded-full px-1.5 font-mono text-xs font-bold ${PAIR_COLOURS[(pair - 1) % PAIR_COLOURS.length]} ${lit ? "ring-2 ring-offset-1 ring-current ring-offset-white dark:ring-offset-slate-900" : ""}`}
    >
      #{pair}
    </span>
  );
}

/**
 * One message: type, agent, tool calls with arguments, tool-call pairing chips, and the content as
 * text (React escapes it; never innerHTML). Long content is clipped with a toggle.
 */
export const MessageRow = memo(function MessageRow({
  message,
  agent,
  testId,
  variant,
  added = false,
  extra = false,
  newSinceLast = false,
  pairs,
  hoveredPair,
  onHoverPair,
  unanswered,
  index,
  measureRef,
}: MessageRowProps) {
  const t = useText();
  const [expanded, setExpanded] = useState(false);
  const ghost = variant === "ghost";
  // Ghosts are context, not the point: keep them short so the kept messages stay in view.
  const clipped = ghost ? clipContent(message.content, 120, 2) : clipContent(message.content);
  const shown = expanded ? message.content : clipped.text;
  const resultPair = message.toolCallId ? pairs.get(message.toolCallId) : undefined;
  const lit =
    hoveredPair !== undefined &&
    (resultPair === hoveredPair || (message.toolCalls ?? []).some((c) => pairs.get(c.id) === hoveredPair));

  return (
    <li
      ref={measureRef}
      data-index={index}
      data-testid={testId}
      data-type={message.type}
      data-agent={agent}
      data-added={added ? "true" : "false"}
      data-new-since-last={newSinceLast ? "true" : "false"}
      className={[
        "rounded-md border-l-4 px-2.5 py-1.5 transition-colors",
        TYPE_STYLES[message.type].border,
        ghost
          ? // Dashed and struck through rather than faded: faded text and chips fell under 4.5:1 contrast.
            "border border-dashed border-slate-400 bg-transparent dark:border-slate-500"
          : added
            ? "bg-yellow-100 shadow-sm dark:bg-yellow-500/15"
            : newSinceLast
              ? "bg-sky-50 shadow-sm dark:bg-sky-500/15"
            : "bg-white dark:bg-slate-800/70",
        lit ? "ring-2 ring-teal-500/60" : "",
      ].join(" ")}
    >
      <div className="flex items-center gap-1.5 text-xs">
        <span className={`shrink-0 rounded px-1.5 py-px font-semibold uppercase tracking-wide ${TYPE_STYLES[message.type].badge}`}>
          {t(`msgType.${message.type}`)}
        </span>
        <span className="shrink-0 font-semibold text-slate-800 dark:text-slate-100" data-content="run">{agent}</span>
        {message.type === "tool" && message.name && message.name !== agent && (
          <span className="min-w-0 truncate font-mono text-slate-600 dark:text-slate-300" title={message.name} data-content="run">{message.name}</span>
        )}
        {resultPair !== undefined && message.toolCallId && (
          <PairChip pair={resultPair} id={message.toolCallId} lit={resultPair === hoveredPair} onHover={onHoverPair} />
        )}
        <span className="ml-auto flex shrink-0 gap-1">
          {added && <span className="rounded bg-yellow-400 px-1.5 font-semibold text-yellow-950">{t("history.added")}</span>}
          {newSinceLast && <span className="rounded bg-sky-700 px-1.5 font-semibold text-white dark:bg-sky-400 dark:text-sky-950">{t("modelInput.newBadge")}</span>}
          {ghost && <span className="rounded bg-slate-500 px-1.5 font-semibold text-white dark:bg-slate-600">{t("history.dropped")}</span>}
          {extra && <span className="rounded border border-slate-400 px-1.5 text-slate-600 dark:text-slate-300">{t("history.extra")}</span>}
        </span>
      </div>

      {message.content ? (
        <p className={`mt-1 whitespace-pre-wrap break-words text-sm leading-snug ${ghost ? "text-slate-600 line-through decoration-slate-400 dark:text-slate-300" : "text-slate-900 dark:text-slate-100"}`} data-content="run">
          {shown}
        </p>
      ) : (
        !message.toolCalls?.length && <p className="mt-1 text-sm italic text-slate-500 dark:text-slate-400">{t("history.noText")}</p>
      )}
      {clipped.clipped && (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          className="mt-0.5 text-xs font-medium text-sky-700 hover:underline dark:text-sky-300"
        >
          {expanded ? t("history.less") : t("history.more")}
        </button>
      )}

      {message.toolCalls?.map((call) => (
        <div key={call.id} className="mt-1 flex items-start gap-1.5 font-mono text-xs text-slate-800 dark:text-slate-200">
          {pairs.has(call.id) && <PairChip pair={pairs.get(call.id)!} id={call.id} lit={pairs.get(call.id) === hoveredPair} onHover={onHoverPair} />}
          <span className="break-all" data-content="run">
            <span className="font-bold">{call.name}</span>
            {/* Legible on a highlighted (amber or sky) row too. */}
            <span className="text-slate-600 dark:text-slate-400">({formatArgs(call.args)})</span>
          </span>
          {unanswered?.has(call.id) && (
            <span title={t("history.unansweredTitle")} data-testid="tool-call-unanswered" data-call={call.name} className="shrink-0 rounded border border-rose-400 px-1 font-sans text-[10px] font-semibold text-rose-700 dark:border-rose-500 dark:text-rose-300">
              {t("history.unanswered")}
            </span>
          )}
        </div>
      ))}
    </li>
  );
});
