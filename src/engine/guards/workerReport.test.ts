import { describe, expect, it } from "vitest";
import { GUARD_LIMITS } from "./limits";
import { makeReport, reportLength } from "./workerReport";

const extra = { timedOut: false, rawChars: 900 };

describe("makeReport", () => {
  it("reads a JSON reply into the protocol's fields and leaves a short one untruncated", () => {
    const report = makeReport("reception", JSON.stringify({ conclusion: "可以退款", open_questions: ["物流单号"] }), ["lookup_order#1"], extra);
    expect(report).toEqual({ workerId: "reception", conclusion: "可以退款", evidenceIds: ["lookup_order#1"], openQuestions: ["物流单号"], truncated: false, ...extra });
  });

  it("cuts a long conclusion to the limit and marks the report truncated", () => {
    const report = makeReport("reception", "长".repeat(500), [], extra);
    expect(report.conclusion).toHaveLength(GUARD_LIMITS.conclusionChars);
    expect(report.truncated).toBe(true);
    expect(reportLength(report)).toBeLessThanOrEqual(GUARD_LIMITS.reportChars);
  });

  it("drops evidence and questions until the whole report fits in 400 characters", () => {
    const questions = ["问".repeat(60), "问".repeat(60), "问".repeat(60), "第四个"];
    const report = makeReport("reception", JSON.stringify({ conclusion: "结".repeat(150), open_questions: questions }), ["a#1", "b#2"], extra);
    expect(reportLength(report)).toBeLessThanOrEqual(GUARD_LIMITS.reportChars);
    expect(report.openQuestions.length).toBeLessThan(3);
    expect(report.evidenceIds).toEqual([]);
    expect(report.truncated).toBe(true);
  });
});
