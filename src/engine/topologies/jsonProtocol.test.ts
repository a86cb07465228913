import { describe, expect, it } from "vitest";
import { dispatchPrompt, extractJson, judgeDispatch } from "./jsonProtocol";

describe("jsonProtocol", () => {
  it("lists specialists sorted, so any declaration order gives byte-identical prompt text", () => {
    const a = dispatchPrompt(["trace", "rca", "metrics"]);
    const b = dispatchPrompt(["metrics", "trace", "rca"]);
    expect(a).toBe(b);
    expect(a).toContain('可选 specialist:["metrics", "rca", "trace"]');
  });

  it("prefers a final answer, dispatches a known specialist, and refuses an unknown one without guessing", () => {
    const names = ["rca", "trace"];
    expect(judgeDispatch('{"final_answer": "done", "next": "rca"}', names)).toEqual({ kind: "final", answer: "done" });
    expect(judgeDispatch('{"next": "trace"}', names)).toEqual({ kind: "next", specialist: "trace" });
    const unknown = judgeDispatch('{"next": "dba"}', names);
    expect(unknown.kind).toBe("invalid");
    expect(unknown.kind === "invalid" && unknown.explanation).toContain('specialist="dba"');
    expect(judgeDispatch("I think trace", names).kind).toBe("invalid");
  });

  it("finds the JSON object inside surrounding text and rejects arrays and broken JSON", () => {
    expect(extractJson('sure: {"next": "a"} ok')).toEqual({ next: "a" });
    expect(extractJson("[1, 2]")).toBeUndefined();
    expect(extractJson("{not json}")).toBeUndefined();
  });
});
