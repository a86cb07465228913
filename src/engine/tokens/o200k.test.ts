import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";
import { describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import { fileURLToPath } from "node:url";
import { boundedParts, bpeCounter, LONGEST_PIECE, parseRankModule } from "./bpeCounter";
import { o200kCounter } from "./o200k";

const longestRun = (text: string): number => Math.max(0, ...(text.match(/[\p{L}\p{M}]+/gu) ?? []).map((run) => run.length));

describe("o200kCounter", () => {
  const count = o200kCounter();
  const plain = new Tiktoken(o200kBase);

  it("counts prose exactly as the plain encoder does", () => {
    const texts = [...researchCode.userTurns, ...researchCode.agents.map((agent) => agent.description), "混合 text, 中文 and English.", ""];
    for (const text of texts) expect(count(text)).toBe(plain.encode(text).length);
  });

  it("cuts a long run of letters into pieces, losing no character", () => {
    const text = `head ${"x".repeat(LONGEST_PIECE * 3 + 7)} middle ${"ab".repeat(LONGEST_PIECE)}\ntail`;
    const parts = boundedParts(text);
    expect(parts.join("")).toBe(text);
    expect(parts.length).toBe(1 + 3 + 1);
    for (const part of parts) expect(longestRun(part)).toBeLessThanOrEqual(LONGEST_PIECE);
    expect(boundedParts("short words only")).toEqual(["short words only"]);
    // Chinese has no spaces, but its punctuation ends a run: a long paragraph stays one part.
    const chinese = "我是通用助手，并把退款的工具重算为它自己的工具。".repeat(20);
    expect(boundedParts(chinese)).toEqual([chinese]);
  });

  it("counts a 20,000-letter run (a tool result with no spaces) close to the plain count", () => {
    const run = "x".repeat(20_000);
    const exact = 2_500; // plain.encode(run).length, measured once in Node (it takes the plain encoder 45 s)
    expect(count(run)).toBeGreaterThanOrEqual(exact);
    expect(count(run)).toBeLessThanOrEqual(exact * 1.05);
  });
});

describe("the rank table as a fetched asset", () => {
  it("parses the rank module's text into the same table the import gives, so a worker's counts match Node's", async () => {
    const { readFile } = await import("node:fs/promises");
    const source = await readFile(fileURLToPath(import.meta.resolve("js-tiktoken/ranks/o200k_base")), "utf8");
    const ranks = parseRankModule(source);
    expect(ranks).toEqual(o200kBase);
    const text = researchCode.userTurns.join("\n");
    expect(bpeCounter(ranks)(text)).toBe(o200kCounter()(text));
  });

  it("refuses a file that is not a rank table with a clear message", () => {
    expect(() => parseRankModule("<!doctype html><html></html>")).toThrow(/rank table did not load/);
    expect(() => parseRankModule('export default {"pat_str": 1};')).toThrow(/not a rank table/);
  });
});
