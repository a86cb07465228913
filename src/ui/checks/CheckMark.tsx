import type { CheckStatus } from "../../engine/checks/verdict";
import { useText } from "../i18n/useText";

const MARK: Record<CheckStatus, { icon: string; className: string }> = {
  fail: { icon: "✕", className: "bg-rose-600 text-white dark:bg-rose-500" },
  pass: { icon: "✓", className: "bg-emerald-600 text-white dark:bg-emerald-500" },
  "not-applicable": { icon: "–", className: "bg-slate-300 text-slate-700 dark:bg-slate-600 dark:text-slate-100" },
};

/** A check's status as a small round mark, named for screen readers and on hover. */
export function CheckMark({ status }: { status: CheckStatus }) {
  const t = useText();
  const label = t(`checks.status.${status}`);
  return (
    <span role="img" aria-label={label} title={label} className={`inline-grid size-3.5 shrink-0 place-items-center rounded-full text-[9px] font-bold ${MARK[status].className}`}>
      {MARK[status].icon}
    </span>
  );
}
