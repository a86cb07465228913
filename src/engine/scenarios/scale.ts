import { DEFAULT_KNOBS, knobValues, type KnobName, type TopologyId } from "../knobs";
import { GENERATED_TITLES } from "./generatorIds";
import type { Scenario, ScenarioAgent, ScriptedReply } from "./types";

/** The scale scenario's parameters: knobs of the one knob table (`generator: "scale"`), read in this order. */
export const SCALE_PARAMS = ["workers", "toolCalls", "resultChars", "turns"] as const satisfies readonly KnobName[];

/** A parameter's name. */
export type ScaleParamName = (typeof SCALE_PARAMS)[number];

/** One setting of every scale parameter. */
export type ScaleParams = Record<ScaleParamName, number>;

/** The id of every generated scale scenario (the parameters tell them apart). */
export const SCALE_ID = "scale";

/** Topologies the scale scenario plays: the ones with a router that dispatches workers, the hierarchy and the swarm. */
export const SCALE_TOPOLOGIES = ["supervisor", "supervisor-handrolled", "subagents", "hierarchical", "swarm"] as const satisfies readonly TopologyId[];

/** Workers per team under the hierarchical topology: 24 workers make 6 teams, each with its own lead. */
const TEAM_SIZE = 4;

/** Parameters from partial input: each missing or invalid value takes its knob's default, each is clamped to its knob's bounds. */
export function scaleParams(input: Partial<Record<ScaleParamName, unknown>> = {}): ScaleParams {
  const entries = SCALE_PARAMS.map((name) => {
    const bounds = knobValues(name);
    const fallback = DEFAULT_KNOBS[name];
    const raw = input[name];
    if (typeof raw !== "number" || !Number.isFinite(raw) || bounds.kind !== "number") return [name, fallback];
    return [name, Math.min(bounds.max ?? raw, Math.max(bounds.min ?? raw, Math.round(raw)))];
  });
  return Object.fromEntries(entries) as ScaleParams;
}

const TOOL = "fetch_records";
const twoDigits = (i: number) => String(i + 1).padStart(2, "0");
const workerName = (i: number) => `worker_${twoDigits(i)}`;
const teamName = (i: number) => `team_${twoDigits(i)}`;
const leadName = (i: number) => `lead_${twoDigits(i)}`;
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

/** The workers of each team, in order: consecutive runs of {@link TEAM_SIZE}. */
function teamMembers(p: ScaleParams): number[][] {
  return Array.from({ length: Math.ceil(p.workers / TEAM_SIZE) }, (_, team) =>
    Array.from({ length: Math.min(TEAM_SIZE, p.workers - team * TEAM_SIZE) }, (_, i) => team * TEAM_SIZE + i),
  );
}

/** A team lead's script: per turn, dispatch each of its workers in order, then sum up. */
function leadScript(members: number[], team: number, p: ScaleParams): ScriptedReply[] {
  return Array.from({ length: p.turns }, (_, turn) => [
    ...members.map((worker) => ({ toolCalls: [{ name: `transfer_to_${workerName(worker)}` }] })),
    { content: `${teamName(team)}: ${members.length} parts of turn ${turn + 1} are done.` },
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
    title: GENERATED_TITLES.scale,
    summary: {
      en: `${p.workers} workers, ${p.toolCalls} tool calls each per task, tool results of ${p.resultChars} characters, ${p.turns} user turn(s). Change the numbers and compare how the shared history and every model's input grow on each topology.`,
      zh: `${p.workers} 个 worker，每个任务各 ${p.toolCalls} 次工具调用，工具结果 ${p.resultChars} 个字符，${p.turns} 轮用户消息。改变这些数字，比较各拓扑下共享历史和每个模型的输入如何增长。`,
    },
    userTurns: Array.from({ length: p.turns }, (_, turn) => `Request ${turn + 1}: split it into ${p.workers} parts and do them all.`),
    router: { name: "supervisor", prompt: "Dispatch every part to its worker, one after another, then answer." },
    agents,
    teams: teamMembers(p).map((members, team) => ({
      name: teamName(team),
      description: `Parts ${members[0] + 1} to ${members.at(-1)! + 1}.`,
      lead: { name: leadName(team), prompt: "Dispatch every part of your team to its worker, one after another, then sum up." },
      members: members.map(workerName),
    })),
    tools: [{ name: TOOL, description: "Fetches one page of records for a part.", result: resultText(p.resultChars) }],
    routerScripts: {
      supervisor: routerScript(p, (worker) => ({ toolCalls: [{ name: `transfer_to_${workerName(worker)}` }] })),
      "supervisor-handrolled": routerScript(p, (worker, turn) => ({ toolCalls: [{ name: `transfer_to_${workerName(worker)}`, args: { task: taskText(turn, worker) } }] })),
      subagents: routerScript(p, (worker, turn) => ({ toolCalls: [{ name: `ask_${workerName(worker)}`, args: { task: taskText(turn, worker) } }] })),
      hierarchical: Array.from({ length: p.turns }, (_, turn) => [
        ...teamMembers(p).map((_, team) => ({ toolCalls: [{ name: `transfer_to_${teamName(team)}` }] })),
        { content: `All ${p.workers} parts of turn ${turn + 1} are done.` },
      ]).flat(),
    },
    agentScripts: {
      hierarchical: Object.fromEntries(teamMembers(p).map((members, team) => [leadName(team), leadScript(members, team, p)])),
      swarm: Object.fromEntries(agents.map((agent, i) => [agent.name, swarmScript(i, p)])),
    },
    topologies: [...SCALE_TOPOLOGIES],
    generator: "scale",
    // A supervisor turn takes two supersteps per worker (24 workers: 49), beyond the default of 25.
    // Its own parameters are its knobs, so the sweep and the link start from them.
    knobs: { recursionLimit: 200, ...p },
  };
}
