import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { graphMermaid } from "../src/engine/codegen/mermaid";
import { comparableCompareOutput, comparableOutput, comparedFigures, printedFigures, programHeading } from "../src/engine/codegen/printedFigures";
import { lessonKnobs } from "../src/engine/lessons/lessons";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { hostileScenario, PWNED } from "../src/engine/testing/hostileData";
import { run } from "../src/engine/trace/run";
import { encodeLink } from "../src/share/linkCodec";
import { LINK_VERSION } from "../src/share/linkState";
import { wordMessage } from "../src/share/messages";
import { localize } from "../src/engine/localizedText";
import { o200kCounter } from "../src/engine/tokens/o200k";
import { contextAt } from "../src/engine/trace/metrics";
import { tokensPerStep } from "../src/engine/trace/perStep";
import { loadCatalog, translate } from "../src/ui/i18n/catalog";
import { expect, test } from "./fixtures";
import { ExportPage } from "./pages/ExportPage";
import { builtinScenario, linkTo, nodeRun } from "./builtinRuns";

const ROOT = resolve(import.meta.dirname, "..");

/** Runs a copied script as a learner would (`npx tsx`), from inside the repo so its imports resolve. */
async function runWithTsx(code: string): Promise<{ stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(ROOT, "node_modules/.e2e-hostile-"));
  try {
    writeFileSync(join(dir, "copied.ts"), code);
    return await promisify(execFile)(join(ROOT, "node_modules/.bin/tsx"), [join(dir, "copied.ts")], { cwd: ROOT, timeout: 90_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Names and texts a hostile link carries: line breaks of every kind, a Mermaid directive and click, HTML, comment and string break-outs. */
const HOSTILE = [
  "r\nclick n0 call alert(1)\n%%{wrap}%%\n<b>x</b>",
  'x\nconsole.log("PW"+"NED_"+201);\n//',
  'c\u2028console.log("PW"+"NED_"+202);\u2028//',
  'd\r*/console.log("PW"+"NED_"+203);/*',
  'e\u2029console.log("PW"+"NED_"+204);\u2029//',
];

test.describe("take it with you", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the diagram downloads as an SVG holding the Node run's node names", async ({ share, exporter }) => {
    const trace = await nodeRun("research-code");
    await share.open(linkTo("research-code"));
    const { name, bytes } = await exporter.svg();
    expect(name).toBe("research-code-supervisor.svg");
    const svg = await exporter.readSvg(bytes.toString("utf8"));
    expect(svg.wellFormed).toBe(true);
    expect(svg.root).toBe("svg");
    const topLevel = trace.graph.nodes.filter((node) => !node.parent && !node.id.startsWith("__")).map((node) => node.name);
    expect(topLevel.length).toBeGreaterThan(2);
    for (const node of topLevel) expect(svg.texts).toContain(node);
  });

  for (const lang of ["en", "zh"] as const) {
    test(`the SVG carries what a slide needs (${lang}): the scenario's title, its setting, the step and the figures of the Node run there`, async ({ share, exporter }) => {
      const knobs = { outputMode: "full_history" } as const;
      const trace = await nodeRun("research-code", knobs);
      const step = Math.floor(trace.steps.length / 2);
      await loadCatalog(lang);
      await share.open(`${linkTo("research-code", knobs, step)}&lang=${lang}`);
      const svg = await exporter.readSvg((await exporter.svg()).bytes.toString("utf8"));
      expect(svg.wellFormed).toBe(true);
      expect(svg.texts).toContain(localize(builtinScenario("research-code").title, lang));
      expect(svg.texts).toContain(translate(lang, "export.setting", { setting: "supervisor · outputMode=full_history" }));
      expect(svg.texts.some((text) => text.startsWith(`${translate(lang, "player.stepOf", { step: step + 1, total: trace.steps.length })} · `))).toBe(true);
      // Each figure is its name, then its value, as the metrics bar shows them at that step.
      const figures = {
        "metrics.messages": trace.steps[step].state.length,
        "metrics.chars": contextAt(trace, step).chars,
        "metrics.tokens": tokensPerStep(trace, o200kCounter())[step],
        "metrics.llmCalls": trace.modelCalls.filter((call) => call.step <= step).length,
      } as const;
      for (const [key, value] of Object.entries(figures)) {
        const at = svg.texts.indexOf(translate(lang, key as keyof typeof figures));
        expect(at, key).toBeGreaterThanOrEqual(0);
        expect(svg.texts[at + 1], key).toBe(String(value));
      }
      for (const key of ["flow.legendFixed", "flow.legendConditional", "flow.legendActive"] as const) expect(svg.texts).toContain(translate(lang, key));
    });
  }

  test("a custom scenario's hostile title comes out of the SVG as text, never as markup", async ({ share, exporter }) => {
    const title = '</text><script>alert("PWNED")</script><text x="0">&amp;';
    const custom = { ...builtinScenario("research-code"), id: "hostile-title", title };
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom }, knobs: {}, step: 0, view: {} });
    if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
    await share.open(encoded.link);
    const source = (await exporter.svg()).bytes.toString("utf8");
    const svg = await exporter.readSvg(source);
    expect(svg.wellFormed).toBe(true);
    expect(svg.elements).not.toContain("script");
    // A title wider than the picture wraps at its spaces: its lines, put together, are the title as typed.
    const setting = svg.texts.findIndex((text) => text.startsWith(translate("en", "export.setting", { setting: "" })));
    expect(svg.texts.slice(0, setting).join(" ")).toBe(title);
    expect(source).not.toContain("<script");
  });

  test("the diagram downloads as a PNG at least twice the size of the SVG and of the pane it fills", async ({ share, exporter }) => {
    await share.open(linkTo("research-code"));
    const svg = await exporter.readSvg((await exporter.svg()).bytes.toString("utf8"));
    const { name, bytes } = await exporter.png();
    expect(name).toBe("research-code-supervisor.png");
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const png = ExportPage.pngSize(bytes);
    expect(png.width).toBeGreaterThanOrEqual(2 * svg.width);
    expect(png.height).toBeGreaterThanOrEqual(2 * svg.height);
    // Fitted into the pane the diagram was shown in, it still has two pixels per CSS px.
    const pane = await exporter.paneSize();
    expect(Math.max(png.width / pane.width, png.height / pane.height)).toBeGreaterThanOrEqual(2);
  });

  test("the graph downloads as clean Mermaid: START, END and agent names as labels, a block per agent", async ({ share, exporter }) => {
    const trace = await nodeRun("research-code", { topology: "swarm" });
    await share.open(linkTo("research-code", { topology: "swarm" }));
    const { name, bytes } = await exporter.mermaid();
    const text = bytes.toString("utf8");
    expect(name).toBe("research-code-swarm.mmd");
    expect(text).toBe(graphMermaid(trace.graph));
    for (const agent of ["researcher", "coder"]) expect(text).toMatch(new RegExp(`^\\s*subgraph n\\d+ \\["${agent}"\\]$`, "m"));
    expect(text).toContain('(["START"])');
    expect(text).not.toMatch(/<|__start__|__end__/);
  });

  test("a link whose custom id would end a comment of the script is refused with why, and the script copied after holds none of it", async ({ share, exporter }) => {
    const custom = { ...builtinScenario("research-code"), id: 'x\nconsole.log("PW"+"NED_"+201);\n//' };
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom }, knobs: {}, step: 0, view: {} });
    if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
    await share.open(encoded.link);
    await expect(share.banner()).toHaveAttribute("data-kind", "error");
    await expect(share.banner()).toContainText('id: only letters (a–z, A–Z), digits, "-", "_" and "." are allowed');
    const code = await exporter.copyCode();
    expect(code).not.toContain("NED_");
    const { stdout, stderr } = await runWithTsx(code);
    expect(`${stdout}${stderr}`).not.toContain(PWNED);
    expect(stdout).toContain("outcome: completed");
  });

  // The error-gallery scenario fails at build time (its fault), so it has no compiled graph to draw.
  for (const { id, built } of [
    { id: "hierarchical", built: true },
    { id: "error-duplicate-agent-name", built: false },
  ]) {
    test(`a hostile link (${id} with every name and text hostile) copies a script that prints only the app's figures, and clean Mermaid`, async ({ share, exporter }) => {
      test.setTimeout(180_000);
      const custom = { ...hostileScenario(builtinScenario(id), HOSTILE, { names: true }), id: "hostile-copy" };
      const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom }, knobs: {}, step: 0, view: {} });
      if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
      const trace = await run(custom, scenarioKnobs(custom));
      await share.open(encoded.link);

      const code = await exporter.copyCode();
      expect(code).toContain("// hostile-copy on ");
      const { stdout, stderr } = await runWithTsx(code);
      expect(`${stdout}${stderr}`).not.toContain(PWNED);
      expect(comparableOutput(stdout).join("\n")).toBe(printedFigures(trace).join("\n"));

      expect(trace.graph.nodes.length > 0).toBe(built);
      if (!built) {
        await exporter.openMenu();
        return expect(exporter.item("export-mermaid")).toBeDisabled();
      }
      const text = (await exporter.mermaid()).bytes.toString("utf8");
      expect(text).toBe(graphMermaid(trace.graph));
      expect(text).not.toContain("<");
      expect(text).not.toMatch(/^\s*(%%|click|classDef|style)/m);
      expect(text).toContain("r click n0 call alert(1) #37;#37;#123;wrap#125;#37;#37; #60;b#62;x#60;/b#62;");
    });
  }

  test("Copy as TypeScript puts a script for the scenario and its knobs on the clipboard", async ({ share, exporter }) => {
    await share.open(linkTo("research-code", { outputMode: "full_history" }));
    const code = await exporter.copyCode();
    expect(code).toContain("research-code on supervisor");
    expect(code).toContain('outputMode: "full_history"');
    expect(code).toContain("createSupervisor({");
  });

  test("the migration's compare, opened from its link, copies both programs in one script that prints A's and B's figures of the Node runs", async ({ share, exporter, compare }) => {
    // Two runs in the worker, the writer's chunk and a tsx run of both programs.
    test.setTimeout(120_000);
    const scenario = builtinScenario("research-code");
    const index = scenario.lesson!.findIndex((step) => step.compare);
    const step = scenario.lesson![index];
    const a = { scenario, knobs: lessonKnobs(scenario, step) };
    const b = { scenario, knobs: lessonKnobs(scenario, { ...step, knobs: step.compare }) };
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { id: scenario.id }, knobs: step.knobs ?? {}, compare: step.compare, lesson: index + 1, step: 0, view: {} });
    if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
    await share.openFresh(encoded.link);
    await compare.waitForB();
    const code = await exporter.copyCode("export.compareCodeCopied");
    // The menu says what it copies.
    await exporter.openMenu();
    await expect(exporter.item("export-code")).toHaveText(translate("en", "export.compareCode"));
    await expect(exporter.items()).toContainText(translate("en", "export.compareCodeHelp", { a: "subagents", b: "supervisor" }));
    // A picture would be A's diagram alone: in compare the menu holds only the programs.
    await expect(exporter.item("export-svg")).toHaveCount(0);
    expect(code).toContain("async function programA() {");
    expect(code).toContain("async function programB() {");
    // A's graph is the createAgent coordinator, B's the createSupervisor one (the scripts quote both names in their texts).
    const programB = code.indexOf("async function programB() {");
    expect(code.indexOf("const graph = createAgent({\n")).toBeLessThan(programB);
    expect(code.indexOf("const graph = createSupervisor({\n")).toBeGreaterThan(programB);
    expect(code.split("class ScriptedChatModel").length).toBe(2);
    const [{ stdout }, traceA, traceB] = await Promise.all([runWithTsx(code), run(a.scenario, a.knobs), run(b.scenario, b.knobs)]);
    const headings = [programHeading("A", a), programHeading("B", b)];
    expect(comparableCompareOutput(stdout, headings)).toEqual(comparedFigures([{ heading: headings[0], trace: traceA }, { heading: headings[1], trace: traceB }]));
  });

  test("Copy as TypeScript for the guarded supervisor carries the guards and the human's answer", async ({ share, exporter, player, interrupt, run }) => {
    // Two runs in the engine worker (the first one loads it) and the writer's chunk: more than the
    // default 30 s on a busy machine (32 s at load 20), though each wait below is for a state.
    test.setTimeout(120_000);
    await share.open(linkTo("refund-9821"));
    const paused = await exporter.copyCode();
    expect(paused).toContain("refund-9821 on supervisor-guarded");
    // The engine's own gate, word for word, and no answer yet: the script pauses where the app does.
    expect(paused).toContain("function dispatchGate(request: DispatchRequest, state: GateState, team: GateTeam, knobs: Knobs): DispatchVerdict {");
    expect(paused).toContain("const decisions: unknown[] = [];");
    await player.jumpToEnd();
    // The answer re-runs the graph in the worker, resumed with it: wait for that run, not a few seconds.
    await interrupt.approve();
    await run.waitForTrace();
    await expect(interrupt.panel()).toHaveCount(0);
    const approved = await exporter.copyCode();
    expect(approved).toMatch(/const decisions: unknown\[\] = \[\s*\{\s*type: "approve"\s*\}\s*\];/);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.describe.configure({ timeout: 180_000 });
      test.use({ colorScheme });

      test("axe finds nothing with the menu open, in English and Chinese", async ({ share, exporter, a11y }) => {
        for (const lang of ["en", "zh"]) {
          await share.openFresh(`${linkTo("research-code")}&lang=${lang}`);
          await exporter.openMenu();
          expect(await a11y.violations(), lang).toEqual([]);
        }
      });
    });
  }
});
