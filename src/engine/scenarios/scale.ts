import type { LocalizedText } from "../localizedText";
import type { TopologyId } from "../knobs";
import type { Scenario, ScenarioAgent, ScriptedReply } from "./types";

/** One parameter of the scale scenario: its schema (bounds, default) and how it is shown. */
export interface ScaleParamDefinition {
  /** Whole numbers from `min` to `max`. */
  min: number;
  max: number;
  default: number;
  label: LocalizedText;
  help: LocalizedText;
}

/**
 * The scale scenario's parameters, in one table (like the knob table): the panel, the link and the
 * growth chart read it. Everything about the generated scenario follows from these four numbers.
 */
export const SCALE_PARAMS = {
  workers: {
    min: 1,
    max: 24,
    default: 3,
    label: { en: "workers", zh: "worker 数" },
    help: { en: "How many worker agents the router dispatches, one after another, each turn.", zh: "每一轮路由依次派出的 worker 智能体个数。" },
  },
  toolCalls: {
    min: 0,
    max: 10,
    default: 2,
    label: { en: "tool calls per task", zh: "每个任务的工具调用" },
    help: { en: "Tool calls each worker makes (one per model call) before it reports.", zh: "每个 worker 汇报之前调用工具的次数（每次模型调用一次）。" },
  },
  resultChars: {
    min: 1,
    max: 2000,
    default: 200,
    label: { en: "tool result size (characters)", zh: "工具结果长度（字符）" },
    help: { en: "Characters of every tool result.", zh: "每个工具结果的字符数。" },
  },
  turns: {
    min: 1,
    max: 5,
    default: 1,
    label: { en: "user turns", zh: "用户轮数" },
    help: { en: "User messages on one thread; each turn dispatches every worker again.", zh: "同一线程上的用户消息数；每一轮都会再次派出所有 worker。" },
  },
} as const satisfies Record<string, ScaleParamDefinition>;

/** A parameter's name. */
export type ScaleParamName = keyof typeof SCALE_PARAMS;

/** One setting of every scale parameter. */
export type ScaleParams = Record<ScaleParamName, number>;

/** The id of every generated scale scenario (the parameters tell them apart). */
export const SCALE_ID = "scale";

/** Topologies the scale scenario plays: the ones with a router that dispatches workers, and the swarm. */
export const SCALE_TOPOLOGIES = ["supervisor", "supervisor-handrolled", "subagents", "swarm"] as const satisfies readonly TopologyId[];

/** Parameters from partial input: each missing or invalid value takes its default, each is clamped to its bounds. */
export function scaleParams(input: Partial<Record<ScaleParamName, unknown>> = {}): ScaleParams {
  const entries = (Object.keys(SCALE_PARAMS) as ScaleParamName[]).map((name) => {
    const { min, max, default: fallback } = SCALE_PARAMS[name];
    const raw = input[name];
    if (typeof raw !== "number" || !Number.isFinite(raw)) return [name, fallback];
    return [name, Math.min(max, Math.max(min, Math.round(raw)))];
  });
  return Object.fromEntries(entries) as ScaleParams;
}

const TOOL = "fetch_records";
const workerName = (i: number) => `worker_${String(i + 1).padStart(2, "0")}`;
const taskText = (turn: number, worker: number) => `turn ${turn + 1}: part ${worker + 1}`;

/** A tool result of exactly `chars` characters, the same on every run. */
function resultText(chars: number): string {
  const unit = "record;";
  return unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);
}

function toolRounds(worker: number, turn: number, calls: number): ScriptedReply[] {
  return Array.from({ length: calls }, (_, call) => ({ toolCalls: [{ name: TOOL, args: { part: worker + 1, turn: turn + 1, page: call + 1 } }] }));
}

const report = (worker: number, turn: number) => `${workerName(worker)} done with ${taskText(turn, worker)}.`;

/** Per turn: each worker's tool calls, then its report. */
function workerScript(worker: number, p: ScaleParams): ScriptedReply[] {
  return Array.from({ length: p.turns }, (_, turn) => [...toolRounds(worker, turn, p.toolCalls), { content: report(worker, turn) }]).flat();
}

/**
 * The swarm has no router: the workers pass the task along a chain, forward in odd turns and back in
 * even ones, because a new turn resumes with the agent that was active last (the checkpointer keeps it).
 */
function swarmScript(worker: number, p: ScaleParams): ScriptedReply[] {
  return Array.from({ length: p.turns }, (_, turn) => {
    const next = turn % 2 === 0 ? worker + 1 : worker - 1;
    const last = next < 0 || next >= p.workers;
    const final: ScriptedReply = last ? { content: report(worker, turn) } : { content: report(worker, turn), toolCalls: [{ name: `transfer_to_${workerName(next)}` }] };
    return [...toolRounds(worker, turn, p.toolCalls), final];
  }).flat();
}

/** The router's script: per turn, dispatch every worker in order, then answer. */
function routerScript(p: ScaleParams, call: (worker: number, turn: number) => ScriptedReply): ScriptedReply[] {
  return Array.from({ length: p.turns }, (_, turn) => [
    ...Array.from({ length: p.workers }, (_, worker) => call(worker, turn)),
    { content: `All ${p.workers} parts of turn ${turn + 1} are done.` },
  ]).flat();
}

/**
 * The scale scenario for a parameter setting: plain data, generated deterministically, so a link
 * carries only the four numbers. Seed 000 §8 says its two-worker demo cannot be extrapolated; this
 * scenario lets the playground extrapolate by running.
 */
export function scaleScenario(input: Partial<ScaleParams> = {}): Scenario {
  const p = scaleParams(input);
  const agents: ScenarioAgent[] = Array.from({ length: p.workers }, (_, i) => ({
    name: workerName(i),
    description: `Handles part ${i + 1} of each request.`,
    prompt: `You handle part ${i + 1}: fetch its records with ${TOOL}, then report.`,
    tools: [TOOL],
    script: workerScript(i, p),
  }));
  return {
    id: SCALE_ID,
    title: { en: "Scale: how cost grows with the work", zh: "规模：成本如何随工作量增长" },
    summary: {
      en: `${p.workers} workers, ${p.toolCalls} tool calls each per task, tool results of ${p.resultChars} characters, ${p.turns} user turn(s). Change the numbers and compare how the shared history and every model's input grow on each topology.`,
      zh: `${p.workers} 个 worker，每个任务各 ${p.toolCalls} 次工具调用，工具结果 ${p.resultChars} 个字符，${p.turns} 轮用户消息。改变这些数字，比较各拓扑下共享历史和每个模型的输入如何增长。`,
    },
    userTurns: Array.from({ length: p.turns }, (_, turn) => `Request ${turn + 1}: split it into ${p.workers} parts and do them all.`),
    router: { name: "supervisor", prompt: "Dispatch every part to its worker, one after another, then answer." },
    agents,
    tools: [{ name: TOOL, description: "Fetches one page of records for a part.", result: resultText(p.resultChars) }],
    routerScripts: {
      supervisor: routerScript(p, (worker) => ({ toolCalls: [{ name: `transfer_to_${workerName(worker)}` }] })),
      "supervisor-handrolled": routerScript(p, (worker, turn) => ({ toolCalls: [{ name: `transfer_to_${workerName(worker)}`, args: { task: taskText(turn, worker) } }] })),
      subagents: routerScript(p, (worker, turn) => ({ toolCalls: [{ name: `ask_${workerName(worker)}`, args: { task: taskText(turn, worker) } }] })),
    },
    agentScripts: { swarm: Object.fromEntries(agents.map((agent, i) => [agent.name, swarmScript(i, p)])) },
    topologies: [...SCALE_TOPOLOGIES],
    // A supervisor turn takes two supersteps per worker (24 workers: 49), beyond the default of 25.
    knobs: { recursionLimit: 200 },
  };
}
