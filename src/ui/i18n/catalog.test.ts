import { beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALES } from "../../engine/localizedText";
import { en, loadCatalog, loadedCatalog, translate } from "./catalog";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the text catalogs", () => {
  beforeAll(() => Promise.all(LOCALES.map(loadCatalog)));

  it("have exactly the same keys in every language", () => {
    const keys = Object.keys(en).sort();
    for (const locale of LOCALES) expect(Object.keys(loadedCatalog(locale)!).sort(), locale).toEqual(keys);
  });

  it("have a non-empty text with the same placeholders as English for every key", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(loadedCatalog(locale)!)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it("fills placeholders in the chosen language", () => {
    expect(translate("en", "player.stepOf", { step: 3, total: 9 })).toBe("Step 3 / 9");
    expect(translate("zh", "player.stepOf", { step: 3, total: 9 })).toBe("第 3 / 9 步");
  });
});

describe("a catalog loaded when its language is chosen", () => {
  it("reads English until it is in, then its own words, and tells its listeners", async () => {
    vi.resetModules();
    const fresh = await import("./catalog");
    const heard = vi.fn();
    fresh.onCatalogLoaded(heard);
    expect(fresh.loadedCatalog("zh")).toBeUndefined();
    expect(fresh.translate("zh", "player.stepOf", { step: 3, total: 9 })).toBe("Step 3 / 9");
    await fresh.loadCatalog("zh");
    expect(heard).toHaveBeenCalledOnce();
    expect(fresh.translate("zh", "player.stepOf", { step: 3, total: 9 })).toBe("第 3 / 9 步");
  });
});
