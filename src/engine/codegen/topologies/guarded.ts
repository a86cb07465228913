import { knobValues, type KnobName, type TopologyId } from "../../knobs";
import { ownKnobs } from "../../topologies";
import type { CodeContext, TopologyCode, TopologyWriter } from "../context";
import { engineCode } from "../inline";
import { literal, str } from "../escape";

/** Names the script declares itself, narrower than the playground's types of the same name. */
const PROVIDED = new Set(["Scenario", "Knobs", "BuildContext", "BuiltTopology"]);

/** A knob's values as a TypeScript type, from its schema in the knob table. */
function knobType(name: KnobName): string {
  const values = knobValues(name);
  return values.kind === "enum" ? values.choices.map(str).join(" | ") : values.kind;
}

/** The knobs only this topology reads, with their type and the setting's values. */
function knobsSection(ctx: CodeContext, topology: TopologyId): string {
  const names = ownKnobs(topology);
  const fields = names.map((name) => `  ${name}: ${knobType(name)};`);
  const values = Object.fromEntries(names.map((name) => [name, ctx.knobs[name]]));
  return `/** The knobs this graph reads, and the setting's values. */
interface Knobs {
${fields.join("\n")}
}
const knobs: Knobs = ${literal(values)};`;
}

/** The scenario as the graph reads it: the agents, the tools with their scripted outcomes, the intents. */
function scenarioSection(ctx: CodeContext): string {
  const { router, agents, tools, intents } = ctx.scenario;
  const cast = { router, agents: agents.map(({ name, description, prompt, tools: own }) => ({ name, description, prompt, tools: own })), tools, ...(intents ? { intents } : {}) };
  return `/** What the graph reads of a scenario (the playground's Scenario holds more: texts, lessons, scripts per topology). */
interface Scenario {
  router: { name: string; prompt?: string };
  agents: { name: string; description: string; prompt?: string; tools: string[] }[];
  tools: ScenarioTool[];
  intents?: Record<string, string[]>;
}
const scenario: Scenario = ${literal(cast)};`;
}

const BUILD_TYPES = `/** What build() is given: the setting, a scripted model per agent, and the checkpointer of the thread. */
interface BuildContext {
  scenario: Scenario;
  knobs: Knobs;
  modelFor(agent: string): ScriptedChatModel;
  checkpointer: MemorySaver;
}

/** What build() returns: the compiled graph, and each user turn's input. */
interface BuiltTopology {
  graph: { stream(input: never, options: object): Promise<AsyncIterable<unknown>> };
  router?: string;
  inputFor(turn: number, text: string): Record<string, unknown>;
}`;

/**
 * A guarded topology: its graph module's `build` and the guards it imports, carried from the engine
 * word for word, called with this setting's scenario, knobs and scripted models.
 */
function guardedWriter(topology: TopologyId, module: string): TopologyWriter {
  return (ctx): TopologyCode => {
    ctx.imports.add("@langchain/langgraph", "MemorySaver");
    const carried = engineCode({ [module]: ["build", "turnInput"] }, ctx.imports, PROVIDED);
    return {
      makesOwnTools: true,
      definitions: `${scenarioSection(ctx)}

${knobsSection(ctx, topology)}

${BUILD_TYPES}

// The guards and the graph: the playground's own code. Tools answer through a ToolDesk, which plays each
// tool's scripted outcomes on a virtual clock and records every call in the graph's toolLedger channel.

${carried}`,
      code: "const { graph } = build({ scenario, knobs, modelFor: (agent) => new ScriptedChatModel(agent, scripts[agent]), checkpointer: new MemorySaver() });",
      inputFor: "  return turnInput(turn, text);",
    };
  };
}

/** Seed 003's supervisor with its guards in the graph: reports, re-dispatch budget, per-tool breaker, approval. */
export const supervisorGuardedCode = guardedWriter("supervisor-guarded", "topologies/graphs/supervisorGuarded.ts");

/** Seed 003's swarm with the guards `createSwarm` leaves to you: handoff log, ping-pong and hop limit, allow-lists, trimmed briefs. */
export const swarmGuardedCode = guardedWriter("swarm-guarded", "topologies/graphs/swarmGuarded.ts");
