/**
 * Every limit that bounds what one link, file or run can make the app do, in one table: how long a
 * link may be, how large a scenario, and how much work one run may do. Generous for teaching
 * scenarios (the largest built-in run uses 25 model calls, 1,010 characters of tool results and a
 * trace holding 31,524 characters of messages), small enough that a hostile link cannot make the
 * page allocate, compute or render without bound.
 */
export const LIMITS = {
  /** Share links (the part after `#`). */
  link: {
    /**
     * Longest link we hand out. Chat apps, mail clients and some servers cut longer URLs; a custom
     * scenario that needs more is exported as a file instead.
     */
    shareChars: 8_000,
    /** Longest link we even try to read; anything longer is refused before any work is done. */
    readChars: 64_000,
    /** Largest step index (and model call seq) a link may carry; far beyond any run the recursion limit allows. */
    step: 100_000,
  },
  /** A scenario, however it arrives (link, file, stored draft). */
  scenario: {
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
    /** Steps in a scenario's lesson. */
    lessonSteps: 30,
    /** Named story settings a scenario's texts may quote. */
    storySettings: 12,
  },
  /**
   * The work one run may do, checked by the engine as it runs (`RunBudget`). A scenario within the
   * size limits can still ask for a lot of work: 98 rounds of 10 tool calls returning 20,000 characters
   * each fit in a 2.3 KB link and would cost half a minute of engine time and a trace too large to post.
   */
  run: {
    /**
     * Model calls over all agents and turns (each costs the runtime a superstep or two: 200 take about
     * 4 s). The largest scale run (24 workers x 10 tool calls, 2 turns) makes 578 on a supervisor and
     * 602 on the hierarchy, whose team leads are models too.
     */
    modelCalls: 700,
    /** Characters of every tool result, summed. */
    toolResultChars: 1_000_000,
    /**
     * Characters of message text (content and tool-call arguments) the trace holds: each distinct
     * message once, however many model calls re-read it; a message a library rewrote for a call (an
     * agent-name prefix) counts again as that version. What the models read is far more (every call
     * re-reads the history before it) and is not limited here: the models of the 24 x 10 x 2
     * supervisor run read 2.6 M characters of content alone from a trace that holds 154,205.
     */
    traceChars: 5_000_000,
  },
} as const;

/** One of the per-run work limits. */
export type RunLimit = keyof typeof LIMITS.run;
