/**
 * `npm run trace -- --scenario <id> [--topology T] [--knob name=value ...] [--decide D ...] [--json]`
 * runs one scenario on the same engine the browser uses and prints its whole trace: a readable step
 * list with the checks at the end, or with --json the trace itself, packed (`packTrace`: each message once). Interrupts are answered with the
 * `--decide` values in order (every one approved without them). Bad arguments: a one-line error, exit code 2.
 */
// The figures the page shows, run as the page runs them (no AsyncLocalStorage).
import "../engine/trace/asInTheBrowser";
import { packTrace } from "../engine/trace/packedTrace";
import { run } from "../engine/trace/run";
import { parseTraceArgs } from "./traceArgs";
import { formatTrace } from "./traceText";
import { runCli } from "./runCli";

async function main(argv: string[]): Promise<number> {
  const args = parseTraceArgs(argv);
  if (!args.ok) {
    process.stderr.write(`${args.error}\n`);
    return 2;
  }
  const trace = await run(args.request.scenario, args.request.knobs, { decisions: args.request.decisions });
  process.stdout.write(args.request.json ? `${JSON.stringify(packTrace(trace))}\n` : `${formatTrace(trace, args.request.scenario.tools.some((tool) => tool.approval))}\n`);
  return 0;
}

runCli(main);
