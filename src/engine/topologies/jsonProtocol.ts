/**
 * Pure helpers for topologies whose model answers in JSON text instead of tool calls
 * (seed 004's hand-written dispatch supervisor and router). No runtime imports: unit-testable alone.
 */

/** The first `{...}` object in a model's text, parsed; undefined when there is none or it is not JSON. */
export function extractJson(text: string): Record<string, unknown> | undefined {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The dispatch supervisor's system prompt. Names are sorted first, as seed 004 does, so the same
 * set of specialists always gives byte-identical text (what a provider's prompt cache keys on).
 */
export function dispatchPrompt(specialists: readonly string[]): string {
  const names = [...specialists].sort().map((name) => `"${name}"`).join(", ");
  return (
    `你是一个 supervisor 节点 · 只输出 JSON。可选 specialist:[${names}]。\n` +
    "JSON 输出格式(只输出 JSON · 不附其他文本):\n" +
    '  - 继续调度 specialist:{"next": "<specialist_name>"}\n' +
    '  - 终止 + 给最终答案:{"final_answer": "..."}\n' +
    "调度策略:\n" +
    "- 若 dispatch_history 已含同一 specialist 多次且无新信息 · 终止 final_answer"
  );
}

/** What the dispatch supervisor does with one model reply. */
export type DispatchVerdict =
  | { kind: "final"; answer: string }
  | { kind: "next"; specialist: string }
  | { kind: "invalid"; explanation: string };

/**
 * Seed 004's three exits: a final answer ends the run; a known specialist is dispatched; anything
 * else (an unknown name, no JSON) ends the run with an explanation instead of a guess.
 */
export function judgeDispatch(text: string, specialists: readonly string[]): DispatchVerdict {
  const parsed = extractJson(text);
  if (!parsed) return { kind: "invalid", explanation: `supervisor 输出不是 JSON · 终止 · 原文: ${text}` };
  if (parsed.final_answer) return { kind: "final", answer: String(parsed.final_answer) };
  const next = parsed.next;
  if (typeof next === "string" && specialists.includes(next)) return { kind: "next", specialist: next };
  return {
    kind: "invalid",
    explanation: `supervisor 选择无效 specialist=${JSON.stringify(next ?? null)} · 不在 [${[...specialists].sort().join(", ")}] · 终止，不替它猜一个`,
  };
}

/** The hard stop's final answer, in the seed's words. */
export function maxIterAnswer(maxIter: number): string {
  return `达到最大调度次数(max_iter=${maxIter})· 强制终止 · 模型仍想继续调度，但闸门不再问它`;
}
