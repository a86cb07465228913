/**
 * `npm run sweep -- --scenario <id> [--json]` runs every topology x knob combination of a scenario
 * on the same engine the browser uses and prints a markdown table (or, with --json, the rows).
 * `--list` prints the built-in scenario ids; `--docs-table` the LangChain docs' performance table
 * beside the measured runs (markdown; with --json the docs text it follows, the measured cells, the
 * "Choosing a pattern" matrix beside what the runs favour, and the notes).
 */
// The figures the page shows, run as the page runs them (no AsyncLocalStorage).
import "../engine/trace/asInTheBrowser";
import { DOCS_SOURCE } from "../engine/docsTable/docsFigures";
import { matrixMeasures } from "../engine/docsTable/docsMatrix";
import { docsNotes } from "../engine/docsTable/docsNotes";
import { measureDocsTable } from "../engine/docsTable/measure";
import { drawnCells } from "../engine/docsTable/docsTable";
import { SCENARIOS, findScenario } from "../engine/scenarios";
import { formatSweepTable, sweep } from "../engine/sweep";
import { formatDocsTable } from "./docsTableMarkdown";
import { o200kCounter } from "../engine/tokens/o200k";
import { runCli } from "./runCli";

function usage(): string {
  return "Usage: npm run sweep -- --scenario <id> [--json]   |   npm run sweep -- --docs-table [--json]   |   npm run sweep -- --list";
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--docs-table")) {
    const count = o200kCounter();
    const cells = await measureDocsTable(() => count);
    const json = { docs: DOCS_SOURCE, cells, matrix: matrixMeasures(drawnCells(cells)), notes: docsNotes(cells) };
    process.stdout.write(argv.includes("--json") ? `${JSON.stringify(json, null, 2)}\n` : `${formatDocsTable(cells)}\n`);
    return 0;
  }
  if (argv.includes("--list")) {
    process.stdout.write(SCENARIOS.map((scenario) => scenario.id).join("\n") + "\n");
    return 0;
  }
  const at = argv.indexOf("--scenario");
  const id = at >= 0 ? argv[at + 1] : undefined;
  if (!id) {
    process.stderr.write(`${usage()}\n`);
    return 1;
  }
  const scenario = findScenario(id);
  if (!scenario) {
    process.stderr.write(`Unknown scenario "${id}". Known scenarios: ${SCENARIOS.map((s) => s.id).join(", ")}.\n`);
    return 1;
  }
  const rows = await sweep(scenario, undefined, o200kCounter());
  process.stdout.write(argv.includes("--json") ? `${JSON.stringify(rows, null, 2)}\n` : `${formatSweepTable(rows)}\n`);
  return 0;
}

runCli(main);
