import type { Trace, TraceMessage, TraceModelCall, TraceStep } from "./types";

/** A piece of a {@link Delta}: a run copied from the list it is written against, or items of its own. */
export type DeltaPart<T> = { copy: [start: number, length: number] } | { add: T[] };

/**
 * A list written against an earlier one (`from`, where the form says what that is): runs it copies
 * from it and what it adds. Step after step the shared state, an agent's next call and a node's next
 * update repeat most of an earlier list (a worker's first call reads the history its router just read,
 * behind its own system prompt), so a run's lists cost what they add, not their whole length again.
 */
export interface Delta<T> {
  from?: number;
  parts: DeltaPart<T>[];
}

/** A model call whose input names its messages by their place in `inputMessages`, each list against an earlier call's. */
export type PackedModelCall = Omit<TraceModelCall, "input" | "tools"> & { input: Delta<number>; tools: Delta<string> };

/** A step whose shared state is written against the step before's, and its update against the shared state (its own step's, or the one before). */
export type PackedStep = Omit<TraceStep, "state" | "update"> & { state: Delta<string>; update: Delta<string> };

/**
 * A {@link Trace} as JSON writes it well: every distinct message a model received once (in
 * `inputMessages`), and every list that repeats an earlier one as a {@link Delta}. A run of n calls over
 * a growing history has O(n²) references; this form grows with the distinct messages and what each
 * list adds. {@link unpackTrace} gives back the trace exactly.
 */
export interface PackedTrace extends Omit<Trace, "modelCalls" | "steps"> {
  packed: 1;
  inputMessages: TraceMessage[];
  steps: PackedStep[];
  modelCalls: PackedModelCall[];
}

/** `list` as runs copied from `base` (greedy, longest run at each place) and items of its own. */
function partsAgainst<T>(list: readonly T[], base: readonly T[]): DeltaPart<T>[] {
  const placesOf = new Map<T, number[]>();
  base.forEach((item, at) => {
    const places = placesOf.get(item);
    if (places) places.push(at);
    else placesOf.set(item, [at]);
  });
  const parts: DeltaPart<T>[] = [];
  for (let i = 0; i < list.length; ) {
    let best: [number, number] = [0, 0];
    for (const start of placesOf.get(list[i]) ?? []) {
      let length = 0;
      while (i + length < list.length && start + length < base.length && list[i + length] === base[start + length]) length++;
      if (length > best[1]) best = [start, length];
    }
    const last = parts.at(-1);
    if (best[1] > 0) {
      parts.push({ copy: best });
      i += best[1];
    } else if (last && "add" in last) last.add.push(list[i++]);
    else parts.push({ add: [list[i++]] });
  }
  return parts;
}

/** The list of the candidates (earlier lists, by index) written in the fewest parts, or on its own. */
function deltaOf<T>(list: readonly T[], lists: readonly (readonly T[])[], candidates: (number | undefined)[]): Delta<T> {
  const own: Delta<T> = { parts: list.length ? [{ add: [...list] }] : [] };
  return candidates
    .filter((from): from is number => from !== undefined && from >= 0)
    .map((from): Delta<T> => ({ from, parts: partsAgainst(list, lists[from]) }))
    .reduce((best, delta) => (size(delta) < size(best) ? delta : best), own);
}

const size = <T>(delta: Delta<T>) => delta.parts.reduce((sum, part) => sum + ("copy" in part ? 2 : part.add.length), 0);

function undelta<T>(delta: Delta<T>, lists: readonly (readonly T[])[]): T[] {
  const base = delta.from === undefined ? [] : lists[delta.from];
  return delta.parts.flatMap((part) => ("copy" in part ? base.slice(part.copy[0], part.copy[0] + part.copy[1]) : part.add));
}

/** The same message, however many objects hold it: what it says, field by field. */
function messageKey(message: TraceMessage): string {
  return JSON.stringify([message.id, message.type, message.name ?? null, message.content, message.toolCalls ?? null, message.toolCallId ?? null]);
}

/** Packs a trace for JSON (see {@link PackedTrace}). */
export function packTrace(trace: Trace): PackedTrace {
  const inputMessages: TraceMessage[] = [];
  const place = new Map<string, number>();
  const placeOf = (message: TraceMessage) => {
    const key = messageKey(message);
    if (!place.has(key)) place.set(key, inputMessages.push(message) - 1);
    return place.get(key)!;
  };
  const inputs = trace.modelCalls.map((call) => call.input.map(placeOf));
  const tools = trace.modelCalls.map((call) => call.tools);
  const lastCallOf = new Map<string, number>();
  const modelCalls = trace.modelCalls.map((call, i): PackedModelCall => {
    const earlier = [lastCallOf.get(call.agent), i - 1];
    lastCallOf.set(call.agent, i);
    return { ...call, input: deltaOf(inputs[i], inputs, earlier), tools: deltaOf(tools[i], tools, earlier) };
  });
  const states = trace.steps.map((step) => step.state);
  const steps = trace.steps.map((step, i): PackedStep => ({ ...step, state: deltaOf(step.state, states, [i - 1]), update: deltaOf(step.update, states, [i, i - 1]) }));
  return { ...trace, packed: 1, inputMessages, steps, modelCalls };
}

/** The trace a {@link PackedTrace} was packed from. */
export function unpackTrace(packed: PackedTrace): Trace {
  const { packed: _format, inputMessages, ...trace } = packed;
  const inputs: number[][] = [];
  const tools: string[][] = [];
  const modelCalls = packed.modelCalls.map((call): TraceModelCall => {
    inputs.push(undelta(call.input, inputs));
    tools.push(undelta(call.tools, tools));
    return { ...call, input: inputs.at(-1)!.map((at) => inputMessages[at]), tools: tools.at(-1)! };
  });
  const states: string[][] = [];
  const steps = packed.steps.map((step): TraceStep => {
    states.push(undelta(step.state, states));
    return { ...step, state: states.at(-1)!, update: undelta(step.update, states) };
  });
  return { ...trace, steps, modelCalls };
}
