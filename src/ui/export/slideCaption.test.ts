import { describe, expect, it } from "vitest";
import { localize } from "../../engine/localizedText";
import { findScenario } from "../../engine/scenarios";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { o200kCounter } from "../../engine/tokens/o200k";
import { contextAt } from "../../engine/trace/metrics";
import { run } from "../../engine/trace/run";
import { loadCatalog, translate } from "../i18n/catalog";
import { slideCaption } from "./slideCaption";
import { pngScale } from "./svgToPng";

const researchCode = findScenario("research-code")!;

describe("slideCaption", () => {
  it("words the setting, the step and the metrics bar's figures at the playhead, from the run", async () => {
    const trace = await run(researchCode, scenarioKnobs(researchCode, { outputMode: "full_history" }));
    const step = Math.floor(trace.steps.length / 2);
    const caption = slideCaption({ trace, scenario: researchCode, step, locale: "en" });
    expect(caption.title).toBe(localize(researchCode.title, "en"));
    expect(caption.setting).toBe("Setting: supervisor · outputMode=full_history");
    expect(caption.step.startsWith(`Step ${step + 1} / ${trace.steps.length} · `)).toBe(true);
    const calls = trace.modelCalls.filter((call) => call.step <= step).length;
    expect(caption.figures).toEqual([
      { label: translate("en", "metrics.messages"), value: String(trace.steps[step].state.length) },
      { label: translate("en", "metrics.chars"), value: String(contextAt(trace, step).chars) },
      { label: translate("en", "metrics.llmCalls"), value: String(calls) },
    ]);
  });

  it("adds the tokens once they are counted, and words everything in Chinese", async () => {
    await loadCatalog("zh");
    const trace = await run(researchCode, scenarioKnobs(researchCode));
    const last = trace.steps.length - 1;
    const caption = slideCaption({ trace, scenario: researchCode, step: last, locale: "zh", tokens: o200kCounter() });
    expect(caption.title).toBe(localize(researchCode.title, "zh"));
    expect(caption.title).not.toBe(localize(researchCode.title, "en"));
    expect(caption.setting).toBe("设置：supervisor");
    expect(caption.figures.map((figure) => figure.label)).toEqual(["metrics.messages", "metrics.chars", "metrics.tokens", "metrics.llmCalls"].map((key) => translate("zh", key as "metrics.tokens")));
    expect(Number(caption.figures[2].value)).toBeGreaterThan(0);
    expect(caption.legend.active).toBe(translate("zh", "flow.legendActive"));
  });
});

describe("pngScale", () => {
  it("is at least 2, and twice what fills the pane for a picture smaller than its pane", () => {
    expect(pngScale(1000, 800)).toBe(2);
    expect(pngScale(1000, 800, { width: 400, height: 300 })).toBe(2);
    expect(pngScale(400, 300, { width: 1200, height: 600 })).toBe(4);
  });

  it("stays within the pixel budget above the 2x floor", () => {
    const scale = pngScale(100, 100, { width: 100_000, height: 100_000 });
    expect(scale * 100 * scale * 100).toBeLessThanOrEqual(36_000_000 + 1);
    expect(pngScale(8000, 8000)).toBe(2);
  });
});
