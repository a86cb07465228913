import { hierarchical } from "./hierarchical";
import { interruptRules } from "./interruptRules";
import { jsonDispatch } from "./jsonDispatch";
import { productionNotes } from "./productionNotes";
import { recursionLimit } from "./recursionLimit";
import { researchCode } from "./researchCode";
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
import type { Scenario } from "./types";

/** The scale scenario at its default parameters; a run plays it as its knobs generate it. */
const scale = scaleScenario();

/** Built-in scenarios, in the order the scenario picker lists them. */
export const SCENARIOS: readonly Scenario[] = [researchCode, jsonDispatch, router, hierarchical, productionNotes, recursionLimit, twoTurns, twoTurnsHandBack, parallelHandoffs, docsOneShot, docsRepeat, docsMultiDomain, deepAgentFiles, interruptRules, refund9821, pingPong, retryStorm, fakeSwarm, scale, ...ERROR_SCENARIOS];

/** The built-in scenario with this id (listed, or an error-gallery fix), if any. */
export function findScenario(id: string): Scenario | undefined {
  // The gallery's fixed twins are not listed, but the fix button and links open them by id.
  return SCENARIOS.find((scenario) => scenario.id === id) ?? GALLERY_FIXES.find((scenario) => scenario.id === id);
}
