import { useEffect, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { buildFailed } from "../../engine/trace/meantGraph";
import { useAppStore } from "../../store/appStore";
import { selectRunActions, selectRunStatus } from "../../store/selectors";
import type { RunFailure } from "../../store/runSlice";
import { selectEngineStall } from "../../store/stallSlice";
import { EngineStallNotice } from "../engine/EngineStallNotice";
import type { AppState } from "../../store/types";
import { useText } from "../i18n/useText";
import { faultText, needsReload } from "../engine/faultText";

/**
 * Runs shorter than this show no spinner: a flash of "Running" on every knob toggle is noise, and
 * painting it (a layout shift and a frame per vsync) competes with the engine worker for the CPU.
 */
const SHOW_AFTER_MS = 300;
/** After this long a run offers a Stop button. */
const SLOW_MS = 4000;

const selectGeneration = (s: AppState) => s.runGeneration;

/** Why a run gave no trace, in words. */
function failureText(t: ReturnType<typeof useText>, failure: RunFailure | undefined): string {
  if (!failure) return t("app.engineFailed", { message: "" });
  if (failure.kind === "engine") {
    const { key, params } = faultText(failure.fault);
    return t(key, params);
  }
  return t("app.runStoppedByUser", { seconds: (failure.afterMs / 1000).toFixed(1) });
}

/** The run's state in the header: running, slow (with Stop), silent (Keep waiting or Stop), stopped or failed. */
export function RunStatus() {
  const t = useText();
  const { status, runError } = useAppStore(useShallow(selectRunStatus));
  const generation = useAppStore(selectGeneration);
  const { stopRun, requestRun } = useAppStore(useShallow(selectRunActions));
  const stall = useAppStore(selectEngineStall);
  const notBuilt = useAppStore((s) => s.trace !== undefined && buildFailed(s.trace));
  // The run (by its generation) the spinner, and then Stop, were shown for: a new run starts without
  // them, and ending a run sets no state (a state update there would cost the new trace a second render).
  const [shownFor, setShownFor] = useState<number>();
  const [slowFor, setSlowFor] = useState<number>();
  const shown = shownFor === generation;
  const slow = slowFor === generation;

  useEffect(() => {
    if (status !== "running") return;
    const showTimer = setTimeout(() => setShownFor(generation), SHOW_AFTER_MS);
    const slowTimer = setTimeout(() => setSlowFor(generation), SLOW_MS);
    return () => {
      clearTimeout(showTimer);
      clearTimeout(slowTimer);
    };
  }, [status, generation]);

  if (stall) return <EngineStallNotice stall={stall} />;
  if (status === "failed") {
    const text = failureText(t, runError);
    return (
      // Shrinks before anything else in the header: the text truncates (whole in its tooltip), the buttons stay.
      <div className="flex min-w-0 items-center gap-2 text-xs text-rose-700 dark:text-rose-300 [&>button]:shrink-0" data-testid="engine-error" role="alert">
        <span className="min-w-0 max-w-80 truncate" title={text}>
          {text}
        </span>
        {runError?.kind === "engine" && needsReload(runError.fault) ? (
          <button type="button" onClick={() => location.reload()} data-testid="engine-reload" className="rounded-md border border-rose-300 px-2 py-0.5 font-medium hover:bg-rose-50 dark:border-rose-700 dark:hover:bg-rose-950">
            {t("app.reload")}
          </button>
        ) : null}
        <button type="button" onClick={() => requestRun()} data-testid="engine-retry" className="rounded-md border border-rose-300 px-2 py-0.5 font-medium hover:bg-rose-50 dark:border-rose-700 dark:hover:bg-rose-950">
          {t("app.retry")}
        </button>
      </div>
    );
  }
  // A graph that never compiled is no finished run: the header says so, where "Run finished" would mislead.
  // Under 1280 px the header has no room for it (the headline right below says it); screen readers still hear it.
  if (status === "ready" && notBuilt)
    return (
      <span data-testid="run-status" data-status={status} data-built="false" className="sr-only shrink-0 rounded bg-rose-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-rose-800 xl:not-sr-only xl:px-2 xl:py-0.5 dark:bg-rose-900/60 dark:text-rose-100">
        {t("metrics.notBuilt")}
      </span>
    );
  if (status !== "running" || !shown) return <span data-testid="run-status" data-status={status} className="sr-only">{t(`runStatus.${status}`)}</span>;
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300" data-testid="run-status" data-status="running" aria-live="polite">
      <span className="h-3 w-3 animate-spin rounded-full border-2 border-sky-500 border-t-transparent" aria-hidden />
      {slow ? t("app.runSlow") : t("app.running")}
      {slow ? (
        <button type="button" onClick={stopRun} data-testid="run-stop" className="rounded-md border border-slate-300 px-2 py-0.5 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
          {t("app.stopRun")}
        </button>
      ) : null}
    </div>
  );
}
