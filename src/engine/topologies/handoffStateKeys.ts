// The state fields of the two handoff topologies, shared by their descriptors, graph modules and code
// writers (a graph module is loaded lazily by its descriptor, so it cannot import the descriptor back).

/** The handoffs topology's state field the handoff tools write and the step middleware reads (the docs' `currentStep`). */
export const STEP_KEY = "currentStep";

/** The agent-subgraph handoffs' state field naming the agent that holds the conversation. */
export const ACTIVE_AGENT_KEY = "activeAgent";
