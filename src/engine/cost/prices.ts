/**
 * List prices of a few current models, in US dollars per million tokens, as their providers published
 * them (the date is in each row). They are a starting point, not a quote: the app lets the user edit
 * every price, and a build cannot check them (no network at run time).
 */
export interface ModelPrice {
  /** The provider's model id, as an API call names it. */
  id: string;
  provider: "OpenAI" | "Anthropic" | "Google";
  /** Dollars per million input tokens. */
  input: number;
  /** Dollars per million output tokens. */
  output: number;
  /** When the provider published this price (ISO date). */
  published: string;
  /** Whether the app's tokenizer (o200k_base) is the model's own: if not, its token counts are an estimate. */
  o200k: boolean;
}

/** The presets, cheapest-first within each provider. */
export const PRICE_PRESETS = [
  { id: "gpt-4.1-mini", provider: "OpenAI", input: 0.4, output: 1.6, published: "2025-04-14", o200k: true },
  { id: "gpt-4.1", provider: "OpenAI", input: 2, output: 8, published: "2025-04-14", o200k: true },
  { id: "gpt-5-mini", provider: "OpenAI", input: 0.25, output: 2, published: "2025-08-07", o200k: true },
  { id: "gpt-5", provider: "OpenAI", input: 1.25, output: 10, published: "2025-08-07", o200k: true },
  { id: "claude-haiku-4-5", provider: "Anthropic", input: 1, output: 5, published: "2025-10-15", o200k: false },
  { id: "claude-sonnet-4-5", provider: "Anthropic", input: 3, output: 15, published: "2025-09-29", o200k: false },
  { id: "gemini-2.5-flash", provider: "Google", input: 0.3, output: 2.5, published: "2025-06-17", o200k: false },
] as const satisfies readonly ModelPrice[];

/** A model of the price table. */
export type ModelId = (typeof PRICE_PRESETS)[number]["id"];

/** Every model id, in the table's order. */
export const MODEL_IDS = PRICE_PRESETS.map((preset) => preset.id) as [ModelId, ...ModelId[]];

/** The user's edits to the list prices, by model; a model without an edit costs its list price. */
export type PriceEdits = Partial<Record<ModelId, { input: number; output: number }>>;

/**
 * Which model each agent runs on: the topology's router (supervisor, coordinator, ...) on one, every
 * other agent on another, and per-agent choices over both. Seed 000 and seed 004 both put the router
 * on a cheap model and the workers on a strong one.
 */
export interface ModelChoice {
  router: ModelId;
  worker: ModelId;
  /** Per agent name, over the role's model. */
  agents: Record<string, ModelId>;
}

/** A cheap router and a strong worker, both on o200k_base so the token counts are the models' own. */
export const DEFAULT_MODEL_CHOICE: ModelChoice = { router: "gpt-4.1-mini", worker: "gpt-4.1", agents: {} };

/** A model's price: the user's edit, or the list price. */
export function priceOf(model: ModelId, edits: PriceEdits = {}): { input: number; output: number } {
  const preset = PRICE_PRESETS.find((p) => p.id === model)!;
  return edits[model] ?? { input: preset.input, output: preset.output };
}

/** The model an agent runs on: its own choice, else its role's (`router` is the trace's router name, if any). */
export function modelOf(agent: string, router: string | undefined, choice: ModelChoice): ModelId {
  // An own property only: an agent may be called "constructor".
  if (Object.hasOwn(choice.agents, agent)) return choice.agents[agent];
  return agent === router ? choice.router : choice.worker;
}
