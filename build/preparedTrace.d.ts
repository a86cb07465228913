declare module "virtual:prepared-trace" {
  /** Traces of the opening configuration, run by the engine at build time (see preparedTracePlugin). */
  const prepared: import("../src/store/types").PreparedRun[];
  export default prepared;
  /** Diagram layouts of those traces' graphs with no group folded, made at build time. */
  export const layouts: import("../src/ui/flow/layoutCache").PreparedLayout[];
  /** The scenario picker's listing of every listed built-in, in the catalogue's order, made at build time. */
  export const scenarioIndex: import("../src/engine/scenarios/builtIns").ScenarioListing[];
}

declare module "virtual:prepared-growth" {
  /** Growth-chart points of the built-in generated scenarios at their defaults, run at build time (see preparedGrowthPlugin). */
  const points: import("../src/store/types").PreparedGrowthPoint[];
  export default points;
}

declare module "virtual:prepared-sweeps" {
  /** Loaders of the sweeps of the built-in scenarios at their defaults, run at build time (see preparedSweepsPlugin), by scenario id. */
  const sweeps: Readonly<Record<string, () => Promise<import("../src/engine/preparedSweep").PreparedSweep>>>;
  export default sweeps;
}
