import { readFiles, readTodos } from "../src/engine/trace/agentFiles";
import { foldExtra } from "../src/engine/trace/extraState";
import { TOPOLOGIES } from "../src/engine/topologies";
import { builtinScenario, linkTo, nodeNarrative, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

/**
 * Issue 24's deep agent as a user sees it: the state panel shows the todo list and the files as what
 * they are, the diagram draws the subagents `task` reaches, and the checks run. Every expectation
 * comes from the same scenario run in Node.
 */
test.describe("the deep-agent topology", () => {
  test.describe.configure({ timeout: 120_000 });

  test("deep-agent-files: todos as a checklist and files by path at the end, the subagents drawn", async ({ share, state, flow, checks, scenario: panel }) => {
    const trace = await nodeRun("deep-agent-files");
    const end = trace.steps.length - 1;
    const values = foldExtra(trace.steps, TOPOLOGIES["deep-agent"].state);
    const todos = readTodos(values.todos);
    const files = readFiles(values.files);
    expect(files.length).toBeGreaterThan(1);

    await share.openFresh(linkTo("deep-agent-files", {}, end));
    await panel.expectNarrative(await nodeNarrative("deep-agent-files"));
    for (const agent of builtinScenario("deep-agent-files").agents) await expect(flow.node(agent.name)).toBeVisible();
    await state.show();
    await expect(state.todos()).toHaveCount(todos.length);
    for (const [i, todo] of todos.entries()) {
      await expect(state.todos().nth(i)).toHaveAttribute("data-status", todo.status);
      await expect(state.todos().nth(i)).toContainText(todo.content);
    }
    await expect(state.files()).toHaveCount(files.length);
    for (const [i, file] of files.entries()) {
      await expect(state.files().nth(i)).toHaveAttribute("data-path", file.path);
      await expect(state.files().nth(i)).toHaveAttribute("data-chars", String(file.content.length));
    }
    // The checks apply: every tool call of the main agent (write_todos, task) is answered.
    await checks.openChecks();
    await checks.expectStatus("unanswered-tool-calls", "pass");
  });
});
