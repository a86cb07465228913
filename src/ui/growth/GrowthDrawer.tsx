import { useEffect, useMemo, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { GROWTH_AXIS_NAMES, growthRuns, type GrowthAxis } from "../../engine/growth";
import { KNOBS } from "../../engine/knobs";
import { generatorParams } from "../../engine/scenarios/generated";
import { SCALE_ID, SCALE_PARAMS, type ScaleParamName } from "../../engine/scenarios/scale";
import { useAppStore } from "../../store/appStore";
import { selectCost, selectCurrentScenario, selectGrowth, selectGrowthActions, selectKnobActions, selectKnobs, selectViewActions } from "../../store/selectors";
import { faultText } from "../engine/faultText";
import { useLocalized, useText } from "../i18n/useText";
import { OverlayDrawer } from "../layout/OverlayDrawer";
import { GrowthChart, LINE_COLOURS } from "./GrowthChart";
import { GROWTH_METRICS, growthSeries, lineLabel, metricText, type GrowthMetric } from "./growthView";

const TOGGLE = "px-2 py-0.5 text-xs font-medium";
const toggleState = (on: boolean) => (on ? "bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900" : "hover:bg-slate-100 dark:hover:bg-slate-800");

/**
 * The growth chart over the diagram and history: shared messages, characters or input tokens of
 * every line against one parameter of the scale scenario, each point a real run (made at build time
 * for the defaults, otherwise on the chart's own engine workers, streaming in). Closing it stops them.
 */
export function GrowthDrawer() {
  const t = useText();
  const localized = useLocalized();
  const scenario = useAppStore(selectCurrentScenario);
  const knobs = useAppStore(selectKnobs);
  const { axis, points, status, progress, ran } = useAppStore(useShallow(selectGrowth));
  const { setGrowthAxis, requestGrowth } = useAppStore(useShallow(selectGrowthActions));
  const { setPanel } = useAppStore(useShallow(selectViewActions));
  const { selectScenario } = useAppStore(useShallow(selectKnobActions));
  const [metric, setMetric] = useState<GrowthMetric>("messages");
  const params = generatorParams(scenario, knobs);
  // A new scenario or new parameters make a new chart; other knobs do not change its runs.
  useEffect(() => requestGrowth(), [scenario, params, requestGrowth]);
  const runs = useMemo(() => (scenario.generator ? growthRuns(scenario, knobs, axis) : []), [scenario, knobs, axis]);
  const cost = useAppStore(selectCost);
  const lines = useMemo(() => growthSeries(runs, points, metric, cost), [runs, points, metric, cost]);
  const axisLabel = (name: GrowthAxis | ScaleParamName) => localized(KNOBS[name].meta.label);

  return (
    <OverlayDrawer
      title={t("growth.title")}
      testId="growth-panel"
      status={status}
      toolbar={<GrowthProgressBar />}
      closeTestId="growth-close"
      closeLabel={t("panel.hide", { panel: t("growth.title") })}
      onClose={() => setPanel("growth", false)}
    >
      {scenario.generator ? (
        <section data-testid="growth-chart" data-axis={axis} data-metric={metric} data-status={status} data-ran={ran} data-done={progress.done} data-total={progress.total} className="flex min-h-0 flex-1 flex-col gap-2 p-3 text-slate-700 dark:text-slate-300">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
            <div role="group" aria-label={t("growth.axis")} className="flex items-center gap-1.5">
              <span className="font-medium">{t("growth.axis")}</span>
              <span className="flex overflow-hidden rounded border border-slate-300 dark:border-slate-600">
                {GROWTH_AXIS_NAMES.map((name) => (
                  <button key={name} type="button" data-testid={`growth-axis-${name}`} aria-pressed={axis === name} onClick={() => setGrowthAxis(name)} className={`${TOGGLE} ${toggleState(axis === name)}`}>
                    {axisLabel(name)}
                  </button>
                ))}
              </span>
            </div>
            <div role="group" aria-label={t("growth.metric")} className="flex items-center gap-1.5">
              <span className="font-medium">{t("growth.metric")}</span>
              <span className="flex overflow-hidden rounded border border-slate-300 dark:border-slate-600">
                {GROWTH_METRICS.map((m) => (
                  <button key={m} type="button" data-testid={`growth-metric-${m}`} aria-pressed={metric === m} onClick={() => setMetric(m)} className={`${TOGGLE} ${toggleState(metric === m)}`}>
                    {t(`growth.metric.${m}`)}
                  </button>
                ))}
              </span>
            </div>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={t("growth.legend")}>
            {lines.map((line, i) => (
              <li key={line.id} className="flex items-center gap-1.5" data-testid={`growth-legend-${line.id}`}>
                <svg width="18" height="8" aria-hidden>
                  <line x1="0" y1="4" x2="18" y2="4" strokeWidth="2.5" className={LINE_COLOURS[i % LINE_COLOURS.length]} />
                </svg>
                <code translate="no" className="font-mono text-[11px]">
                  {lineLabel(line.id)}
                </code>
              </li>
            ))}
          </ul>
          <GrowthChart lines={lines} axisLabel={axisLabel(axis)} metricLabel={t(`growth.metric.${metric}`)} format={(value) => metricText(value, metric)} />
          <p className="text-[11px] leading-snug text-slate-500 dark:text-slate-400">
            {t("growth.note", {
              params: SCALE_PARAMS.filter((name) => name !== axis)
                .map((name) => `${axisLabel(name)} ${knobs[name]}`)
                .join(", "),
            })}
          </p>
        </section>
      ) : (
        <div className="flex flex-col items-start gap-2 p-4 text-sm text-slate-600 dark:text-slate-300" data-testid="growth-chart" data-status="idle">
          <p>{t("growth.onlyScale")}</p>
          <button type="button" onClick={() => selectScenario(SCALE_ID)} className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" data-testid="growth-open-scale">
            {t("growth.openScale")}
          </button>
        </div>
      )}
    </OverlayDrawer>
  );
}

/** How many of the chart's points are in, with Stop while runs go and "run again" once stopped or failed. */
function GrowthProgressBar() {
  const t = useText();
  const { status, progress, fault } = useAppStore(useShallow(selectGrowth));
  const { requestGrowth, stopGrowth } = useAppStore(useShallow(selectGrowthActions));
  const button = "shrink-0 rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";
  const text = status === "failed" && fault ? t(faultText(fault).key, faultText(fault).params) : progress.total > 0 ? t("growth.progress", progress) : "";
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-2 text-xs text-slate-600 dark:text-slate-300" data-testid="growth-progress" aria-live="polite">
      {status === "running" && progress.total > 0 ? <progress className="h-1.5 w-32 accent-sky-500" value={progress.done} max={progress.total} aria-hidden /> : null}
      <span className={`min-w-0 truncate ${status === "failed" ? "text-rose-700 dark:text-rose-300" : ""}`} title={text}>
        {text}
      </span>
      {status === "running" ? (
        <button type="button" onClick={stopGrowth} className={button} data-testid="growth-stop">
          {t("growth.stop")}
        </button>
      ) : status === "stopped" || status === "failed" ? (
        <button type="button" onClick={requestGrowth} className={button} data-testid="growth-rerun">
          {t("growth.resume")}
        </button>
      ) : null}
    </div>
  );
}
