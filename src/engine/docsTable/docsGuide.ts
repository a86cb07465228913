import type { DocsPattern, DocsScenarioId } from "./docsFigures";

/**
 * The docs' two "Choosing a pattern" tables, as the page gives them: the five-star ratings of each
 * pattern on four criteria (under "Patterns"), and the matrix of which patterns to pick when
 * optimizing for what (under "Summary"). Nothing here is measured; the table sets what the runs
 * measure beside the matrix.
 */

/** The criteria the docs rate each pattern on, in their order. */
export const DOCS_RATING_CRITERIA = ["distributedDevelopment", "parallelization", "multiHop", "directUserInteraction"] as const;
/** One of {@link DOCS_RATING_CRITERIA}. */
export type DocsRatingCriterion = (typeof DOCS_RATING_CRITERIA)[number];

/** Stars out of five; `null` where the docs write "-". */
export type DocsStars = 1 | 2 | 3 | 4 | 5 | null;

/** The docs' ratings: Subagents ⭐⭐⭐⭐⭐ ⭐⭐⭐⭐⭐ ⭐⭐⭐⭐⭐ ⭐, Handoffs - - ⭐⭐⭐⭐⭐ ⭐⭐⭐⭐⭐, Skills ⭐⭐⭐⭐⭐ ⭐⭐⭐ ⭐⭐⭐⭐⭐ ⭐⭐⭐⭐⭐, Router ⭐⭐⭐ ⭐⭐⭐⭐⭐ - ⭐⭐⭐. */
export const DOCS_RATINGS: Readonly<Record<DocsPattern, Readonly<Record<DocsRatingCriterion, DocsStars>>>> = {
  Subagents: { distributedDevelopment: 5, parallelization: 5, multiHop: 5, directUserInteraction: 1 },
  Handoffs: { distributedDevelopment: null, parallelization: null, multiHop: 5, directUserInteraction: 5 },
  Skills: { distributedDevelopment: 5, parallelization: 3, multiHop: 5, directUserInteraction: 5 },
  Router: { distributedDevelopment: 3, parallelization: 5, multiHop: null, directUserInteraction: 3 },
};

/** The rows of the docs' "Optimize for" matrix, in their order. */
export const DOCS_MATRIX_ROWS = ["singleRequests", "repeatRequests", "parallelExecution", "largeContextDomains", "simpleFocusedTasks"] as const;
/** One of {@link DOCS_MATRIX_ROWS}. */
export type DocsMatrixRow = (typeof DOCS_MATRIX_ROWS)[number];

/** The patterns the docs tick (✅) on each row of the matrix. */
export const DOCS_MATRIX: Readonly<Record<DocsMatrixRow, readonly DocsPattern[]>> = {
  singleRequests: ["Handoffs", "Skills", "Router"],
  repeatRequests: ["Handoffs", "Skills"],
  parallelExecution: ["Subagents", "Router"],
  largeContextDomains: ["Subagents", "Router"],
  simpleFocusedTasks: ["Skills"],
};

/** What a matrix row's measured side is read from: a figure of one of the docs' scenarios, or nothing the runs measure. */
export type MatrixBasis =
  /** Fewest model calls on the scenario. */
  | { kind: "fewest-calls"; scenarioId: DocsScenarioId }
  /** Fewest model calls on the scenario's second turn. */
  | { kind: "fewest-turn-two-calls"; scenarioId: DocsScenarioId }
  /** Fewest billed input tokens on the scenario, and any pattern within `TOKEN_MARGIN` (docsMatrix) of it. */
  | { kind: "fewest-input-tokens"; scenarioId: DocsScenarioId }
  /** Scripted runs take no time: they cannot show what running side by side saves, nor how focused a task is. */
  | { kind: "not-measured" };

