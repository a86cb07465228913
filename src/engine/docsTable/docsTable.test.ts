import { beforeAll, describe, expect, it } from "vitest";
import { o200kCounter } from "../tokens/o200k";
import { docsMultiDomain } from "../scenarios/docsMultiDomain";
import { sweep } from "../sweep";
import { DOCS_SCENARIOS } from "./docsFigures";
import { docsArithmeticNotes, docsMeasuredNotes, docsRuns, drawnCells, type MeasuredCell } from "./docsTable";
import { measureDocsTable } from "./measure";

const count = o200kCounter();
let cells: MeasuredCell[] = [];
const cell = (scenarioId: string, row: string, flow = "drawn") => cells.find((c) => c.scenarioId === scenarioId && c.row === row && c.flow === flow)!;
const PATTERNS = ["Subagents", "Handoffs", "Skills", "Router"];

beforeAll(async () => {
  cells = await measureDocsTable(() => count);
}, 120_000);

describe("the docs' documents", () => {
  it("are about 2,000 o200k_base tokens each, as the docs' scenario 3 says", () => {
    for (const agent of docsMultiDomain.agents) {
      const tokens = count(agent.prompt!);
      expect(tokens).toBeGreaterThan(1900);
      expect(tokens).toBeLessThan(2100);
    }
  });
});

describe("docs table runs", () => {
  it("covers the three scenarios for the four patterns, the stateful router and Deep Agents, in the drawn and the batched flow", () => {
    expect(docsRuns()).toHaveLength(36);
    expect(drawnCells(cells)).toHaveLength(18);
    expect(docsRuns().filter((r) => r.row === "Deep Agents" && r.flow === "drawn").map((r) => [r.scenarioId, r.knobs])).toEqual(DOCS_SCENARIOS.map((id) => [id, { topology: "deep-agent", flow: "drawn" }]));
    expect(new Set(cells.map((c) => c.scenarioId))).toEqual(new Set(DOCS_SCENARIOS));
    expect(cells.every((c) => c.outcome === "completed")).toBe(true);
  });

  it("measures the single task as the docs count it in the drawn flows; batched, the router adds a synthesis call", () => {
    expect(PATTERNS.map((row) => cell("docs-one-shot", row).totalCalls)).toEqual([4, 3, 3, 3]);
    expect(PATTERNS.map((row) => cell("docs-one-shot", row, "batched").totalCalls)).toEqual([4, 3, 3, 4]);
  });

  it("measures the follow-up per turn: stateful patterns skip a call on turn two", () => {
    expect([...PATTERNS, "router-as-tool"].map((row) => cell("docs-repeat", row).callsPerTurn)).toEqual([
      [4, 4],
      [3, 2],
      [3, 2],
      [3, 3],
      [5, 5],
    ]);
    expect(cell("docs-repeat", "Router", "batched").callsPerTurn).toEqual([4, 4]);
    expect(cell("docs-repeat", "router-as-tool", "batched").callsPerTurn).toEqual([6, 6]);
  });

  it("measures the three languages: drawn, skills loads one document per call and reads them again and again", () => {
    expect(PATTERNS.map((row) => cell("docs-multi-domain", row).totalCalls)).toEqual([5, 4, 4, 5]);
    expect(PATTERNS.map((row) => cell("docs-multi-domain", row, "batched").totalCalls)).toEqual([5, 4, 2, 5]);
    const billed = (row: string, flow?: string) => cell("docs-multi-domain", row, flow).inputTokens;
    // The docs' claim, as their flows are drawn and billed: the accumulating patterns read more than the isolating ones.
    for (const accumulating of ["Handoffs", "Skills"]) for (const isolating of ["Subagents", "Router"]) expect(billed(accumulating)).toBeGreaterThan(billed(isolating));
    // Batched, skills reads each document once, by the one call that answers: the fewest here.
    expect(Math.min(...PATTERNS.map((row) => billed(row, "batched")))).toBe(billed("Skills", "batched"));
    // Three documents of ~2,000 tokens are read at least once each, so no pattern gets below 5,700.
    expect(Math.min(...PATTERNS.map((row) => billed(row, "batched")))).toBeGreaterThan(5700);
  });

  it("gives the sweep's inputTokens the same sum the docs table uses", async () => {
    // The sweep keeps the scenario's own flow: the drawn one.
    const rows = await sweep(docsMultiDomain, ["skills"], count);
    expect(rows[0].inputTokens).toBe(cell("docs-multi-domain", "Skills").inputTokens);
    expect(rows[0].inputChars).toBe(cell("docs-multi-domain", "Skills").inputChars);
  });
});

describe("the Deep Agents row", () => {
  it("makes the subagents' calls on every scenario: task reaches the same specialist, fresh each turn", () => {
    for (const scenarioId of DOCS_SCENARIOS) expect(cell(scenarioId, "Deep Agents").callsPerTurn).toEqual(cell(scenarioId, "Subagents").callsPerTurn);
  });

  it("bills every call for the harness's own prompts and tools: about three times the subagents' tokens on the three languages, on message texts within a tenth", () => {
    const deep = cell("docs-multi-domain", "Deep Agents");
    const subagents = cell("docs-multi-domain", "Subagents");
    expect(deep.inputTokens / subagents.inputTokens).toBeGreaterThan(2.5);
    expect(deep.contentTokens / subagents.contentTokens).toBeLessThan(1.1);
    // On one coffee request the harness, not the task, is nearly all of what the calls read.
    expect(cell("docs-one-shot", "Deep Agents").inputTokens).toBeGreaterThan(20 * cell("docs-one-shot", "Subagents").inputTokens);
  });

  it("adds no note: the docs give no figures to set it beside", () => {
    expect(docsMeasuredNotes(cells).some((note) => note.code === "cell-differs" && note.pattern === ("Deep Agents" as string))).toBe(false);
  });
});

describe("docs table notes", () => {
  it("finds the prose's percentages that the docs' own table does not give", () => {
    expect(docsArithmeticNotes()).toEqual([
      { code: "prose-token-saving", claimed: 67, fromTable: 40 },
      { code: "prose-follow-up-saving", claimed: [40, 50], turnTwoVsSubagents: 50, turnTwoVsRouter: 33, bothTurnsVsSubagents: 38, bothTurnsVsRouter: 17 },
    ]);
  });

  it("writes one note per cell whose run differs from the docs, and one for the stateful router", () => {
    const notes = docsMeasuredNotes(drawnCells(cells));
    expect(notes.map((note) => (note.code === "cell-differs" ? `${note.scenarioId}/${note.pattern}` : note.code))).toEqual([
      "docs-multi-domain/Subagents",
      "docs-multi-domain/Handoffs",
      "docs-multi-domain/Skills",
      "docs-multi-domain/Router",
      "stateful-router",
    ]);
    // Skills' tokens come within the docs' ~15K; its calls differ, and the note names the calls.
    expect(notes[2]).toEqual({ code: "cell-differs", scenarioId: "docs-multi-domain", pattern: "Skills", calls: { docs: 3, docsAtLeast: false, measured: 4 }, reasons: ["skills-one-per-call"] });
    expect(notes.at(-1)).toEqual({ code: "stateful-router", scenarioId: "docs-repeat", stateless: 6, asTool: 10 });
  });

  it("stays silent for a cell whose run gives the docs' figure", () => {
    const matching: MeasuredCell = { row: "Subagents", scenarioId: "docs-one-shot", flow: "drawn", knobs: { topology: "subagents" }, callsPerTurn: [4], totalCalls: 4, inputTokens: 100, contentTokens: 60, toolsOffered: true, inputChars: 400, outcome: "completed", lastStep: 9 };
    expect(docsMeasuredNotes([matching])).toEqual([]);
  });
});

describe("the new topologies in the sweep", () => {
  it("sweep the docs scenarios on every pattern, the router with and without routerAsTool", async () => {
    const rows = await sweep(docsMultiDomain, undefined, count);
    expect(rows.map((row) => [row.topology, row.swept.routerAsTool ?? null, row.totalCalls, row.outcome])).toEqual([
      ["subagents", null, 5, "completed"],
      ["subagents", null, 5, "completed"],
      ["subagents", null, 5, "completed"],
      ["subagents", null, 5, "completed"],
      ["handoffs", null, 4, "completed"],
      ["skills", null, 4, "completed"],
      ["router-fanout", false, 5, "completed"],
      ["router-fanout", true, 7, "completed"],
      ["handoffs-subgraphs", null, 4, "completed"],
      ["deep-agent", null, 5, "completed"],
    ]);
    expect(rows.every((row) => row.inputTokens !== null && row.inputTokens > 5700)).toBe(true);
  });
});

describe("what the docs table counts", () => {
  it("bills every cell whose calls were offered tools for more than its message texts", () => {
    const offered = cells.filter((c) => c.toolsOffered);
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) expect(c.inputTokens).toBeGreaterThan(c.contentTokens);
  });
});
