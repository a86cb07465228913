import type { ReactNode } from "react";
import { DOCS_PATTERNS } from "../../engine/docsTable/docsFigures";
import { DOCS_RATING_CRITERIA, DOCS_RATINGS, type DocsStars } from "../../engine/docsTable/docsGuide";
import { matrixDisagrees, matrixMeasures } from "../../engine/docsTable/docsMatrix";
import type { MeasuredCell } from "../../engine/docsTable/docsTable";
import { useText } from "../i18n/useText";
import { basisText, patternList, rowName } from "./docsTableText";

const th = "px-2 py-1 text-left font-medium";
const td = "px-2 py-1 align-top";

/** One of the docs' "Choosing a pattern" tables: its heading, its column heads, its rows. */
function GuideTable({ title, testId, heads, children }: { title: string; testId: string; heads: readonly string[]; children: ReactNode }) {
  return (
    <section className="min-w-0 overflow-x-auto">
      <h3 className="mb-1 text-xs font-semibold text-slate-700 dark:text-slate-200">{title}</h3>
      <table className="w-full border-collapse" data-testid={testId}>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {heads.map((head) => (
              <th key={head} className={th}>{head}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** The docs' "Optimize for" matrix, each row beside the patterns the runs' figure favours and what that figure is. */
export function DocsMatrix({ cells }: { cells: readonly MeasuredCell[] }) {
  const t = useText();
  return (
    <GuideTable title={t("docsTable.matrix")} testId="docs-matrix" heads={[t("docsTable.matrixOptimizeFor"), t("docsTable.matrixDocs"), t("docsTable.matrixMeasured")]}>
      {matrixMeasures(cells).map((measure) => {
        const differs = matrixDisagrees(measure);
        return (
          <tr key={measure.row} className="border-b border-slate-100 dark:border-slate-800" data-testid="docs-matrix-row" data-row={measure.row} data-differs={differs}>
            <th scope="row" className={`${td} text-left font-medium text-slate-800 dark:text-slate-100`}>{t(`docsTable.matrixRow.${measure.row}`)}</th>
            <td className={`${td} text-slate-600 dark:text-slate-300`}>{patternList(t, measure.docs)}</td>
            <td className={td}>
              <div className={`font-semibold ${differs ? "text-amber-700 dark:text-amber-300" : "text-slate-800 dark:text-slate-100"}`} data-testid="docs-matrix-measured">
                {measure.measured ? patternList(t, measure.measured) : t("docsTable.notApplicable")}
              </div>
              {/* What the measured side is read from, under it: a fourth column leaves no room on a phone. */}
              <div className="text-[11px] text-slate-500 dark:text-slate-400">{basisText(t, measure.basis)}</div>
            </td>
          </tr>
        );
      })}
    </GuideTable>
  );
}

function stars(value: DocsStars): string {
  return value === null ? "–" : "★".repeat(value);
}

/** The docs' five-star ratings of each pattern, as the page gives them (nothing here is measured). */
export function DocsRatings() {
  const t = useText();
  return (
    <GuideTable title={t("docsTable.ratings")} testId="docs-ratings" heads={[t("docsTable.pattern"), ...DOCS_RATING_CRITERIA.map((criterion) => t(`docsTable.rating.${criterion}`))]}>
      {DOCS_PATTERNS.map((pattern) => (
        <tr key={pattern} className="border-b border-slate-100 dark:border-slate-800">
          <th scope="row" className={`${td} text-left font-medium text-slate-800 dark:text-slate-100`}>{rowName(t, pattern)}</th>
          {DOCS_RATING_CRITERIA.map((criterion) => {
            const value = DOCS_RATINGS[pattern][criterion];
            return (
              <td key={criterion} className={`${td} text-amber-600 dark:text-amber-400`} aria-label={value === null ? t("docsTable.ratingNone") : t("docsTable.ratingStars", { stars: value })}>
                {stars(value)}
              </td>
            );
          })}
        </tr>
      ))}
    </GuideTable>
  );
}
