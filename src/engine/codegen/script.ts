import type { HumanDecision } from "../hitl/humanRequest";
import { type KnobName, type Knobs } from "../knobs";
import { playedScenario } from "../scenarios/generated";
import { scriptFor } from "../scenarios/scripts";
import type { Scenario, ScriptedReply } from "../scenarios/types";
import { getTopology, knobApplies } from "../topologies";
import { programHeading } from "./printedFigures";
import { makeCodeContext, USER_MESSAGE, type TopologyCode } from "./context";
import { comment, key, literal, num, str } from "./escape";
import { Imports } from "./source";
import { TOPOLOGY_CODE } from "./topologies";

/** The packages a generated script imports, for its header and the README. */
export const SCRIPT_PACKAGES = ["@langchain/langgraph", "@langchain/langgraph-supervisor", "@langchain/langgraph-swarm", "langchain", "deepagents", "@langchain/core", "zod"] as const;

/** Every agent that speaks in this setting (router, team leads, workers) with the script it plays. */
function scriptsOf(scenario: Scenario, knobs: Knobs, built: TopologyCode): Record<string, ScriptedReply[]> {
  const names = [scenario.router.name, ...(scenario.teams ?? []).map((team) => team.lead.name), ...scenario.agents.map((agent) => agent.name)];
  const scripts: Record<string, ScriptedReply[]> = {};
  for (const name of names) {
    const script = name in scripts ? scripts[name] : scriptFor(scenario, knobs, name);
    // Hierarchical leads play the scripts the scenario keeps for them under the topology.
    scripts[name] = scenario.agentScripts?.[knobs.topology]?.[name] ?? script;
  }
  if (built.routerScript) scripts[scenario.router.name] = built.routerScript(scripts[scenario.router.name]);
  return scripts;
}

/** What the model adds when a script has a reply that changes with the tools offered (`whenOffered`). */
const SHORTCUT = {
  type: `; whenOffered?: { tool: string; reply: Omit<ScriptedReply, "whenOffered"> }`,
  doc: ", except a reply that takes the shortcut an offered tool allows",
  field: "\n  /** The tools the model was last offered. */\n  offered: string[] = [];",
  bind: "tools: unknown[]) {\n    this.offered = tools.map((offer) => (offer as { name: string }).name);",
  pick: "scripted.whenOffered && this.offered.includes(scripted.whenOffered.tool) ? scripted.whenOffered.reply : scripted",
};
const NO_SHORTCUT = { type: "", doc: "", field: "", bind: "_tools: unknown[]) {", pick: "scripted" };

/** The scripted model, with {@link SHORTCUT} when a script needs it. */
function model(shortcuts: boolean): string {
  const part = shortcuts ? SHORTCUT : NO_SHORTCUT;
  return `type ScriptedReply = { content?: string; toolCalls?: { name: string; args?: Record<string, unknown> }[]${part.type} };

let modelCalls = 0;

/**
 * A chat model whose n-th call returns the n-th scripted reply: a real BaseChatModel, so the
 * libraries drive it through their normal code paths. The script already decides which tools are
 * called, so binding tools changes nothing${part.doc}.
 */
class ScriptedChatModel extends BaseChatModel {
  agent: string;
  script: ScriptedReply[];
  calls = 0;${part.field}

  constructor(agent: string, script: ScriptedReply[]) {
    super({});
    this.agent = agent;
    this.script = script;
  }

  _llmType() {
    return "scripted";
  }

  override bindTools(${part.bind}
    return this;
  }

  async _generate(): Promise<ChatResult> {
    const n = ++this.calls;
    modelCalls++;
    const scripted = this.script[n - 1];
    if (!scripted) {
      const error = new Error(\`Script exhausted: agent "\${this.agent}" was called \${n} times, but its script has only \${this.script.length} replies.\`);
      error.name = "ScriptExhaustedError";
      throw error;
    }
    const reply = ${part.pick};
    const message = new AIMessage({
      id: \`\${this.agent}-call-\${n}\`,
      content: reply.content ?? "",
      tool_calls: (reply.toolCalls ?? []).map((call, i) => ({ id: \`call_\${this.agent}_\${n}_\${i + 1}\`, name: call.name, args: { ...call.args }, type: "tool_call" as const })),
    });
    return { generations: [{ text: message.text, message }] };
  }
}`;
}

const TOOL = `/** A scenario tool: it returns its scripted result, with each {name} replaced by that argument. */
function scriptedTool(name: string, description: string, result: string) {
  return tool(
    async (args: Record<string, unknown>) =>
      result.replace(/\\{([A-Za-z_][A-Za-z0-9_]*)\\}/g, (placeholder, key: string) =>
        key in args ? (typeof args[key] === "string" ? (args[key] as string) : JSON.stringify(args[key])) : placeholder,
      ),
    { name, description, schema: z.looseObject({}) },
  );
}`;

const APPROVAL = `/**
 * A human approves first: the tool pauses the graph with interrupt() and runs only after an approve
 * (with the edited arguments after an edit). In Node, interrupt() finds the running task through
 * AsyncLocalStorage; the playground's browser build passes the tool's config instead (its README says why).
 */
function approvalGate(inner: ReturnType<typeof scriptedTool>, editable: string[]) {
  return tool(
    async (args: Record<string, unknown>) => {
      const decision = interrupt({ action: inner.name, args, editable }) as { type: "approve" } | { type: "reject"; reason?: string } | { type: "edit"; args: Record<string, unknown> };
      if (decision.type === "reject") return \`Rejected by a human: \${inner.name} did not run.\${decision.reason ? \` Reason: \${decision.reason}\` : ""}\`;
      const edits = decision.type === "edit" ? Object.entries(decision.args).filter(([key]) => editable.includes(key)) : [];
      return inner.invoke({ ...args, ...Object.fromEntries(edits) });
    },
    { name: inner.name, description: inner.description, schema: z.looseObject({}) },
  );
}`;

/** The setting's run config, its interrupt answers and `async function run()`, which runs every turn on one thread and prints what the app shows. */
function runner(knobs: Knobs, decisions: readonly HumanDecision[]): string {
  const configurable = knobs.passThreadId ? `{ thread_id: "playground" }` : "{}";
  return `const config = { configurable: ${configurable}, recursionLimit: ${num(knobs.recursionLimit)} };
/** The answers to the graph's interrupts, in order, as the app was given them. */
const decisions: unknown[] = ${literal(decisions)};

async function run() {
  modelCalls = 0;
  const paths: string[][] = [];
  let shared: BaseMessage[] = [];
  let outcome = "completed";
  try {
    const graph = buildGraph();
    turns: for (const [turn, text] of userTurns.entries()) {
      const path: string[] = [];
      paths.push(path);
      let input: unknown = inputFor(turn, text);
      for (;;) {
        let paused = false;
        const stream = await graph.stream(input as never, { ...config, streamMode: ["updates", "values"] });
        for await (const [mode, chunk] of stream as AsyncIterable<[string, Record<string, unknown>]>) {
          if (mode === "values") {
            if (!("__interrupt__" in chunk)) shared = (chunk.messages as BaseMessage[] | undefined) ?? [];
          } else {
            for (const node of Object.keys(chunk)) {
              if (node === "__interrupt__") paused = true;
              else path.push(node);
            }
          }
        }
        if (!paused) break;
        if (!decisions.length) {
          outcome = "paused";
          break turns;
        }
        input = new Command({ resume: decisions.shift() });
      }
    }
  } catch (error) {
    outcome = \`error \${(error as Error).name}: \${(error as Error).message.split("\\n")[0]}\`;
  }
  paths.forEach((path, turn) => console.log(\`turn \${turn + 1}: \${path.join(" -> ")}\`));
  const count = (type: string) => shared.filter((message) => message.getType() === type).length;
  console.log(\`shared messages: \${shared.length} (human \${count("human")}, ai \${count("ai")}, tool \${count("tool")}, system \${count("system")})\`);
  console.log(\`model calls: \${modelCalls}\`);
  console.log(\`outcome: \${outcome}\`);
}`;
}

function indent(code: string): string {
  return code.replace(/^(?=.)/gm, "  ");
}

function toolsSection(scenario: Scenario): string {
  const lines = scenario.tools.map((spec) => {
    const plain = `scriptedTool(${str(spec.name)}, ${str(spec.description)}, ${str(spec.result)})`;
    return `  ${key(spec.name)}: ${spec.approval ? `approvalGate(${plain}, ${literal(spec.approval.editable)})` : plain},`;
  });
  return `const tools = {\n${lines.join("\n")}\n};`;
}

/** A run to write out: a scenario, its setting, and the human's answers to its interrupts. */
export interface PlayedRun {
  scenario: Scenario;
  knobs: Knobs;
  decisions?: readonly HumanDecision[];
}

/** One program of a script: its scenario data, graph and `run()`, and what it needs of the shared scaffolding. */
interface Program {
  /** "research-code on subagents". */
  name: string;
  scenarioId: string;
  /** The knobs that apply, as `name=value` pairs. */
  setting: string;
  body: string;
  shortcuts: boolean;
  approvals: boolean;
  ownTools: boolean;
}

function program({ scenario: given, knobs, decisions = [] }: PlayedRun, imports: Imports): Program {
  // A generated scenario (scale) is written out as the data its knobs make.
  const scenario = playedScenario(given, knobs);
  const built = TOPOLOGY_CODE[knobs.topology](makeCodeContext(scenario, knobs, imports));
  const scripts = scriptsOf(scenario, knobs, built);
  const ownTools = Boolean(built.makesOwnTools);
  const approvals = !ownTools && scenario.tools.some((spec) => spec.approval);
  if (approvals) imports.add("@langchain/langgraph", "interrupt");
  const inputFor = built.inputFor ?? `  return { messages: [${USER_MESSAGE}] };`;
  const setting = (Object.keys(knobs) as KnobName[])
    .filter((name) => name !== "topology" && knobApplies(name, knobs.topology))
    .map((name) => `${name}=${String(knobs[name])}`)
    .join(" ");
  const body = `// The scenario: the user's turns,${ownTools ? "" : " the tools,"} and each agent's script.
const userTurns = ${literal(scenario.userTurns)};
${ownTools ? "" : `\n${toolsSection(scenario)}\n`}
const scripts: Record<string, ScriptedReply[]> = ${literal(scripts)};
${built.definitions ? `\n${built.definitions}\n` : ""}

// The graph, built inside a function so that a mistake the libraries reject at build time is printed like a run's error.
function buildGraph() {
${indent(built.code)}
  return graph;
}

function inputFor(turn: number, text: string) {
${inputFor}
}

// Run every turn on one thread and print what the app shows.
${runner(knobs, decisions)}`;
  return { name: `${scenario.id} on ${knobs.topology}`, scenarioId: scenario.id, setting, body, shortcuts: Object.values(scripts).some((script) => script.some((reply) => reply.whenOffered)), approvals, ownTools };
}

/** The imports every script starts from; each program's topology adds its own. */
function baseImports(): Imports {
  return new Imports()
    .add("@langchain/core/language_models/chat_models", "BaseChatModel")
    .add("@langchain/core/messages", "AIMessage", "HumanMessage", "type BaseMessage")
    .add("@langchain/core/outputs", "type ChatResult")
    .add("@langchain/core/tools", "tool")
    .add("@langchain/langgraph", "Command")
    .add("zod", "z");
}

/** The scripted model and the scenario-tool helpers, written once for all of a script's programs. */
function scaffolding(programs: readonly Program[]): string {
  const tools = programs.some((played) => !played.ownTools) ? `${TOOL}\n${programs.some((played) => played.approvals) ? `\n${APPROVAL}\n` : ""}` : "";
  return `${model(programs.some((played) => played.shortcuts))}

${tools}`;
}

/**
 * A standalone Node script that runs this scenario and setting on the same libraries with scripted
 * models and prints what the app shows: each turn's path, the shared messages by type, the model
 * calls and the outcome. It imports only the libraries (no playground code), so it can be pasted into
 * any project that has them installed and run with `npx tsx`.
 */
export function generateScript(given: Scenario, knobs: Knobs, decisions: readonly HumanDecision[] = []): string {
  const imports = baseImports();
  const played = program({ scenario: given, knobs, decisions }, imports);
  return `// ${comment(played.name)}, as the Agent Topology Playground runs it, with scripted models.
// Knobs: ${comment(played.setting)}
// Run it in a project that has ${SCRIPT_PACKAGES.join(", ")} installed:
//   npx tsx ${comment(played.scenarioId)}.ts
// It prints each turn's path through the graph, the shared messages by type, the model calls and the outcome.

${imports}

${scaffolding([played])}
${played.body}

void run();
`;
}

/**
 * The compare on screen as one standalone script: A's program and B's, each in a function of its own
 * (its scenario data, graph and run), sharing the scripted model and the tool helpers. Run with
 * `npx tsx`, it prints {@link programHeading} and then what the app shows, for A and then for B.
 */
export function generateCompareScript(a: PlayedRun, b: PlayedRun): string {
  const imports = baseImports();
  const sides = [
    { side: "A" as const, played: program(a, imports), run: a },
    { side: "B" as const, played: program(b, imports), run: b },
  ];
  const sections = sides.map(
    ({ side, played, run }) => `// ═══ Program ${side}: ${comment(played.name)} · ${comment(getTopology(run.knobs.topology).title.en)} ═══
// Knobs: ${comment(played.setting)}
async function program${side}() {
${indent(played.body)}

  await run();
}`,
  );
  return `// ${comment(a.scenario.id)}: A beside B, the compare the Agent Topology Playground shows, as two programs with scripted models.
${sides.map(({ side, played }) => `// ${side}: ${comment(played.name)}`).join("\n")}
// Run it in a project that has ${SCRIPT_PACKAGES.join(", ")} installed:
//   npx tsx ${comment(a.scenario.id)}-compare.ts
// For A and then B, it prints each turn's path through the graph, the shared messages by type, the model calls and the outcome.

${imports}

// Shared by both programs: the scripted model and the scenario tools.
${scaffolding(sides.map(({ played }) => played))}
${sections.join("\n\n")}

async function main() {
${sides.map(({ side, run }) => `  console.log(${str(programHeading(side, run))});\n  await program${side}();`).join("\n")}
}

void main();
`;
}
