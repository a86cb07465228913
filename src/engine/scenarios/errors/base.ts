import type { Scenario, ScenarioAgent } from "../types";

/** The finance agent's answer in every gallery run that gets that far. */
export const LEDGER_ANSWER = "本月支出合计 3,280 元：房租 2,000，餐饮 860，交通 420。";
/** The supervisor's closing line once finance has answered. */
export const GALLERY_FINAL = "账已算好：本月支出合计 3,280 元。";

/** An assistant that hands accounts to finance, and a finance agent with a ledger tool. */
export const GALLERY_AGENTS: ScenarioAgent[] = [
  {
    name: "assistant",
    description: "通用助手：日常问题",
    prompt: "你是通用助手；账目问题交给 finance。",
    tools: [],
    script: [{ content: "我是通用助手。" }],
  },
  {
    name: "finance",
    description: "财务：记账、算账",
    prompt: "你是财务助手，用 ledger 工具查账并给出结论。",
    tools: ["ledger"],
    script: [{ toolCalls: [{ name: "ledger", args: { month: "本月" } }] }, { content: LEDGER_ANSWER }],
  },
];

/**
 * What every error-gallery scenario shares: one turn asking for the month's accounts, a supervisor
 * that sends it to finance, and a swarm whose entry agent (assistant) hands it to finance. Each
 * gallery entry spreads this and changes one thing.
 */
export const GALLERY_BASE: Omit<Scenario, "id" | "title" | "summary" | "topologies"> = {
  userTurns: ["帮我算一下这个月的账"],
  router: { name: "supervisor", prompt: "你是调度者：账目交给 finance，专家答完后你来收尾。" },
  agents: GALLERY_AGENTS,
  tools: [{ name: "ledger", description: "查询账目", result: "本月账目：房租 2000；餐饮 860；交通 420。" }],
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_finance" }] }, { content: GALLERY_FINAL }],
    "supervisor-handrolled": [{ toolCalls: [{ name: "transfer_to_finance", args: { task: "算本月的账" } }] }, { content: GALLERY_FINAL }],
  },
  agentScripts: {
    swarm: { assistant: [{ toolCalls: [{ name: "transfer_to_finance" }] }] },
  },
};

/**
 * The fixed twin of a gallery scenario: same data without the fault, under its own id so a link
 * or the gallery's "apply the fix" button can open it.
 */
export function fixedTwin(broken: Scenario, changes: Partial<Scenario> & Pick<Scenario, "id" | "title" | "summary">): Scenario {
  const { fault: _fault, gallery: _gallery, ...rest } = broken;
  return { ...rest, ...changes };
}
