import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 1: a worker that holds a handoff tool, invoked on its own. */
export const errorHandoffOutsideGraph: Scenario = {
  ...GALLERY_BASE,
  id: "error-handoff-outside-graph",
  title: { en: "Error: handoff tool used outside a multi-agent graph", zh: "错误：在多智能体图之外使用 handoff 工具" },
  summary:
    { en: "The swarm's assistant agent, transfer_to_finance tool and all, run on its own without createSwarm around it. Python raises ParentCommand here; JS ends the run silently.", zh: "swarm 的 assistant 智能体连同 `transfer_to_finance` 工具单独运行，外面没有 `createSwarm`。Python 在这里抛出 `ParentCommand`；JS 则悄无声息地结束运行。" },
  topologies: ["swarm"],
  fault: { kind: "handoff-outside-graph", agent: "assistant" },
  narrative: [
    { en: "The assistant agent from the swarm runs here on its own: the same createReactAgent with its transfer_to_finance tool, but no createSwarm around it. Its model asks for transfer_to_finance, and then the run simply ends: the trace has no tools step and no error, and finance never runs.", zh: "swarm 里的 assistant 智能体在这里单独运行：同一个带 `transfer_to_finance` 工具的 `createReactAgent`，但外面没有 `createSwarm`。它的模型要求 `transfer_to_finance`，然后运行就这么结束了：轨迹里没有 tools 步骤，也没有错误，finance 从未运行。" },
    { en: "Look at the history: the assistant's transfer_to_finance call is the last message, and no tool result answers it. The handoff tool did run, but the Command it returns is addressed to a parent graph that does not exist, and the JS runtime drops it without a word. Seed 001 reports that Python raises ParentCommand here; JS does not raise anything.", zh: "看历史：assistant 的 `transfer_to_finance` 调用是最后一条消息，没有任何工具结果回应它。handoff 工具确实运行了，但它返回的 Command 是发给一个不存在的父图的，JS 运行时一声不响地把它丢掉了。种子 001 报告 Python 在这里抛出 `ParentCommand`；JS 什么也不抛。" },
    { en: "Apply the fix to run the same agents inside createSwarm: the handoff lands, finance answers, and the path becomes assistant → finance.", zh: "应用修复，让同样的智能体在 `createSwarm` 里运行：移交成功，finance 作答，路径变为 assistant → finance。" },
  ],
  gallery: {
    why:
      { en: "createHandoffTool (@langchain/langgraph-swarm, dist/handoff.js) returns new Command({ goto: agentName, graph: Command.PARENT, ... }). Inside the agent, _controlBranch (@langchain/langgraph, dist/graph/state.js) turns a PARENT command into a thrown ParentCommand, a GraphBubbleUp meant for the enclosing graph. Here there is none: PregelRunner.tick (dist/pregel/runner.js) re-throws a bubble-up only when its loop is nested, so at the root the command is dropped and the run ends as if it had finished.", zh: "`createHandoffTool`（@langchain/langgraph-swarm，dist/handoff.js）返回 `new Command({ goto: agentName, graph: Command.PARENT, ... })`。在智能体内部，`_controlBranch`（@langchain/langgraph，dist/graph/state.js）把 PARENT 命令变成抛出的 `ParentCommand`，这是一个要交给外层图的 `GraphBubbleUp`。这里没有外层图：`PregelRunner.tick`（dist/pregel/runner.js）只在循环是嵌套的时候才重新抛出冒泡，所以在根上这个命令被丢弃，运行像已经完成一样结束。" },
    fix: { en: "Use handoff tools only inside createSwarm or createSupervisor; to try one agent alone, give it no handoff tools, or run it in the swarm.", zh: "只在 `createSwarm` 或 `createSupervisor` 里使用 handoff 工具；想单独试一个智能体，就别给它 handoff 工具，或者在 swarm 里运行它。" },
    fixScenarioId: "fixed-handoff-outside-graph",
    code: {
      mistaken: `import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createHandoffTool } from "@langchain/langgraph-swarm";

const assistant = createReactAgent({ llm, name: "assistant", tools: [createHandoffTool({ agentName: "finance" })] });
await assistant.invoke({ messages: [{ role: "user", content: "帮我算一下这个月的账" }] });`,
      fixed: `import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createHandoffTool, createSwarm } from "@langchain/langgraph-swarm";

const assistant = createReactAgent({ llm, name: "assistant", tools: [createHandoffTool({ agentName: "finance" })] });
const swarm = createSwarm({ agents: [assistant, finance], defaultActiveAgent: "assistant" }).compile();
await swarm.invoke({ messages: [{ role: "user", content: "帮我算一下这个月的账" }] });`,
      note: { en: "The agent is the same; what changes is who invokes it. A handoff tool's Command goes to Command.PARENT, so only a graph around the agent (createSwarm here) can carry it out.", zh: "智能体没有变；变的是谁调用它。handoff 工具的 Command 发往 `Command.PARENT`，所以只有包着这个智能体的图（这里是 `createSwarm`）才能执行它。" },
    },
  },
};

/** The same agents inside createSwarm, where the handoff lands. */
export const fixedHandoffOutsideGraph: Scenario = fixedTwin(errorHandoffOutsideGraph, {
  id: "fixed-handoff-outside-graph",
  title: { en: "Fixed: the handoff tool inside createSwarm", zh: "已修复：handoff 工具放在 createSwarm 里" },
  summary: { en: "The assistant and finance agents inside createSwarm: the transfer_to_finance call is answered and finance takes over.", zh: "assistant 和 finance 智能体放在 `createSwarm` 里：`transfer_to_finance` 调用得到回应，finance 接手。" },
  narrative: [
    { en: "The same assistant agent, now inside createSwarm: its transfer_to_finance call gets a tool result, activeAgent becomes finance, and finance answers with the ledger. The path is assistant → finance.", zh: "同一个 assistant 智能体，现在放在 `createSwarm` 里：它的 `transfer_to_finance` 调用得到工具结果，`activeAgent` 变为 finance，finance 用账簿作答。路径是 assistant → finance。" },
  ],
});
