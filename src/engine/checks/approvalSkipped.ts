import type { TraceMessage } from "../trace/types";
import { defineCheck } from "./types";

/**
 * What `interrupt()` throws when it cannot pause: no checkpointer reachable from the task, or (in a
 * browser without the patch) no config to find the task by. Inside a tool the ToolNode turns either
 * into the tool's result, so the run goes on as if the human had been asked.
 */
const CANNOT_PAUSE = ["No checkpointer set", "Called interrupt() outside the context of a graph"];

/** The error a tool message reports, when its content is a ToolNode error (`Name: message…`). */
const reported = (message: TraceMessage): string | undefined => {
  if (message.type !== "tool") return undefined;
  const error = /^\w*Error: /.exec(message.content);
  return error ? CANNOT_PAUSE.find((text) => message.content.startsWith(text, error[0].length)) : undefined;
};

/**
 * An approval that was silently skipped: a tool that asks a human got an error from `interrupt()`
 * instead of a pause, and the run carried on with that error as the tool's result.
 */
export const approvalSkipped = defineCheck({
  id: "approval-skipped",
  title: { en: "Humans asked", zh: "确实问了人" },
  reasons: {
    noGate: { en: "No tool in this run asks a human.", zh: "这次运行里没有工具需要问人。" },
    asked: { en: "Every interrupt paused the run and waited for a decision.", zh: "每个 interrupt 都让运行暂停，等人做决定。" },
    skipped: {
      en: "{tool} never asked anyone: interrupt() failed with \"{error}\" and the ToolNode returned that as the tool's result, so the run went on without the approval ({count}×).",
      zh: "{tool} 根本没问人：interrupt() 报错 \"{error}\"，ToolNode 把它当成工具结果返回，运行在没有审批的情况下继续（{count} 次）。",
    },
  },
  evaluate(trace) {
    const evidence: number[] = [];
    const toolCalls: string[] = [];
    let first: TraceMessage | undefined;
    const seen = new Set<string>();
    for (const step of trace.steps) {
      for (const id of step.update) {
        const message = trace.messages[id];
        if (!message || seen.has(id) || !reported(message)) continue;
        seen.add(id);
        first ??= message;
        evidence.push(step.index);
        if (message.toolCallId) toolCalls.push(message.toolCallId);
      }
    }
    if (first) {
      const error = reported(first)!;
      return { status: "fail", reason: "skipped", params: { tool: first.name ?? "?", error, count: evidence.length }, evidence, toolCalls };
    }
    const asked = trace.steps.filter((step) => step.kind === "interrupt").map((step) => step.index);
    return asked.length ? { status: "pass", reason: "asked", evidence: asked } : { status: "not-applicable", reason: "noGate", evidence: [] };
  },
});
