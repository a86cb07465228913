/**
 * Size limits of a scenario. Generous for teaching scenarios, small enough that a hostile link or
 * file cannot make the page allocate or render without bound.
 */
export const SCENARIO_LIMITS = {
  /** Characters of the whole scenario as JSON. */
  totalChars: 200_000,
  nameChars: 64,
  /** Titles, descriptions and other one-line fields. */
  shortTextChars: 500,
  /** Prompts, message contents, tool results, summaries. */
  longTextChars: 20_000,
  /** Characters of one tool call's arguments as JSON. */
  argsChars: 5_000,
  agents: 16,
  tools: 48,
  userTurns: 20,
  /** Replies in one script. */
  replies: 100,
  toolCallsPerReply: 10,
  narrativeParagraphs: 20,
} as const;
