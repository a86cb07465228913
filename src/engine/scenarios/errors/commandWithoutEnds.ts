import type { Scenario } from "../types";
import { GALLERY_BASE } from "./base";

/** Seed 000: a hand-rolled graph whose nodes route with Command but declare no `ends`. */
export const errorCommandWithoutEnds: Scenario = {
  ...GALLERY_BASE,
  id: "error-command-without-ends",
  title: { en: "Error: a Command-returning node without ends", zh: "错误：返回 Command 的节点没有声明 ends" },
  summary: { en: "The hand-rolled supervisor routes only with Command({ goto }) and its nodes declare no ends. compile() rejects the graph.", zh: "手写的 supervisor 只用 `Command({ goto })` 路由，它的节点没有声明 ends。`compile()` 拒绝这个图。" },
  topologies: ["supervisor-handrolled"],
  knobs: { declareEnds: false },
  narrative: [
    { en: "The hand-rolled supervisor has no edges to its workers: it routes with Command({ goto }), and here its nodes do not declare where those Commands may go (the declare ends knob is off). compile() throws UnreachableNodeError: \"Node `assistant` is not reachable.\", with the hint to pass an ends array to addNode.", zh: "手写的 supervisor 没有通向 worker 的边：它用 `Command({ goto })` 路由，而这里它的节点没有声明这些 Command 可能去往哪里（“声明 ends”旋钮是关的）。`compile()` 抛出 `UnreachableNodeError`：节点 assistant 不可达，并提示给 `addNode` 传一个 `ends` 数组。" },
    { en: "The runtime checks at compile time that every node is the target of some edge or declared end; a Command's goto is only known when the node runs. createSupervisor declares ends for you, which is why seed 000 only meets this when writing the graph by hand.", zh: "运行时在编译时检查每个节点都是某条边或某个声明的 `end` 的目标；Command 的 `goto` 要到节点运行时才知道。`createSupervisor` 会替你声明 ends，所以种子 000 只有在手写图时才碰到这个问题。" },
    { en: "Turn declare ends on (the fix button does it) and the same graph compiles and runs supervisor → finance → supervisor.", zh: "打开“声明 ends”（修复按钮就是做这个的），同一个图就能编译并运行 supervisor → finance → supervisor。" },
  ],
  gallery: {
    why:
      { en: "Graph.validate (@langchain/langgraph, dist/graph/graph.js) collects every edge target, branch end and node's declared ends, and throws UnreachableNodeError for a node none of them reaches. Routing by Command adds no edge, so without addNode(name, fn, { ends: [...] }) the workers look unreachable. createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) adds its supervisor node with { ends: agentNames } itself.", zh: "`Graph.validate`（@langchain/langgraph，dist/graph/graph.js）收集每条边的目标、分支的终点和节点声明的 ends，对没有任何一个能到达的节点抛出 `UnreachableNodeError`。用 Command 路由不会添加边，所以没有 `addNode(name, fn, { ends: [...] })`，worker 看起来就不可达。`createSupervisor`（@langchain/langgraph-supervisor，dist/supervisor.js）自己用 `{ ends: agentNames }` 添加它的 supervisor 节点。" },
    fix: { en: "Declare the possible destinations: addNode(name, node, { ends: [...workers, END] }) for the supervisor and { ends: [supervisor] } for each worker.", zh: "声明可能的目的地：supervisor 用 `addNode(name, node, { ends: [...workers, END] })`，每个 worker 用 `{ ends: [supervisor] }`。" },
    fixKnobs: { declareEnds: true },
    code: {
      mistaken: `import { MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";

const graph = new StateGraph(MessagesAnnotation)
  .addNode("supervisor", supervisorNode)
  .addNode("assistant", assistantNode)
  .addNode("finance", financeNode)
  .addEdge(START, "supervisor")
  .compile();`,
      fixed: `import { END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";

const graph = new StateGraph(MessagesAnnotation)
  .addNode("supervisor", supervisorNode, { ends: ["assistant", "finance", END] })
  .addNode("assistant", assistantNode, { ends: ["supervisor"] })
  .addNode("finance", financeNode, { ends: ["supervisor"] })
  .addEdge(START, "supervisor")
  .compile();`,
      note: { en: "Each node returns new Command({ goto }); ends tells compile() where those Commands may go, so every node is reachable before anything runs.", zh: "每个节点返回 `new Command({ goto })`；`ends` 告诉 `compile()` 这些 Command 可能去往哪里，这样在任何东西运行之前每个节点都是可达的。" },
    },
  },
  lesson: [
    {
      caption: {
        en: "`compile()` rejects the graph before anything runs: {calls} model calls, and the only step is the error. The supervisor routes with `Command({ goto })`, and none of its nodes declares where a Command may go.",
        zh: "`compile()` 在任何东西运行之前就拒绝了这个图：{calls} 次模型调用，唯一的一步就是这个错误。supervisor 用 `Command({ goto })` 路由，而它的节点都没有声明 Command 可能去往哪里。",
      },
      at: { kind: "error" },
      look: { panel: "diagram" },
    },
    {
      caption: {
        en: "Turn declare ends on: `addNode(name, fn, { ends })` tells `compile()` where each node's Commands may go. The same graph now compiles, and the supervisor's first step hands off to finance.",
        zh: "打开“声明 ends”：`addNode(name, fn, { ends })` 告诉 `compile()` 每个节点的 Command 可能去往哪里。同一个图现在能编译了，supervisor 的第一步就交给了 finance。",
      },
      knobs: { declareEnds: true },
      at: { node: "supervisor" },
      look: { knob: "declareEnds" },
      predict: { question: { en: "How many model calls does the fixed run make?", zh: "修好后的运行做了几次模型调用？" }, answer: "{calls}" },
    },
  ],
};
