import { expect, test } from "./fixtures";
import { en } from "../src/ui/i18n/catalog";
import { zh } from "../src/ui/i18n/zh";

test.describe("two languages", () => {
  test("lang=zh in a link opens the page in Chinese, and the switch puts lang=en back in the link", async ({ share, language }) => {
    await share.open("v=1&s=research-code&lang=zh");
    expect(await language.current()).toBe("zh");
    expect(await language.documentLang()).toBe("zh-CN");
    expect(await language.heading()).toBe(zh["app.title"]);
    await language.choose("en");
    expect(await language.heading()).toBe(en["app.title"]);
    await expect.poll(() => share.addressBarLink()).toMatch(/&lang=en$/);
  });

  test.describe("a first visit", () => {
    test.use({ locale: "zh-CN" });
    test("follows a Chinese browser, and a reload keeps the reader's later choice", async ({ app, run, language }) => {
      await app.goto();
      await run.waitForTrace();
      expect(await language.current()).toBe("zh");
      await language.choose("en");
      await app.goto();
      await run.waitForTrace();
      expect(await language.current()).toBe("en");
    });
  });
});
