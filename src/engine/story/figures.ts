import { boardOf } from "../guards/board";
import { fileCharsAtEnd } from "../trace/agentFiles";
import { callsPerTurn, contextAt, messageChars, sharedMessagesAt, topLevelPath, type TokenCounter } from "../trace/metrics";
import type { Trace, TraceModelCall } from "../trace/types";

/** A figure read off a run: one number, a list of numbers (one per model call, per handoff), or nothing to read. */
export type FigureValue = number | readonly number[] | undefined;

/** What a figure is read from: the run, the figure's arguments (`calls.supervisor` has `["supervisor"]`), a tokenizer if one is ready. */
interface FigureInput {
  trace: Trace;
  args: readonly string[];
  countTokens?: TokenCounter;
}

/** The model calls an agent made, or every call when no agent is named. */
function callsOf(trace: Trace, agent: string | undefined): TraceModelCall[] {
  return agent === undefined ? trace.modelCalls : trace.modelCalls.filter((call) => call.agent === agent);
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** A whole-number argument from 1 (a turn, a call number), or undefined. */
function ordinal(arg: string | undefined): number | undefined {
  return arg !== undefined && /^[1-9]\d*$/.test(arg) ? Number(arg) : undefined;
}

/**
 * Every figure a story or a lesson may quote, read off the finished run: one row per figure, what it
 * counts in its JSDoc. A narrative writes `{name}` or `{name.arg}` (see `placeholders.ts`) and never
 * the number itself, so the text follows the run whatever the knobs.
 */
export const FIGURES = {
  /** Shared messages at the end of the run (the metrics bar's "messages"). */
  messages: ({ trace }) => contextAt(trace).messages,
  /** Characters of the shared messages at the end. */
  chars: ({ trace }) => contextAt(trace).chars,
  /** Shared messages of one type (`human`, `ai`, `tool`, `system`) at the end. */
  typed: ({ trace, args }) => {
    const type = args[0] as keyof ReturnType<typeof contextAt>["composition"];
    return contextAt(trace).composition[type];
  },
  /** Model calls, all or one agent's (`calls.supervisor`). */
  calls: ({ trace, args }) => callsOf(trace, args[0]).length,
  /** Model calls in a user turn (`turnCalls.2`). */
  turnCalls: ({ trace, args }) => {
    const turn = ordinal(args[0]);
    return turn === undefined ? undefined : callsPerTurn(trace)[turn - 1];
  },
  /** Input messages summed over the model calls, all or one agent's: what a provider bills, in messages. */
  input: ({ trace, args }) => sum(callsOf(trace, args[0]).map((call) => call.input.length)),
  /** Input messages of each call of an agent, in order (`inputs.supervisor`: a list). */
  inputs: ({ trace, args }) => callsOf(trace, args[0]).map((call) => call.input.length),
  /** Input messages of one call of an agent (`callInput.coder.1`: the coder's first call; `callInput.coder.last`). */
  callInput: ({ trace, args }) => {
    const calls = callsOf(trace, args[0]);
    const n = args[1] === "last" ? calls.length : ordinal(args[1]);
    return n === undefined ? undefined : calls[n - 1]?.input.length;
  },
  /** The most input messages one call of an agent read (`maxInput.supervisor`). */
  maxInput: ({ trace, args }) => {
    const sizes = callsOf(trace, args[0]).map((call) => call.input.length);
    return sizes.length ? Math.max(...sizes) : undefined;
  },
  /** Top-level nodes that ran, all turns or one (`pathLength.1`): the supersteps `recursionLimit` counts. */
  pathLength: ({ trace, args }) => {
    if (args[0] === undefined) return topLevelPath(trace).length;
    const turn = ordinal(args[0]);
    return turn === undefined ? undefined : trace.turns[turn - 1]?.path.length;
  },
  /** How often a top-level node ran (`visits.researcher`: how often the researcher was dispatched). */
  visits: ({ trace, args }) => topLevelPath(trace).filter((node) => node === args[0]).length,
  /** Characters of the model calls' input, summed, all or one agent's. */
  inputChars: ({ trace, args }) => sum(callsOf(trace, args[0]).flatMap((call) => call.input.map(messageChars))),
  /** o200k_base tokens of every model call's input, summed; unread until a tokenizer is ready. */
  inputTokens: ({ trace, countTokens }) =>
    countTokens ? sum(trace.modelCalls.flatMap((call) => call.input.map((message) => countTokens(message.content)))) : undefined,
  /** o200k_base tokens of the system prompt an agent's first model call received (a specialist's documentation). */
  promptTokens: ({ trace, args, countTokens }) => {
    const prompt = callsOf(trace, args[0])[0]?.input.find((message) => message.type === "system");
    return countTokens && prompt ? countTokens(prompt.content) : undefined;
  },
  /** Tool calls in the shared history at the end that no tool message answers (what strict providers reject). */
  unanswered: ({ trace }) => {
    const shared = sharedMessagesAt(trace);
    const answered = new Set(shared.map((message) => message.toolCallId));
    return shared.flatMap((message) => message.toolCalls ?? []).filter((call) => !answered.has(call.id)).length;
  },
  /** Characters of the files a deep agent's `files` state holds at the end: what stays out of the messages. */
  fileChars: ({ trace }) => fileCharsAtEnd(trace),
  /** Steps of the trace (the player's "n" in "step k / n"). */
  steps: ({ trace }) => trace.steps.length,
  /** A number on the guarded topologies' board (`board.hops`, `board.workerTimeouts`; lists such as `board.payloadBytes`). */
  board: ({ trace, args }) => {
    const board = boardOf(trace) as unknown as Record<string, unknown> | undefined;
    const value = args[0] === undefined ? undefined : board?.[args[0]];
    return typeof value === "number" || Array.isArray(value) ? (value as FigureValue) : undefined;
  },
} satisfies Record<string, (input: FigureInput) => FigureValue>;

/** The name of a row of {@link FIGURES}. */
export type FigureName = keyof typeof FIGURES;

/** Whether a name is a row of {@link FIGURES} (a placeholder in an edited scenario may name anything). */
export function isFigureName(name: string): name is FigureName {
  return Object.hasOwn(FIGURES, name);
}

/** The value of a figure on a run, or undefined when the run does not have it (an agent that never ran a third time). */
export function readFigure(name: FigureName, trace: Trace, args: readonly string[], countTokens?: TokenCounter): FigureValue {
  return FIGURES[name]({ trace, args, countTokens });
}
