import { lazyBuild, type TopologyDescriptor } from "./types";

/**
 * The docs' skills pattern: one `createAgent` that stays in control and calls `load_skill` to bring a
 * specialist's prompt and documents into its own conversation on demand.
 */
export const skillsTopology: TopologyDescriptor<"skills"> = {
  id: "skills",
  title: { en: "Skills (createAgent + load_skill)", zh: "Skills（createAgent + load_skill）" },
  summary: {
    en: "One createAgent loads a specialist's prompt and documents with load_skill when it needs them; what it loads stays in its history for every later call.",
    zh: "一个 createAgent 在需要时用 load_skill 载入专家的提示和文档；载入的内容留在它的历史里，之后每次调用都会读到。",
  },
  api: { status: "current", uses: ["createAgent", "tool"] },
  // The agent calls load_skill and the specialists' own tools: no handoff family to check.
  handoff: {},
  knobs: [],
  docs: { pattern: "Skills" },
  keepEverything: {},
  state: { keys: [] },
  build: lazyBuild(() => import("./graphs/skills")),
};
