import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 6: an outputMode the library does not know. */
export const errorInvalidOutputMode: Scenario = {
  ...GALLERY_BASE,
  id: "error-invalid-output-mode",
  title: "Error: invalid output mode",
  summary: "createSupervisor gets outputMode \"all_history\" (meant: full_history) and refuses to build.",
  topologies: ["supervisor"],
  // The outputMode knob only offers the two valid values, so the typo travels as a fault.
  fault: { kind: "invalid-output-mode", outputMode: "all_history" },
  narrative: [
    `createSupervisor is called with outputMode: "all_history", a typo for full_history (the knob panel cannot even offer it: the bad value comes with this scenario). The build fails at once: 'Invalid agent output mode: all_history. Needs to be one of ["full_history", "last_message"]'. No step runs and no model is called.`,
    "TypeScript would reject the value at compile time; plain JavaScript, or a value read from a config file, reaches the library, which checks it while building each worker's node. JS names the same two values seed 001 reports for Python.",
    "Apply the fix to build with outputMode full_history: the supervisor runs, and the finance worker's ledger call and its result stay in the shared history.",
  ],
  gallery: {
    why:
      "createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) wraps each worker with makeCallAgent(agent, outputMode, ...), which throws unless outputMode is \"full_history\" or \"last_message\". It runs while the graph is being built, so the error comes from createSupervisor itself.",
    fix: "Use one of the two values: full_history (keep each worker's whole transcript) or last_message (keep only its last message).",
    fixKnobs: { outputMode: "full_history" },
    fixScenarioId: "fixed-invalid-output-mode",
  },
};

/** The same supervisor with a valid output mode (the fix also sets the knob to full_history). */
export const fixedInvalidOutputMode: Scenario = fixedTwin(errorInvalidOutputMode, {
  id: "fixed-invalid-output-mode",
  title: "Fixed: outputMode full_history",
  summary: "createSupervisor with outputMode full_history: the worker's whole transcript joins the shared history.",
  knobs: { outputMode: "full_history" },
  narrative: ["With outputMode full_history the supervisor builds and runs supervisor → finance → supervisor; finance's ledger call and its tool result are in the shared history."],
});
