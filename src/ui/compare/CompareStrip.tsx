import { useShallow } from "zustand/react/shallow";
import { buildFailed } from "../../engine/trace/meantGraph";
import { contextAt } from "../../engine/trace/metrics";
import { knobsKey } from "../../store/baseline";
import { useAppStore } from "../../store/appStore";
import { useText } from "../i18n/useText";
import { settingLabel } from "./compareView";

/** The scenario's key settings with their shared-message counts ("16 / 12 / 4 / 6 / 8"); a click makes one B. */
export function CompareStrip() {
  const t = useText();
  const { strip, scenario, knobs, compareKnobs, compareScenario, openCompare } = useAppStore(
    useShallow((s) => ({ strip: s.strip, scenario: s.scenario, knobs: s.knobs, compareKnobs: s.compareKnobs, compareScenario: s.compareScenario, openCompare: s.openCompare })),
  );
  const aKey = knobsKey(knobs);
  // B on another scenario (a gallery fix) is none of this scenario's settings.
  const bKey = compareKnobs && !compareScenario ? knobsKey(compareKnobs) : "";
  return (
    <div className="flex min-w-0 items-center gap-2 overflow-x-auto py-1.5" data-testid="compare-strip">
      <span className="shrink-0 text-[11px] text-slate-500 dark:text-slate-400">{t("compare.strip")}</span>
      {strip.map(({ knobs: setting, trace }, i) => {
        const key = knobsKey(setting);
        const isA = key === aKey;
        const isB = key === bKey;
        return (
          <button
            key={key}
            type="button"
            onClick={() => openCompare(setting)}
            title={settingLabel(scenario, setting)}
            data-testid={`compare-setting-${i}`}
            data-a={isA}
            data-b={isB}
            className={`flex shrink-0 items-center gap-1.5 rounded-md border px-2 py-0.5 text-xs ${
              isB ? "border-sky-600 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100" : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            {isA ? <span className="rounded bg-slate-700 px-1 text-[10px] font-bold text-white dark:bg-slate-300 dark:text-slate-900">A</span> : null}
            {isB ? <span className="rounded bg-sky-700 px-1 text-[10px] font-bold text-white">B</span> : null}
            <span className="whitespace-nowrap">{settingLabel(scenario, setting)}</span>
            <span className="font-mono font-semibold tabular-nums" data-testid="compare-setting-messages">{trace ? (buildFailed(trace) ? <span title={t("metrics.notBuilt")}>✗</span> : contextAt(trace).messages) : "…"}</span>
          </button>
        );
      })}
    </div>
  );
}
