import { STEP_KEY } from "./handoffStateKeys";
import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/**
 * The docs' recommended handoffs: one `createAgent` whose middleware, before every model call, reads
 * `currentStep` and swaps in that step's system prompt and tools; `transfer_to_<agent>` tools change
 * the step with a `Command`, and the checkpointer keeps it across turns.
 */
export const handoffsTopology: TopologyDescriptor<"handoffs"> = {
  id: "handoffs",
  title: { en: "Handoffs (createAgent + step middleware)", zh: "Handoffs（createAgent + 步骤中间件）" },
  summary: {
    en: "One createAgent: createMiddleware's wrapModelCall swaps system prompt and tools by currentStep, which transfer tools set with Command. (The docs' JS sample imports wrapModelCall and request.override, which langchain 1.5 does not export.)",
    zh: "一个 createAgent：createMiddleware 的 wrapModelCall 按 currentStep 换系统提示和工具，transfer 工具用 Command 设置它。（文档的 JS 示例导入的 wrapModelCall 和 request.override，langchain 1.5 并未导出。）",
  },
  api: { status: "current", uses: ["createAgent", "createMiddleware", "Command"] },
  handoff: { router: LIBRARY_HANDOFF, workers: LIBRARY_HANDOFF },
  knobs: [],
  docs: { pattern: "Handoffs" },
  keepEverything: {},
  state: { activeAgent: STEP_KEY, keys: [] },
  build: lazyBuild(() => import("./graphs/handoffs")),
};
