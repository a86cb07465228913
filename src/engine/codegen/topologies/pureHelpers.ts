import jsonProtocolSource from "../../topologies/jsonProtocol.ts?raw";
import routerCriticSource from "../../topologies/routerCritic.ts?raw";

/**
 * A pure helper module of the engine as script text: its file comment and `export` keywords go, the
 * code stays word for word, so the script judges a reply exactly as the app does.
 */
function inline(source: string, note: string): string {
  const body = source.replace(/^\/\*\*[\s\S]*?\*\/\n+/, "").replace(/^export /gm, "");
  return `// ${note} (the playground's own code, word for word).\n${body.trim()}`;
}

/** Seed 004's JSON protocol: `extractJson`, `dispatchPrompt`, `judgeDispatch`, `maxIterAnswer`. */
export const JSON_PROTOCOL = inline(jsonProtocolSource, "Seed 004's JSON protocol");

/** Seed 004's decision record and critic: `decisionFrom`, `unsure`, `criticValidate`, `criticPlan`, `describeDecision`. */
export const ROUTER_CRITIC = inline(routerCriticSource, "Seed 004's decision record and its critic");
