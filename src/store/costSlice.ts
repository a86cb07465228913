import { DEFAULT_MODEL_CHOICE, priceOf, type ModelId } from "../engine/cost/prices";
import type { CostSetup } from "../engine/cost/cost";
import type { SliceCreator } from "./types";

/** Whose model a choice sets: the router's, every worker's, or one agent's. */
export type ModelTarget = { role: "router" | "worker" } | { agent: string };

export interface CostState {
  /** The user's prices and which model each agent runs on (stored; see `persisted.ts`). */
  cost: CostSetup;
}

export interface CostActions {
  /** Sets a model's price per million input or output tokens (a number from 0 up). */
  setPrice(model: ModelId, side: "input" | "output", perMillion: number): void;
  /** Back to the model's list price. */
  resetPrice(model: ModelId): void;
  /** Puts the router, the workers or one agent on a model; `undefined` puts an agent back on its role's model. */
  setModel(target: ModelTarget, model: ModelId | undefined): void;
  /** The list prices, a cheap router and a strong worker. */
  resetCost(): void;
}

/** The setup before any edit. */
export const DEFAULT_COST: CostSetup = { prices: {}, models: DEFAULT_MODEL_CHOICE };

export const createCostSlice: SliceCreator<CostState & CostActions> = (set, get) => {
  const update = (change: Partial<CostSetup>) => set({ cost: { ...get().cost, ...change } });
  return {
    cost: DEFAULT_COST,
    setPrice(model, side, perMillion) {
      if (!Number.isFinite(perMillion) || perMillion < 0) return;
      const { prices } = get().cost;
      const current = priceOf(model, prices);
      update({ prices: { ...prices, [model]: { ...current, [side]: perMillion } } });
    },
    resetPrice(model) {
      const { [model]: _dropped, ...rest } = get().cost.prices;
      update({ prices: rest });
    },
    setModel(target, model) {
      const { models } = get().cost;
      if ("role" in target) {
        if (model) update({ models: { ...models, [target.role]: model } });
        return;
      }
      const { [target.agent]: _old, ...agents } = models.agents;
      update({ models: { ...models, agents: model ? { ...agents, [target.agent]: model } : agents } });
    },
    resetCost: () => set({ cost: DEFAULT_COST }),
  };
};
