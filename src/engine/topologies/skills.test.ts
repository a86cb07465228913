import { describe, expect, it } from "vitest";
import { docsMultiDomain } from "../scenarios/docsMultiDomain";
import { researchCode } from "../scenarios/researchCode";
import { cachedRun } from "../testing/cachedRun";
import { modelCallsByAgent } from "../trace/metrics";

const run = cachedRun();

describe("skills topology (createAgent + load_skill)", () => {
  it("is one agent that loads each skill before it uses that skill's tool", async () => {
    const trace = await run(researchCode, { topology: "skills" });
    expect(trace.outcome.status).toBe("completed");
    expect(modelCallsByAgent(trace)).toEqual({ supervisor: 5 });
    const calls = trace.steps.at(-1)!.state.flatMap((id) => trace.messages[id].toolCalls ?? []).map((call) => call.name);
    expect(calls).toEqual(["load_skill", "search", "load_skill", "write_code"]);
  });

  it("returns the skill's prompt as the tool result, which every later call then reads again", async () => {
    const trace = await run(researchCode, { topology: "skills" });
    const loaded = trace.steps.at(-1)!.state.map((id) => trace.messages[id]).filter((m) => m.type === "tool" && m.name === "load_skill");
    expect(loaded.map((m) => m.content)).toEqual([`Skill "researcher" loaded.\n\n${researchCode.agents[0].prompt}`, `Skill "coder" loaded.\n\n${researchCode.agents[1].prompt}`]);
    const last = trace.modelCalls.at(-1)!;
    expect(last.input.filter((m) => m.name === "load_skill")).toHaveLength(2);
  });

  it("in the batched flow loads three skills with one message of parallel calls and answers with all three documents in view", async () => {
    const trace = await run(docsMultiDomain, { topology: "skills", flow: "batched" });
    expect(trace.modelCalls).toHaveLength(2);
    const answer = trace.modelCalls[1];
    for (const agent of docsMultiDomain.agents) expect(answer.input.some((m) => m.content.includes(agent.prompt!))).toBe(true);
  });

  it("in the drawn flow (the default) loads one skill per call, then answers with all three documents in view", async () => {
    const trace = await run(docsMultiDomain, { topology: "skills" });
    expect(trace.modelCalls).toHaveLength(docsMultiDomain.agents.length + 1);
    const loads = trace.modelCalls.slice(0, -1).map((call) => (call.reply?.toolCalls ?? []).map((c) => c.name));
    expect(loads).toEqual(docsMultiDomain.agents.map(() => ["load_skill"]));
    const answer = trace.modelCalls.at(-1)!;
    for (const agent of docsMultiDomain.agents) expect(answer.input.some((m) => m.content.includes(agent.prompt!))).toBe(true);
  });
});
