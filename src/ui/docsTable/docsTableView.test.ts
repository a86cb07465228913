import { beforeAll, describe, expect, it } from "vitest";
import type { DocsNote, MeasuredCell } from "../../engine/docsTable/docsTable";
import { decodeLink } from "../../share/linkCodec";
import { loadCatalog, translate } from "../i18n/catalog";
import { docsNoteText } from "./docsTableText";
import { callsText, cellLink, docsTokensText } from "./docsTableView";
import * as linkSchemas from "../../share/linkSchemas";

// The Chinese catalog is a chunk of its own, fetched when the language is chosen.
beforeAll(() => loadCatalog("zh"));

const cell: MeasuredCell = {
  row: "router-as-tool",
  scenarioId: "docs-repeat",
  flow: "batched",
  knobs: { topology: "router-fanout", routerAsTool: true, flow: "batched" },
  callsPerTurn: [6, 6],
  totalCalls: 12,
  inputTokens: 386,
  contentTokens: 200,
  toolsOffered: true,
  inputChars: 1674,
  outcome: "completed",
  lastStep: 27,
};

describe("docs table view", () => {
  it("links a measured cell to its run: scenario, knobs, last step and language", () => {
    const link = cellLink(cell, "zh")!;
    const decoded = decodeLink(link, linkSchemas);
    expect(decoded.ok && decoded.state).toMatchObject({ scenario: { id: "docs-repeat" }, knobs: { topology: "router-fanout", routerAsTool: true, flow: "batched" }, step: 27, view: { lang: "zh" } });
  });

  it("writes calls and tokens the way the docs' tables do", () => {
    expect(callsText([3, 2], 5)).toBe("3+2 = 5");
    expect(callsText([4], 4)).toBe("4");
    expect(callsText(undefined, 7, true)).toBe("7+");
    expect(docsTokensText({ totalCalls: 7, tokens: 14000, tokensAtLeast: true })).toBe("~14K+");
    expect(docsTokensText({ totalCalls: 3 })).toBeUndefined();
  });

  it("words a differing cell as one line with its figures and reasons, in either language", () => {
    const note: DocsNote = { code: "cell-differs", scenarioId: "docs-multi-domain", pattern: "Skills", calls: { docs: 3, docsAtLeast: false, measured: 4 }, reasons: ["skills-one-per-call"] };
    const en = docsNoteText((key, params) => translate("en", key, params), note);
    expect(en).toMatch(/^Skills on Multi-domain .*: the docs count 3 calls, the run makes 4\. As the docs draw skills, a call loads one skill: calls 1 to 3/);
    expect(en).not.toContain("\n");
    const zh = docsNoteText((key, params) => translate("zh", key, params), note);
    expect(zh).toContain("文档记 3 次调用，实测 4 次");
  });
});
