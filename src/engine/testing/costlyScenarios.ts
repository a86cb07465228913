import { LIMITS } from "../limits";
import type { Scenario, ScriptedReply } from "../scenarios/types";

/*
 * Valid scenarios, small as links, that ask the engine for a lot of work: the cases the run budget
 * (`LIMITS.run`) exists for. Shared by the engine's unit tests and the e2e suite.
 */

/** One supervised worker that calls `fetch` ten times a round for `rounds` rounds; `fetch` returns `resultChars` characters. */
export function fetchRounds(rounds: number, resultChars: number): Scenario {
  const round: ScriptedReply = { toolCalls: Array.from({ length: 10 }, () => ({ name: "fetch" })) };
  return {
    id: "fetch-rounds",
    title: "Fetch rounds",
    summary: "One worker fetching in rounds.",
    userTurns: ["go"],
    router: { name: "supervisor" },
    agents: [{ name: "worker", description: "", tools: ["fetch"], script: [...Array.from({ length: rounds }, () => round), { content: "done" }] }],
    tools: [{ name: "fetch", description: "fetches", result: "x".repeat(resultChars) }],
    routerScripts: { supervisor: [{ toolCalls: [{ name: "transfer_to_worker" }] }, { content: "Done." }] },
    topologies: ["supervisor"],
  };
}

/** Three workers that each make 71 model calls (70 rounds of one short tool call, then an answer). */
export function manyCalls(): Scenario {
  // Enough workers of 71 calls each to pass the model-call limit (within the scenario's size limits).
  const agents = Array.from({ length: Math.ceil((LIMITS.run.modelCalls + 1) / 71) }, (_, i) => ({
    name: `w${i}`,
    description: "",
    tools: ["ping"],
    script: [...Array.from({ length: 70 }, () => ({ toolCalls: [{ name: "ping" }] })), { content: `w${i} done` }],
  }));
  return {
    id: "many-calls",
    title: "Many calls",
    summary: "Many workers, many small calls.",
    userTurns: ["go"],
    router: { name: "supervisor" },
    agents,
    tools: [{ name: "ping", description: "pings", result: "pong" }],
    routerScripts: { supervisor: [...agents.map((a) => ({ toolCalls: [{ name: `transfer_to_${a.name}` }] })), { content: "Done." }] },
    topologies: ["supervisor"],
    knobs: { outputMode: "last_message" },
  };
}
