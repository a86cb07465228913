import { xmlText } from "../../engine/codegen/escape";
import type { ShownEdge } from "../flow/flowModel";
import { roundedPath, routeMidpoint } from "../flow/geometry";
import { absoluteBoxes, GROUP_HEADER, type DiagramLayout } from "../flow/nodeSize";

/** Colours of an exported diagram, per theme (the app's slate and sky). */
const PALETTE = {
  light: { background: "#ffffff", text: "#1e293b", muted: "#475569", node: "#ffffff", nodeStroke: "#94a3b8", group: "#f8fafc", groupStroke: "#cbd5e1", terminal: "#f1f5f9", edge: "#94a3b8", active: "#0369a1", activeText: "#ffffff" },
  dark: { background: "#0f172a", text: "#f1f5f9", muted: "#cbd5e1", node: "#1e293b", nodeStroke: "#64748b", group: "#111c31", groupStroke: "#334155", terminal: "#1e293b", edge: "#64748b", active: "#0284c7", activeText: "#ffffff" },
} as const;

/** What an exported picture of the diagram shows. */
export interface DiagramPicture {
  layout: DiagramLayout;
  edges: readonly ShownEdge[];
  theme: "light" | "dark";
  /** A line above the diagram (scenario and topology). */
  title: string;
  /** The shown node the playhead is on, drawn highlighted. */
  active?: string;
}

const PADDING = 24;
const TITLE_HEIGHT = 28;
// System fonts only: a picture for slides must not fetch anything.
const FONT = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/**
 * The diagram as a standalone SVG document, drawn from the same layout as the app (boxes and the
 * edges' routes, as the diagram draws them), in plain shapes and text: no HTML inside, no external fonts
 * or images, so slide tools and browsers show it the same way.
 */
export function diagramSvg({ layout, edges, theme, title, active }: DiagramPicture): string {
  const colours = PALETTE[theme];
  const placed = layout.nodes;
  const boxes = absoluteBoxes(placed);
  const all = [...boxes.values()];
  const minX = Math.min(0, ...all.map((b) => b.x)) - PADDING;
  const minY = Math.min(0, ...all.map((b) => b.y)) - PADDING - TITLE_HEIGHT;
  const width = Math.ceil(Math.max(...all.map((b) => b.x + b.width), 200) - minX + PADDING);
  const height = Math.ceil(Math.max(...all.map((b) => b.y + b.height), 0) - minY + PADDING);
  const parts: string[] = [];
  parts.push(`<rect x="${minX}" y="${minY}" width="${width}" height="${height}" fill="${colours.background}"/>`);
  parts.push(`<text x="${minX + PADDING}" y="${minY + PADDING + 4}" font-size="14" font-weight="600" fill="${colours.text}">${xmlText(title)}</text>`);
  // Groups first (behind), then edges, then the nodes on top, as the app stacks them.
  for (const node of placed) {
    if (node.kind !== "group") continue;
    const box = boxes.get(node.id)!;
    parts.push(`<g data-node="${xmlText(node.id)}"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="10" fill="${colours.group}" stroke="${node.id === active ? colours.active : colours.groupStroke}" stroke-width="1.5"/>`);
    const labelY = node.collapsed ? box.y + box.height / 2 + 5 : box.y + GROUP_HEADER / 2 + 5;
    parts.push(`<text x="${box.x + 12}" y="${labelY}" font-size="14" font-weight="600" fill="${colours.text}">${xmlText(node.name)}</text></g>`);
  }
  for (const edge of edges) {
    const route = layout.routes[edge.id];
    if (!route) continue;
    const path = roundedPath(route);
    const { x: labelX, y: labelY } = routeMidpoint(route);
    parts.push(`<path d="${path}" fill="none" stroke="${colours.edge}" stroke-width="1.25"${edge.conditional ? ' stroke-dasharray="5 4"' : ""} marker-end="url(#arrow)"/>`);
    if (edge.label) {
      const labelWidth = edge.label.length * 6.7 + 8;
      parts.push(`<rect x="${labelX - labelWidth / 2}" y="${labelY - 8}" width="${labelWidth}" height="16" rx="3" fill="${colours.background}" opacity="0.9"/>`);
      parts.push(`<text x="${labelX}" y="${labelY + 4}" font-size="11" text-anchor="middle" fill="${colours.muted}">${xmlText(edge.label)}</text>`);
    }
  }
  for (const node of placed) {
    if (node.kind === "group") continue;
    const box = boxes.get(node.id)!;
    const on = node.id === active;
    const terminal = node.kind === "terminal";
    const fill = on ? colours.active : terminal ? colours.terminal : colours.node;
    const rx = terminal ? box.height / 2 : 8;
    parts.push(`<g data-node="${xmlText(node.id)}"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${rx}" fill="${fill}" stroke="${on ? colours.active : colours.nodeStroke}"/>`);
    // Inner START and END are dots in the app too: too small for a name.
    const label = terminal && node.parent ? "" : `<text x="${box.x + box.width / 2}" y="${box.y + box.height / 2 + 4}" font-size="${terminal ? 10 : 12}" text-anchor="middle" fill="${on ? colours.activeText : colours.text}">${xmlText(node.name)}</text>`;
    parts.push(`${label}</g>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${minX} ${minY} ${width} ${height}" font-family="${FONT}">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${colours.edge}"/></marker></defs>
${parts.join("\n")}
</svg>
`;
}
