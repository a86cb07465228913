import type { HumanDecision } from "../engine/hitl/humanRequest";
import { KNOBS, TOPOLOGY_IDS, type KnobName, type Knobs, type TopologyId } from "../engine/knobs";
import { SCENARIOS, findScenario } from "../engine/scenarios";
import type { Scenario } from "../engine/scenarios/types";
import { knobValuesMessage, readKnobParam } from "../share/knobParam";
import { wordMessage } from "../share/messages";

/** What `npm run trace` was asked for: one scenario, its knobs, and the output form. */
export interface TraceRequest {
  scenario: Scenario;
  /** The scenario's own knobs, the topology, then every `--knob` in order. */
  knobs: Partial<Knobs>;
  /** Answers to the run's interrupts, in order; without `--decide` every interrupt is approved. */
  decisions: HumanDecision[];
  json: boolean;
}

/** As many approvals as any run could ask for: the default answer to every interrupt. */
const APPROVE_ALL: HumanDecision[] = Array.from({ length: 50 }, () => ({ type: "approve" }));

/** One `--decide` value: `approve`, `reject`, or `edit:name=value,...` (numbers stay numbers). */
function readDecision(text: string): HumanDecision | undefined {
  if (text === "approve" || text === "reject") return { type: text };
  if (!text.startsWith("edit:")) return undefined;
  const pairs = text.slice(5).split(",").map((pair) => pair.split("="));
  if (!pairs.length || pairs.some((pair) => pair.length !== 2 || !pair[0])) return undefined;
  return { type: "edit", args: Object.fromEntries(pairs.map(([name, value]) => [name, value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value])) };
}

/** The one-line usage the CLI prints for a missing or unknown argument. */
export const TRACE_USAGE = "Usage: npm run trace -- --scenario <id> [--topology <topology>] [--knob name=value ...] [--decide approve|reject|edit:name=value ...] [--json]";

/** Parsed arguments, or a one-line error naming the valid choices (the CLI exits with code 2). */
export type TraceArgs = { ok: true; request: TraceRequest } | { ok: false; error: string };

const fail = (error: string): TraceArgs => ({ ok: false, error });
const isKnobName = (name: string): name is KnobName => Object.hasOwn(KNOBS, name);

/**
 * Reads `npm run trace`'s arguments. Knob values go through the same reader the share link uses
 * (each knob's own zod schema), so a knob added to `KNOBS` is a valid `--knob` with no change here.
 */
export function parseTraceArgs(argv: readonly string[]): TraceArgs {
  let scenarioId: string | undefined;
  let topology: string | undefined;
  const knobArgs: string[] = [];
  const decisions: HumanDecision[] = [];
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--json") json = true;
    else if (arg === "--scenario" || arg === "--topology" || arg === "--knob" || arg === "--decide") {
      const value = argv[++i];
      if (value === undefined || value.startsWith("--")) return fail(`${arg} needs a value. ${TRACE_USAGE}`);
      if (arg === "--scenario") scenarioId = value;
      else if (arg === "--topology") topology = value;
      else if (arg === "--decide") {
        const decision = readDecision(value);
        if (!decision) return fail(`--decide takes approve, reject or edit:name=value[,name=value], not "${value}".`);
        decisions.push(decision);
      }
      else knobArgs.push(value);
    } else return fail(`Unknown argument "${arg}". ${TRACE_USAGE}`);
  }
  if (!scenarioId) return fail(`Which scenario? ${TRACE_USAGE}`);
  const scenario = findScenario(scenarioId);
  if (!scenario) return fail(`Unknown scenario "${scenarioId}". Scenarios: ${SCENARIOS.map((s) => s.id).join(", ")}.`);

  const plays = scenario.topologies;
  if (topology !== undefined && !plays.includes(topology as TopologyId)) {
    const known = (TOPOLOGY_IDS as readonly string[]).includes(topology);
    return fail(`${known ? `Scenario "${scenario.id}" does not play on` : "Unknown topology"} "${topology}". ${scenario.id} plays on: ${plays.join(", ")}.`);
  }
  const knobs: Partial<Knobs> = { ...scenario.knobs, topology: (topology as TopologyId | undefined) ?? plays[0] };
  const settable = Object.keys(KNOBS).filter((name) => name !== "topology");
  for (const knobArg of knobArgs) {
    const eq = knobArg.indexOf("=");
    const name = eq < 0 ? knobArg : knobArg.slice(0, eq);
    if (name === "topology") return fail(`Set the topology with --topology, not --knob. ${scenario.id} plays on: ${plays.join(", ")}.`);
    if (!isKnobName(name)) return fail(`Unknown knob "${name}". Knobs: ${settable.join(", ")}.`);
    if (eq < 0) return fail(`--knob ${name} needs a value: --knob ${name}=<value>, where the value is ${wordMessage(knobValuesMessage(name), "en")}.`);
    const raw = knobArg.slice(eq + 1);
    const read = readKnobParam(name, raw);
    if (!read.ok) return fail(`The knob "${name}" cannot be "${raw}": it takes ${wordMessage(knobValuesMessage(name), "en")}.`);
    Object.assign(knobs, { [name]: read.value });
  }
  return { ok: true, request: { scenario, knobs, decisions: decisions.length ? decisions : APPROVE_ALL, json } };
}
