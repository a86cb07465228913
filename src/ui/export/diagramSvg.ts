import { xmlText } from "../../engine/codegen/escape";
import type { ShownEdge } from "../flow/flowModel";
import { roundedPath, routeMidpoint } from "../flow/geometry";
import { absoluteBoxes, GROUP_HEADER, type DiagramLayout } from "../flow/nodeSize";
import type { SlideCaption } from "./slideCaption";
import { textWidth, wrapText } from "./svgTextWidth";

/** Colours of an exported diagram, per theme (the app's slate and sky). */
const PALETTE = {
  light: { background: "#ffffff", text: "#1e293b", muted: "#475569", node: "#ffffff", nodeStroke: "#94a3b8", group: "#f8fafc", groupStroke: "#cbd5e1", terminal: "#f1f5f9", edge: "#94a3b8", active: "#0369a1", activeText: "#ffffff", card: "#f1f5f9", star: "#e0f2fe" },
  dark: { background: "#0f172a", text: "#f1f5f9", muted: "#cbd5e1", node: "#1e293b", nodeStroke: "#64748b", group: "#111c31", groupStroke: "#334155", terminal: "#1e293b", edge: "#64748b", active: "#0284c7", activeText: "#ffffff", card: "#1e293b", star: "#0c4a6e" },
} as const;

type Colours = (typeof PALETTE)["light" | "dark"];

/** What an exported picture of the diagram shows. */
export interface DiagramPicture {
  layout: DiagramLayout;
  edges: readonly ShownEdge[];
  theme: "light" | "dark";
  /** The words a slide needs around the diagram: title, setting, step, figures, legend. */
  caption: SlideCaption;
  /** The shown node the playhead is on, drawn highlighted. */
  active?: string;
}

const PADDING = 24;
/** The caption wraps to the diagram's width, but never narrower than this (a three-node graph still gets a readable header). */
const MIN_TEXT_WIDTH = 640;
const GAP = 16;
/** The width (CSS px) a picture is shown at on a slide, about: wider diagrams get a caption scaled up to match. */
const SLIDE_WIDTH = 1280;
const TITLE = { size: 22, line: 28 };
const LINE = { size: 14, line: 20 };
const FIGURE = { label: 12, value: 24, height: 58, gap: 8, padding: 12 };
const LEGEND = { size: 12, height: 18 };
// System fonts only: a picture for slides must not fetch anything.
const FONT = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'Noto Sans Mono CJK SC', monospace";

/** A `<text>` element; every value in it goes through {@link xmlText}, the one path data takes into the SVG. */
const text = (x: number, y: number, size: number, fill: string, value: string, extra = "") => `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${xmlText(value)}</text>`;

/** The title, the setting and the step, each wrapped to `width`; returns the elements and the height they take. */
function header(caption: SlideCaption, colours: Colours, width: number): { parts: string[]; height: number } {
  const parts: string[] = [];
  let y = 0;
  for (const line of wrapText(caption.title, TITLE.size, width)) {
    y += TITLE.line;
    parts.push(text(PADDING, PADDING + y - 6, TITLE.size, colours.text, line, ' font-weight="700"'));
  }
  y += 4;
  for (const [value, fill] of [[caption.setting, colours.muted], [caption.step, colours.text]] as const) {
    for (const line of wrapText(value, LINE.size, width)) {
      y += LINE.line;
      parts.push(text(PADDING, PADDING + y - 5, LINE.size, fill, line));
    }
  }
  return { parts, height: y };
}

/** The headline figures as cards in a row (wrapping to `width`), the first one starred as in the app; starts at `top`. */
function figures(caption: SlideCaption, colours: Colours, width: number, top: number): { parts: string[]; height: number } {
  const parts: string[] = [];
  let x = 0;
  let y = 0;
  caption.figures.forEach((figure, index) => {
    const cardWidth = Math.ceil(Math.max(textWidth(figure.label, FIGURE.label), textWidth(figure.value, FIGURE.value)) + 2 * FIGURE.padding);
    if (x > 0 && x + cardWidth > width) {
      x = 0;
      y += FIGURE.height + FIGURE.gap;
    }
    const left = PADDING + x;
    parts.push(`<rect x="${left}" y="${top + y}" width="${cardWidth}" height="${FIGURE.height}" rx="6" fill="${index === 0 ? colours.star : colours.card}"/>`);
    parts.push(text(left + FIGURE.padding, top + y + 20, FIGURE.label, colours.muted, figure.label));
    parts.push(text(left + FIGURE.padding, top + y + 48, FIGURE.value, colours.text, figure.value, ' font-weight="700"'));
    x += cardWidth + FIGURE.gap;
  });
  return { parts, height: y + FIGURE.height };
}

/** What a solid line, a dashed line and a filled box mean, in one row starting at `top`. */
function legend(caption: SlideCaption, colours: Colours, top: number): string[] {
  const mid = top + LEGEND.height / 2;
  const parts: string[] = [];
  let x = PADDING;
  const entry = (sample: string, label: string) => {
    parts.push(sample, text(x + 30, mid + 4, LEGEND.size, colours.muted, label));
    x += 30 + textWidth(label, LEGEND.size) + 24;
  };
  entry(`<path d="M${x} ${mid} h24" stroke="${colours.edge}" stroke-width="1.5"/>`, caption.legend.fixed);
  entry(`<path d="M${x} ${mid} h24" stroke="${colours.edge}" stroke-width="1.5" stroke-dasharray="5 4"/>`, caption.legend.conditional);
  entry(`<rect x="${x + 6}" y="${mid - 6}" width="12" height="12" rx="2" fill="${colours.active}"/>`, caption.legend.active);
  return parts;
}

/** The boxes and edges, in the layout's own coordinates (the caller moves them into place). */
function diagram({ layout, edges, active }: DiagramPicture, colours: Colours): string[] {
  const placed = layout.nodes;
  const boxes = absoluteBoxes(placed);
  const parts: string[] = [];
  // Groups first (behind), then edges, then the nodes on top, as the app stacks them.
  for (const node of placed) {
    if (node.kind !== "group") continue;
    const box = boxes.get(node.id)!;
    parts.push(`<g data-node="${xmlText(node.id)}"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="10" fill="${colours.group}" stroke="${node.id === active ? colours.active : colours.groupStroke}" stroke-width="1.5"/>`);
    parts.push("</g>");
  }
  for (const edge of edges) {
    const route = layout.routes[edge.id];
    if (!route) continue;
    parts.push(`<path d="${roundedPath(route)}" fill="none" stroke="${colours.edge}" stroke-width="1.25"${edge.conditional ? ' stroke-dasharray="5 4"' : ""} marker-end="url(#arrow)"/>`);
    if (edge.label) {
      // Where the layout put the label (clear of every node), as the app draws it.
      const { x, y } = layout.labels?.[edge.id] ?? routeMidpoint(route);
      const labelWidth = textWidth(edge.label, 11) + 8;
      parts.push(`<rect x="${x - labelWidth / 2}" y="${y - 8}" width="${labelWidth}" height="16" rx="3" fill="${colours.background}" opacity="0.9"/>`);
      parts.push(text(x, y + 4, 11, colours.muted, edge.label, ' text-anchor="middle"'));
    }
  }
  // Group names after the edges, on their frame's colour: an edge entering a frame passes under its name, not through it.
  for (const node of placed) {
    if (node.kind !== "group") continue;
    const box = boxes.get(node.id)!;
    const labelY = node.collapsed ? box.y + box.height / 2 + 5 : box.y + GROUP_HEADER / 2 + 5;
    parts.push(`<rect x="${box.x + 8}" y="${labelY - 14}" width="${textWidth(node.name, 14) + 8}" height="19" rx="3" fill="${colours.group}"/>`);
    parts.push(text(box.x + 12, labelY, 14, colours.text, node.name, ' font-weight="600"'));
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
    const label = terminal && node.parent ? "" : text(box.x + box.width / 2, box.y + box.height / 2 + 4, terminal ? 10 : 12, on ? colours.activeText : colours.text, node.name, ' text-anchor="middle"');
    parts.push(`${label}</g>`);
  }
  return parts;
}

/**
 * The diagram as a standalone SVG document for a slide: a header (the scenario's title, its setting and
 * the step), the headline figures, the diagram drawn from the same layout as the app (boxes and the
 * edges' routes), and a legend, in plain shapes and text: no HTML inside, no external fonts or images,
 * so slide tools and browsers show it the same way.
 */
export function diagramSvg(picture: DiagramPicture): string {
  const colours = PALETTE[picture.theme];
  // Routes may run outside every box (an edge looping round the frames): they belong to the diagram's area too.
  const points = Object.values(picture.layout.routes).flat();
  const all = [...absoluteBoxes(picture.layout.nodes).values(), ...points.map((p) => ({ x: p.x, y: p.y, width: 0, height: 0 }))];
  const left = Math.min(0, ...all.map((b) => b.x));
  const top = Math.min(0, ...all.map((b) => b.y));
  const diagramWidth = Math.max(...all.map((b) => b.x + b.width), 0) - left;
  const diagramHeight = Math.max(...all.map((b) => b.y + b.height), 0) - top;
  const inner = Math.max(diagramWidth, MIN_TEXT_WIDTH);
  // A diagram much wider than a slide is shrunk to fit one: the caption grows with it, so it reads at the same size on the slide.
  const k = Math.max(1, inner / SLIDE_WIDTH);
  const head = header(picture.caption, colours, inner / k);
  const figuresTop = PADDING + head.height + GAP;
  const cards = figures(picture.caption, colours, inner / k, figuresTop);
  const diagramTop = k * (figuresTop + cards.height + GAP) + PADDING / 2;
  const legendTop = diagramTop + diagramHeight + GAP + 8;
  const width = Math.ceil(inner + 2 * PADDING);
  const height = Math.ceil(legendTop + k * (LEGEND.height + PADDING));
  // The diagram centred under the header when the header is the wider of the two.
  const dx = PADDING + (inner - diagramWidth) / 2 - left;
  const dy = diagramTop - top;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${colours.edge}"/></marker></defs>
<rect x="0" y="0" width="${width}" height="${height}" fill="${colours.background}"/>
<g data-part="caption" transform="scale(${k})">
${[...head.parts, ...cards.parts].join("\n")}
</g>
<g data-part="diagram" transform="translate(${dx} ${dy})">
${diagram(picture, colours).join("\n")}
</g>
<g data-part="legend" transform="translate(0 ${legendTop}) scale(${k})">
${legend(picture.caption, colours, 0).join("\n")}
</g>
</svg>
`;
}
