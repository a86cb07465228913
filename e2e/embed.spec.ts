import { contextAt } from "../src/engine/trace/metrics";
import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";
import { LayoutPage } from "./pages/LayoutPage";
import { RunPage } from "./pages/RunPage";

test.use({ viewport: { width: 800, height: 450 } });

test("embed=1 shows the diagram, the player and the figures without the app's chrome, and its back link opens the full app", async ({ share, layout, metrics, player, flow, context }) => {
  const trace = await nodeRun("research-code", { addHandoffMessages: false });
  const step = trace.steps.length - 1;
  const link = linkTo("research-code", { addHandoffMessages: false }, step);
  await share.openFresh(`${link}&embed=1`);
  await expect(layout.embedView()).toBeVisible();
  await expect(flow.node("supervisor")).toBeVisible();
  await player.expectStep(step);
  await expect(metrics.metric("messages")).toHaveText(String(contextAt(trace).messages));
  for (const [name, part] of Object.entries(layout.chrome())) await expect(part, name).toHaveCount(0);
  expect(await layout.horizontalOverflow()).toBe(0);

  const back = layout.embedBackLink();
  await expect(back).toHaveAttribute("target", "_blank");
  const href = (await back.getAttribute("href")) ?? "";
  expect(href).not.toContain("embed");
  const [full] = await Promise.all([context.waitForEvent("page"), back.click()]);
  await new RunPage(full).waitForTrace();
  const fullLayout = new LayoutPage(full);
  await expect(fullLayout.embedView()).toHaveCount(0);
  for (const [name, part] of Object.entries(fullLayout.chrome())) await expect(part, name).toBeVisible();
  expect(new URL(full.url()).hash.slice(1)).toBe(`${link}&lang=en`);
});

test("the embed view runs inside an iframe of another page", async ({ layout }) => {
  const trace = await nodeRun("research-code");
  const link = linkTo("research-code", {}, trace.steps.length - 1);
  // A course page on the app's origin (the suite allows no other); the app sends no frame-ancestors, so any origin may frame it.
  const framed = await layout.openInIframe(`${link}&embed=1`);
  await expect(framed.view).toBeVisible();
  await expect(framed.messages).toHaveText(String(contextAt(trace).messages));
  await expect(framed.node("supervisor")).toBeVisible();
  await framed.jumpToStart.click();
  await expect(framed.position).toHaveAttribute("data-step", "0");
});

test("a bad link value warns in the embed view as the full app does, in a compact notice that leaves the diagram its room", async ({ share, layout, flow }) => {
  const bad = "v=1&s=scale&hide=nope&present=0&panels=growth&call=100000";
  await share.openFresh(bad);
  const messages = share.banner().getByTestId("error-banner-message");
  await expect(messages.first()).toBeVisible();
  const fullApp = await messages.allTextContents();
  expect(fullApp.length).toBeGreaterThan(0);

  await share.openFresh(`${bad}&embed=1`);
  await expect(layout.embedView()).toBeVisible();
  await expect(share.banner()).toBeVisible();
  expect(await share.banner().getByTestId("error-banner-message").allTextContents()).toEqual(fullApp);
  const notice = (await share.banner().boundingBox())!;
  expect(notice.height).toBeLessThanOrEqual(60);
  await expect.poll(() => flow.nodeIds()).not.toEqual([]);
  expect(await layout.horizontalOverflow()).toBe(0);
});
