import mermaid from "mermaid";

/** What Mermaid's own parser made of a flowchart: its nodes, subgraphs and edges with their labels as plain text. */
export interface ParsedFlowchart {
  /** Configuration from directives (`%%{init: …}%%`): empty when the text holds none. */
  config: Record<string, unknown>;
  nodes: { id: string; label: string; link?: string; callback: boolean }[];
  subgraphs: { id: string; title: string; nodes: string[] }[];
  edges: { source: string; target: string; label: string }[];
  /** Class definitions (`classDef`), none of which a writer of ours adds. */
  classes: string[];
}

interface FlowVertex {
  id: string;
  text?: string;
  link?: string;
  haveCallback?: boolean;
}
interface FlowDb {
  getVertices(): Map<string, FlowVertex>;
  getSubGraphs(): { id: string; title: string; nodes: string[] }[];
  getEdges(): { start: string; end: string; text?: string }[];
  getClasses(): Map<string, unknown>;
}

const NAMED: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'", nbsp: "\u00a0" };

/** A label as it is shown: Mermaid keeps entity codes in an encoded form of its own until it renders. */
function shownText(text: string): string {
  return text
    .replaceAll("ﬂ°°", "&#")
    .replaceAll("ﬂ°", "&")
    .replaceAll("¶ß", ";")
    // One pass, as a browser reads the HTML it becomes: `&#38;amp;` shows as "&amp;".
    .replace(/&(?:#(\d+)|([a-z]+));/g, (code, n: string | undefined, name: string | undefined) => (n ? String.fromCodePoint(Number(n)) : (NAMED[name!] ?? code)));
}

/** Parses a flowchart with Mermaid's parser (throws on a syntax error) and reads back what it holds. */
export async function parseFlowchart(text: string): Promise<ParsedFlowchart> {
  const parsed = await mermaid.parse(text);
  if (!parsed) throw new Error("Mermaid did not parse the text");
  // The flowchart's own database: what the renderer would draw.
  const api = (mermaid as unknown as { mermaidAPI: { getDiagramFromText(text: string): Promise<{ db: FlowDb }> } }).mermaidAPI;
  const { db } = await api.getDiagramFromText(text);
  return {
    config: parsed.config as Record<string, unknown>,
    nodes: [...db.getVertices().values()].map((vertex) => ({ id: vertex.id, label: shownText(vertex.text ?? vertex.id), ...(vertex.link ? { link: vertex.link } : {}), callback: Boolean(vertex.haveCallback) })),
    subgraphs: db.getSubGraphs().map((subgraph) => ({ id: subgraph.id, title: shownText(subgraph.title), nodes: [...subgraph.nodes] })),
    edges: db.getEdges().map((edge) => ({ source: edge.start, target: edge.end, label: shownText(edge.text ?? "") })),
    classes: [...db.getClasses().keys()],
  };
}
