import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { failingResults } from "./checksView";
import { useCheckWords } from "./useCheckWords";

/** The failing checks in one line, a click from their tab (`details-check-summary`). */
export function FailingSummary({ trace, onOpen }: { trace: Trace; onOpen(): void }) {
  const t = useText();
  const words = useCheckWords();
  const failing = failingResults(trace);
  if (!failing.length) return null;
  const names = failing.map((check) => words(check).title).join(", ");
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="details-check-summary"
      title={names}
      className="ml-auto min-w-0 truncate rounded px-1.5 py-0.5 text-left text-xs font-medium text-rose-800 hover:bg-rose-50 dark:text-rose-200 dark:hover:bg-rose-950/60"
    >
      ✗ {failing.length === 1 ? t("details.failingOne", { names }) : t("details.failing", { count: failing.length, names })}
    </button>
  );
}
