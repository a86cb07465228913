import { revealBidiControls } from "../../share/bidiControls";
import type { ScenarioIssue } from "../../share/scenarioIssues";
import { useMessageText, useText } from "../i18n/useText";

/** Every problem of the draft with its location; the editor's "can it run" answer. */
export function IssueList({ issues }: { issues: readonly ScenarioIssue[] }) {
  const t = useText();
  const words = useMessageText();
  if (!issues.length) {
    return (
      <p data-testid="editor-valid" className="rounded-md border border-emerald-300 bg-emerald-50 px-2 py-1 text-xs text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
        {t("editor.valid")}
      </p>
    );
  }
  return (
    <div data-testid="editor-issues" className="max-h-32 overflow-auto rounded-md border border-rose-300 bg-rose-50 px-2 py-1 text-xs text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100">
      <p className="font-semibold">{t("editor.issues", { count: issues.length })}</p>
      <ul className="mt-0.5 space-y-0.5">
        {issues.map((issue, i) => (
          <li key={i} data-testid="editor-issue">
            {issue.path ? <code className="font-mono text-[11px]">{issue.path}</code> : null}
            {issue.path ? ": " : ""}
            {revealBidiControls(words(issue.message))}
          </li>
        ))}
      </ul>
    </div>
  );
}
