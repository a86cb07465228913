import { describe, expect, it } from "vitest";
import { researchCode } from "./scenarios/researchCode";
import type { Scenario } from "./scenarios/types";
import { knobChoices } from "./knobs";
import { CHECKS } from "./checks";
import { parallelHandoffs } from "./scenarios/parallelHandoffs";
import { failingChecks } from "./checks/failingChecks";
import { formatSweepTable, sweep, sweepCombos, sweepRow, sweptKnobs } from "./sweep";
import { run } from "./trace/run";
import { warmUpRuns } from "./sweepPlan";
import { findScenario } from "./scenarios";
import { SCRIPT_EXHAUSTED } from "./model/errorNames";

/** One sweep of the hand-rolled topology, shared by the tests that read it (runs are the slow part). */
let handrolledRows: ReturnType<typeof sweep> | undefined;
const handrolled = () => (handrolledRows ??= sweep(researchCode, ["supervisor-handrolled"]));


describe("warmUpRuns", () => {
  it("runs the setting on screen first, then each other topology once, at its first sweep row", () => {
    const onScreen = { topology: "swarm" as const, resetActiveAgent: true };
    const runs = warmUpRuns(researchCode, onScreen);
    expect(runs[0]).toBe(onScreen);
    expect(runs.slice(1).map((knobs) => knobs.topology)).toEqual(researchCode.topologies.filter((topology) => topology !== "swarm"));
    const combos = sweepCombos(researchCode);
    for (const knobs of runs.slice(1)) expect(knobs).toEqual(combos.find((combo) => combo.topology === knobs.topology)!.knobs);
  });
});

describe("sweepCombos", () => {
  it("lists enum and boolean choices, and none for numeric knobs", () => {
    expect(knobChoices("outputMode")).toEqual(["full_history", "last_message"]);
    expect(knobChoices("declareEnds")).toEqual([true, false]);
    expect(knobChoices("recursionLimit")).toBeUndefined();
  });

  it("leaves provider strictness out of the sweep, so it never doubles the rows", () => {
    expect(sweptKnobs("supervisor")).toContain("outputMode");
    expect(sweptKnobs("supervisor")).not.toContain("providerStrictness");
    expect(sweptKnobs("swarm")).not.toContain("providerStrictness");
  });

  it("covers every topology of the scenario with every distinct setting of the knobs that apply to it", () => {
    const combos = sweepCombos(researchCode);
    expect([...new Set(combos.map((c) => c.topology))]).toEqual(researchCode.topologies);
    for (const topology of researchCode.topologies) {
      const mine = combos.filter((c) => c.topology === topology);
      const names = sweptKnobs(topology);
      const expected = names.reduce((n, name) => n * knobChoices(name)!.length, 1);
      expect(mine).toHaveLength(expected);
      expect(new Set(mine.map((c) => JSON.stringify(c.swept))).size).toBe(expected);
      for (const combo of mine) expect(Object.keys(combo.swept).sort()).toEqual([...names].sort());
    }
    expect(combos.filter((c) => c.topology === "supervisor").some((c) => c.swept.outputMode === "full_history" && c.swept.addHandoffMessages === false)).toBe(true);
  });

  it("starts each topology at the scenario's defaults and keeps numeric knobs as the scenario sets them", () => {
    const scenario: Scenario = { ...researchCode, knobs: { recursionLimit: 7, outputMode: "full_history" } };
    const combos = sweepCombos(scenario, ["supervisor"]);
    expect(combos[0].knobs.outputMode).toBe("full_history");
    expect(combos.every((c) => c.knobs.recursionLimit === 7 && c.knobs.topology === "supervisor")).toBe(true);
  });
});

describe("sweep rows", () => {
  it("reports path, messages, composition, characters and calls per setting", async () => {
    const rows = await handrolled();
    const ok = rows.find((r) => r.swept.declareEnds === true)!;
    expect(ok).toMatchObject({
      topology: "supervisor-handrolled",
      path: ["supervisor", "researcher", "supervisor", "coder", "supervisor"],
      messages: 12,
      composition: { human: 1, ai: 7, tool: 4, system: 0 },
      modelCalls: { supervisor: 3, researcher: 2, coder: 2 },
      routerCalls: 3,
      totalCalls: 7,
      outcome: "completed",
    });
    expect(ok.knobs).toMatchObject({ declareEnds: true, recursionLimit: 25 });
    expect(ok.knobs).not.toHaveProperty("outputMode");
    expect(ok.turns).toBeUndefined();
    const failed = rows.find((r) => r.swept.declareEnds === false)!;
    // The graph never compiled, so no topology named its router.
    expect(failed).toMatchObject({ outcome: "error", messages: 0, path: [], routerCalls: null, totalCalls: 0 });
    expect(failed.error?.name).toBe("UnreachableNodeError");
  });

  it("sums the router's input characters and leaves router figures empty without a router", async () => {
    const [subagents] = sweepCombos(researchCode, ["subagents"]);
    const trace = await run(researchCode, subagents.knobs);
    const row = sweepRow(subagents, trace, false);
    const expected = trace.modelCalls.filter((c) => c.agent === "supervisor").reduce((n, c) => n + c.input.reduce((m, msg) => m + msg.content.length, 0), 0);
    expect(row.messages).toBe(6);
    expect(row.routerInputChars).toBe(expected);
    const [swarm] = sweepCombos(researchCode, ["swarm"]);
    const swarmRow = sweepRow(swarm, await run(researchCode, swarm.knobs), false);
    expect(swarmRow).toMatchObject({ routerCalls: null, routerInputChars: null, totalCalls: 4, path: ["researcher", "coder"] });
  });

  it("adds each turn's input and path for multi-turn scenarios", async () => {
    const twoTurns: Scenario = {
      ...researchCode,
      userTurns: ["先调研", "再写代码"],
      routerScripts: { supervisor: [{ toolCalls: [{ name: "transfer_to_researcher" }] }, { content: "好" }, { toolCalls: [{ name: "transfer_to_coder" }] }, { content: "完成" }] },
    };
    const [combo] = sweepCombos(twoTurns, ["supervisor"]);
    const row = sweepRow(combo, await run(twoTurns, combo.knobs), true);
    expect(row.turns).toEqual([
      { input: "先调研", path: ["supervisor", "researcher", "supervisor"] },
      { input: "再写代码", path: ["supervisor", "coder", "supervisor"] },
    ]);
    expect(row.path).toEqual([...row.turns![0].path, ...row.turns![1].path]);
    expect(formatSweepTable([row])).toContain("1: supervisor → researcher → supervisor ‖ 2: supervisor → coder → supervisor");
  });
});

describe("formatSweepTable", () => {
  it("prints one markdown line per row with the swept knobs and the figures", async () => {
    const rows = await handrolled();
    const lines = formatSweepTable(rows).split("\n");
    expect(lines[0]).toBe("| topology | knobs | node path | shared messages | composition (human/ai/tool/system) | characters | model calls (router/total) | router input chars | input tokens billed (all calls) | message-text tokens (all calls) | outcome |");
    expect(lines).toHaveLength(rows.length + 2);
    const ok = lines.find((l) => l.includes("declareEnds=true") && l.includes("completed"))!;
    expect(ok).toContain("| supervisor → researcher → supervisor → coder → supervisor | 12 | 1/7/4/0 |");
    expect(ok).toContain("| 3/7 |");
    expect(lines.some((l) => l.includes("declareEnds=false") && l.endsWith("| error: UnreachableNodeError |"))).toBe(true);
  });

  it("escapes pipes so a cell cannot break the table", () => {
    const table = formatSweepTable([
      { topology: "swarm", knobs: {}, swept: {}, path: ["a|b"], messages: 0, composition: { human: 0, ai: 0, tool: 0, system: 0 }, chars: 0, modelCalls: {}, router: null, routerCalls: null, totalCalls: 0, routerInputChars: null, inputChars: 0, inputTokens: null, contentTokens: null, tokens: null, outcome: "completed", checks: {} },
    ]);
    expect(table.split("\n")[2]).toBe("| swarm | — | a\\|b | 0 | 0/0/0/0 | 0 | —/0 | — | — | — | completed |");
  });
});

describe("sweep rows and checks", () => {
  it("carry every check's status, and the table gets a column for each check that fails in some row", async () => {
    const rows = await sweep(parallelHandoffs, ["swarm", "supervisor-send"]);
    for (const row of rows) expect(Object.keys(row.checks)).toEqual(CHECKS.map((c) => c.id));
    const swarm = rows.find((r) => r.topology === "swarm")!;
    const send = rows.find((r) => r.topology === "supervisor-send")!;
    expect(swarm.checks["unanswered-tool-calls"]).toBe("fail");
    expect(send.checks["unanswered-tool-calls"]).toBe("pass");
    expect(failingChecks(rows)).toEqual(CHECKS.map((c) => c.id).filter((id) => rows.some((r) => r.checks[id] === "fail")));
    expect(failingChecks([send])).toEqual([]);
    const [header, , ...lines] = formatSweepTable(rows).split("\n");
    expect(header.endsWith(`| outcome | ${failingChecks(rows).join(" | ")} |`)).toBe(true);
    expect(lines[rows.indexOf(send)].endsWith(`| completed | ${failingChecks(rows).map((id) => send.checks[id]).join(" | ")} |`)).toBe(true);
  });
});

describe("honest sweeps", () => {
  it("makes a combination the scenario cannot play a not-applicable row with the reason, never an error: ping-pong has no coordinator script", async () => {
    const rows = await sweep(findScenario("ping-pong")!, ["swarm-guarded"]);
    const hidden = rows.filter((row) => row.swept.hiddenCoordinator === true);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((row) => row.outcome === "not-applicable" && row.notApplicable?.agent === "coordinator" && !row.error)).toBe(true);
    expect(rows.filter((row) => row.error?.name === SCRIPT_EXHAUSTED)).toEqual([]);
    expect(rows.filter((row) => row.swept.hiddenCoordinator === false).every((row) => row.outcome !== "not-applicable")).toBe(true);
    expect(formatSweepTable(hidden)).toContain("| not-applicable: no script for coordinator |");
  }, 120_000);

  it("answers a pause for a human with the default decision and says so, so the high-risk permission check passes in a refund-9821 row", async () => {
    const rows = await sweep(findScenario("refund-9821")!);
    const approved = rows.filter((row) => row.decided);
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((row) => row.decided!.decision === "approve" && row.outcome !== "paused")).toBe(true);
    expect(rows.some((row) => row.checks["high-risk-permission"] === "pass")).toBe(true);
    expect(formatSweepTable(approved)).toContain("(approve ×1)");
  }, 300_000);
});
