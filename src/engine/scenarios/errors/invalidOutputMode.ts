import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 6: an outputMode the library does not know. */
export const errorInvalidOutputMode: Scenario = {
  ...GALLERY_BASE,
  id: "error-invalid-output-mode",
  title: { en: "Error: invalid output mode", zh: "错误：无效的 outputMode" },
  summary: { en: "createSupervisor gets outputMode \"all_history\" (meant: full_history) and refuses to build.", zh: "`createSupervisor` 得到 `outputMode` \"all_history\"（本意是 full_history），拒绝构建。" },
  topologies: ["supervisor"],
  // The outputMode knob only offers the two valid values, so the typo travels as a fault.
  fault: { kind: "invalid-output-mode", outputMode: "all_history" },
  narrative: [
    { en: `createSupervisor is called with outputMode: "all_history", a typo for full_history (the knob panel cannot even offer it: the bad value comes with this scenario). The build fails at once: 'Invalid agent output mode: all_history. Needs to be one of ["full_history", "last_message"]'. No step runs and no model is called.`, zh: "`createSupervisor` 被以 `outputMode: \"all_history\"` 调用，这是 full_history 的笔误（旋钮面板根本不会提供它：这个错误值随场景而来）。构建立即失败：`Invalid agent output mode: all_history. Needs to be one of [\"full_history\", \"last_message\"]`。没有步骤运行，也没有调用模型。" },

    { en: "TypeScript would reject the value at compile time; plain JavaScript, or a value read from a config file, reaches the library, which checks it while building each worker's node. JS names the same two values seed 001 reports for Python.", zh: "TypeScript 会在编译时拒绝这个值；普通 JavaScript，或者从配置文件读出的值，就会到达库里，库在构建每个 worker 节点时检查它。JS 列出的两个值和种子 001 报告的 Python 相同。" },
    { en: "Apply the fix to build with outputMode full_history: the supervisor runs, and the finance worker's ledger call and its result stay in the shared history.", zh: "应用修复，用 `outputMode` full_history 构建：supervisor 运行，finance worker 的账簿调用及其结果留在共享历史中。" },
  ],
  gallery: {
    why:
      { en: "createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) wraps each worker with makeCallAgent(agent, outputMode, ...), which throws unless outputMode is \"full_history\" or \"last_message\". It runs while the graph is being built, so the error comes from createSupervisor itself.", zh: "`createSupervisor`（@langchain/langgraph-supervisor，dist/supervisor.js）用 `makeCallAgent(agent, outputMode, ...)` 包装每个 worker，除非 `outputMode` 是 \"full_history\" 或 \"last_message\"，否则就抛出。它在图构建时运行，所以错误来自 `createSupervisor` 本身。" },
    fix: { en: "Use one of the two values: full_history (keep each worker's whole transcript) or last_message (keep only its last message).", zh: "使用两个值之一：full_history（保留每个 worker 的完整记录）或 last_message（只保留它的最后一条消息）。" },
    fixKnobs: { outputMode: "full_history" },
    fixScenarioId: "fixed-invalid-output-mode",
    code: {
      mistaken: `import { createSupervisor } from "@langchain/langgraph-supervisor";

// settings was read from a config file: { "outputMode": "all_history" }
const supervisor = createSupervisor({ agents: [assistant, finance], llm, outputMode: settings.outputMode }).compile();`,
      fixed: `import { createSupervisor } from "@langchain/langgraph-supervisor";

const supervisor = createSupervisor({ agents: [assistant, finance], llm, outputMode: "full_history" }).compile();`,
      note: { en: "Written as a literal, \"all_history\" would not type-check (outputMode is \"full_history\" | \"last_message\"); read from a config file it is any, and only createSupervisor catches it.", zh: "写成字面量的话，\"all_history\" 通不过类型检查（`outputMode` 是 \"full_history\" | \"last_message\"）；从配置文件读出来时它是 any，只有 `createSupervisor` 能发现。" },
    },
  },
};

/** The same supervisor with a valid output mode (the fix also sets the knob to full_history). */
export const fixedInvalidOutputMode: Scenario = fixedTwin(errorInvalidOutputMode, {
  id: "fixed-invalid-output-mode",
  title: { en: "Fixed: outputMode full_history", zh: "已修复：outputMode full_history" },
  summary: { en: "createSupervisor with outputMode full_history: the worker's whole transcript joins the shared history.", zh: "`createSupervisor` 使用 `outputMode` full_history：worker 的完整记录进入共享历史。" },
  knobs: { outputMode: "full_history" },
  narrative: [{ en: "With outputMode full_history the supervisor builds and runs supervisor → finance → supervisor; finance's ledger call and its tool result are in the shared history.", zh: "使用 `outputMode` full_history，supervisor 构建成功并运行 supervisor → finance → supervisor；finance 的账簿调用及其工具结果都在共享历史中。" }],
});
