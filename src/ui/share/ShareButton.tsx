import { useEffect, useState } from "react";
import { shareAddress } from "../../store/appLink";
import { getAppStore, useAppStore } from "../../store/appStore";
import { selectLinkProblem } from "../../store/linkSlice";
import { selectCurrentScenario } from "../../store/selectors";
import { downloadScenario } from "../editor/fileIO";
import { useMessageText, useText } from "../i18n/useText";
import { copyText } from "./copyText";

type CopyState = { kind: "idle" } | { kind: "copied" } | { kind: "manual"; link: string };

/** Copies the share link of what is on screen and confirms; offers a file when there is no link. */
export function ShareButton() {
  const t = useText();
  const words = useMessageText();
  const linkProblem = useAppStore(selectLinkProblem);
  const problem = linkProblem && words(linkProblem);
  const scenario = useAppStore(selectCurrentScenario);
  const [state, setState] = useState<CopyState>({ kind: "idle" });

  useEffect(() => {
    if (state.kind !== "copied") return;
    const timer = setTimeout(() => setState({ kind: "idle" }), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const link = shareAddress(getAppStore().getState(), location);
    setState((await copyText(link)) ? { kind: "copied" } : { kind: "manual", link });
  };

  return (
    <div className="relative flex items-center gap-2">
      <button
        type="button"
        onClick={problem ? () => downloadScenario(scenario) : copy}
        data-testid="share-copy"
        data-link-available={problem ? "false" : "true"}
        title={problem ?? t("share.copy")}
        className="h-8 rounded-md border border-sky-700 bg-sky-700 px-2.5 text-xs font-medium text-white hover:bg-sky-800 dark:border-sky-500"
      >
        {problem ? t("share.exportInstead") : t("share.copy")}
      </button>
      <span role="status" data-testid="share-status" className="text-xs text-emerald-700 dark:text-emerald-400">
        {state.kind === "copied" ? t("share.copied") : ""}
      </span>
      {state.kind === "manual" ? (
        <label className="absolute top-9 right-0 z-30 w-96 whitespace-normal rounded-md border border-slate-300 bg-white p-2 text-xs shadow dark:border-slate-600 dark:bg-slate-900">
          {t("share.copyManually")}
          <input readOnly value={state.link} onFocus={(e) => e.target.select()} autoFocus data-testid="share-manual" className="mt-1 w-full rounded border border-slate-300 px-1 py-0.5 font-mono dark:border-slate-600 dark:bg-slate-800" />
        </label>
      ) : null}
    </div>
  );
}
