/**
 * Runs a CLI's `main` with the process arguments and sets the exit code it returns; an uncaught error
 * prints its stack and exits with 1. `process.exitCode` rather than `exit()`: `exit()` would cut a large
 * `--json` output short when stdout is a pipe.
 */
export function runCli(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
