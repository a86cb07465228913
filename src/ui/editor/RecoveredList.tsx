import { useMemo, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { issueMessage } from "../../share/scenarioIssues";
import { useAppStore } from "../../store/appStore";
import { MAX_RECOVERED } from "../../store/persistence/persisted";
import { draftInRecovered, type RecoveredValue } from "../../store/persistence/persistedSchemas";
import { selectRecovered, selectStorageActions } from "../../store/storageSlice";
import { useMessageText, useText } from "../i18n/useText";
import { SmallButton } from "./fields";
import { downloadText } from "./fileIO";

/** Kept-aside values that can hold a draft. */
const DRAFT_SOURCES: ReadonlySet<RecoveredValue["from"]> = new Set(["draft", "import", "otherTab", "closedTab"]);

/** Values kept aside instead of being used or dropped, each downloadable as it was; drafts can be reopened. */
export function RecoveredList() {
  const t = useText();
  const words = useMessageText();
  const recovered = useAppStore(selectRecovered);
  const { openRecovered, discardRecovered } = useAppStore(useShallow(selectStorageActions));
  const [refused, setRefused] = useState<{ id: number; reason: string }>();
  // Only a kept-aside draft the editor can show gets "Open" (another tab's draft); the rest are downloads.
  const openable = useMemo(() => new Set(recovered.filter((r) => DRAFT_SOURCES.has(r.from) && draftInRecovered(r.raw).ok).map((r) => r.id)), [recovered]);
  if (!recovered.length) return null;
  return (
    <details className="rounded-md border border-slate-200 px-2 py-1 text-xs dark:border-slate-700" data-testid="editor-recovered">
      <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-200">{t("editor.recovered", { count: recovered.length })}</summary>
      <p className="mt-1 text-[11px] text-slate-500 dark:text-slate-400">{t("editor.recoveredHint", { max: MAX_RECOVERED })}</p>
      <ul className="mt-1 space-y-1.5">
        {recovered.map((entry) => (
          <li key={entry.id} data-testid="recovered-item" data-from={entry.from} className="rounded border border-slate-200 p-1.5 dark:border-slate-700">
            <p className="font-medium [overflow-wrap:anywhere]">{t(`recovered.from.${entry.from}`, { name: entry.name ?? "" })}</p>
            {entry.reason ? <p className="text-[11px] text-slate-600 [overflow-wrap:anywhere] dark:text-slate-300" data-testid="recovered-reason">{typeof entry.reason === "string" ? entry.reason : words(entry.reason)}</p> : null}
            {refused?.id === entry.id ? <p className="text-[11px] text-rose-700 dark:text-rose-300">{t("editor.recoveredCannotOpen", { reason: refused.reason })}</p> : null}
            <div className="mt-1 flex gap-1">
              {openable.has(entry.id) ? (
                <SmallButton
                  onClick={async () => {
                    const opened = await openRecovered(entry.id);
                    setRefused(opened.ok ? undefined : { id: entry.id, reason: words(issueMessage(opened.issues[0])) });
                  }}
                  testId="recovered-open"
                >
                  {t("editor.recoveredOpen")}
                </SmallButton>
              ) : null}
              <SmallButton onClick={() => downloadText(entry.raw, `recovered-${entry.from}-${entry.id}.txt`)} testId="recovered-download">
                {t("editor.recoveredDownload")}
              </SmallButton>
              <SmallButton onClick={() => discardRecovered(entry.id)} testId="recovered-discard">
                {t("editor.recoveredDiscard")}
              </SmallButton>
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}
