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

const loadSkill = (language: Language) => ({ name: "load_skill", args: { skill: language } });
/** Skills as the docs draw the pattern: one skill loaded per call, each load reading the ones before it. */
const SKILLS_DRAWN: ScriptedReply[] = [...LANGUAGES.map((language) => ({ toolCalls: [loadSkill(language)] })), { content: SYNTHESIS }];
/** Skills batched: one message loads all three skills (parallel tool calls). */
const SKILLS_BATCHED: ScriptedReply[] = [{ toolCalls: LANGUAGES.map(loadSkill) }, { content: SYNTHESIS }];

/** The router's scripts as the docs draw the flows; the batched flow replaces skills' (see `SKILLS_BATCHED`). */
const ROUTER_SCRIPTS: Scenario["routerScripts"] = {
  subagents: [{ toolCalls: LANGUAGES.map((language) => ({ name: `ask_${language}`, args: { task: subQuestion(language) } })) }, { content: SYNTHESIS }],
  handoffs: HANDOFF_MAIN,
  "handoffs-subgraphs": HANDOFF_MAIN,
  skills: SKILLS_DRAWN,
  "router-fanout": [{ toolCalls: [{ name: "classify", args: { classifications: LANGUAGES.map((language) => ({ agent: language, query: subQuestion(language) })) } }] }, { content: SYNTHESIS }],
  "deep-agent": [{ toolCalls: LANGUAGES.map((language) => ({ name: "task", args: { description: subQuestion(language), subagent_type: language } })) }, { content: SYNTHESIS }],
};

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
      en: "Skills: {calls@skills} calls, not the docs' 3: as the docs draw the pattern, each call loads one skill, so the second call reads the Python document, the third Python's and JavaScript's, and the fourth answers with all three in view: about {inputTokens@skills~100} tokens, documents piling up as the docs say. The docs' count loads all three skills in its first call and adds a separate \"research\" call, which with no tool to call has nothing to do. With `flow` at batched one message loads all three skills: {calls@skillsBatched} calls, about {inputTokens@skillsBatched~100} tokens.",
      zh: "Skills：{calls@skills} 次，而不是文档的 3 次：按文档画的模式，每次调用载入一个技能，所以第二次调用读 Python 的文档，第三次读 Python 和 JavaScript 的，第四次带着全部三份作答：约 {inputTokens@skills~100} token，文档像文档说的那样越积越多。文档的计数在第一次调用里载入全部三个技能，再加一次单独的“研究”调用，而没有工具可调，它无事可做。把 `flow` 设为 batched，一条消息载入全部三个技能：{calls@skillsBatched} 次，约 {inputTokens@skillsBatched~100} token。",
    },
    {
      en: "Handoffs: {calls@handoffs} calls, not the docs' 7+. main hands to python; each specialist step writes its part and hands on in the same message; rust ends with the comparison. The middleware gives each step only its own document, so the history grows by three short answers, not three documents: about {inputTokens@handoffs~100} tokens.",
      zh: "Handoffs：{calls@handoffs} 次，而不是文档的 7+。main 交给 python；每个专家步骤写下自己的部分并在同一条消息里交给下一个；rust 最后给出比较。中间件每一步只给该步骤自己的文档，所以历史只增加三段简短回答，而不是三份文档：约 {inputTokens@handoffs~100} token。",
    },
    {
      en: "Router: {calls@router} calls, as the docs count: classify, three specialists side by side (Send), synthesize; about {inputTokens@router~100} tokens. As the docs draw the flows, skills reads the most ({inputTokens@skills~100}), its documents piling up call by call, while the isolating patterns read each document once; batched, skills reads the fewest ({inputTokens@skillsBatched~100}): how the loads are made decides the order as much as the pattern.",
      zh: "Router：{calls@router} 次，与文档一致：分类、三个专家并行（Send）、汇总；约 {inputTokens@router~100} token。按文档画的流程，skills 读得最多（{inputTokens@skills~100}），文档一次调用接一次地累积，而隔离上下文的模式每份文档只读一次；batched 时 skills 读得最少（{inputTokens@skillsBatched~100}）：怎样载入和模式本身一样决定了排序。",
    },
  ],
  userTurns: [REQUEST],
  router: { name: "main", prompt: "You are the main assistant. Consult the language specialists you need, then answer the user." },
  agents: LANGUAGES.map(specialist),
  tools: [],
  routerScripts: ROUTER_SCRIPTS,
  batchedFlow: { routerScripts: { ...ROUTER_SCRIPTS, skills: SKILLS_BATCHED } },
  agentScripts: {
    handoffs: handoffScripts(),
    "handoffs-subgraphs": handoffScripts(),
  },
  topologies: ["subagents", "handoffs", "skills", "router-fanout", "handoffs-subgraphs", "deep-agent"],
  storySettings: {
    subagents: { topology: "subagents" },
    handoffs: { topology: "handoffs" },
    skills: { topology: "skills" },
    skillsBatched: { topology: "skills", flow: "batched" },
    router: { topology: "router-fanout" },
  },
};
