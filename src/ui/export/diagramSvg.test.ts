import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileGraph, hostileTextArb, hostileTextsArb, shownName } from "../../engine/testing/hostileData";
import { shownGraph } from "../flow/flowModel";
import { absoluteBoxes } from "../flow/nodeSize";
import { layOut } from "../flow/testing/layOut";
import { supervisorGraph } from "../flow/testing/supervisorGraph";
import { diagramSvg } from "./diagramSvg";
import type { SlideCaption } from "./slideCaption";

const CAPTION: SlideCaption = {
  title: "Research and code",
  setting: "Setting: supervisor",
  step: "Step 3 / 9 · coder ran",
  figures: [
    { label: "Shared messages", value: "4" },
    { label: "LLM calls", value: "2" },
  ],
  legend: { fixed: "fixed", conditional: "conditional", active: "active node" },
};

async function picture(worker = "coder", theme: "light" | "dark" = "light", active?: string, caption = CAPTION) {
  const shown = shownGraph(supervisorGraph(worker), []);
  const layout = await layOut(shown);
  return { shown, layout, placed: layout.nodes, svg: diagramSvg({ layout, edges: shown.edges, theme, caption, active }) };
}

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
/** The part of the picture that is the diagram, and the rest (the caption above it and the legend below). */
const parts = (svg: string) => {
  const start = svg.indexOf('<g data-part="diagram"');
  const end = svg.indexOf('<g data-part="legend"');
  return { diagram: svg.slice(start, end), caption: svg.slice(0, start) + svg.slice(end) };
};

describe("diagramSvg", () => {
  it("names every step node and group, and leaves the inner START and END dots unnamed", async () => {
    const { svg, shown } = await picture();
    const named = shown.nodes.filter((node) => !(node.kind === "terminal" && node.parent)).map((node) => node.name);
    expect(texts(parts(svg).diagram).sort()).toEqual([...named].sort());
  });

  it("carries the caption around the diagram: title, setting, step, each figure's name and value, the legend", async () => {
    const { svg } = await picture();
    expect(texts(parts(svg).caption)).toEqual(["Research and code", "Setting: supervisor", "Step 3 / 9 · coder ran", "Shared messages", "4", "LLM calls", "2", "fixed", "conditional", "active node"]);
  });

  it("scales the caption up with a diagram wider than a slide, so it reads at the same size there", async () => {
    const shown = shownGraph(supervisorGraph(), []);
    const layout = await layOut(shown);
    const wide = { ...layout, nodes: layout.nodes.map((node) => (node.parent ? node : { ...node, x: node.x * 8 })) };
    const svg = diagramSvg({ layout: wide, edges: [], theme: "light", caption: CAPTION });
    const [, , width] = svg.match(/viewBox="([^"]+)"/)![1].split(" ").map(Number);
    const scale = Number(svg.match(/data-part="caption" transform="scale\(([\d.]+)\)"/)![1]);
    expect(scale).toBeGreaterThan(1);
    expect(scale).toBeCloseTo((width - 48) / 1280, 5);
    expect(svg).toMatch(new RegExp(`data-part="legend" transform="translate\\(0 [\\d.]+\\) scale\\(${scale}\\)"`));
    expect((await picture()).svg).toContain('data-part="caption" transform="scale(1)"');
  });

  it("wraps a caption line wider than the picture, Chinese too, and keeps every character", async () => {
    const long = "规模：成本如何随工作量增长".repeat(8);
    const { svg } = await picture("coder", "light", undefined, { ...CAPTION, title: long, step: `Step 3 / 9 · ${"word ".repeat(60).trim()}` });
    const [, , width] = svg.match(/viewBox="([^"]+)"/)![1].split(" ").map(Number);
    const caption = texts(parts(svg).caption);
    const titleLines = caption.slice(0, caption.indexOf("Setting: supervisor"));
    expect(titleLines.length).toBeGreaterThan(1);
    expect(titleLines.join("")).toBe(long);
    // 22 px wide characters: no line runs past the picture's padding.
    for (const line of titleLines) expect([...line].length * 22).toBeLessThanOrEqual(width - 48);
    expect(caption.filter((line) => line.startsWith("word") || line.startsWith("Step")).join(" ")).toBe(`Step 3 / 9 · ${"word ".repeat(60).trim()}`);
  });

  it("draws one arrowed path per shown edge, dashed where the edge is conditional", async () => {
    const { svg, shown } = await picture();
    const paths = [...svg.matchAll(/<path d="M[^"]*"[^>]*marker-end="url\(#arrow\)"\/>/g)].map((match) => match[0]);
    expect(paths).toHaveLength(shown.edges.length);
    expect(paths.filter((path) => path.includes("stroke-dasharray"))).toHaveLength(shown.edges.filter((edge) => edge.conditional).length);
  });

  it("escapes names that XML would misread", async () => {
    const { svg } = await picture('a<b&"c"');
    expect(svg).toContain("a&lt;b&amp;&quot;c&quot;");
    expect(svg).not.toContain('a<b&"c"');
  });

  it("frames every box inside its view box, below the figures and above the legend", async () => {
    const { svg, placed, layout } = await picture();
    const [minX, minY, width, height] = svg.match(/viewBox="([^"]+)"/)![1].split(" ").map(Number);
    const [dx, dy] = svg.match(/data-part="diagram" transform="translate\(([^)]+)\)"/)![1].split(" ").map(Number);
    const figuresBottom = Math.max(...[...parts(svg).caption.matchAll(/<rect x="[^"]*" y="([^"]+)" width="[^"]*" height="([^"]+)" rx="6"/g)].map((m) => Number(m[1]) + Number(m[2])));
    const legendTop = Number(svg.match(/data-part="legend" transform="translate\(0 ([\d.]+)\)/)![1]);
    for (const box of absoluteBoxes(placed).values()) {
      expect(box.x + dx).toBeGreaterThanOrEqual(minX);
      expect(box.y + dy).toBeGreaterThan(figuresBottom);
      expect(box.x + dx + box.width).toBeLessThanOrEqual(minX + width);
      expect(box.y + dy + box.height).toBeLessThan(legendTop);
      expect(box.y + dy + box.height).toBeLessThanOrEqual(minY + height);
    }
    // Edges that loop round the frames stay above the legend too.
    for (const point of Object.values(layout.routes).flat()) {
      expect(point.y + dy).toBeLessThan(legendTop);
      expect(point.x + dx).toBeGreaterThanOrEqual(minX);
    }
  });

  it("follows the theme and fills the playhead's node", async () => {
    const light = (await picture("coder", "light")).svg;
    const dark = (await picture("coder", "dark", "coder:agent")).svg;
    expect(light).toContain('fill="#ffffff"');
    expect(dark).toContain('fill="#0f172a"');
    expect(dark).toMatch(/data-node="coder:agent"><rect [^>]*fill="#0284c7"/);
    expect(parts(light).diagram).not.toContain("#0369a1");
  });

  it("asks for no font or image from anywhere", async () => {
    const { svg } = await picture();
    expect(svg).not.toMatch(/@font-face|@import|href=|url\((?!#arrow)/);
  });

  it("keeps any hostile name, edge label and title text: only its own elements, every text where it belongs", async () => {
    const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    await fc.assert(
      fc.asyncProperty(hostileTextsArb, hostileTextArb, async (names, title) => {
        const graph = hostileGraph(supervisorGraph(), names);
        const shown = shownGraph(graph, []);
        const svg = diagramSvg({ layout: await layOut(shown), edges: shown.edges, theme: "light", caption: { ...CAPTION, title, figures: [{ label: title, value: "1" }] }, active: undefined });
        // Every element is one the writer makes, with only quoted attributes that hold no markup.
        const tags = [...svg.matchAll(/<([A-Za-z][\w:-]*)/g)].map((match) => match[1]);
        expect(new Set(tags)).toEqual(new Set(["svg", "defs", "marker", "path", "rect", "text", "g"]));
        expect(svg.match(/<[A-Za-z][\w:-]*(?:\s+[\w:-]+="[^"<>]*")*\s*\/?>/g)).toHaveLength(tags.length);
        const named = shown.nodes.filter((node) => !(node.kind === "terminal" && node.parent)).map((node) => shownName(node.name));
        const read = (part: string) => texts(part).map((text) => shownName(text.replace(/&(amp|lt|gt|quot|apos);/g, (_code, name: string) => XML_ENTITIES[name])));
        const { diagram, caption } = parts(svg);
        const words = (text: string) => shownName(text).split(/\s+/).join("");
        // The title wraps at its spaces (its lines put together hold every character), the figure's label does not.
        const captionTexts = read(caption);
        expect(captionTexts.slice(0, captionTexts.indexOf("Setting: supervisor")).join("").replace(/\s+/g, "")).toBe(words(title));
        expect(captionTexts).toContain(shownName(title));
        expect(read(diagram).sort()).toEqual([...named, ...shown.edges.flatMap((edge) => (edge.label ? [shownName(edge.label)] : []))].sort());
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
