import type { MessageType } from "../../engine/trace/types";

/** Message types in the order every panel lists them. */
export const MESSAGE_TYPES: readonly MessageType[] = ["human", "ai", "tool", "system"];

/**
 * One colour per message type, shared by the history rows, the composition bar and its legend.
 * Full class strings (never built by concatenation) so Tailwind finds them.
 */
export const TYPE_STYLES: Record<MessageType, { bar: string; border: string; badge: string }> = {
  human: {
    bar: "bg-sky-500 dark:bg-sky-400",
    border: "border-l-sky-500 dark:border-l-sky-400",
    badge: "bg-sky-100 text-sky-900 dark:bg-sky-900/70 dark:text-sky-100",
  },
  ai: {
    bar: "bg-violet-500 dark:bg-violet-400",
    border: "border-l-violet-500 dark:border-l-violet-400",
    badge: "bg-violet-100 text-violet-900 dark:bg-violet-900/70 dark:text-violet-100",
  },
  tool: {
    bar: "bg-amber-500 dark:bg-amber-400",
    border: "border-l-amber-500 dark:border-l-amber-400",
    badge: "bg-amber-100 text-amber-900 dark:bg-amber-900/70 dark:text-amber-100",
  },
  system: {
    bar: "bg-slate-400 dark:bg-slate-500",
    border: "border-l-slate-400 dark:border-l-slate-500",
    badge: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  },
};
