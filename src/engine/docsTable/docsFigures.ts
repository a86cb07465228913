/**
 * The LangChain docs' own performance figures for the multi-agent patterns, copied from one page so
 * the docs table can set them beside the measured runs. Nothing here is measured; everything here is
 * what that page says.
 */

/**
 * Which text of the docs page this table follows (its stamp): the page, the text it was read from and
 * when, the sections the table sets beside the runs, and the scenarios' names and requests as the page
 * words them. Before it the table followed the page's source at langchain-ai/docs 2d198da ("Buy milk",
 * three-star ratings, per-call breakdowns in text).
 */
export const DOCS_SOURCE = {
  url: "https://docs.langchain.com/oss/javascript/langchain/multi-agent",
  text: "the page as docs.langchain.com serves it as markdown (multi-agent/index.md, the one that opens with the Managed Deep Agents tip)",
  read: "2026-12-01",
  sections: ["Choosing a pattern", "Performance comparison", "Summary"],
  scenarios: {
    "docs-one-shot": { name: "One-shot request", request: "Buy coffee" },
    "docs-repeat": { name: "Repeat request", request: "Buy coffee again" },
    "docs-multi-domain": { name: "Multi-domain", request: "Compare Python, JavaScript, and Rust for web development" },
  },
  /** The per-call breakdowns are images on the page now: the runs here are the only breakdown in text. */
  breakdowns: "images",
} as const;

/**
 * The docs' four patterns, as the docs' table names them. Which topology builds each here is that
 * topology's descriptor's `docs` field.
 */
export const DOCS_PATTERNS = ["Subagents", "Handoffs", "Skills", "Router"] as const;
/** One of {@link DOCS_PATTERNS}. */
export type DocsPattern = (typeof DOCS_PATTERNS)[number];

/**
 * What the docs page points readers to beyond its patterns (its opening tip: Deep Agents for built-in
 * multi-agent support), with no figures of its own on the page: the table measures it beside the
 * patterns. Which topology builds it is, as for a pattern, that topology's descriptor's `docs` field.
 */
export const DOCS_POINTED = ["Deep Agents"] as const;
/** One of {@link DOCS_POINTED}. */
export type DocsPointed = (typeof DOCS_POINTED)[number];

/** The docs' three scenarios, by the built-in scenario that plays each. */
export const DOCS_SCENARIOS = ["docs-one-shot", "docs-repeat", "docs-multi-domain"] as const;
/** One of {@link DOCS_SCENARIOS}. */
export type DocsScenarioId = (typeof DOCS_SCENARIOS)[number];

/** One cell of the docs' tables. */
export interface DocsFigure {
  /** Model calls per user turn, where the docs give them (scenario 2 gives turn 2 and the total). */
  callsPerTurn?: readonly number[];
  totalCalls: number;
  /** The docs write "7+": a lower bound. */
  callsAtLeast?: boolean;
  /** "Total tokens" (scenario 3 only), in tokens; the docs round to thousands ("~9K"). */
  tokens?: number;
  tokensAtLeast?: boolean;
}

/** The docs' tables: "One-shot request" ("Buy coffee"), "Repeat request" ("Buy coffee", then "Buy coffee again"), "Multi-domain" (the three languages). */
export const DOCS_FIGURES: Readonly<Record<DocsScenarioId, Readonly<Record<DocsPattern, DocsFigure>>>> = {
  "docs-one-shot": {
    Subagents: { callsPerTurn: [4], totalCalls: 4 },
    Handoffs: { callsPerTurn: [3], totalCalls: 3 },
    Skills: { callsPerTurn: [3], totalCalls: 3 },
    Router: { callsPerTurn: [3], totalCalls: 3 },
  },
  "docs-repeat": {
    Subagents: { callsPerTurn: [4, 4], totalCalls: 8 },
    Handoffs: { callsPerTurn: [3, 2], totalCalls: 5 },
    Skills: { callsPerTurn: [3, 2], totalCalls: 5 },
    Router: { callsPerTurn: [3, 3], totalCalls: 6 },
  },
  "docs-multi-domain": {
    Subagents: { callsPerTurn: [5], totalCalls: 5, tokens: 9000 },
    Handoffs: { totalCalls: 7, callsAtLeast: true, tokens: 14000, tokensAtLeast: true },
    Skills: { callsPerTurn: [3], totalCalls: 3, tokens: 15000 },
    Router: { callsPerTurn: [5], totalCalls: 5, tokens: 9000 },
  },
};

/** Numbers the docs' prose states, which the table's own numbers can be checked against. */
export const DOCS_PROSE = {
  /** Multi-domain trade-off: "Subagents processes 67% fewer tokens overall" (than skills). */
  subagentsFewerTokensPercent: 67,
  /** Repeat request, key insight: "Stateful patterns (Handoffs, Skills) save 40-50% of calls on repeat requests". */
  followUpSavingPercent: [40, 50] as const,
} as const;

/**
 * Why a measured cell differs from the docs, where the run shows the reason. Each is a code the UI
 * words; the numbers beside it come from the runs.
 */
export type DocsDifferenceReason =
  /** As the docs draw skills, calls 1 to 3 each load one skill and call 4 answers; their count loads all three in call 1 and adds a "Research" call 2. */
  | "skills-one-per-call"
  /** The docs count separate "research" calls for skills and handoffs, but one call per subagent or router specialist; with the same specialists, answering from documentation already in context, every pattern makes one call per specialist. */
  | "no-research-call"
  /** Each document enters the calls once per specialist that reads it, here as in the docs' subagents breakdown; the docs' totals for skills and handoffs assume more calls over the loaded documents. */
  | "documents-read-once"
  /** The docs budget about 1K tokens of base prompt per call; these prompts are one line, so a call costs little beyond its documents and messages. */
  | "small-base-prompt";

/** The reason for each cell where the runs of the drawn flows differ from the docs. */
export const DOCS_DIFFERENCE_REASONS: Partial<Record<DocsScenarioId, Partial<Record<DocsPattern, readonly DocsDifferenceReason[]>>>> = {
  "docs-multi-domain": {
    Subagents: ["small-base-prompt"],
    Handoffs: ["no-research-call", "documents-read-once"],
    Skills: ["skills-one-per-call"],
    Router: ["small-base-prompt"],
  },
};
