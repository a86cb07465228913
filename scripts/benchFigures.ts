/**
 * The table `npm run bench` ends with: every figure of issue 14 with its target and whether this
 * machine met it. Benchmarks, not tests: a miss is a figure to explain, never a failed build.
 */

/** A bound a figure should keep; `print` for figures the issue only asks to see. */
export type Target = { at: "most" | "below" | "least"; limit: number } | "print";

/** One row of the table. */
export interface Figure {
  name: string;
  /** The measured number in `unit`, or the reason there is none. */
  value: number | string;
  unit: string;
  target: Target;
  /** What the number is made of (medians of how many, which run). */
  note?: string;
}

function meets(value: number, target: Exclude<Target, "print">): boolean {
  if (target.at === "most") return value <= target.limit;
  if (target.at === "below") return value < target.limit;
  return value >= target.limit;
}

const SIGN = { most: "<=", below: "<", least: ">=" } as const;

const show = (value: number, unit: string): string => `${unit === "x" ? value.toFixed(2) : Number.isInteger(value) || value >= 10 ? value.toFixed(0) : value.toFixed(1)}${unit === "x" ? "x" : ` ${unit}`}`;

/** The figures as a Markdown table: figure, measured, target, a pass/miss mark, and the note. */
export function formatFigures(figures: readonly Figure[]): string {
  const rows = figures.map((f) => {
    const target = f.target === "print" ? "print it" : `${SIGN[f.target.at]} ${show(f.target.limit, f.unit)}`;
    const measured = typeof f.value === "number" ? show(f.value, f.unit) : `not measured: ${f.value}`;
    const mark = typeof f.value !== "number" ? "–" : f.target === "print" ? "·" : meets(f.value, f.target) ? "pass" : "MISS";
    return [f.name, measured, target, mark, f.note ?? ""];
  });
  const header = ["figure", "measured", "target", "", "how"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The 95th percentile of a list of numbers. */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

/** A measurement's error as one line of text, for a figure that could not be measured. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0];
