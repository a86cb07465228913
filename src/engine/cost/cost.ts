import type { TokenCounter } from "../tokens/tokenCounter";
import type { Trace } from "../trace/types";
import { modelOf, priceOf, type ModelChoice, type ModelId, type PriceEdits } from "./prices";
import { tokenUsageByAgent, type AgentTokens } from "./tokenUsage";

/** What costs are computed with: the user's price edits and which model each agent runs on. */
export interface CostSetup {
  prices: PriceEdits;
  models: ModelChoice;
}

/** One agent's share of a run's cost. */
export interface AgentCost extends AgentTokens {
  agent: string;
  model: ModelId;
  /** US dollars. */
  usd: number;
}

/** A run's cost: the total and each agent's part, in order of first call. */
export interface RunCost {
  usd: number;
  input: number;
  output: number;
  agents: AgentCost[];
}

/**
 * The cost of token usage per agent: each agent's input and output tokens at its model's price per
 * million. `router` names the topology's router (the trace's `router`), which may run on its own model.
 */
export function costOfUsage(usage: Readonly<Record<string, AgentTokens>>, router: string | undefined, setup: CostSetup): RunCost {
  const agents = Object.entries(usage).map(([agent, tokens]) => {
    const model = modelOf(agent, router, setup.models);
    const price = priceOf(model, setup.prices);
    return { agent, model, ...tokens, usd: (tokens.input * price.input + tokens.output * price.output) / 1_000_000 };
  });
  return {
    usd: agents.reduce((sum, a) => sum + a.usd, 0),
    input: agents.reduce((sum, a) => sum + a.input, 0),
    output: agents.reduce((sum, a) => sum + a.output, 0),
    agents,
  };
}

/**
 * The cost of a run up to and including a step (default: all of it): every model call's whole input
 * and its reply, counted with `count` (the app uses o200k_base), at the setup's prices.
 */
export function traceCost(trace: Trace, count: TokenCounter, setup: CostSetup, step = trace.steps.length - 1): RunCost {
  return costOfUsage(tokenUsageByAgent(trace, count, step), trace.router, setup);
}
