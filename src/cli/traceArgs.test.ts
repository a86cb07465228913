import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../engine/scenarios";
import { parseTraceArgs, TRACE_USAGE } from "./traceArgs";

const error = (argv: string[]) => {
  const args = parseTraceArgs(argv);
  if (args.ok) throw new Error(`accepted ${argv.join(" ")}`);
  return args.error;
};

describe("parseTraceArgs", () => {
  it("opens a scenario as the app does: its own knobs, on the first topology it plays", () => {
    const args = parseTraceArgs(["--scenario", "recursion-limit"]);
    expect(args.ok && args.request.scenario.id).toBe("recursion-limit");
    expect(args.ok && args.request.knobs).toEqual({ ...SCENARIOS.find((s) => s.id === "recursion-limit")!.knobs, topology: "supervisor" });
    expect(args.ok && args.request.json).toBe(false);
  });

  it("reads --topology, every --knob with the knob's own schema, and --json", () => {
    const args = parseTraceArgs(["--scenario", "research-code", "--topology", "swarm", "--knob", "recursionLimit=7", "--knob", "providerStrictness=strict", "--knob", "addHandoffMessages=false", "--json"]);
    expect(args.ok && args.request.knobs).toMatchObject({ topology: "swarm", recursionLimit: 7, providerStrictness: "strict", addHandoffMessages: false });
    expect(args.ok && args.request.json).toBe(true);
  });

  it("names every scenario when the scenario is unknown, and asks for one when none is given", () => {
    expect(error(["--scenario", "nope"])).toBe(`Unknown scenario "nope". Scenarios: ${SCENARIOS.map((s) => s.id).join(", ")}.`);
    expect(error([])).toBe(`Which scenario? ${TRACE_USAGE}`);
    expect(error(["--scenario"])).toBe(`--scenario needs a value. ${TRACE_USAGE}`);
  });

  it("names the topologies the scenario plays, for an unknown topology and for one it does not play", () => {
    expect(error(["--scenario", "router", "--topology", "mesh"])).toBe(`Unknown topology "mesh". router plays on: router.`);
    expect(error(["--scenario", "router", "--topology", "swarm"])).toBe(`Scenario "router" does not play on "swarm". router plays on: router.`);
  });

  it("names the knobs for an unknown knob, and the values for a bad value", () => {
    expect(error(["--scenario", "router", "--knob", "speed=3"])).toMatch(/^Unknown knob "speed"\. Knobs: outputMode, addHandoffMessages, .*recursionLimit/);
    expect(error(["--scenario", "router", "--knob", "outputMode=everything"])).toBe(`The knob "outputMode" cannot be "everything": it takes one of full_history, last_message.`);
    expect(error(["--scenario", "router", "--knob", "recursionLimit=0"])).toBe(`The knob "recursionLimit" cannot be "0": it takes a whole number from 1 to 200.`);
    expect(error(["--scenario", "router", "--knob", "recursionLimit"])).toMatch(/^--knob recursionLimit needs a value/);
    expect(error(["--scenario", "router", "--knob", "topology=router"])).toMatch(/^Set the topology with --topology/);
  });

  it("refuses an argument it does not know", () => {
    expect(error(["--scenario", "router", "--verbose"])).toBe(`Unknown argument "--verbose". ${TRACE_USAGE}`);
  });
});

describe("npm run trace", () => {
  it("prints the one-line error on stderr and exits with code 2", async () => {
    const failure = await promisify(execFile)("npx", ["tsx", "src/cli/trace.ts", "--scenario", "nope"]).catch((e: { code: number; stderr: string; stdout: string }) => e);
    expect("code" in failure && failure.code).toBe(2);
    expect(failure.stderr.trim().split("\n")).toEqual([error(["--scenario", "nope"])]);
    expect(failure.stdout).toBe("");
  }, 30_000);
});

describe("parseTraceArgs --decide", () => {
  it("approves every interrupt without --decide, and reads approve, reject and edit values in order", () => {
    const all = parseTraceArgs(["--scenario", "interrupt-rules"]);
    expect(all.ok && all.request.decisions.every((d) => d.type === "approve")).toBe(true);
    const some = parseTraceArgs(["--scenario", "interrupt-rules", "--decide", "edit:amount=25", "--decide", "reject"]);
    expect(some.ok && some.request.decisions).toEqual([{ type: "edit", args: { amount: 25 } }, { type: "reject" }]);
  });

  it("names the valid forms of a bad --decide", () => {
    expect(error(["--scenario", "interrupt-rules", "--decide", "maybe"])).toBe('--decide takes approve, reject or edit:name=value[,name=value], not "maybe".');
  });
});
