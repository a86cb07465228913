import { useAppStore } from "../../store/appStore";
import type { EngineStall } from "../../store/engineFault";
import type { AppState } from "../../store/types";
import { useText } from "../i18n/useText";

const selectKeepWaiting = (s: AppState) => s.keepWaiting;
const selectStopRun = (s: AppState) => s.stopRun;

/** The engine has been silent past its allowance: the user, not a timer, decides to wait or to stop. */
export function EngineStallNotice({ stall }: { stall: EngineStall }) {
  const t = useText();
  const keepWaiting = useAppStore(selectKeepWaiting);
  const stopRun = useAppStore(selectStopRun);
  const text = t("engine.stalled", { seconds: Math.round(stall.silentMs / 1000) });
  const button = "shrink-0 rounded-md border border-amber-400 px-2 py-0.5 font-medium hover:bg-amber-100 dark:border-amber-600 dark:hover:bg-amber-900";
  return (
    <div className="flex min-w-0 items-center gap-2 text-xs text-amber-900 dark:text-amber-100" data-testid="engine-stall" role="alert">
      <span className="min-w-0 max-w-80 truncate" title={text}>
        {text}
      </span>
      <button type="button" onClick={keepWaiting} data-testid="engine-keep-waiting" className={button}>
        {t("engine.keepWaiting")}
      </button>
      <button type="button" onClick={stopRun} data-testid="engine-stop" className={button}>
        {t("app.stopRun")}
      </button>
    </div>
  );
}
