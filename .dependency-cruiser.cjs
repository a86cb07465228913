/**
 * The import-cycle check `npm test` runs over src/engine (DESIGN rule 10).
 * Type-only imports count too (tsPreCompilationDeps): a cycle through `import type`
 * is still a knot for whoever reads or moves the code.
 */
module.exports = {
  forbidden: [
    {
      name: "no-engine-cycle",
      severity: "error",
      comment: "src/engine has no import cycle, type imports included: ids and contracts sit in leaf modules, runners above them.",
      from: { path: "^src/engine/" },
      to: { circular: true },
    },
    {
      name: "trace-contract-is-low",
      severity: "error",
      comment: "The trace contract (what a run records, and how a message is serialized) imports only leaf modules, never the runner, the checks table or the topologies.",
      from: { path: "^src/engine/trace/(types|serialize)\\.ts$" },
      to: {
        pathNot: "^(node_modules/|src/engine/(trace/(types|budget)|checks/verdict|knobs|localizedText|limits|topologies/ids|scenarios/(types|generatorIds))\\.ts$)",
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
