import { describe, expect, it } from "vitest";
import { ERROR_SCENARIOS } from "../../engine/scenarios/errors";
import { codeLines } from "./galleryCodeView";

describe("the gallery's code lines", () => {
  it("marks the lines one side has and the other lacks, and no blank line", () => {
    const { mistaken, fixed } = codeLines('import { a } from "x";\n\nf({ name: "Finance Team" });', 'import { a } from "x";\n\nf({ name: "finance_team" });');
    expect(mistaken.map((line) => line.changed)).toEqual([false, false, true]);
    expect(fixed.map((line) => line.changed)).toEqual([false, false, true]);
  });

  it.each(ERROR_SCENARIOS.map((s) => [s.id, s.gallery!.code!] as const))("%s changes at least one line on each side", (_id, code) => {
    const { mistaken, fixed } = codeLines(code.mistaken, code.fixed);
    expect(mistaken.some((line) => line.changed) || fixed.some((line) => line.changed)).toBe(true);
    expect(fixed.some((line) => line.changed)).toBe(true);
  });
});
