/** The router's system prompt: the registry, sorted, and the two JSON shapes it may answer with. */
export function routerPrompt(registry: readonly { name: string; description: string }[]): string {
  const lines = [...registry].sort((a, b) => a.name.localeCompare(b.name)).map((agent) => `- ${agent.name}: ${agent.description}`);
  return (
    "你是路由器：只建议该找哪个 agent，不执行任何 agent。可选 agent:\n" +
    `${lines.join("\n")}\n` +
    "只输出 JSON:\n" +
    '  - 单步: {"agent": "<name>", "confidence": 0~1, "reasoning": "...", "alternatives": ["<name>", ...]}\n' +
    '  - 多步任务: {"steps": [{"agent": "<name>", "confidence": 0~1, "reasoning": "..."}, ...]} (2-5 步)'
  );
}
