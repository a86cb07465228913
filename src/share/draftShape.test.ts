import { describe, expect, it } from "vitest";
import { wordMessage } from "./messages";
import { SCENARIOS } from "../engine/scenarios";
import { checkDraft } from "./draftShape";

const base = { userTurns: ["hi"] };

describe("checkDraft", () => {
  it("opens every built-in scenario and a work-in-progress draft with rule problems", () => {
    for (const scenario of SCENARIOS) expect(checkDraft(structuredClone(scenario)).ok).toBe(true);
    // Empty names and an unknown topology break the scenario's rules, which the editor lists; the shape is fine.
    expect(checkDraft({ ...base, agents: [{ name: "", script: [{ toolCalls: [{ name: "" }] }] }], topologies: ["nope"] }).ok).toBe(true);
    expect(checkDraft({}).ok).toBe(true);
  });

  it.each([
    ["a script that is text", { ...base, agents: [{ name: "w", script: "oops" }] }, "agents[0].script: expected a list, got text"],
    ["a null reply", { ...base, agents: [{ name: "w", script: [null] }] }, "agents[0].script[0]: expected an object, got null"],
    ["tool calls that are text", { ...base, agents: [{ name: "w", script: [{ toolCalls: "x" }] }] }, "agents[0].script[0].toolCalls: expected a list, got text"],
    ["a null tool call", { ...base, agents: [{ name: "w", script: [{ toolCalls: [null] }] }] }, "agents[0].script[0].toolCalls[0]: expected an object, got null"],
    ["a router script that is a number", { ...base, agents: [{ name: "w" }], routerScripts: { supervisor: 5 } }, "routerScripts.supervisor: expected a list, got a number"],
    ["an agent name that is a number", { ...base, agents: [{ name: 7 }] }, "agents[0].name: expected text, got a number"],
    // Found by the editor's import fuzz test: the editor named every look but this one, and its render threw.
    ["a lesson step that looks at nothing it can name", { ...base, lesson: [{ caption: "c", look: {} }] }, "lesson[0].look: Invalid input"],
  ])("refuses %s, naming the place", (_, input, expected) => {
    const checked = checkDraft(input);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.issues.map((i) => `${i.path}: ${wordMessage(i.message, "en")}`)).toContain(expected);
  });

  it("refuses what is not a scenario object at all", () => {
    for (const input of [null, 5, "text", [], [{}]]) expect(checkDraft(input).ok).toBe(false);
    expect(checkDraft(JSON.parse('{"__proto__": {"polluted": true}}')).ok).toBe(false);
  });

  it("keeps fields it does not know, so nothing in a file is lost", () => {
    const input = { ...base, mine: { notes: [1, 2] } };
    const checked = checkDraft(input);
    expect(checked.ok && checked.draft).toBe(input);
  });
});
