import fc from "fast-check";
import ts from "typescript";
import { TOPOLOGY_IDS } from "../knobs";
import type { Scenario } from "../scenarios/types";

/**
 * Hostile data for the writers' tests: texts built to break out of every construct a writer puts a
 * value in (a `//` or block comment, a string or template literal, a Mermaid label, an XML element),
 * each carrying a payload that prints `PWNED_<n>` if it ever runs as code.
 */

/** What the payload prints when it runs; the payload spells it in two halves, so only running it joins them. */
export const PWNED = "PWNED_";

/** The payload's code: a statement that prints {@link PWNED} and a number. */
export const payload = (n: number): string => `console.log("PW"+"NED_"+${n})`;

/** Every JavaScript line terminator: one that reaches a `//` comment ends it. */
const TERMINATORS = ["\n", "\r", "\r\n", "\u2028", "\u2029"];

/** A break-out attempt around the payload, one per construct a value may sit in. */
const BREAKOUTS: ((code: string) => string)[] = [
  ...TERMINATORS.map((end) => (code: string) => `x${end}${code};${end}//`),
  (code) => `*/ ${code}; /*`,
  (code) => `"+${code}+"`,
  (code) => `\\"+${code}+"`,
  (code) => `'+${code}+'`,
  (code) => `\`+${code}+\``,
  (code) => `\${${code}}`,
  (code) => `</text><script>${code}</script><text>`,
  (code) => `"]\n%%{init: {"theme": "dark"}}%%\nclick w call ${code}\n`,
  (code) => `<img src=x onerror=${code}>`,
];

/** One hostile text: noise, a break-out with its payload, more noise. */
export const hostileTextArb: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 6, unit: "binary" }), fc.nat({ max: BREAKOUTS.length - 1 }), fc.nat({ max: 999 }), fc.string({ maxLength: 6, unit: "binary" }))
  .map(([before, breakout, n, after]) => `${before}${BREAKOUTS[breakout](payload(n))}${after}`);

/** A few hostile texts, handed out in turn by {@link hostileScenario}. */
export const hostileTextsArb = fc.array(hostileTextArb, { minLength: 1, maxLength: 8 });

/** Fields of prose: what no other field refers to. */
const PROSE = new Set(["id", "description", "prompt", "result", "content", "reason", "outputMode", "defaultActiveAgent", "activeAgent"]);
/** Fields whose keys are names: a topology's entry in `agentScripts` is keyed by agent. */
const KEYED_BY_NAME = new Set<string>(TOPOLOGY_IDS);
/** Fields no writer reads as data, or that choose code (topology, knobs, a fault's kind). */
const KEPT = new Set(["topologies", "knobs", "keySettings", "kind", "fails", "latencyMs", "lesson", "narrative", "gallery", "storySettings", "generator", "title", "summary"]);

/**
 * `base` with every value a writer reads replaced by hostile text: prose, tool-call arguments, and
 * (with `names`) every agent, router, tool and team name, renamed consistently wherever it is used
 * (tool calls `<prefix><name>` included), so the scenario keeps its structure.
 */
export function hostileScenario(base: Scenario, texts: readonly string[], { names }: { names: boolean }): Scenario {
  let next = 0;
  const hostile = (): string => `${texts[next % texts.length]}#${next++}`;
  const renamed = new Map<string, string>();
  if (names) {
    const all = [base.router.name, ...base.agents.map((agent) => agent.name), ...base.tools.map((tool) => tool.name), ...(base.teams ?? []).flatMap((team) => [team.name, team.lead.name])];
    for (const name of all) if (!renamed.has(name)) renamed.set(name, hostile());
  }
  const rename = (text: string): string | undefined => {
    const exact = renamed.get(text);
    if (exact !== undefined) return exact;
    const prefix = /^[a-z]+_(?:[a-z]+_)?/.exec(text)?.[0];
    const rest = prefix && renamed.get(text.slice(prefix.length));
    return rest === undefined || rest === "" ? undefined : `${prefix}${rest}`;
  };
  const walk = (value: unknown, field: string, inArgs: boolean): unknown => {
    if (typeof value === "string") return rename(value) ?? (inArgs || PROSE.has(field) ? hostile() : value);
    if (Array.isArray(value)) return value.map((item) => walk(item, field, inArgs));
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (KEPT.has(key)) return [key, item];
        const args = inArgs || key === "args";
        const named = KEYED_BY_NAME.has(field) ? renamed.get(key) : undefined;
        return [args && key !== "args" ? hostile() : (named ?? key), walk(item, key, args)];
      }),
    );
  };
  return walk(base, "", false) as Scenario;
}

/**
 * Where a payload became code in TypeScript source: the text of each `"PW"+"NED_"` expression the
 * parser finds outside strings and comments (a payload kept as data is one string, never that).
 */
export function escapedPayloads(code: string): string[] {
  const file = ts.createSourceFile("script.ts", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) && node.text === "NED_") found.push(node.parent.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The syntax errors in TypeScript source, as text. */
export function syntaxErrors(code: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(code, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}
