import { useMemo, type ComponentProps, type ReactNode } from "react";
import { useShallow } from "zustand/react/shallow";
import { HEADLINE_FIGURES } from "../../engine/trace/compare";
import { useAppStore } from "../../store/appStore";
import { selectCompare } from "../../store/selectors";
import { pairNumbers, type HistoryRow } from "../history/historyRows";
import { FlowDiagram } from "../flow/FlowDiagram";
import { MessageRow } from "../history/MessageRow";
import type { TraceError } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { CompareCost } from "./CompareCost";
import { DecisionLog } from "../hitl/DecisionLog";
import { CompareStrip } from "./CompareStrip";
import { ExportMenu } from "../export/ExportMenu";
import { CodeSnippet } from "../scenario/GalleryCode";
import { codeLines } from "../scenario/galleryCodeView";
import { compareRuns, fixCompare, formatDelta, settingLabel } from "./compareView";

/**
 * Compare mode, over the diagram and the history: setting A (the setup panel) beside setting B, one
 * shared playhead (B follows at its comparable step), the headline figures with B's change, both
 * diagrams at the playhead, and both shared histories, B's aligned with A's so what B drops shows as
 * dashed rows.
 */
export function CompareView() {
  const t = useText();
  const { scenario, knobs, trace, step, compareKnobs, compareScenario, compareTrace, compareStatus, closeCompare, swapCompare } = useAppStore(useShallow(selectCompare));
  const compared = useMemo(() => (trace && compareTrace ? compareRuns(trace, compareTrace, step) : undefined), [trace, compareTrace, step]);
  const fix = useMemo(
    () => (compareKnobs ? fixCompare({ scenario, knobs }, { scenario: compareScenario ?? scenario, knobs: compareKnobs }) : undefined),
    [scenario, knobs, compareScenario, compareKnobs],
  );
  const lines = useMemo(() => (fix ? codeLines(fix.code.mistaken, fix.code.fixed) : undefined), [fix]);
  const codeOf = (side: "a" | "b") =>
    fix && lines ? (fix.mistaken === side ? { lines: lines.mistaken, side: "mistaken" as const, title: t("gallery.codeMistaken") } : { lines: lines.fixed, side: "fixed" as const, title: t("gallery.codeFixed") }) : undefined;
  if (!compareKnobs) return null;
  return (
    <section className="absolute inset-0 flex flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900" data-testid="compare-panel" aria-label={t("compare.title")}>
      {/* The title, the key settings and the buttons on one line: the two diagrams get the height (on a phone the title gives way to the buttons). */}
      <header className="flex min-h-9 shrink-0 items-center gap-2 border-b border-slate-200 pl-3 dark:border-slate-800">
        <h2 className="min-w-0 truncate text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300" title={t("compare.title")}>{t("compare.title")}</h2>
        <div className="min-w-0 flex-1">
          <CompareStrip />
        </div>
        {/* The diagram's Export menu is under this panel: here it copies A's and B's programs as one script. */}
        <ExportMenu />
        <button type="button" onClick={swapCompare} data-testid="compare-swap" className="shrink-0 rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800">
          {t("compare.swap")}
        </button>
        <button type="button" onClick={closeCompare} data-testid="compare-close" aria-label={t("compare.close")} className="shrink-0 rounded px-2 text-lg leading-none text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800">
          ×
        </button>
      </header>
      {compared ? (
        <>
          {/* One line a figure, as many a row as fit: two rows at 853 px, one on a wide screen. */}
          <dl className="grid shrink-0 grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-x-4 gap-y-0.5 border-b border-slate-200 px-3 py-1 dark:border-slate-800 [&>div]:flex [&>div]:min-w-0 [&>div]:items-baseline [&>div]:gap-2 [&_dd]:whitespace-nowrap [&_dt]:truncate" data-testid="compare-figures">
            {HEADLINE_FIGURES.map((name) => {
              const figure = compared.figures[name];
              return (
                <div key={name} data-testid={`compare-figure-${name}`} data-a={compared.aNotBuilt ? undefined : figure.a} data-b={figure.b} data-delta={compared.aNotBuilt ? undefined : figure.delta}>
                  <dt className="text-[11px] text-slate-500 dark:text-slate-400">{t(`compare.figure.${name}`)}</dt>
                  <dd className="flex items-baseline gap-1.5 font-mono tabular-nums">
                    {compared.aNotBuilt ? (
                      <span className="font-sans text-xs text-slate-500 italic dark:text-slate-400" data-testid="compare-a-not-built">{t("metrics.notBuilt")}</span>
                    ) : (
                      <span className="text-base font-semibold">{figure.a}</span>
                    )}
                    <span className="text-slate-500" aria-hidden>→</span>
                    <span className="text-base font-semibold text-sky-800 dark:text-sky-300">{figure.b}</span>
                    {compared.aNotBuilt ? null : (
                      <span className={`text-xs font-semibold ${figure.delta < 0 ? "text-emerald-700 dark:text-emerald-400" : figure.delta > 0 ? "text-rose-700 dark:text-rose-400" : "text-slate-600 dark:text-slate-400"}`} data-testid="compare-delta">
                        {formatDelta(figure)}
                      </span>
                    )}
                  </dd>
                </div>
              );
            })}
            {trace && compareTrace ? <CompareCost a={trace} stepA={Math.min(Math.max(step, 0), trace.steps.length - 1)} b={compareTrace} stepB={compared.stepB} /> : null}
          </dl>
          <div className="grid min-h-0 flex-1 grid-cols-2 divide-x divide-slate-200 dark:divide-slate-800">
            <CompareColumn
              side="a"
              step={trace ? Math.min(Math.max(step, 0), trace.steps.length - 1) : step}
              title={t("compare.a")}
              setting={settingLabel(scenario, knobs)}
              path={compared.pathA}
              rows={compared.rowsA}
              diagram={<FlowDiagram />}
              decisions={trace ? <DecisionLog trace={trace} step={step} inline testId="compare-decisions-a" /> : null}
              error={trace?.outcome.status === "error" ? trace.outcome.error : undefined}
              code={codeOf("a")}
            />
            <CompareColumn
              side="b"
              step={compared.stepB}
              title={`${t("compare.b")}${compareScenario ? ` · ${t("gallery.fixSide")}` : ""} · ${t("compare.stepB", { step: compared.stepB + 1 })}`}
              setting={settingLabel(compareScenario ?? scenario, compareKnobs, compareScenario ? compareScenario.id : undefined)}
              path={compared.pathB}
              rows={compared.rowsB}
              legend={compared.aNotBuilt ? undefined : t("compare.legend")}
              diagram={compareTrace ? <FlowDiagram trace={compareTrace} step={compared.stepB} /> : null}
              decisions={compareTrace ? <DecisionLog trace={compareTrace} step={compared.stepB} inline testId="compare-decisions-b" /> : null}
              error={compareTrace?.outcome.status === "error" ? compareTrace.outcome.error : undefined}
              code={codeOf("b")}
            />
          </div>
        </>
      ) : (
        <p className="p-3 text-sm text-slate-500 dark:text-slate-400" data-testid="compare-status">
          {compareStatus === "failed" ? t("compare.failed") : t("compare.running")}
        </p>
      )}
    </section>
  );
}

interface CompareColumnProps {
  side: "a" | "b";
  /** The side's step (`data-step`, 0-based like the player's). */
  step: number;
  title: string;
  setting: string;
  path: string[];
  rows: HistoryRow[];
  legend?: string;
  /** The side's diagram at its step. */
  diagram: ReactNode;
  /** The side's human decisions on one line (nothing when it has none). */
  decisions: ReactNode;
  /** The runtime error this side ended in, beside the other side's result. */
  error?: TraceError;
  /** For a gallery mistake against its fix: this side's code. */
  code?: ComponentProps<typeof CodeSnippet>;
}

function CompareColumn({ side, step, title, setting, path, rows, legend, diagram, decisions, error, code }: CompareColumnProps) {
  const t = useText();
  const pairs = useMemo(() => pairNumbers(rows.map((row) => row.message)), [rows]);
  return (
    <div className="flex min-h-0 flex-col" data-testid={`compare-side-${side}`} data-step={step}>
      {/* Title and setting on one line, the path under it: the diagram gets the height (150 px or more at 853x480). */}
      <div className="shrink-0 px-3 pt-1 pb-0.5">
        <p className="flex min-w-0 items-baseline gap-2">
          <span className="shrink-0 text-[11px] font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">{title}</span>
          <span className="min-w-0 truncate font-mono text-xs text-slate-800 dark:text-slate-100" data-testid={`compare-setting-${side}`} title={setting}>
            {setting}
          </span>
        </p>
        <p className="truncate font-mono text-[11px] text-slate-500 dark:text-slate-400" data-testid={`compare-path-${side}`} title={path.join(" › ")}>
          {path.join(" › ")}
        </p>
        {decisions}
      </div>
      <div
        className="relative mx-2 min-h-[150px] flex-[3] overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800"
        data-testid={`compare-diagram-${side}`}
        role="group"
        aria-label={t("compare.diagramOf", { side: side.toUpperCase() })}
      >
        {diagram}
      </div>
      {legend ? <p className="shrink-0 px-3 pt-1 text-[11px] text-slate-500 dark:text-slate-400">{legend}</p> : null}
      {error || code ? (
        <div className="mx-2 mt-1 max-h-44 shrink-0 space-y-1.5 overflow-y-auto text-xs" tabIndex={0}>
          {error ? (
            <p className="rounded border border-rose-300 bg-rose-50 px-2 py-1 text-[11px] text-rose-900 dark:border-rose-700 dark:bg-rose-950/60 dark:text-rose-100" data-testid={`compare-error-${side}`}>
              <span className="font-mono font-semibold">{error.name}</span>
              <span className="mt-0.5 block font-mono break-words whitespace-pre-wrap" data-content="run">{error.message}</span>
            </p>
          ) : null}
          {code ? <CodeSnippet {...code} /> : null}
        </div>
      ) : null}
      <ol className="mt-1 min-h-12 flex-[2] space-y-1 overflow-y-auto px-2 pb-2" data-testid={`compare-history-${side}`} tabIndex={0}>
        {rows.map((row) => (
          <MessageRow
            key={`${row.kind}:${row.message.id}`}
            message={row.message}
            agent={row.agent}
            testId={row.kind === "ghost" ? "compare-ghost" : "compare-message"}
            variant={row.kind}
            added={row.added}
            extra={row.extra}
            pairs={pairs}
          />
        ))}
      </ol>
    </div>
  );
}

