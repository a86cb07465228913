import { DEFAULT_MODEL_CHOICE, MODEL_IDS, type ModelChoice, type ModelId } from "../engine/cost/prices";
import { LIMITS } from "../engine/limits";
import { message, type Message } from "./messages";


/** Whether a model choice is the default one (a cheap router, a strong worker, no agent of its own): links leave it out. */
export function isDefaultModelChoice(choice: ModelChoice): boolean {
  return choice.router === DEFAULT_MODEL_CHOICE.router && choice.worker === DEFAULT_MODEL_CHOICE.worker && Object.keys(choice.agents).length === 0;
}

/**
 * A model choice as a link parameter: `router.<model>~worker.<model>~agent.<model>.<name>`, the
 * roles only where they differ from the default. Model ids hold no `~` and come from a fixed list,
 * so the name after an agent's model may be anything (its `%` and `~` are escaped).
 */
export function writeModelsParam(choice: ModelChoice): string {
  const pairs: string[] = [];
  if (choice.router !== DEFAULT_MODEL_CHOICE.router) pairs.push(`router.${choice.router}`);
  if (choice.worker !== DEFAULT_MODEL_CHOICE.worker) pairs.push(`worker.${choice.worker}`);
  for (const [agent, model] of Object.entries(choice.agents)) pairs.push(`agent.${model}.${agent.replace(/%/g, "%25").replace(/~/g, "%7E")}`);
  return pairs.join("~");
}

/** The model id a text starts with (the longest, then a dot or the end), and what follows the dot. */
function leadingModel(text: string): { model: ModelId; rest?: string } | undefined {
  const model = [...MODEL_IDS].sort((x, y) => y.length - x.length).find((id) => text === id || text.startsWith(`${id}.`));
  return model && { model, ...(text.length > model.length ? { rest: text.slice(model.length + 1) } : {}) };
}

/** Reads {@link writeModelsParam}'s text; a pair naming no known model or role is left out with a warning. */
export function readModelsParam(raw: string): { value: ModelChoice; warnings: Message[] } {
  const value: ModelChoice = { ...DEFAULT_MODEL_CHOICE, agents: {} };
  const warnings: Message[] = [];
  for (const pair of raw === "" ? [] : raw.split("~")) {
    const dot = pair.indexOf(".");
    const kind = dot < 0 ? pair : pair.slice(0, dot);
    const found = leadingModel(dot < 0 ? "" : pair.slice(dot + 1));
    if (kind !== "router" && kind !== "worker" && kind !== "agent") {
      warnings.push(message("link.modelsUnknownRole", { name: kind.slice(0, 40) }));
    } else if (!found) {
      warnings.push(message("link.modelsUnknownModel", { model: pair.slice(dot + 1, dot + 41), list: MODEL_IDS.join(", ") }));
    } else if (kind !== "agent") {
      value[kind] = found.model;
    } else {
      let agent = "";
      try {
        agent = decodeURIComponent(found.rest ?? "");
      } catch {
        // Left empty: refused below.
      }
      if (agent && agent.length <= LIMITS.scenario.nameChars) value.agents[agent] = found.model;
      else warnings.push(message("link.modelsUnknownRole", { name: (found.rest ?? "").slice(0, 40) }));
    }
  }
  return { value, warnings };
}
