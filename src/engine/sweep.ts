import { sweepCombos, sweepRow, type SweepRow } from "./sweepPlan";
import type { Scenario } from "./scenarios/types";
import type { TokenCounter } from "./trace/metrics";
import type { TopologyId } from "./knobs";
import { run } from "./trace/run";
<<<<<<< HEAD
=======
import { type CheckStatus } from "./checks";
import { failingChecks } from "./checks/failingChecks";
import type { Trace, TraceError } from "./trace/types";
import { boardOf, type Board } from "./guards/board";
>>>>>>> main

// The plan (combinations, rows, the table) lives in sweepPlan.ts, which loads no runtime, so the page
// can plan a sweep and hand its combinations to a pool of engine workers without loading LangGraph.
// Edit rows and combinations there; only running them is here.
export * from "./sweepPlan";

/**
 * Runs every combination of {@link sweepCombos} on the real runtime, one after another. With a
 * tokenizer, rows also carry the input tokens summed over all model calls.
 */
export async function sweep(scenario: Scenario, topologies?: readonly TopologyId[], count?: TokenCounter): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  for (const combo of sweepCombos(scenario, topologies)) {
    rows.push(sweepRow(combo, await run(scenario, combo.knobs), scenario.userTurns.length > 1, count));
  }
  return rows;
}
<<<<<<< HEAD
=======

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function pathText(row: SweepRow): string {
  if (row.turns) return row.turns.map((turn, i) => `${i + 1}: ${turn.path.join(" → ")}`).join(" ‖ ");
  return row.path.join(" → ");
}


/** A board in one cell: the supervisor's four figures or the swarm's. */
export function boardText(board: Board): string {
  if (board.kind === "supervisor") {
    const tokens = board.centreInputTokens === undefined ? "" : ` / ${board.centreInputTokens} tok`;
    return `centre in ${board.centreInputChars} chars${tokens} · timeouts ${board.workerTimeouts} · re-dispatches ${board.redispatches} · centre tools ${board.centreToolListSize}`;
  }
  return `hops ${board.hops} · returns ${board.returnsToSameAgent} · tools after handoff [${board.toolListAfterHandoff.join(", ")}] · payload bytes [${board.payloadBytes.join(", ")}]`;
}

/** A markdown table of sweep rows: one line per topology and knob setting, a column per failing check, and seed 003's board. */
export function formatSweepTable(rows: readonly SweepRow[]): string {
  const checks = failingChecks(rows);
  const boards = rows.some((row) => row.board);
  const header = ["topology", "knobs", "node path", "shared messages", "composition (human/ai/tool/system)", "characters", "model calls (router/total)", "router input chars", "input tokens (all calls)", "outcome", ...checks, ...(boards ? ["board (seed 003)"] : [])];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const row of rows) {
    const c = row.composition;
    const knobs = Object.entries(row.swept).map(([name, value]) => `${name}=${String(value)}`).join(", ");
    const outcome = row.error ? `error: ${row.error.name}` : row.outcome;
    const values = [
      row.topology,
      knobs || "—",
      pathText(row),
      String(row.messages),
      `${c.human}/${c.ai}/${c.tool}/${c.system}`,
      String(row.chars),
      `${row.routerCalls ?? "—"}/${row.totalCalls}`,
      String(row.routerInputChars ?? "—"),
      String(row.inputTokens ?? "—"),
      outcome,
      ...checks.map((id) => row.checks[id] ?? "—"),
      ...(boards ? [row.board ? boardText(row.board) : "—"] : []),
    ];
    lines.push(`| ${values.map(cell).join(" | ")} |`);
  }
  return lines.join("\n");
}
>>>>>>> main
