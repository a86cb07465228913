import { beforeAll, describe, expect, it } from "vitest";
import { researchCode } from "../../engine/scenarios/researchCode";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { run } from "../../engine/trace/run";
import type { Trace } from "../../engine/trace/types";
import { stepNodeId } from "../../store/playhead";
import { loadCatalog, translate } from "../i18n/catalog";
import { stepCaption } from "./stepCaption";

// The Chinese catalog is a chunk of its own, fetched when the language is chosen.
beforeAll(() => loadCatalog("zh"));

let supervisor: Trace;
let swarm: Trace;
let subagents: Trace;

beforeAll(async () => {
  supervisor = await run(researchCode, scenarioKnobs(researchCode, { topology: "supervisor" }));
  swarm = await run(researchCode, scenarioKnobs(researchCode, { topology: "swarm" }));
  subagents = await run(researchCode, scenarioKnobs(researchCode, { topology: "subagents" }));
});

const en = (trace: Trace, step: number) => stepCaption(trace, step, (key, params) => translate("en", key, params));
const zh = (trace: Trace, step: number) => stepCaption(trace, step, (key, params) => translate("zh", key, params));
const first = (trace: Trace, id: string) => trace.steps.findIndex((s) => stepNodeId(s) === id);
/** The tool calls the run's own messages hold, by name. */
const callNamed = (trace: Trace, name: string) => Object.values(trace.messages).flatMap((m) => m.toolCalls ?? []).find((c) => c.name === name)!;

describe("the step caption", () => {
  it("says the supervisor handed off to the researcher, and why (its transfer tool)", () => {
    const step = first(supervisor, "supervisor:agent");
    expect(en(supervisor, step)).toMatch(/^supervisor handed off to researcher \(transfer_to_researcher\)/);
    expect(zh(supervisor, step)).toMatch(/^supervisor 把任务交给了 researcher（transfer_to_researcher）/);
  });

  it("says the researcher returned to the supervisor when its group finishes", () => {
    const step = first(supervisor, "researcher");
    expect(en(supervisor, step)).toMatch(/^researcher returned to supervisor \(transfer_back_to_supervisor\)/);
  });

  it("names the tool an agent called, with its arguments from the run", () => {
    const step = first(supervisor, "coder:agent");
    const write = callNamed(supervisor, "write_code");
    expect(en(supervisor, step)).toContain(`coder called write_code(${JSON.stringify(Object.values(write.args)[0])})`);
  });

  it("says who handed off to whom in a swarm, where no router is in between", () => {
    const step = first(swarm, "researcher");
    expect(swarm.steps[step].activeAgent).toBe("coder");
    expect(en(swarm, step)).toMatch(/^researcher handed off to coder \(transfer_to_coder\)/);
  });

  it("says the coordinator asked a subagent", () => {
    const step = first(subagents, "model_request");
    expect(en(subagents, step)).toMatch(/asked researcher \(ask_researcher\)/);
  });

  it("names the lead inside a team, not the team, when the lead hands off", async () => {
    const { hierarchical } = await import("../../engine/scenarios/hierarchical");
    const teams = await run(hierarchical, scenarioKnobs(hierarchical));
    const step = teams.steps.findIndex((s) => s.namespace.join(":") === "order_team:order_lead" && s.node === "agent" && /transfer_to_/.test(en(teams, s.index)));
    expect(step).toBeGreaterThan(0);
    expect(en(teams, step)).toMatch(/^order_lead handed off to /);
  });

  it("keeps the plain wording for a step that decided nothing (a tools node)", () => {
    expect(en(supervisor, first(supervisor, "researcher:tools"))).toMatch(/^tools inside researcher ran/);
  });
});
