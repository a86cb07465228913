import { failingChecks } from "./checks/failingChecks";
import type { Board } from "./guards/board";
import type { SweepRow } from "./sweepPlan";

// The sweep as a markdown table, for `npm run sweep`: apart from the plan, as it reads every check's
// row (their order is the table's columns), which the page's sweep never needs.

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function pathText(row: SweepRow): string {
  if (row.turns) return row.turns.map((turn, i) => `${i + 1}: ${turn.path.join(" → ")}`).join(" ‖ ");
  return row.path.join(" → ");
}


/** A board in one cell: the supervisor's four figures or the swarm's. */
export function boardText(board: Board): string {
  if (board.kind === "centre") {
    const tokens = board.centreInputTokens === undefined ? "" : ` / ${board.centreInputTokens} tok billed`;
    return `centre in ${board.centreInputChars} chars${tokens} · timeouts ${board.workerTimeouts} · re-dispatches ${board.redispatches} · centre tools ${board.centreToolListSize}`;
  }
  return `hops ${board.hops} · returns ${board.returnsToSameAgent} · tools after handoff [${board.toolListAfterHandoff.join(", ")}] · payload bytes [${board.payloadBytes.join(", ")}]`;
}

/** A row's outcome as the CLI prints it: the reason of a combination not played, the error's name, the decisions given. */
export function outcomeText(row: SweepRow): string {
  if (row.notApplicable) return `not-applicable: no script for ${row.notApplicable.agent}`;
  if (row.error) return `error: ${row.error.name}`;
  return row.decided ? `${row.outcome} (${row.decided.decision} ×${row.decided.pauses})` : row.outcome;
}

/** A markdown table of sweep rows: one line per topology and knob setting, a column per failing check, and seed 003's board. */
export function formatSweepTable(rows: readonly SweepRow[]): string {
  const checks = failingChecks(rows);
  const boards = rows.some((row) => row.board);
  const header = ["topology", "knobs", "node path", "shared messages", "composition (human/ai/tool/system)", "characters", "model calls (router/total)", "router input chars", "input tokens billed (all calls)", "message-text tokens (all calls)", "outcome", ...checks, ...(boards ? ["board (seed 003)"] : [])];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const row of rows) {
    const c = row.composition;
    const knobs = Object.entries(row.swept).map(([name, value]) => `${name}=${String(value)}`).join(", ");
    const outcome = outcomeText(row);
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
      String(row.contentTokens ?? "—"),
      outcome,
      ...checks.map((id) => row.checks[id] ?? "—"),
      ...(boards ? [row.board ? boardText(row.board) : "—"] : []),
    ];
    lines.push(`| ${values.map(cell).join(" | ")} |`);
  }
  return lines.join("\n");
}
