/** What an approval gate asks the human: run this high-risk tool, for this agent, with these arguments? */
export interface ApprovalRequest {
  kind: "approval";
  tool: string;
  agent: string;
  args: Record<string, unknown>;
}

/** The question an approval gate puts to `interrupt()`. */
export function approvalRequest(tool: string, agent: string, args: Record<string, unknown>): ApprovalRequest {
  return { kind: "approval", tool, agent, args };
}

/**
 * Reads the value a run was resumed with: `{ type: "approve" }`, `{ type: "reject" }` or
 * `{ type: "edit", args }` (the human changed the amount, say). Anything else is a rejection: an
 * approval is never assumed.
 */
export function approvalDecision(resume: unknown, args: Record<string, unknown>): { approved: boolean; args: Record<string, unknown> } {
  const value = resume as { type?: unknown; args?: unknown } | null;
  if (value?.type === "approve") return { approved: true, args };
  if (value?.type === "edit" && value.args && typeof value.args === "object") return { approved: true, args: { ...args, ...(value.args as Record<string, unknown>) } };
  return { approved: false, args };
}
