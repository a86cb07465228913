import type { Trace } from "../trace/types";

/**
 * What a generated script prints for a run, computed from the engine's trace: each turn's path, the
 * shared messages by type, the model calls and the outcome (an error by its name only; the libraries
 * word the message, the script's model words its own). The script's test compares the two.
 */
export function printedFigures(trace: Trace): string[] {
  const last = trace.steps.at(-1);
  const shared = (last?.state ?? []).map((id) => trace.messages[id]);
  const count = (type: string) => shared.filter((message) => message?.type === type).length;
  const { outcome } = trace;
  return [
    ...trace.turns.map((turn) => `turn ${turn.index + 1}: ${turn.path.join(" -> ")}`),
    `shared messages: ${shared.length} (human ${count("human")}, ai ${count("ai")}, tool ${count("tool")}, system ${count("system")})`,
    `model calls: ${trace.modelCalls.length}`,
    `outcome: ${outcome.status === "error" ? `error ${outcome.error.name}` : outcome.status}`,
  ];
}

/**
 * A script's printed lines with an error outcome cut to its name, to compare with {@link printedFigures}.
 * The outcome is the last line, and an error's message runs to the end of the output: it may quote a
 * scenario's names, line breaks and U+2028 included, which neither `split` nor `.` would stop at.
 */
export function comparableOutput(stdout: string): string[] {
  return stdout
    .trim()
    .replace(/^(outcome: error [A-Za-z]+):[\s\S]*$/m, "$1")
    .split("\n");
}

/** The line a compare script prints before each program's figures: "A: research-code on subagents". */
export function programHeading(side: "A" | "B", played: { scenario: { id: string }; knobs: { topology: string } }): string {
  return `${side}: ${played.scenario.id} on ${played.knobs.topology}`;
}

/** What a compare script prints: each program's heading, then {@link printedFigures} of its run. */
export function comparedFigures(sides: readonly { heading: string; trace: Trace }[]): string[] {
  return sides.flatMap(({ heading, trace }) => [heading, ...printedFigures(trace)]);
}

/**
 * A compare script's printed lines, cut at each program's heading line and each part read as
 * {@link comparableOutput} reads a one-program script, to compare with {@link comparedFigures}.
 */
export function comparableCompareOutput(stdout: string, headings: readonly string[]): string[] {
  const parts: string[] = [];
  let rest = `\n${stdout}`;
  for (const [i, heading] of headings.entries()) {
    const start = rest.indexOf(`\n${heading}\n`);
    if (start < 0) return [...parts, ...comparableOutput(rest)];
    const next = headings[i + 1] === undefined ? -1 : rest.indexOf(`\n${headings[i + 1]}\n`, start + heading.length + 1);
    parts.push(heading, ...comparableOutput(rest.slice(start + heading.length + 2, next < 0 ? undefined : next)));
    rest = next < 0 ? "" : rest.slice(next);
  }
  return parts;
}
