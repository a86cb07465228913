import { beforeAll, describe, expect, it } from "vitest";
import { o200kCounter } from "../tokens/o200k";
import { DOCS_PATTERNS, type DocsPattern } from "./docsFigures";
import { DOCS_MATRIX, DOCS_MATRIX_ROWS, DOCS_RATINGS } from "./docsGuide";
import { matrixDisagrees, matrixMeasures, matrixNotes, patternOrder } from "./docsMatrix";
import { drawnCells, type MeasuredCell } from "./docsTable";
import { measureDocsTable } from "./measure";

let cells: MeasuredCell[] = [];
const cell = (scenarioId: string, row: string) => cells.find((c) => c.scenarioId === scenarioId && c.row === row)!;
const fewest = (scenarioId: string, figure: (c: MeasuredCell) => number) => {
  const least = Math.min(...DOCS_PATTERNS.map((pattern) => figure(cell(scenarioId, pattern))));
  return DOCS_PATTERNS.filter((pattern) => figure(cell(scenarioId, pattern)) === least);
};

beforeAll(async () => {
  const count = o200kCounter();
  cells = drawnCells(await measureDocsTable(() => count));
}, 120_000);

describe("the docs' Choosing a pattern tables", () => {
  it("rate every pattern on every criterion out of five stars, and tick at least one pattern per matrix row", () => {
    for (const pattern of DOCS_PATTERNS) for (const stars of Object.values(DOCS_RATINGS[pattern])) expect(stars === null || (stars >= 1 && stars <= 5)).toBe(true);
    for (const row of DOCS_MATRIX_ROWS) expect(DOCS_MATRIX[row].length).toBeGreaterThan(0);
  });
});

describe("the matrix beside the runs", () => {
  it("reads single requests from the fewest one-shot calls and repeat requests from the fewest turn-two calls", () => {
    const measures = matrixMeasures(cells);
    expect(measures.find((m) => m.row === "singleRequests")?.measured).toEqual(fewest("docs-one-shot", (c) => c.totalCalls));
    expect(measures.find((m) => m.row === "repeatRequests")?.measured).toEqual(fewest("docs-repeat", (c) => c.callsPerTurn[1]));
  });

  it("favours, for large-context domains, the fewest billed tokens on multi-domain and any pattern within 5% of them", () => {
    const large = matrixMeasures(cells).find((m) => m.row === "largeContextDomains")!;
    const least = Math.min(...DOCS_PATTERNS.map((pattern) => cell("docs-multi-domain", pattern).inputTokens));
    for (const pattern of DOCS_PATTERNS) expect(large.measured!.includes(pattern)).toBe(cell("docs-multi-domain", pattern).inputTokens <= least * 1.05);
  });

  it("leaves parallel execution and simple tasks unmeasured: a scripted run takes no time", () => {
    const unmeasured = matrixMeasures(cells).filter((m) => m.basis.kind === "not-measured");
    expect(unmeasured.map((m) => m.row)).toEqual(["parallelExecution", "simpleFocusedTasks"]);
    expect(unmeasured.every((m) => m.measured === undefined && !matrixDisagrees(m))).toBe(true);
  });

  it("writes a note for each measured row that ticks other patterns than the docs, and none for one that agrees", () => {
    const notes = matrixNotes(cells).filter((note) => note.code === "matrix-differs");
    const differing = matrixMeasures(cells).filter(matrixDisagrees).map((m) => m.row);
    expect(notes.map((note) => note.code === "matrix-differs" && note.row)).toEqual(differing);
    expect(differing).not.toContain("repeatRequests");
  });
});

describe("the order of the patterns", () => {
  const synthetic = (tokens: Record<DocsPattern, [billed: number, content: number]>): MeasuredCell[] =>
    DOCS_PATTERNS.map((pattern) => ({ row: pattern, scenarioId: "docs-multi-domain", flow: "drawn", knobs: {}, callsPerTurn: [1], totalCalls: 1, inputTokens: tokens[pattern][0], contentTokens: tokens[pattern][1], toolsOffered: true, inputChars: 0, outcome: "completed", lastStep: 0 }));

  it("is fewest tokens first, and a note says so where counting definitions and framing changes it", () => {
    const changed = synthetic({ Subagents: [300, 200], Handoffs: [500, 100], Skills: [400, 150], Router: [350, 250] });
    expect(patternOrder(changed, "docs-multi-domain", (c) => c.contentTokens)).toEqual(["Handoffs", "Skills", "Subagents", "Router"]);
    expect(patternOrder(changed, "docs-multi-domain", (c) => c.inputTokens)).toEqual(["Subagents", "Router", "Skills", "Handoffs"]);
    expect(matrixNotes(changed).filter((note) => note.code === "order-with-definitions")).toHaveLength(1);
    const same = synthetic({ Subagents: [300, 200], Handoffs: [500, 400], Skills: [400, 300], Router: [350, 250] });
    expect(matrixNotes(same).filter((note) => note.code === "order-with-definitions")).toHaveLength(0);
  });
});
