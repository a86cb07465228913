import { checkResult, describeCheck } from "../src/engine/checks";
import type { Trace } from "../src/engine/trace/types";
import { failingChecks } from "../src/engine/checks/failingChecks";
import { sweep, type SweepRow } from "../src/engine/sweep";
import { builtinScenario, linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

/** The sweep rows of one topology of a built-in scenario, run in Node. */
function sweepRows(id: string, topology: string): Promise<SweepRow[]> {
  const scenario = builtinScenario(id);
  return sweep(scenario, scenario.topologies.filter((t) => t === topology));
}

function result(trace: Trace, id: string) {
  const found = checkResult(trace, id);
  if (!found) throw new Error(`no check ${id} on the trace`);
  return found;
}

test.describe("the Checks panel", () => {
  test.describe.configure({ timeout: 120_000 });

  test("shows every check of the run with its status; clicking a failing one moves the playhead to its evidence", async ({ share, checks, player }) => {
    const trace = await nodeRun("parallel-handoffs");
    const unanswered = result(trace, "unanswered-tool-calls");
    const strict = result(trace, "strict-history");
    expect(unanswered.status).toBe("fail");
    expect(strict.evidence.length).toBeGreaterThan(1);

    await share.open(linkTo("parallel-handoffs"));
    await player.expectStep(0);
    expect((await checks.ids()).sort()).toEqual(trace.checks.map((c) => c.id).sort());
    for (const check of trace.checks) await checks.expectStatus(check.id, check.status);

    await checks.show(unanswered.id);
    await player.expectStep(unanswered.evidence[0]);
    await expect(checks.reason(unanswered.id)).toHaveText(describeCheck(unanswered, "en").reason);

    // The other evidence steps are one click each; their labels are the step numbers the player shows.
    const last = strict.evidence.at(-1)!;
    await expect(checks.evidence(strict.id)).toHaveText(strict.evidence.map((step) => String(step + 1)));
    await checks.evidence(strict.id).last().click();
    await player.expectStep(last);
  });

  test("folds to its summary when nothing fails, opens by itself when a check fails, and keeps the user's choice while the run stays", async ({ share, checks, player }) => {
    const passing = await nodeRun("research-code");
    expect(passing.checks.map((c) => c.status)).not.toContain("fail");
    await share.open(linkTo("research-code"));
    await checks.expectOpen(false);
    // Folded rows stay in the page with their status.
    expect((await checks.ids()).sort()).toEqual(passing.checks.map((c) => c.id).sort());
    await checks.openChecks();
    await player.scrubTo(2);
    await checks.expectOpen(true);

    expect(result(await nodeRun("parallel-handoffs"), "unanswered-tool-calls").status).toBe("fail");
    await share.open(linkTo("parallel-handoffs"));
    await checks.expectOpen(true);
    await checks.toggle().click();
    await player.scrubTo(3);
    await checks.expectOpen(false);

    expect(result(await nodeRun("production-notes", { recursionLimit: 7 }), "recursion-limit").status).toBe("fail");
    await share.open(linkTo("production-notes", { recursionLimit: 7 }));
    await checks.expectOpen(true);
  });

  test("the run-error explanation is the recursion-limit check's reason, and says loops only when the path repeats", async ({ share, checks, scenario, player }) => {
    const long = await nodeRun("production-notes", { recursionLimit: 7 });
    const tooLong = result(long, "recursion-limit");
    expect(tooLong.reason).toBe("tooLong");
    await share.open(linkTo("production-notes", { recursionLimit: 7 }));
    await checks.expectStatus("recursion-limit", "fail");
    await expect(scenario.runErrorExplanation()).toHaveText(describeCheck(tooLong, "en").reason);
    await expect(scenario.runErrorExplanation()).not.toContainText("loop");
    await checks.show("recursion-limit");
    await player.expectStep(tooLong.evidence[0]);

    const loop = await nodeRun("recursion-limit");
    const loops = result(loop, "recursion-limit");
    expect(loops.reason).toBe("loops");
    await share.open(linkTo("recursion-limit"));
    await expect(scenario.runErrorExplanation()).toHaveText(describeCheck(loops, "en").reason);
    await checks.show("recursion-limit");
    await player.expectStep(loops.evidence[0]);
  });

  test("the sweep gets a column for each check that fails in some row shown, with each row's status", async ({ share, sweep }) => {
    const rows = await sweepRows("parallel-handoffs", "swarm");
    const failing = failingChecks(rows);
    expect(failing.length).toBeGreaterThan(0);
    await share.open(`${linkTo("parallel-handoffs", { topology: "swarm" })}&panels=knobs,history,chart,sweep`);
    await sweep.waitForRows();
    await sweep.filter("swarm");
    await expect.poll(() => sweep.checkColumns()).toEqual(failing);
    for (const id of failing) expect(await sweep.checkStatuses(id)).toEqual(rows.map((row) => row.checks[id]));
  });
});
