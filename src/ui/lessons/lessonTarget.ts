import type { LessonTarget } from "../../engine/scenarios/types";
import type { TextKey, TextParams } from "../i18n/catalog";

/** The panels a lesson step can point at, by the test id the panel's element carries. */
const PANEL_TEST_IDS = {
  diagram: "diagram",
  history: "history-panel",
  metrics: "metrics-panel",
  modelInput: "model-input",
  checks: "checks-panel",
  state: "state-panel",
  knobs: "knobs-panel",
  chart: "chart-panel",
  player: "player",
} as const satisfies Record<Extract<LessonTarget, { panel: string }>["panel"], string>;

/** The element a lesson step points at: a selector for `document.querySelector`. */
export function targetSelector(target: LessonTarget): string {
  const testId = "panel" in target ? PANEL_TEST_IDS[target.panel] : "knob" in target ? `knob-${target.knob}` : PANEL_TEST_IDS.modelInput;
  return `[data-testid="${testId}"]`;
}

/** The sentence that says where to look, as a catalog key and its parameters. */
export function targetText(target: LessonTarget): { key: TextKey; params?: TextParams } {
  if ("panel" in target) return { key: `lesson.look.${target.panel}` };
  if ("knob" in target) return { key: "lesson.look.knob", params: { knob: target.knob } };
  return { key: "lesson.look.call", params: { agent: target.call.agent, n: target.call.n } };
}
