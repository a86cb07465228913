import { hierarchical } from "./hierarchical";
import { interruptRules } from "./interruptRules";
import { jsonDispatch } from "./jsonDispatch";
import { productionNotes } from "./productionNotes";
import { recursionLimit } from "./recursionLimit";
import { router } from "./router";
import { ERROR_SCENARIOS, GALLERY_FIXES } from "./errors";
import { parallelHandoffs } from "./parallelHandoffs";
import { twoTurns, twoTurnsHandBack } from "./twoTurns";
import { docsOneShot, docsRepeat } from "./docsCoffee";
import { docsMultiDomain } from "./docsMultiDomain";
import { deepAgentFiles } from "./deepAgentFiles";
import { fakeSwarm } from "./fakeSwarm";
import { pingPong } from "./pingPong";
import { refund9821 } from "./refund9821";
import { retryStorm } from "./retryStorm";
import { scaleScenario } from "./scale";
import { OPENING_SCENARIO, registerCatalogue } from "./builtIns";
import type { Scenario } from "./types";

/** The scale scenario at its default parameters; a run plays it as its knobs generate it. */
const scale = scaleScenario();

/** Built-in scenarios, in the order the scenario picker lists them. */
export const SCENARIOS: readonly Scenario[] = [OPENING_SCENARIO, jsonDispatch, router, hierarchical, productionNotes, recursionLimit, twoTurns, twoTurnsHandBack, parallelHandoffs, docsOneShot, docsRepeat, docsMultiDomain, deepAgentFiles, interruptRules, refund9821, pingPong, retryStorm, fakeSwarm, scale, ...ERROR_SCENARIOS];

registerCatalogue(SCENARIOS, GALLERY_FIXES);
export { findScenario } from "./builtIns";
