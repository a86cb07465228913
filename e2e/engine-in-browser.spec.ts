import { runProbeCases, type ProbeRow } from "../src/probe/cases";
import { runDeepAgentCases } from "../src/probe/deepAgentCases";
import { runInterruptCases } from "../src/probe/interruptCases";
import { runSubagentStreamCases, type SubagentConfig, type SubagentStreamRow } from "../src/probe/subagentStreamCases";
import { expect, test } from "./fixtures";

/*
 * Why this test exists. The handoff tools of @langchain/langgraph-supervisor 1.1.x and
 * @langchain/langgraph-swarm 1.0.x read the graph state with `getCurrentTaskInput()` and no argument.
 * In Node that works through AsyncLocalStorage. The browser build of @langchain/langgraph (which Vite
 * picks through the `browser` export condition) has no AsyncLocalStorage, so without a config argument
 * `getCurrentTaskInput()` throws "Config not retrievable"; the ToolNode catches that and returns it as an
 * error ToolMessage, the supervisor never hands off, and the run still "completes": silently wrong.
 * `patches/` (applied by patch-package on `npm ci`) passes the tool's own `config` through. This test
 * runs the same cases in Chromium and in Node and requires identical figures, with real handoffs.
 */

const SUPERVISOR_PATH = ["supervisor", "researcher", "supervisor", "coder", "supervisor"];

function find(rows: ProbeRow[], knobs: Partial<ProbeRow["knobs"]>): ProbeRow {
  const row = rows.find((r) => Object.entries(knobs).every(([k, v]) => r.knobs[k as keyof ProbeRow["knobs"]] === v));
  if (!row) throw new Error(`no probe row for ${JSON.stringify(knobs)}`);
  return row;
}

test("the engine gives the same figures in Chromium as in Node", async ({ probe }) => {
  const [browser, node] = await Promise.all([probe.results(), runProbeCases()]);

  expect(browser).toEqual(node);

  // The seed 000 figures, checked on the browser's own numbers.
  const fullHistory = find(browser, { topology: "supervisor", outputMode: "full_history", addHandoffMessages: true });
  expect(fullHistory.messages).toBe(16);
  expect(fullHistory.composition).toEqual({ human: 1, ai: 9, tool: 6, system: 0 });
  const lastMessage = find(browser, { topology: "supervisor", outputMode: "last_message", addHandoffMessages: true });
  expect(lastMessage.messages).toBe(12);
  expect(lastMessage.composition).toEqual({ human: 1, ai: 7, tool: 4, system: 0 });
  const bare = find(browser, { topology: "supervisor", outputMode: "last_message", addHandoffMessages: false });
  expect(bare.messages).toBe(4);
  expect(bare.composition).toEqual({ human: 1, ai: 3, tool: 0, system: 0 });
  for (const row of [fullHistory, lastMessage, bare]) {
    expect(row.path).toEqual(SUPERVISOR_PATH);
    expect(row.modelCalls.supervisor).toBe(3);
  }

  const subagents = find(browser, { topology: "subagents", subagentTools: "per-agent", subagentReturns: "last_message" });
  expect(subagents.status).toBe("completed");
  expect(subagents.messages).toBe(6);
  // The coordinator reached both workers (their models ran inside the ask_<agent> tools).
  expect(subagents.modelCalls).toMatchObject({ researcher: expect.any(Number), coder: expect.any(Number) });
});

test("handoffs happen in the browser: the patched handoff tools find their config", async ({ probe }) => {
  const rows = await probe.results();
  for (const row of rows) {
    expect(row.status, `${JSON.stringify(row.knobs)}: ${row.error ?? ""}`).toBe("completed");
    // Without the patch every transfer_to_* ToolMessage would carry this error text.
    expect(row.configNotRetrievable, JSON.stringify(row.knobs)).toBe(0);
  }
  for (const row of rows.filter((r) => r.knobs.topology === "supervisor")) {
    expect(row.path).toEqual(expect.arrayContaining(["researcher", "coder"]));
  }
  // In a swarm the researcher itself hands off to the coder (createHandoffTool, also patched).
  expect(find(rows, { topology: "swarm" }).path).toEqual(["researcher", "coder"]);
});

/*
 * interrupt() in the browser. LangGraph's interrupt() reads the running task's config from
 * AsyncLocalStorage, which the browser build lacks: unpatched, it throws "Called interrupt() outside the
 * context of a graph." In a graph node that ends the run with that error; inside a tool the ToolNode turns
 * it into an error ToolMessage and the run finishes without asking anyone. `patches/` lets interrupt() take
 * the caller's config (`interrupt(value, { config })`, which the engine's askHuman passes) and makes
 * langchain's humanInTheLoopMiddleware pass its own. This test requires the same pauses, `next` nodes and
 * final messages in Chromium as in Node.
 */
test("interrupts pause and resume in Chromium exactly as in Node", async ({ probe }) => {
  const [browser, node] = await Promise.all([probe.interruptResults(), runInterruptCases()]);

  expect(browser).toEqual(node);

  for (const row of browser) {
    expect(row.error, row.id).toBeUndefined();
    expect(row.outsideGraph, row.id).toBe(0);
    expect(row.pauses.length, row.id).toBeGreaterThan(0);
  }
  const byId = (id: string) => browser.find((row) => row.id === id)!;
  // Each answer reached the graph: an edit changed the amount the refund tool ran with, a reject stopped it.
  expect(byId("tool").messages).toContain("tool(approve_refund): Refunded 25 EUR");
  expect(byId("hitl-middleware").messages).toContain("tool(approve_refund): Refunded 30 EUR");
  expect(byId("node-two-questions").pauses).toHaveLength(2);
  expect(byId("two-approvals").pauses).toHaveLength(2);
  expect(byId("subagent-tool").pauses[0].next).toEqual(["tools"]);
});

/*
 * Deep Agents in the browser. deepagents 1.14.1's `task` tool reads the graph state with
 * `getCurrentTaskInput()` and no argument, which in the browser build (no AsyncLocalStorage) throws
 * "Config not retrievable": no subagent ever runs and the run ends in that error after the main
 * model's first task call (re-proved on 2026-12-02 with the patch reverted: research-code and
 * deep-agent-files end in status "error" with 4 messages). `patches/` passes the tool's config, as for the handoff tools. Its glob
 * library (picomatch 2) reads `process.platform` when it loads, which a Web Worker lacks: the deep-agent
 * graph module installs a minimal `process` first (see README, "Why the patches"); without it the probe
 * page's module throws "process is not defined" as it loads, every batch stays "running" and this test
 * times out waiting for it. This test requires
 * the same task results, files, pauses and messages in Chromium as in Node.
 */
test("Deep Agents reach subagents, share files and pause for interruptOn in Chromium exactly as in Node", async ({ probe }) => {
  const [browser, node] = await Promise.all([probe.deepAgentResults(), runDeepAgentCases()]);

  expect(browser).toEqual(node);

  const byId = (id: string) => browser.find((row) => row.id === id)!;
  for (const row of browser) {
    expect(row.error, row.id).toBeUndefined();
    expect(row.configNotRetrievable, row.id).toBe(0);
    expect(row.outsideGraph, row.id).toBe(0);
  }
  // The task tool reached both subagents and handed back only their last answers.
  const task = byId("research-code");
  expect(task.status).toBe("completed");
  expect(task.modelCalls).toEqual({ supervisor: 4, researcher: 2, coder: 2 });
  expect(task.taskResults).toHaveLength(2);
  // One subagent wrote the notes, the other read them; the main model read neither file.
  const files = byId("deep-agent-files");
  expect(Object.keys(files.files)).toEqual(["/notes/checkpointers.md", "/report.md"]);
  expect(files.readFiles).toEqual({ main: false, researcher: false, writer: true });
  // interruptOn paused before the refund, and the edited amount reached the tool.
  const approval = byId("interrupt-on");
  expect(approval.pauses).toHaveLength(1);
  // It pauses in the middleware's own node, after the model asked for the refund and before the tool ran.
  expect(approval.pauses![0].next).toEqual(["HumanInTheLoopMiddleware.after_model"]);
  expect(approval.finalMessages).toContain("tool(approve_refund): Refunded 25 EUR");
});

/*
 * langchain 1.5's run.subagents (agent.streamEvents(input, { version: "v3" })) in the browser: one handle
 * per named createAgent worker a tool starts. Which name a handle gets depends on the config the tool
 * hands the worker; this records all three ways on research-code's subagents in Chromium and in Node.
 */
test("run.subagents names each worker in Chromium as in Node only when the tool passes the worker's own lc_agent_name", async ({ probe }) => {
  const [browser, node] = await Promise.all([probe.subagentStreamResults(), runSubagentStreamCases()]);
  const row = (rows: SubagentStreamRow[], config: SubagentConfig) => rows.find((candidate) => candidate.config === config)!;
  for (const config of ["tool-config", "own-name"] as const) expect(row(browser, config), config).toEqual(row(node, config));
  for (const rows of [browser, node]) for (const { error, messages } of rows) expect({ error, messages }).toEqual({ error: undefined, messages: 6 });
  // With the tool's config as it is, its metadata's lc_agent_name (the coordinator's) wins over the worker's own.
  expect(row(browser, "tool-config").subagents.map(({ name, causeToolCallId }) => [name, causeToolCallId])).toEqual([
    ["supervisor", "call_supervisor_1_1"],
    ["supervisor", "call_supervisor_2_1"],
  ]);
  // With the worker's own name in that metadata, each handle is the worker that ran, its tool calls and its answer.
  expect(row(browser, "own-name").subagents.map(({ name, causeToolCallId, toolCalls }) => [name, causeToolCallId, toolCalls])).toEqual([
    ["researcher", "call_supervisor_1_1", ["search"]],
    ["coder", "call_supervisor_2_1", ["write_code"]],
  ]);
  // Without a config (the docs' way) Node finds the run through AsyncLocalStorage; the browser build has none,
  // so the workers run detached from it and run.subagents yields nothing, though the run completes.
  expect(row(node, "none").subagents.map(({ name }) => name)).toEqual(["researcher", "coder"]);
  expect(row(browser, "none").subagents).toEqual([]);
});
