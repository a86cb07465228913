import { expect, test } from "./fixtures";

test("a blocked main chunk leaves a message in both languages instead of a blank page", async ({ app, page }) => {
  await app.blockChunk("main");
  await page.goto("/#v=1&s=research-code");
  await expect(app.bootFailure()).toBeVisible({ timeout: 15_000 });
  await expect(app.bootFailure()).toContainText("did not start");
  await expect(app.bootFailure()).toContainText("没有启动");
});

test("a blocked chunk the main chunk imports gives the same message", async ({ app, page }) => {
  await app.blockChunk("first-paint");
  await page.goto("/#v=1&s=research-code");
  await expect(app.bootFailure()).toBeVisible({ timeout: 15_000 });
});

test("a normal start replaces the message before anyone sees it", async ({ app }) => {
  await app.goto("#v=1&s=research-code");
  await expect(app.bootFailure()).toHaveCount(0);
});
