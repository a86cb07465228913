import type { Scenario } from "../types";
import { errorActiveAgentNotInGraph, fixedActiveAgentNotInGraph } from "./activeAgentNotInGraph";
import { errorAgentWithoutName, fixedAgentWithoutName } from "./agentWithoutName";
import { errorCommandWithoutEnds } from "./commandWithoutEnds";
import { errorDuplicateAgentName, fixedDuplicateAgentName } from "./duplicateAgentName";
import { errorHandoffOutsideGraph, fixedHandoffOutsideGraph } from "./handoffOutsideGraph";
import { errorInvalidOutputMode, fixedInvalidOutputMode } from "./invalidOutputMode";
import { errorStateWithoutActiveAgent, fixedStateWithoutActiveAgent } from "./stateWithoutActiveAgent";
import { errorToolNameCase, fixedToolNameCase } from "./toolNameCase";
import { errorUnknownDefaultAgent, fixedUnknownDefaultAgent } from "./unknownDefaultAgent";

/** The error gallery (seeds 000 and 001): one scenario per mistake, ids starting with `error-`. */
export const ERROR_SCENARIOS: readonly Scenario[] = [
  errorHandoffOutsideGraph,
  errorActiveAgentNotInGraph,
  errorToolNameCase,
  errorAgentWithoutName,
  errorDuplicateAgentName,
  errorInvalidOutputMode,
  errorStateWithoutActiveAgent,
  errorUnknownDefaultAgent,
  errorCommandWithoutEnds,
];

/**
 * The fixed twins the gallery's "apply the fix" opens (`gallery.fixScenarioId`). Not listed in the
 * picker; `findScenario` finds them, so links and the fix button work.
 */
export const GALLERY_FIXES: readonly Scenario[] = [
  fixedHandoffOutsideGraph,
  fixedActiveAgentNotInGraph,
  fixedToolNameCase,
  fixedAgentWithoutName,
  fixedDuplicateAgentName,
  fixedInvalidOutputMode,
  fixedStateWithoutActiveAgent,
  fixedUnknownDefaultAgent,
];
