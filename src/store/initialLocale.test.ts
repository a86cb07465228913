import { describe, expect, it } from "vitest";
import { initialLocale } from "./initialLocale";

describe("the language a page opens in", () => {
  it("is the one chosen on an earlier visit", () => {
    expect(initialLocale("zh", ["en-US"])).toBe("zh");
    expect(initialLocale("en", ["zh-CN"])).toBe("en");
  });

  it("follows the browser on a first visit", () => {
    expect(initialLocale(null, ["zh-CN", "en"])).toBe("zh");
    expect(initialLocale(null, ["zh-TW"])).toBe("zh");
    expect(initialLocale(null, ["de-DE", "zh"])).toBe("zh");
    expect(initialLocale(null, ["en-GB", "zh-CN"])).toBe("en");
  });

  it("falls back to English for other languages and unknown saved values", () => {
    expect(initialLocale("fr", ["fr-FR", "de"])).toBe("en");
    expect(initialLocale(undefined, [])).toBe("en");
  });
});
