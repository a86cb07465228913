declare module "virtual:prepared-trace" {
  /** Traces of the opening configuration, run by the engine at build time (see preparedTracePlugin). */
  const prepared: import("./protocol").PreparedRun[];
  export default prepared;
}
