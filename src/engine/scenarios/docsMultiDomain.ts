import { JAVASCRIPT_WEB_DOC } from "./docsDocuments/javascript";
import { PYTHON_WEB_DOC } from "./docsDocuments/python";
import { RUST_WEB_DOC } from "./docsDocuments/rust";
import type { Scenario, ScenarioAgent, ScriptedReply } from "./types";

const REQUEST = "Compare Python, JavaScript, and Rust for web development";

/** Each specialist's answer, written from its documentation; the same text in every pattern. */
const FINDINGS = {
  python:
    "Python: fastest path to a working web product. Django gives an ORM, admin, auth and strong security defaults; FastAPI gives typed, self-documenting async APIs on ASGI. The GIL and the interpreter limit raw throughput and CPU parallelism, so capacity comes from running more worker processes (50-200 MB each). Best when developer speed, data and ML integration or Django's built-ins matter most.",
  javascript:
    "JavaScript: the only native browser language, so one language and shared TypeScript types cover client and server. Node's event loop handles many concurrent I/O-bound connections well; Express, Fastify and NestJS on the server, Next.js and other meta-frameworks for full-stack rendering. CPU-heavy work blocks the loop, and the large npm ecosystem brings churn and supply-chain risk. Best for front-end-heavy products, real-time features and serverless or edge deployment.",
  rust:
    "Rust: top-tier throughput with low, predictable latency and a tiny memory footprint (5-20 MB idle), memory and thread safety checked at compile time, and multi-core async with Tokio; Axum and Actix Web lead the frameworks, SQLx checks SQL at compile time, and a service ships as one small binary. The costs are the steepest learning curve, slow compiles and a smaller web ecosystem. Best for high-traffic, latency-critical services and WebAssembly.",
} as const;

type Language = keyof typeof FINDINGS;

const SYNTHESIS =
  "Summary: pick Python (Django or FastAPI) to ship fastest, especially with data or ML work; pick JavaScript/TypeScript when the product is front-end heavy or real-time, since one language spans browser and server; pick Rust when throughput, latency and cost per request dominate and the team can afford the learning curve. Many teams combine them: a TypeScript front end, a Python or Node API, and Rust for the hottest services.";

const DOCS: Record<Language, string> = { python: PYTHON_WEB_DOC, javascript: JAVASCRIPT_WEB_DOC, rust: RUST_WEB_DOC };
const TITLES: Record<Language, string> = { python: "Python", javascript: "JavaScript", rust: "Rust" };
const LANGUAGES = Object.keys(FINDINGS) as Language[];

function specialist(language: Language): ScenarioAgent {
  return {
    name: language,
    description: `${TITLES[language]} for web development`,
    // The documentation travels with the specialist: its system prompt, or what load_skill returns.
    prompt: `You are the ${TITLES[language]} web-development specialist. Answer from this documentation.\n\n${DOCS[language]}`,
    tools: [],
    // With its documentation in context a specialist answers in one call: there is nothing to look up.
    script: [{ content: FINDINGS[language] }],
  };
}

const subQuestion = (language: Language) => `How does ${TITLES[language]} do for web development?`;

/** Handoffs: each specialist writes its part and, in the same message, hands on to the next one. */
function handoffScripts(): Record<string, ScriptedReply[]> {
  return Object.fromEntries(
    LANGUAGES.map((language, index) => {
      const next = LANGUAGES[index + 1];
      const reply: ScriptedReply = next ? { content: FINDINGS[language], toolCalls: [{ name: `transfer_to_${next}` }] } : { content: `${FINDINGS[language]}\n\n${SYNTHESIS}` };
      return [language, [reply]];
    }),
  );
}

const HANDOFF_MAIN: ScriptedReply[] = [{ toolCalls: [{ name: "transfer_to_python" }] }];

/** The docs' "Multi-domain": three languages, about 2,000 tokens of documentation each, parallel tool calls allowed. */
export const docsMultiDomain: Scenario = {
  id: "docs-multi-domain",
  title: { en: "Docs: Multi-domain (Python, JavaScript, Rust)", zh: "文档：多领域（Python、JavaScript、Rust）" },
  summary: {
    en: "The docs' \"Multi-domain\" scenario: compare Python, JavaScript and Rust for web development, with a specialist per language holding about {promptTokens.python@subagents~1000} tokens of documentation (its system prompt, measured with o200k_base). Parallel tool calls are allowed. Watch the input tokens summed over all model calls.",
    zh: "文档的“多领域”场景：比较 Python、JavaScript 和 Rust 做 Web 开发，每种语言一个专家，各带约 {promptTokens.python@subagents~1000} token 的文档（它的系统提示词，用 o200k_base 实测）。允许并行工具调用。看所有模型调用的输入 token 之和。",
  },
  narrative: [
    {
      en: "Subagents: {calls@subagents} calls, as the docs count. main asks the three specialists in one message (three parallel `ask_` calls), each answers from its documentation in one call, and main synthesizes from their three short results. About {inputTokens@subagents~100} input tokens: each document is read once, by its own specialist.",
      zh: "Subagents：{calls@subagents} 次，与文档一致。main 在一条消息里并行调用三个 `ask_` 工具，每个专家据自己的文档一次作答，main 再根据三条简短结果汇总。输入约 {inputTokens@subagents~100} token：每份文档只被它自己的专家读一次。",
    },
    {
      en: "Skills: {calls@skills} calls, not the docs' 3: one message loads all three skills, and the next call answers with the three documents in view. The docs add a separate \"research\" call, but with no tool to call there is nothing for it to do; their subagents count no such call either. About {inputTokens@skills~100} tokens, the fewest here, where the docs put skills at ~15K: documents that are read by only one later call do not pile up.",
      zh: "Skills：{calls@skills} 次，而不是文档的 3 次：一条消息载入全部三个技能，下一次调用就带着三份文档作答。文档另加了一次“研究”调用，但没有工具可调，它无事可做；文档算 subagents 时也没有这样的调用。约 {inputTokens@skills~100} token，是这里最少的，而文档估计 skills 约 15K：文档只被之后的一次调用读到，就不会越积越多。",
    },
    {
      en: "Handoffs: {calls@handoffs} calls, not the docs' 7+. main hands to python; each specialist step writes its part and hands on in the same message; rust ends with the comparison. The middleware gives each step only its own document, so the history grows by three short answers, not three documents: about {inputTokens@handoffs~100} tokens.",
      zh: "Handoffs：{calls@handoffs} 次，而不是文档的 7+。main 交给 python；每个专家步骤写下自己的部分并在同一条消息里交给下一个；rust 最后给出比较。中间件每一步只给该步骤自己的文档，所以历史只增加三段简短回答，而不是三份文档：约 {inputTokens@handoffs~100} token。",
    },
    {
      en: "Router: {calls@router} calls, as the docs count: classify, three specialists side by side (Send), synthesize; about {inputTokens@router~100} tokens. The four patterns end within a tenth of each other in tokens; the docs' spread (9K to 15K) comes from calls their breakdowns add, not from the patterns.",
      zh: "Router：{calls@router} 次，与文档一致：分类、三个专家并行（Send）、汇总；约 {inputTokens@router~100} token。四种模式的 token 相差不到一成；文档中 9K 到 15K 的差距来自其分解里另加的调用，而不是来自模式本身。",
    },
  ],
  userTurns: [REQUEST],
  router: { name: "main", prompt: "You are the main assistant. Consult the language specialists you need, then answer the user." },
  agents: LANGUAGES.map(specialist),
  tools: [],
  routerScripts: {
    subagents: [{ toolCalls: LANGUAGES.map((language) => ({ name: `ask_${language}`, args: { task: subQuestion(language) } })) }, { content: SYNTHESIS }],
    handoffs: HANDOFF_MAIN,
    "handoffs-subgraphs": HANDOFF_MAIN,
    skills: [{ toolCalls: LANGUAGES.map((language) => ({ name: "load_skill", args: { skill: language } })) }, { content: SYNTHESIS }],
    "router-fanout": [{ toolCalls: [{ name: "classify", args: { classifications: LANGUAGES.map((language) => ({ agent: language, query: subQuestion(language) })) } }] }, { content: SYNTHESIS }],
    "deep-agent": [{ toolCalls: LANGUAGES.map((language) => ({ name: "task", args: { description: subQuestion(language), subagent_type: language } })) }, { content: SYNTHESIS }],
  },
  agentScripts: {
    handoffs: handoffScripts(),
    "handoffs-subgraphs": handoffScripts(),
  },
  topologies: ["subagents", "handoffs", "skills", "router-fanout", "handoffs-subgraphs", "deep-agent"],
  storySettings: { subagents: { topology: "subagents" }, handoffs: { topology: "handoffs" }, skills: { topology: "skills" }, router: { topology: "router-fanout" } },
};
