import { describe, expect, it } from "vitest";
import { LOCALES } from "../../engine/localizedText";
import { CATALOGS, en, translate } from "./catalog";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the text catalogs", () => {
  it("have exactly the same keys in every language", () => {
    const keys = Object.keys(en).sort();
    for (const locale of LOCALES) expect(Object.keys(CATALOGS[locale]).sort(), locale).toEqual(keys);
  });

  it("have a non-empty text with the same placeholders as English for every key", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(CATALOGS[locale])) {
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
