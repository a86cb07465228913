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

/** The docs' scenario 3: three languages, about 2,000 tokens of documentation each, parallel tool calls allowed. */
export const docsMultiDomain: Scenario = {
  id: "docs-multi-domain",
  title: "Docs table 3: multiple domains, large context",
  summary:
    "The docs' third scenario: compare Python, JavaScript and Rust for web development, with a specialist per language holding about 2,000 tokens of documentation (measured with o200k_base). Parallel tool calls are allowed. Watch the input tokens summed over all model calls.",
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
  },
  agentScripts: {
    handoffs: handoffScripts(),
    "handoffs-subgraphs": handoffScripts(),
  },
  topologies: ["subagents", "handoffs", "skills", "router-fanout", "handoffs-subgraphs"],
};
