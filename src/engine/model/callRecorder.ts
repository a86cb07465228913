import type { BaseMessage } from "@langchain/core/messages";
import type { RunBudget } from "../trace/budget";
import type { ModelReply, TraceToolDefinition } from "../trace/types";

/** One model call: which agent, its call number for that agent, and exactly the messages it received. */
export interface RecordedCall {
  /** Position of this call among all calls of the run, from 0. */
  seq: number;
  agent: string;
  /** 1-based call number for this agent. */
  callNumber: number;
  input: BaseMessage[];
  /** Names of the tools the model was offered for this call. */
  tools: string[];
  /** The same tools' definitions (name, description, JSON schema), in the same order. */
  toolDefinitions: readonly TraceToolDefinition[];
  /** The name of the error the model threw instead of replying (see `errorNames`), if it did. */
  error?: string;
  /** What the model answered (what a provider bills as output); absent when it threw instead. */
  reply?: ModelReply;
}

/** Collects every model call of one run, in the order they happened; each call is charged to the run's budget first. */
export class CallRecorder {
  readonly calls: RecordedCall[] = [];
  private readonly perAgent = new Map<string, number>();

  constructor(private readonly budget?: RunBudget) {}

  /** How many calls this agent has made so far. */
  countFor(agent: string): number {
    return this.perAgent.get(agent) ?? 0;
  }

  /**
   * Sets the call counts back to those of an earlier point (a checkpoint a fork resumes), so the
   * agents give the replies they would give there; the calls already recorded stay.
   */
  rewind(counts: ReadonlyMap<string, number>): void {
    this.perAgent.clear();
    for (const [agent, count] of counts) this.perAgent.set(agent, count);
  }

  /** Records a call; throws `RunBudgetExceededError` (recording nothing) when the run has no budget left for it. */
  record(agent: string, input: BaseMessage[], toolDefinitions: readonly TraceToolDefinition[] = []): RecordedCall {
    this.budget?.charge("modelCalls", 1);
    const callNumber = this.countFor(agent) + 1;
    this.perAgent.set(agent, callNumber);
    const call = { seq: this.calls.length, agent, callNumber, input: [...input], tools: toolDefinitions.map((tool) => tool.name), toolDefinitions };
    this.calls.push(call);
    return call;
  }
}
