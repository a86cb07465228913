import { expect, test } from "./fixtures";
import { linkTo, nodeRun } from "./builtinRuns";

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
    expect(svg.texts).toContain("research-code · supervisor");
  });

  test("the diagram downloads as a PNG", async ({ share, exporter }) => {
    await share.open(linkTo("research-code"));
    const { name, bytes } = await exporter.png();
    expect(name).toBe("research-code-supervisor.png");
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(5000);
  });

  test("the graph downloads as LangGraph's own Mermaid, exactly as drawMermaid() writes it in Node", async ({ share, exporter }) => {
    const trace = await nodeRun("research-code", { topology: "swarm" });
    await share.open(linkTo("research-code", { topology: "swarm" }));
    const { bytes } = await exporter.mermaid();
    const text = bytes.toString("utf8");
    expect(text).toBe(trace.mermaid);
    for (const agent of ["researcher", "coder"]) expect(text).toContain(`subgraph ${agent}`);
  });

  test("Copy as TypeScript puts a script for the scenario and its knobs on the clipboard", async ({ share, exporter }) => {
    await share.open(linkTo("research-code", { outputMode: "full_history" }));
    const code = await exporter.copyCode();
    expect(code).toContain("research-code on supervisor");
    expect(code).toContain('outputMode: "full_history"');
    expect(code).toContain("createSupervisor({");
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
