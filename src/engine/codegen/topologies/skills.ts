import { options, type TopologyWriter } from "../context";
import { literal, str } from "../escape";

/** The docs' skills pattern: one `createAgent` that calls `load_skill` to bring a specialist's prompt into its own context. */
export const skillsCode: TopologyWriter = (ctx) => {
  const { scenario } = ctx;
  ctx.imports.add("langchain", "createAgent").add("@langchain/langgraph", "MemorySaver");
  const skills = scenario.agents.map(({ name, description, prompt }) => ({ name, description, prompt: prompt ?? "" }));
  const ownTools = [...new Set(scenario.agents.flatMap((agent) => ctx.toolRefs(agent.name)))];
  const catalog = skills.map((skill) => `${skill.name}: ${skill.description}`).join("; ");
  return {
    code: `const skills = ${literal(skills)};

// What load_skill returns stays in the agent's history for every later call.
const loadSkill = tool(
  async ({ skill }) => {
    const found = skills.find((candidate) => candidate.name === skill);
    if (!found) return \`Unknown skill "\${skill}". Available: \${skills.map((candidate) => candidate.name).join(", ")}.\`;
    return \`Skill "\${found.name}" loaded.\\n\\n\${found.prompt}\`;
  },
  { name: "load_skill", description: ${str(`Load a skill's instructions and documents into context (${catalog}).`)}, schema: z.object({ skill: z.string() }) },
);

// The agent holds every specialist's tools itself.
const graph = createAgent({
${options({ model: ctx.model(scenario.router.name), tools: `[loadSkill${ownTools.map((name) => `, ${name}`).join("")}]`, name: str(scenario.router.name), systemPrompt: scenario.router.prompt === undefined ? undefined : str(scenario.router.prompt), checkpointer: "new MemorySaver()" }, "  ")}
});`,
  };
};
