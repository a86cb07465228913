import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../engine/scenarios";
import { researchCode } from "../engine/scenarios/researchCode";
import type { Scenario } from "../engine/scenarios/types";
import { revealBidiControls } from "./bidiControls";
import { wordMessage } from "./messages";
import { issueMessage } from "./scenarioIssues";
import { LIMITS } from "../engine/limits";
import { validateScenario } from "./scenarioSchema";

function edited(change: (draft: Scenario) => void): Scenario {
  const draft = structuredClone(researchCode);
  change(draft);
  return draft;
}

function problems(input: unknown): string[] {
  const result = validateScenario(input);
  return result.ok ? [] : result.issues.map((issue) => wordMessage(issueMessage(issue), "en"));
}

describe("validateScenario", () => {
  it.each(SCENARIOS.map((s) => [s.id, s] as const))("accepts the built-in scenario %s and keeps every field", (_id, scenario) => {
    const result = validateScenario(structuredClone(scenario));
    expect(result.ok ? [] : result.issues).toEqual([]);
    // A field the schema does not know would be dropped here: keep the schema in step with Scenario.
    // Only `generator` goes: a user's copy of a generated scenario is plain data that plays as edited.
    const plain: Scenario = { ...scenario };
    delete plain.generator;
    expect(result.ok && result.scenario).toEqual(plain);
  });

  it("locates a script tool call that the agent cannot make and says why", () => {
    const input = edited((s) => {
      s.agents[1].script[0].toolCalls![0].name = "serch";
    });
    expect(problems(input)).toEqual([
      'agents[1].script[0].toolCalls[0].name: tool "serch" is not one of the agent\'s tools or a handoff tool (it can call: write_code, transfer_to_researcher, ls, read_file, write_file, edit_file, …)',
    ]);
  });

  it("accepts a predict step that asks for one figure and locates one whose answer is not a figure", () => {
    const asking = edited((s) => (s.lesson = [{ caption: "Guess first.", predict: { question: "How many messages?", answer: "{messages}" } }]));
    expect(problems(asking)).toEqual([]);
    for (const answer of ["12", "{messages} messages", "{nosuch}"]) {
      const input = edited((s) => (s.lesson = [{ caption: "Guess first.", predict: { question: "How many messages?", answer } }]));
      expect(problems(input), answer).toEqual([expect.stringMatching(new RegExp(`^lesson\\[0\\]\\.predict\\.answer: the answer "${answer.replace(/[{}]/g, "\\$&")}" must be one figure in braces, such as \\{messages\\} \\(figures: messages, chars,`))]);
    }
  });

  it("reports a tool an agent lists that does not exist", () => {
    const input = edited((s) => s.agents[0].tools.push("browse"));
    expect(problems(input)).toEqual(['agents[0].tools[1]: no tool named "browse" in tools (tools: search, write_code)']);
  });

  it("reports duplicate agent names, duplicate tool names and an agent named like the router", () => {
    const input = edited((s) => {
      s.agents[1].name = "researcher";
      s.tools[1].name = "search";
      s.agents.push({ name: "supervisor", description: "", tools: [], script: [] });
    });
    const found = problems(input);
    expect(found).toContain('agents[1].name: another agent (agents[0]) is already named "researcher"; names must be unique');
    expect(found).toContain('tools[1].name: another tool (tools[0]) is already named "search"; names must be unique');
    expect(found).toContain('agents[2].name: "supervisor" is also the router\'s name; agents and the router need different names');
  });

  it("reports names that only differ in case because they share a handoff tool", () => {
    const input = edited((s) => {
      s.agents[1].name = "Researcher";
      s.routerScripts = {};
      s.agentScripts = undefined;
    });
    expect(problems(input)).toEqual([
      'agents[1].name: "Researcher" and agents[0] both get the handoff tool transfer_to_researcher; make the names differ in more than case or spacing',
    ]);
  });

  it("refuses characters LangGraph reserves in node names", () => {
    const input = edited((s) => {
      s.router.name = "a|b";
    });
    expect(problems(input)).toEqual(['router.name: "|" is not allowed in agent names (LangGraph uses it to separate nested graphs)']);
  });

  it("checks that router scripts hand off to agents that exist, per topology", () => {
    const input = edited((s) => {
      s.routerScripts.supervisor![0].toolCalls![0].name = "transfer_to_reviewer";
      s.routerScripts.subagents![1].toolCalls![0].name = "transfer_to_coder";
    });
    expect(problems(input)).toEqual([
      'routerScripts.supervisor[0].toolCalls[0].name: the router cannot call "transfer_to_reviewer" under supervisor: it only has handoff tools (transfer_to_researcher, transfer_to_coder)',
      'routerScripts.subagents[1].toolCalls[0].name: the router cannot call "transfer_to_coder" under subagents: it only has handoff tools (ask_researcher, ask_coder, task)',
    ]);
  });

  it("rejects a supervisor-send router script that hands off to no agent, as it does under supervisor", () => {
    const script = [{ toolCalls: [{ name: "transfer_to_nobody" }] }];
    const input = edited((s) => {
      s.routerScripts = { supervisor: script, "supervisor-send": script };
    });
    const allowed = "it only has handoff tools (transfer_to_researcher, transfer_to_coder)";
    expect(problems(input)).toEqual([
      `routerScripts.supervisor[0].toolCalls[0].name: the router cannot call "transfer_to_nobody" under supervisor: ${allowed}`,
      `routerScripts["supervisor-send"][0].toolCalls[0].name: the router cannot call "transfer_to_nobody" under supervisor-send: ${allowed}`,
    ]);
  });

  it("reports per-topology scripts for an agent that does not exist, with a quoted path", () => {
    const input = edited((s) => {
      s.agentScripts = { swarm: { "code reviewer": [{ content: "ok" }] } };
    });
    expect(problems(input)).toEqual(['agentScripts.swarm["code reviewer"]: no agent or team lead named "code reviewer" (agents: researcher, coder)']);
  });

  it("checks team members and that a team lead only hands off to its own members", () => {
    const input = edited((s) => {
      s.teams = [{ name: "build_team", description: "", lead: { name: "lead" }, members: ["coder", "tester"] }];
      s.agentScripts = { hierarchical: { lead: [{ toolCalls: [{ name: "transfer_to_coder" }, { name: "transfer_to_researcher" }] }] } };
    });
    expect(problems(input)).toEqual([
      'teams[0].members[1]: no agent named "tester" (agents: researcher, coder)',
      'agentScripts.hierarchical.lead[0].toolCalls[1].name: tool "transfer_to_researcher" is not a handoff to a member of build_team (it can call: transfer_to_coder, transfer_to_tester)',
    ]);
  });

  it("words type errors, empty names and missing fields plainly", () => {
    const input = edited((s) => {
      (s.agents[0] as unknown as { name: number }).name = 5;
      s.tools[0].name = "   ";
      (s as Partial<Scenario>).userTurns = undefined;
      s.agents[1].script.push({});
    });
    expect(problems(input)).toEqual([
      "userTurns: is missing",
      "agents[0].name: expected text, got a number",
      "agents[1].script[2]: a reply needs text, tool calls, or both",
      "tools[0].name: must not be empty",
    ]);
  });

  it("fills defaults for missing optional fields and drops unknown ones", () => {
    const result = validateScenario({ userTurns: ["hi"], agents: [{ name: "solo", color: "red" }], theme: "dark" });
    expect(result).toEqual({
      ok: true,
      scenario: {
        id: "custom",
        title: "Untitled scenario",
        summary: "",
        userTurns: ["hi"],
        router: { name: "supervisor" },
        agents: [{ name: "solo", description: "", tools: [], script: [] }],
        tools: [],
        routerScripts: {},
        topologies: ["supervisor"],
      },
    });
  });

  it("drops router scripts of topologies it does not know instead of failing", () => {
    const result = validateScenario({ ...researchCode, routerScripts: { ...researchCode.routerScripts, mesh: [{ content: "x" }] } });
    expect(result.ok && Object.keys(result.scenario.routerScripts)).toEqual(Object.keys(researchCode.routerScripts));
  });

  it("refuses prototype keys anywhere in the data", () => {
    const input = JSON.parse('{"userTurns":["hi"],"agents":[{"name":"a","script":[{"toolCalls":[{"name":"t","args":{"constructor":{"prototype":1}}}]}]}]}');
    expect(problems(input)).toEqual(['agents[0].script[0].toolCalls[0].args.constructor: the key "constructor" is not allowed']);
  });

  it("refuses a scenario larger than the size limit", () => {
    const input = edited((s) => {
      s.narrative = Array.from({ length: 15 }, () => "x".repeat(LIMITS.scenario.longTextChars));
    });
    expect(problems(input)[0]).toMatch(/^the scenario is too large: [\d,]+ characters of JSON, the limit is 200,000$/);
  });

  it("refuses data that is not plain JSON instead of throwing", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(problems(cyclic)).toEqual(["the scenario is not plain JSON data"]);
    expect(problems(undefined)).toEqual(["a scenario must be a JSON object ({ … })"]);
    expect(problems([researchCode])).toEqual(["a scenario must be a JSON object ({ … })"]);
  });
});

describe("text-direction controls", () => {
  it("rejects a name with a right-to-left override, so it cannot pose as another name", () => {
    const posing = structuredClone(researchCode);
    posing.agents[1].name = "\u202Eredrae\u202Cser";
    const checked = validateScenario(posing);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.issues.map((i) => i.path)).toContain("agents[1].name");
    expect(!checked.ok && checked.issues.find((i) => i.path === "agents[1].name")?.message).toMatchObject({ code: "scenario.bidiName" });
  });

  it("keeps them in message text, where the app shows them isolated or as visible escapes", () => {
    const quoted = structuredClone(researchCode);
    quoted.agents[0].script[1].content = "\u202Ereversed";
    expect(validateScenario(quoted).ok).toBe(true);
    expect(revealBidiControls('cannot be "\u202Eeverything"')).toBe('cannot be "[U+202E]everything"');
    expect(revealBidiControls("plain text")).toBe("plain text");
  });
});

describe("scenario ids", () => {
  it.each(["x\nconsole.log(1);\n//", "a\rb", "a\u2028b", "a\u2029b", "a b", "a/b", "-lead", "*/", 'a"b', "研究"])("refuses the id %j with a message in both languages", (id) => {
    const checked = validateScenario(edited((s) => (s.id = id)));
    const issue = !checked.ok ? checked.issues.find((i) => i.path === "id") : undefined;
    expect(issue?.message).toMatchObject({ code: "scenario.badId" });
    expect(wordMessage(issueMessage(issue!), "en")).toContain("only letters (a–z, A–Z), digits");
    expect(wordMessage(issueMessage(issue!), "zh")).toContain("只能使用字母");
  });

  it("refuses such an id as an error-gallery fix too, and accepts letters, digits, -, _ and .", () => {
    const fix = validateScenario(edited((s) => (s.gallery = { why: "w", fix: "f", fixScenarioId: "a\nb" })));
    expect(!fix.ok && fix.issues.map((i) => i.path)).toEqual(["gallery.fixScenarioId"]);
    expect(validateScenario(edited((s) => (s.id = "My_copy-2.v1"))).ok).toBe(true);
  });
});
