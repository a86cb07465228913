import type { LocalizedText } from "../localizedText";

/**
 * The ideas the scenario picker groups the catalogue by, in the order it shows them: one row per
 * idea, its label in every language.
 */
export const SCENARIO_IDEAS = {
  cost: { en: "Cost knobs", zh: "成本旋钮" },
  routing: { en: "Routing and dispatch", zh: "路由与派发" },
  swarm: { en: "Swarm memory", zh: "Swarm 的记忆" },
  guards: { en: "Guards", zh: "护栏" },
  human: { en: "Human in the loop", zh: "人在回路中" },
  patterns: { en: "Today's patterns", zh: "当下的模式" },
  errors: { en: "Errors", zh: "错误" },
  scale: { en: "Scale", zh: "规模" },
} as const satisfies Record<string, LocalizedText>;

/** One of {@link SCENARIO_IDEAS}. */
export type ScenarioIdea = keyof typeof SCENARIO_IDEAS;

/** Where a scenario comes from: one of the four seed articles, the LangChain docs, or the playground itself. */
export const SCENARIO_SOURCES = {
  "000": { en: "Seed 000", zh: "种子 000" },
  "001": { en: "Seed 001", zh: "种子 001" },
  "003": { en: "Seed 003", zh: "种子 003" },
  "004": { en: "Seed 004", zh: "种子 004" },
  docs: { en: "LangChain docs", zh: "LangChain 文档" },
  playground: { en: "Playground", zh: "演练场" },
} as const satisfies Record<string, LocalizedText>;

/** One of {@link SCENARIO_SOURCES}. */
export type ScenarioSource = keyof typeof SCENARIO_SOURCES;

/** A built-in scenario's place in the picker: the idea it teaches and the source it models. */
export interface ScenarioShelf {
  idea: ScenarioIdea;
  source: ScenarioSource;
}

/**
 * Every built-in scenario's shelf, by scenario id, beside the catalogue (`scenarios/index.ts`) rather
 * than in each scenario file; a test keeps the two in step. A user's own scenario has no shelf.
 */
export const SCENARIO_SHELVES: Readonly<Record<string, ScenarioShelf>> = {
  "research-code": { idea: "cost", source: "000" },
  "production-notes": { idea: "cost", source: "000" },
  "json-dispatch": { idea: "routing", source: "004" },
  router: { idea: "routing", source: "004" },
  hierarchical: { idea: "routing", source: "003" },
  "recursion-limit": { idea: "routing", source: "000" },
  "two-turns": { idea: "swarm", source: "001" },
  "two-turns-hand-back": { idea: "swarm", source: "001" },
  "parallel-handoffs": { idea: "swarm", source: "001" },
  "refund-9821": { idea: "guards", source: "003" },
  "ping-pong": { idea: "guards", source: "003" },
  "retry-storm": { idea: "guards", source: "003" },
  "fake-swarm": { idea: "guards", source: "003" },
  "interrupt-rules": { idea: "human", source: "000" },
  "docs-one-shot": { idea: "patterns", source: "docs" },
  "docs-repeat": { idea: "patterns", source: "docs" },
  "docs-multi-domain": { idea: "patterns", source: "docs" },
  "deep-agent-files": { idea: "patterns", source: "playground" },
  "error-handoff-outside-graph": { idea: "errors", source: "001" },
  "error-active-agent-not-in-graph": { idea: "errors", source: "001" },
  "error-tool-name-case": { idea: "errors", source: "001" },
  "error-agent-without-name": { idea: "errors", source: "001" },
  "error-duplicate-agent-name": { idea: "errors", source: "001" },
  "error-invalid-output-mode": { idea: "errors", source: "001" },
  "error-state-without-active-agent": { idea: "errors", source: "001" },
  "error-unknown-default-agent": { idea: "errors", source: "001" },
  "error-command-without-ends": { idea: "errors", source: "000" },
  scale: { idea: "scale", source: "playground" },
};
