import { o200kCounter } from "../src/engine/tokens/o200k";
import { describeCheck } from "../src/engine/checks";
import { boardOf } from "../src/engine/guards/board";
import type { Knobs } from "../src/engine/knobs";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { run } from "../src/engine/trace/run";
import type { Trace } from "../src/engine/trace/types";
import { boardFigures } from "../src/ui/guards/boardView";
import { builtinScenario, linkTo, nodeRun } from "./builtinRuns";
import { expect, test, type PageObjects } from "./fixtures";

/*
 * Seed 003's guards in the app: each scenario opened from a link, then the guard's knob flipped in the
 * knobs panel. What the Checks panel and the board must show comes from the same runs in Node.
 */

const countTokens = o200kCounter();

/** The Checks panel and the board at the end of the run show what the Node trace says. */
async function expectRun({ checks, board, player }: Pick<PageObjects, "checks" | "board" | "player">, trace: Trace): Promise<void> {
  await player.jumpToEnd();
  for (const result of trace.checks) await checks.expectStatus(result.id, result.status);
  const figures = boardOf(trace, { countTokens });
  if (!figures) throw new Error(`no board for ${trace.knobs.topology}`);
  await board.expectFigures(figures.kind, boardFigures(figures));
}

/** The failing check's reason, as the panel words it, names the step and the message. */
async function expectReason({ checks }: Pick<PageObjects, "checks">, trace: Trace, id: string): Promise<void> {
  const result = trace.checks.find((check) => check.id === id)!;
  expect(result.status).toBe("fail");
  await checks.show(id);
  await expect(checks.reason(id)).toHaveText(describeCheck(result, "en").reason);
}

const GUARDS: { scenario: string; knobs?: Partial<Knobs>; knob: keyof Knobs; guarded: string | boolean; check: string }[] = [
  { scenario: "refund-9821", knobs: { centreTools: "centre-too" }, knob: "centreTools", guarded: "own-worker", check: "centre-tools-disjoint" },
  { scenario: "refund-9821", knobs: { topology: "swarm-guarded", handoffPayload: "full-transcript" }, knob: "handoffPayload", guarded: "trimmed", check: "handoff-payload-trimmed" },
  { scenario: "ping-pong", knob: "pingPongGuard", guarded: true, check: "ping-pong-to-human" },
  { scenario: "retry-storm", knob: "circuitBreaker", guarded: true, check: "tool-concurrency" },
  { scenario: "fake-swarm", knob: "hiddenCoordinator", guarded: false, check: "no-omniscient-node" },
];

test.describe("seed 003 guards", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const guard of GUARDS) {
    test(`${guard.scenario}: ${guard.check} fails from the link and passes once ${guard.knob} is ${String(guard.guarded)}`, async ({ share, checks, board, player, knobs, run: runPage }) => {
      const without = await nodeRun(guard.scenario, guard.knobs);
      const withGuard = await nodeRun(guard.scenario, { ...guard.knobs, [guard.knob]: guard.guarded });
      await share.open(linkTo(guard.scenario, guard.knobs));
      await expectRun({ checks, board, player }, without);
      await expectReason({ checks }, without, guard.check);

      await knobs.set(guard.knob, guard.guarded);
      await runPage.waitForTrace();
      await expectRun({ checks, board, player }, withGuard);
      await checks.expectStatus(guard.check, "pass");
    });
  }

  test("refund-9821 on the supervisor pauses before the refund worker; Approve issues the permission and the refund runs under it", async ({ share, checks, board, player, interrupt, run: runPage }) => {
    const scenario = builtinScenario("refund-9821");
    const paused = await nodeRun("refund-9821");
    const approved = await run(scenario, scenarioKnobs(scenario, {}), { decisions: [{ type: "approve" }] });
    expect(paused.outcome.status).toBe("paused");
    await share.openFresh(linkTo("refund-9821"));
    await expectRun({ checks, board, player }, paused);
    await expect(interrupt.panel()).toBeVisible();
    await checks.expectStatus("high-risk-permission", "not-applicable");

    await interrupt.approve();
    await runPage.waitForTrace();
    await expectRun({ checks, board, player }, approved);
    await checks.expectStatus("high-risk-permission", "pass");
  });
});
