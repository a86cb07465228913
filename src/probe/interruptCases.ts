import { HumanMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { tool } from "@langchain/core/tools";
import { Command, END, MemorySaver, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { createAgent, humanInTheLoopMiddleware } from "langchain";
import { z } from "zod";
import { approvalGate } from "../engine/hitl/approvalGate";
import { askHuman } from "../engine/hitl/askHuman";
import type { HumanDecision } from "../engine/hitl/humanRequest";
import { CallRecorder } from "../engine/model/callRecorder";
import { ScriptedChatModel } from "../engine/model/scriptedChatModel";
import type { ScriptedReply } from "../engine/scenarios/types";
import { contentAsText } from "../engine/trace/serialize";

/**
 * Interrupt cases the probe page runs in the browser and the e2e test re-runs in Node: `interrupt()`
 * in a graph node, in a tool, in a tool of a subagent invoked from a tool, through `langchain`'s
 * `humanInTheLoopMiddleware`, and two approvals in a row. Without the patches in `patches/` the
 * browser cannot find the running task's config and none of them pauses.
 */

/** The error text `interrupt()` raises when it cannot find the running task's config. */
export const OUTSIDE_GRAPH = "Called interrupt() outside the context of a graph";

/** What one pause looked like from outside the graph. */
export interface ProbePause {
  /** The interrupt values the run returned (`result.__interrupt__[i].value`). */
  values: unknown[];
  /** `getState().next` at the pause. */
  next: string[];
}

/** One interrupt case's run: every pause, then the final messages, as plain JSON. */
export interface InterruptRow {
  id: string;
  pauses: ProbePause[];
  /** The final state's messages, one `type(name): content` line each. */
  messages: string[];
  error?: string;
  /** How often the "outside the context of a graph" text occurs anywhere in the row. */
  outsideGraph: number;
}

interface InterruptCase {
  id: string;
  graph(recorder: CallRecorder): InvocableGraph;
  /** The resume value for each pause, in order. */
  resumes: unknown[];
}

interface InvocableGraph {
  invoke(input: unknown, config: RunnableConfig): Promise<{ messages?: BaseMessage[]; __interrupt__?: { value: unknown }[] }>;
  getState(config: RunnableConfig): Promise<{ next: readonly string[] }>;
}

const model = (agent: string, script: ScriptedReply[], recorder: CallRecorder) => new ScriptedChatModel({ agent, script, recorder });

const refundTool = tool(async ({ amount }: { amount: number }) => `Refunded ${amount} EUR`, {
  name: "approve_refund",
  description: "Refund the customer.",
  schema: z.object({ amount: z.number() }),
});

const callsRefund = (amount: number, done: string): ScriptedReply[] => [{ toolCalls: [{ name: "approve_refund", args: { amount } }] }, { content: done }];

const approve: HumanDecision = { type: "approve" };

/** Agents built this way are only invoked here; their type is irrelevant beyond `invoke`/`getState`. */
const asInvocable = (graph: unknown) => graph as InvocableGraph;

const CASES: readonly InterruptCase[] = [
  {
    id: "node-two-questions",
    // One node asking twice: the second question only comes after the first answer (multi-resume).
    graph: () =>
      asInvocable(
        new StateGraph(MessagesAnnotation)
          .addNode("gate", (_state, config) => {
            const first = askHuman({ action: "open_case", args: {}, editable: [] }, config);
            const second = askHuman({ action: "close_case", args: {}, editable: [] }, config);
            return { messages: [new HumanMessage(`decisions: ${first.type}, ${second.type}`)] };
          })
          .addEdge(START, "gate")
          .addEdge("gate", END)
          .compile({ checkpointer: new MemorySaver() }),
      ),
    resumes: [approve, { type: "reject", reason: "not yet" }],
  },
  {
    id: "tool",
    graph: (recorder) =>
      asInvocable(createAgent({ model: model("agent", callsRefund(40, "done"), recorder), tools: [approvalGate(refundTool, { editable: ["amount"] })], checkpointer: new MemorySaver() })),
    resumes: [{ type: "edit", args: { amount: 25 } }],
  },
  {
    id: "subagent-tool",
    // The coordinator's ask_refund tool invokes a refund subagent (no checkpointer of its own) with the
    // tool's config; the subagent's approve_refund tool asks.
    graph: (recorder) => {
      const refund = createAgent({ model: model("refund", callsRefund(40, "refunded"), recorder), tools: [approvalGate(refundTool)], name: "refund" });
      const askRefund = tool(
        async ({ task }: { task: string }, config: RunnableConfig) => {
          const result = await refund.invoke({ messages: [new HumanMessage(task)] }, config);
          return contentAsText(result.messages.at(-1)?.content ?? "");
        },
        { name: "ask_refund", description: "Hand a refund to the refund agent.", schema: z.object({ task: z.string() }) },
      );
      const script: ScriptedReply[] = [{ toolCalls: [{ name: "ask_refund", args: { task: "refund 40" } }] }, { content: "all done" }];
      return asInvocable(createAgent({ model: model("coordinator", script, recorder), tools: [askRefund], checkpointer: new MemorySaver() }));
    },
    resumes: [approve],
  },
  {
    id: "hitl-middleware",
    graph: (recorder) =>
      asInvocable(
        createAgent({
          model: model("agent", callsRefund(40, "done"), recorder),
          tools: [refundTool],
          middleware: [humanInTheLoopMiddleware({ interruptOn: { approve_refund: { allowedDecisions: ["approve", "edit", "reject"] } } })],
          checkpointer: new MemorySaver(),
        }),
      ),
    resumes: [{ decisions: [{ type: "edit", editedAction: { name: "approve_refund", args: { amount: 30 } } }] }],
  },
  {
    id: "two-approvals",
    // Two refunds in one run: two pauses, two resumes.
    graph: (recorder) => {
      const script: ScriptedReply[] = [
        { toolCalls: [{ name: "approve_refund", args: { amount: 40 } }] },
        { toolCalls: [{ name: "approve_refund", args: { amount: 15 } }] },
        { content: "both done" },
      ];
      return asInvocable(createAgent({ model: model("agent", script, recorder), tools: [approvalGate(refundTool)], checkpointer: new MemorySaver() }));
    },
    resumes: [approve, { type: "reject" }],
  },
];

const line = (message: BaseMessage) => `${message.getType()}${message.name ? `(${message.name})` : ""}: ${contentAsText(message.content)}`;

async function runCase(probeCase: InterruptCase): Promise<InterruptRow> {
  const graph = probeCase.graph(new CallRecorder());
  const config = { configurable: { thread_id: `probe-${probeCase.id}` } };
  const row: InterruptRow = { id: probeCase.id, pauses: [], messages: [], outsideGraph: 0 };
  try {
    let result = await graph.invoke({ messages: [new HumanMessage("please refund order 9821")] }, config);
    for (const resume of probeCase.resumes) {
      if (!result.__interrupt__?.length) break;
      const { next } = await graph.getState(config);
      row.pauses.push({ values: result.__interrupt__.map((pending) => pending.value), next: [...next] });
      result = await graph.invoke(new Command({ resume }), config);
    }
    row.messages = (result.messages ?? []).map(line);
  } catch (error) {
    row.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  row.outsideGraph = JSON.stringify(row).split(OUTSIDE_GRAPH).length - 1;
  return row;
}

/** Runs every interrupt case, one after the other. */
export async function runInterruptCases(): Promise<InterruptRow[]> {
  const rows: InterruptRow[] = [];
  for (const probeCase of CASES) rows.push(await runCase(probeCase));
  return rows;
}
