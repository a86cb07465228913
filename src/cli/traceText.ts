import { describeCheck } from "../engine/checks";
import { DEFAULT_KNOBS, type KnobName } from "../engine/knobs";
import type { Trace, TraceMessage, TraceStep } from "../engine/trace/types";

/** How much of a message's text one line of the step list shows. */
const PREVIEW = 60;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW ? `${flat.slice(0, PREVIEW - 1)}…` : flat;
}

function preview(text: string): string {
  return JSON.stringify(clip(text));
}

function messageLine(message: TraceMessage): string {
  const who = message.name ? ` ${message.name}` : "";
  const calls = message.toolCalls?.length ? ` calls ${message.toolCalls.map((c) => c.name).join(", ")}` : "";
  const answers = message.toolCallId ? ` (answers ${message.toolCallId})` : "";
  return `${message.id} ${message.type}${who}${answers}: ${preview(message.content)}${calls}`;
}

function where(step: TraceStep): string {
  return [...step.namespace, step.node].join(" › ");
}

function stepTitle(step: TraceStep): string {
  if (step.kind === "error") return `error ${step.error?.name ?? ""}`;
  if (step.kind === "interrupt") return ["interrupt", ...step.namespace].join(" in ");
  return where(step);
}

function knobText(trace: Trace): string {
  const changed = (Object.keys(trace.knobs) as KnobName[]).filter((name) => name !== "topology" && trace.knobs[name] !== DEFAULT_KNOBS[name]);
  return changed.length ? changed.map((name) => `${name}=${String(trace.knobs[name])}`).join(", ") : "default knobs";
}

/**
 * Where a run asked a human: whether it paused (and where it waited), the error if any and the step
 * it stopped at, and the outcome after the decisions. Nothing for a run that neither paused nor
 * skipped an approval, unless its scenario `asksHumans` (then "did not pause" is the news).
 */
export function humanInTheLoop(trace: Trace, asksHumans = false): string[] {
  const pauses = trace.steps.filter((step) => step.kind === "interrupt");
  const skipped = trace.checks.find((check) => check.id === "approval-skipped" && check.status === "fail");
  if (!pauses.length && !skipped && !asksHumans) return [];
  const paused = pauses.length
    ? `yes, ${pauses.length}× (${pauses.map((step) => `step ${step.index} before ${step.interrupt!.next.join(", ") || "? (no checkpointer to ask)"}`).join("; ")})`
    : "no";
  const errorStep = trace.steps.find((step) => step.kind === "error");
  const before = errorStep ? trace.steps[errorStep.index - 1] : undefined;
  const error = errorStep?.error ? `${errorStep.error.name}: ${clip(errorStep.error.message)} (step ${errorStep.index}, after ${before ? stepTitle(before) : "the start"})` : "none";
  const decided = pauses.filter((step) => step.interrupt?.resume !== undefined).map((step) => (step.interrupt!.resume as { type?: string }).type ?? "?");
  return [
    "human in the loop:",
    `  paused: ${paused}`,
    `  error: ${error}`,
    `  decisions used: ${decided.length ? decided.join(", ") : "none"}`,
    `  outcome after them: ${trace.outcome.status}${skipped ? " (an approval was skipped: see approval-skipped below)" : ""}`,
  ];
}

/**
 * One run as a readable step list: per step its index (as in `trace.steps` and the checks' evidence),
 * turn, namespace and node, the messages it added to the shared state and the model calls it made;
 * then the outcome and every check.
 */
export function formatTrace(trace: Trace, asksHumans = false): string {
  const lines = [`${trace.scenarioId} on ${trace.knobs.topology} (${knobText(trace)}): ${trace.steps.length} steps, ${trace.modelCalls.length} model calls`];
  for (const step of trace.steps) {
    if (step.kind === "input") lines.push("", `turn ${step.turn + 1}: ${preview(trace.turns[step.turn]?.input ?? "")}`);
    lines.push(`  [${step.index}] ${stepTitle(step)}${step.activeAgent ? `  (active: ${step.activeAgent})` : ""}`);
    for (const id of step.added) lines.push(`        + ${messageLine(trace.messages[id])}`);
    for (const seq of step.modelCalls) {
      const call = trace.modelCalls.find((c) => c.seq === seq);
      if (call) lines.push(`        model ${call.agent} #${call.callNumber}: ${call.input.length} messages in; offered ${call.tools.length ? call.tools.join(", ") : "no tools"}`);
    }
    if (step.error) lines.push(`        ${step.error.message.replace(/\s+/g, " ")}`);
    if (step.interrupt) {
      lines.push(`        asks ${clip(JSON.stringify(step.interrupt.value))}`);
      lines.push(`        ${step.interrupt.resume === undefined ? "waits for a decision" : `resumed with ${clip(JSON.stringify(step.interrupt.resume))}`}`);
    }
  }
  lines.push("", ...humanInTheLoop(trace, asksHumans));
  lines.push("", `outcome: ${trace.outcome.status === "error" ? `error ${trace.outcome.error.name}` : trace.outcome.status}`, "", "checks:");
  for (const result of trace.checks) {
    const { title, reason } = describeCheck(result, "en");
    const evidence = result.evidence.length ? ` (steps ${result.evidence.join(", ")})` : "";
    lines.push(`  ${result.status.padEnd(14)} ${result.id}: ${title}. ${reason}${evidence}`);
  }
  return lines.join("\n");
}
