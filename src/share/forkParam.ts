import type { ForkRequest } from "../engine/trace/fork";

/**
 * The `f` parameter's text for a fork: `s` the step, `a` the agent, `r` its changed reply. Read back
 * (and checked) by `readForkParam` in `./linkSchemas`.
 */
export function writeForkParam(fork: ForkRequest): string {
  return JSON.stringify({ s: fork.step, a: fork.agent, r: fork.reply });
}
