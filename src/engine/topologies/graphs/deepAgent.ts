// First: deepagents' glob library reads `process` as it loads (see the shim).
import "./processShim";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { createAgent, createMiddleware, todoListMiddleware } from "langchain";
import { createDeepAgent, createFilesystemMiddleware, type CompiledSubAgent } from "deepagents";
import { DEEP_TASK_TOOL } from "../deepAgentTools";
import type { BuildContext, BuiltTopology, RunnableGraph } from "../types";

/**
 * A subagent as `createAgent` builds it, with deepagents' filesystem middleware over the default
 * `StateBackend`, so its `write_file` lands in the same `files` state the main agent and every other
 * subagent read. Built here (a `CompiledSubAgent`) rather than from a declarative spec so the diagram
 * can draw the graph the `task` tool runs.
 */
function buildSubagent(ctx: BuildContext, name: string): CompiledSubAgent & { graph: RunnableGraph } {
  const spec = ctx.scenario.agents.find((agent) => agent.name === name)!;
  const runnable = createAgent({ model: ctx.modelFor(name), tools: ctx.toolsFor(name), name, systemPrompt: spec.prompt, middleware: [createFilesystemMiddleware()] });
  // ReactAgent types getGraphAsync as internal (`never`); at run time it is the compiled graph's.
  return { name, description: spec.description, runnable, graph: runnable as unknown as RunnableGraph };
}

/**
 * Names the namespace of each `task` call after the subagent it runs: the stream only says "a tool
 * ran" (`tools:<task id>`), the call's `subagent_type` says which agent.
 */
function labelTaskCalls(labels: Map<string, string>) {
  return createMiddleware({
    name: "PlaygroundTaskLabels",
    wrapToolCall: async (request, handler) => {
      if (request.toolCall.name === DEEP_TASK_TOOL) {
        const namespace = String(request.runtime.configurable?.checkpoint_ns ?? "");
        const segment = namespace.split("|").at(-1);
        const agent = request.toolCall.args?.subagent_type;
        if (segment && typeof agent === "string") labels.set(segment, agent);
      }
      return handler(request);
    },
  });
}

/**
 * Deep Agents (`deepagents`' `createDeepAgent`): a main agent with a todo list (`write_todos`), a
 * virtual file system in graph state (`ls`, `read_file`, `write_file`, `edit_file`, `glob`, `grep`)
 * and a `task` tool that starts a subagent on a fresh conversation holding only the task's
 * description. Only the subagent's last answer comes back as the `task` result; the files it wrote
 * are merged into the shared `files` state, and never into the messages.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario } = ctx;
  const router = scenario.router.name;
  const subagents = scenario.agents.map((agent) => buildSubagent(ctx, agent.name));
  const labels = new Map<string, string>();
  const tools: StructuredToolInterface[] = ctx.toolsFor(router);
  const agent = createDeepAgent({
    model: ctx.modelFor(router),
    tools,
    systemPrompt: scenario.router.prompt,
    subagents: subagents.map(({ name, description, runnable }) => ({ name, description, runnable })),
    // deepagents 1.14 adds write_todos only for some providers' harness profiles; the docs' todo list is langchain's middleware.
    middleware: [todoListMiddleware(), labelTaskCalls(labels)],
    checkpointer: ctx.checkpointer,
    name: router,
  });
  return {
    graph: agent as unknown as RunnableGraph,
    router,
    attachedGraphs: subagents.map(({ name, graph }) => ({ id: name, graph, via: "tools", label: DEEP_TASK_TOOL })),
    namespaceLabels: labels,
  };
}
