import { describe, expect, it } from "vitest";
import { engineCode } from "./inline";
import { Imports } from "./source";

describe("engine code carried into a script", () => {
  it("holds what the roots reach and nothing else, with the library imports it uses", () => {
    const imports = new Imports();
    const code = engineCode({ "topologies/graphs/swarmGuarded.ts": ["build"] }, imports, new Set(["Scenario", "Knobs", "BuildContext", "BuiltTopology"]));
    expect(code).toContain("function isPingPong(log: readonly HandoffEntry[], turn: number): boolean {");
    expect(code).toContain("class ToolDesk {");
    // The supervisor's gate and the report protocol are the other guarded graph's.
    expect(code).not.toContain("function dispatchGate(");
    expect(code).not.toContain("function makeReport(");
    expect(code).not.toMatch(/^export /m);
    const importedFrom = (module: string) => String(imports).match(new RegExp(`^import \\{ (.*) \\} from "${module}";$`, "m"))?.[1].split(", ");
    expect(importedFrom("@langchain/langgraph")?.sort()).toEqual(["Annotation", "Command", "END", "MessagesAnnotation", "START", "StateGraph", "interrupt"]);
    expect(importedFrom("@langchain/core/tools")).toEqual(["tool", "type StructuredToolInterface"]);
  });

  it("defines a module's code after the modules it imports from", () => {
    const code = engineCode({ "topologies/graphs/supervisorGuarded.ts": ["build"] }, new Imports(), new Set(["Scenario", "Knobs", "BuildContext", "BuiltTopology"]));
    const at = (text: string) => code.indexOf(text);
    expect(at("const GUARD_LIMITS = {")).toBeGreaterThan(-1);
    expect(at("const GUARD_LIMITS = {")).toBeLessThan(at("class ToolDesk {"));
    expect(at("class ToolDesk {")).toBeLessThan(at("function build(ctx: BuildContext): BuiltTopology {"));
  });

  it("takes only the declarations asked for from a module of pure helpers", () => {
    const code = engineCode({ "topologies/jsonProtocol.ts": ["extractJson"] }, new Imports());
    expect(code).toContain("function extractJson(");
    expect(code).not.toContain("dispatchPrompt");
  });

  it("says which engine source a script cannot carry", () => {
    expect(() => engineCode({ "engine.ts": ["anything"] }, new Imports())).toThrow("the engine source engine.ts is not available to scripts");
    expect(() => engineCode({ "guards/limits.ts": ["NOT_THERE"] }, new Imports())).toThrow("guards/limits.ts declares no NOT_THERE");
  });
});
