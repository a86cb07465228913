declare module "virtual:prepared-trace" {
  /** Traces of the opening configuration, run by the engine at build time (see preparedTracePlugin). */
  const prepared: import("../src/store/types").PreparedRun[];
  export default prepared;
  /** Diagram layouts of those traces' graphs with no group folded, made at build time. */
  export const layouts: import("../src/ui/flow/layoutCache").PreparedLayout[];
}
