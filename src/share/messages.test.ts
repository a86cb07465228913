import { describe, expect, it } from "vitest";
import { LOCALES } from "../engine/localizedText";
import { decodeLink } from "./linkCodec";
import { MESSAGES, message, wordMessage } from "./messages";
import * as linkSchemas from "./linkSchemas";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("share messages", () => {
  it.each(Object.entries(MESSAGES))("%s has the same placeholders in every language", (_code, text) => {
    for (const locale of LOCALES) expect(placeholders(text[locale]), locale).toEqual(placeholders(text.en));
  });

  it("words a link's warnings in the reader's language, parameters included", () => {
    const decoded = decodeLink("v=1&s=research-code&outputMode=everything&lang=fr&step=x", linkSchemas);
    if (!decoded.ok) throw new Error("the link should open");
    const zh = decoded.warnings.map((warning) => wordMessage(warning, "zh"));
    expect(zh).toHaveLength(3);
    // Chinese words around the data the link carried; no English sentence and no unfilled placeholder.
    for (const text of zh) {
      expect(text).toMatch(/[\u4e00-\u9fff]/);
      expect(text).not.toMatch(/\b(the|link|was|ignored)\b/i);
      expect(text).not.toMatch(/\{\w+\}/);
    }
    expect(zh[0]).toContain("full_history, last_message");
  });

  it("writes numbers in the reader's style and nests messages", () => {
    const nested = message("lz.damaged", { why: message("lz.badChar", { char: "%" }) });
    expect(wordMessage(nested, "en")).toBe('The compressed scenario in the link is damaged (it contains "%", which compression never produces). The link was probably cut off or edited.');
    expect(wordMessage(message("lz.tooLarge", { limit: 200_000 }), "en")).toContain("200,000");
    expect(wordMessage(message("link.invalidScenario", { issues: [message("scenario.needAgent"), message("scenario.needTopology")] }), "zh")).toBe("链接里的场景无效：至少添加一个智能体；至少选择一个拓扑。");
  });
});
