import type { TopologyId } from "../engine/knobs";
import type { Scenario, ScriptedReply } from "../engine/scenarios/types";
import { grantedWorkerTools, leadToolNames, libraryHandoffName, normalizeAgentName, routerToolNames, workerHandoffNames } from "./handoffNames";
import { FIGURES, isFigureName } from "../engine/story/figures";
import { placeholdersOf } from "../engine/story/placeholders";
import { message, type Message } from "./messages";
import { formatPath, type ScenarioIssue } from "./scenarioIssues";

/** Node names LangGraph reserves or the supervisor library refuses. */
const RESERVED_NAMES = new Set(["__start__", "__end__", "LangGraph"]);
/** LangGraph uses these to separate checkpoint namespaces and refuses them in node names. */
const RESERVED_CHARS = ["|", ":"];

function nameProblem(name: string): Message | undefined {
  if (RESERVED_NAMES.has(name)) return message("scenario.reservedName", { name });
  const bad = RESERVED_CHARS.find((char) => name.includes(char));
  if (bad) return message("scenario.reservedChar", { char: bad });
  return undefined;
}

function listNames(names: Iterable<string>): string | Message {
  const all = [...names];
  if (!all.length) return message("scenario.noNames");
  const shown = all.slice(0, 6).join(", ");
  return all.length > 6 ? `${shown}, …` : shown;
}

function checkScript(
  issues: ScenarioIssue[],
  path: PropertyKey[],
  script: readonly ScriptedReply[],
  allowed: ReadonlySet<string>,
  reason: (tool: string) => Message,
): void {
  script.forEach((reply, replyIndex) =>
    reply.toolCalls?.forEach((call, callIndex) => {
      if (!allowed.has(call.name)) {
        issues.push({ path: formatPath([...path, replyIndex, "toolCalls", callIndex, "name"]), message: reason(call.name) });
      }
    }),
  );
}

/**
 * Rules that span fields: unique names, tools and agents that exist, scripts that call only what the
 * agent can call, router scripts that hand off to real agents. Runs on schema-valid data.
 */
export function checkScenario(scenario: Scenario): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const agentNames = scenario.agents.map((agent) => agent.name);
  const toolNames = new Set(scenario.tools.map((tool) => tool.name));

  const seenAgents = new Map<string, number>();
  const seenHandoffs = new Map<string, number>();
  scenario.agents.forEach((agent, index) => {
    const path = formatPath(["agents", index, "name"]);
    const problem = nameProblem(agent.name);
    if (problem) issues.push({ path, message: problem });
    if (agent.name === scenario.router.name) {
      issues.push({ path, message: message("scenario.sameAsRouter", { name: agent.name }) });
    }
    const earlier = seenAgents.get(agent.name);
    if (earlier !== undefined) {
      issues.push({ path, message: message("scenario.duplicateAgent", { earlier: String(earlier), name: agent.name }) });
    } else {
      seenAgents.set(agent.name, index);
      const handoff = normalizeAgentName(agent.name);
      const clash = seenHandoffs.get(handoff);
      if (clash !== undefined) {
        issues.push({ path, message: message("scenario.handoffClash", { name: agent.name, clash: String(clash), tool: libraryHandoffName(agent.name) }) });
      } else seenHandoffs.set(handoff, index);
    }
  });
  const routerProblem = nameProblem(scenario.router.name);
  if (routerProblem) issues.push({ path: "router.name", message: routerProblem });

  const seenTools = new Map<string, number>();
  scenario.tools.forEach((tool, index) => {
    const earlier = seenTools.get(tool.name);
    if (earlier !== undefined) {
      issues.push({ path: formatPath(["tools", index, "name"]), message: message("scenario.duplicateTool", { earlier: String(earlier), name: tool.name }) });
    } else seenTools.set(tool.name, index);
  });

  scenario.agents.forEach((agent, index) => {
    agent.tools.forEach((tool, toolIndex) => {
      if (!toolNames.has(tool)) {
        issues.push({ path: formatPath(["agents", index, "tools", toolIndex]), message: message("scenario.unknownTool", { tool, tools: listNames(toolNames) }) });
      }
    });
    const allowed = new Set([...agent.tools, ...workerHandoffNames(agent.name, agentNames), ...scenario.topologies.flatMap(grantedWorkerTools)]);
    checkScript(issues, ["agents", index, "script"], agent.script, allowed, (tool) => message("scenario.toolNotAllowed", { tool, allowed: listNames(allowed) }));
  });

  for (const [topology, script] of Object.entries(scenario.routerScripts) as [TopologyId, ScriptedReply[] | undefined][]) {
    if (!script) continue;
    const allowed = routerToolNames(topology, agentNames);
    if (!allowed) continue;
    checkScript(issues, ["routerScripts", topology], script, allowed, (tool) => message("scenario.routerToolNotAllowed", { tool, topology, allowed: listNames(allowed) }));
  }

  const leads = new Map((scenario.teams ?? []).map((team) => [team.lead.name, team]));
  (scenario.teams ?? []).forEach((team, index) => {
    team.members.forEach((member, memberIndex) => {
      if (!agentNames.includes(member)) {
        issues.push({ path: formatPath(["teams", index, "members", memberIndex]), message: message("scenario.unknownMember", { member, agents: listNames(agentNames) }) });
      }
    });
  });

  for (const [topology, scripts] of Object.entries(scenario.agentScripts ?? {}) as [TopologyId, Record<string, ScriptedReply[]> | undefined][]) {
    for (const [agentName, script] of Object.entries(scripts ?? {})) {
      const path = ["agentScripts", topology, agentName];
      const team = leads.get(agentName);
      if (team) {
        // A team lead reaches its members with the tools its topology names; elsewhere the builder judges.
        const allowed = leadToolNames(topology, team.members);
        if (!allowed) continue;
        checkScript(issues, path, script, allowed, (tool) => message("scenario.leadToolNotAllowed", { tool, team: team.name, allowed: listNames(allowed) }));
        continue;
      }
      const agent = scenario.agents.find((a) => a.name === agentName);
      if (!agent) {
        issues.push({ path: formatPath(path), message: message("scenario.unknownScriptAgent", { agent: agentName, agents: listNames(agentNames) }) });
        continue;
      }
      const allowed = new Set([...agent.tools, ...workerHandoffNames(agent.name, agentNames), ...grantedWorkerTools(topology)]);
      checkScript(issues, path, script, allowed, (tool) => message("scenario.agentToolNotAllowed", { tool, agent: agentName, allowed: listNames(allowed) }));
    }
  }

  const seenTopologies = new Set<string>();
  scenario.topologies.forEach((topology, index) => {
    if (seenTopologies.has(topology)) issues.push({ path: formatPath(["topologies", index]), message: message("scenario.topologyTwice", { topology }) });
    seenTopologies.add(topology);
  });

  // A predict step's answer is the figure the page reveals: one placeholder of a known figure, nothing around it.
  (scenario.lesson ?? []).forEach((step, index) => {
    const answer = step.predict?.answer;
    if (answer === undefined) return;
    const found = placeholdersOf(answer);
    if (found.length === 1 && found[0].source === answer.trim() && isFigureName(found[0].figure)) return;
    issues.push({ path: formatPath(["lesson", index, "predict", "answer"]), message: message("scenario.badPredictAnswer", { answer, example: "{messages}", figures: listNames(Object.keys(FIGURES)) }) });
  });
  return issues;
}
