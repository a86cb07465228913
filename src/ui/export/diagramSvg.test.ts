import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileGraph, hostileTextArb, hostileTextsArb, shownName } from "../../engine/testing/hostileData";
import { shownGraph } from "../flow/flowModel";
import { absoluteBoxes } from "../flow/nodeSize";
import { layOut } from "../flow/testing/layOut";
import { supervisorGraph } from "../flow/testing/supervisorGraph";
import { diagramSvg } from "./diagramSvg";

async function picture(worker = "coder", theme: "light" | "dark" = "light", active?: string) {
  const shown = shownGraph(supervisorGraph(worker), []);
  const layout = await layOut(shown);
  return { shown, placed: layout.nodes, svg: diagramSvg({ layout, edges: shown.edges, theme, title: "research-code · supervisor", active }) };
}

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe("diagramSvg", () => {
  it("names every step node and group, and leaves the inner START and END dots unnamed", async () => {
    const { svg, shown } = await picture();
    const named = shown.nodes.filter((node) => !(node.kind === "terminal" && node.parent)).map((node) => node.name);
    expect(texts(svg).slice(1).sort()).toEqual([...named].sort());
    expect(texts(svg)[0]).toBe("research-code · supervisor");
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

  it("frames every box inside its view box, below the title", async () => {
    const { svg, placed } = await picture();
    const [minX, minY, width, height] = svg.match(/viewBox="([^"]+)"/)![1].split(" ").map(Number);
    for (const box of absoluteBoxes(placed).values()) {
      expect(box.x).toBeGreaterThanOrEqual(minX);
      expect(box.y).toBeGreaterThanOrEqual(minY + 28);
      expect(box.x + box.width).toBeLessThanOrEqual(minX + width);
      expect(box.y + box.height).toBeLessThanOrEqual(minY + height);
    }
  });

  it("follows the theme and fills the playhead's node", async () => {
    const light = (await picture("coder", "light")).svg;
    const dark = (await picture("coder", "dark", "coder:agent")).svg;
    expect(light).toContain('fill="#ffffff"');
    expect(dark).toContain('fill="#0f172a"');
    expect(dark).toMatch(/data-node="coder:agent"><rect [^>]*fill="#0284c7"/);
    expect(light).not.toContain("#0369a1");
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
        const svg = diagramSvg({ layout: await layOut(shown), edges: shown.edges, theme: "light", title, active: undefined });
        // Every element is one the writer makes, with only quoted attributes that hold no markup.
        const tags = [...svg.matchAll(/<([A-Za-z][\w:-]*)/g)].map((match) => match[1]);
        expect(new Set(tags)).toEqual(new Set(["svg", "defs", "marker", "path", "rect", "text", "g"]));
        expect(svg.match(/<[A-Za-z][\w:-]*(?:\s+[\w:-]+="[^"<>]*")*\s*\/?>/g)).toHaveLength(tags.length);
        const named = shown.nodes.filter((node) => !(node.kind === "terminal" && node.parent)).map((node) => shownName(node.name));
        const read = texts(svg).map((text) => shownName(text.replace(/&(amp|lt|gt|quot|apos);/g, (_code, name: string) => XML_ENTITIES[name])));
        expect(read[0]).toBe(shownName(title));
        expect(read.slice(1).sort()).toEqual([...named, ...shown.edges.flatMap((edge) => (edge.label ? [shownName(edge.label)] : []))].sort());
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
