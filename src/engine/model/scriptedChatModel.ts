import { BaseChatModel, type BaseChatModelParams } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import type { Runnable } from "@langchain/core/runnables";
import type { BindToolsInput } from "@langchain/core/language_models/chat_models";
import type { ScriptedReply } from "../scenarios/types";
import type { CallRecorder } from "./callRecorder";
import { findToolPairingFaults, ProviderRejectedError, type ProviderStrictness } from "./providerStrictness";
import { PROVIDER_REJECTED, SCRIPT_EXHAUSTED } from "./errorNames";
import { boundToolDefinition } from "./toolDefinition";
import type { TraceToolDefinition } from "../trace/types";

/** Thrown when an agent is called more times than its script has replies. */
export class ScriptExhaustedError extends Error {
  constructor(agent: string, callNumber: number, scriptLength: number) {
    super(
      `Script exhausted: agent "${agent}" was called a ${ordinal(callNumber)} time, ` +
        `but its script has only ${scriptLength} ${scriptLength === 1 ? "reply" : "replies"}. ` +
        `Add a reply to its script, or check why the graph keeps calling it.`,
    );
    this.name = SCRIPT_EXHAUSTED;
  }
}

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** Options for {@link ScriptedChatModel}. */
export interface ScriptedChatModelOptions extends BaseChatModelParams {
  /** The agent this model speaks for; used in records and message ids. */
  agent: string;
  /** The replies, returned in order: call n gets reply n. */
  script: readonly ScriptedReply[];
  /** Shared across all models of a run so calls are numbered in run order. */
  recorder: CallRecorder;
  /** `strict` rejects a history with unanswered tool calls, as OpenAI and Anthropic do; default `lenient`. */
  strictness?: ProviderStrictness;
  /** The tools bound to this model (set by `bindTools`), recorded with every call. */
  toolDefinitions?: readonly TraceToolDefinition[];
}

/**
 * A chat model whose n-th call returns the n-th scripted reply, recording exactly what it saw.
 * It is a real `BaseChatModel`, so the LangGraph prebuilt agents, `createSupervisor`, `createSwarm`
 * and `langchain`'s `createAgent` drive it through their normal code paths.
 */
export class ScriptedChatModel extends BaseChatModel {
  readonly agent: string;
  readonly script: readonly ScriptedReply[];
  readonly recorder: CallRecorder;
  readonly strictness: ProviderStrictness;
  /** The tools this model was offered, by name, in bound order. */
  readonly tools: readonly string[];
  /** The same tools as the provider receives them (name, description, JSON schema). */
  readonly toolDefinitions: readonly TraceToolDefinition[];

  constructor({ agent, script, recorder, strictness = "lenient", toolDefinitions = [], ...rest }: ScriptedChatModelOptions) {
    super(rest);
    this.agent = agent;
    this.script = script;
    this.recorder = recorder;
    this.strictness = strictness;
    this.toolDefinitions = toolDefinitions;
    this.tools = toolDefinitions.map((tool) => tool.name);
  }

  _llmType(): string {
    return "scripted";
  }

  /**
   * The script already decides which tools get called, so binding only records the offer: a copy of
   * this model (same agent, script and recorder, so the call count carries on) that knows the tools'
   * definitions, as a provider would receive them.
   */
  override bindTools(tools: BindToolsInput[]): Runnable {
    return new ScriptedChatModel({ agent: this.agent, script: this.script, recorder: this.recorder, strictness: this.strictness, toolDefinitions: tools.map(boundToolDefinition) });
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const callNumber = this.recorder.countFor(this.agent) + 1;
    const call = this.recorder.record(this.agent, messages, this.toolDefinitions);
    if (this.strictness === "strict") {
      // Recorded first: the provider did receive this input, it just refused to answer it.
      const { missing, orphans } = findToolPairingFaults(messages);
      if (missing.length || orphans.length) {
        call.error = PROVIDER_REJECTED;
        throw new ProviderRejectedError(this.agent, missing, orphans);
      }
    }
    const scripted = this.script[callNumber - 1];
    if (!scripted) {
      // Marked on the record too: a tool that ran this agent may turn the error into a tool message
      // (ToolNode does), and the run goes on; the trace still knows this call got no reply.
      call.error = SCRIPT_EXHAUSTED;
      throw new ScriptExhaustedError(this.agent, callNumber, this.script.length);
    }
    // A model takes the shortcut a tool it holds allows (see ScriptedReply.whenOffered).
    const reply = scripted.whenOffered && this.tools.includes(scripted.whenOffered.tool) ? scripted.whenOffered.reply : scripted;
    const message = new AIMessage({
      // A fresh object per call: the messages reducer and the base class write onto it.
      id: `${this.agent}-call-${callNumber}`,
      content: reply.content ?? "",
      tool_calls: (reply.toolCalls ?? []).map((call, index) => ({
        id: `call_${this.agent}_${callNumber}_${index + 1}`,
        name: call.name,
        args: { ...(call.args ?? {}) },
        type: "tool_call" as const,
      })),
    });
    call.reply = { content: message.text, ...(message.tool_calls?.length ? { toolCalls: message.tool_calls.map(({ name, args }) => ({ name, args: { ...args } })) } : {}) };
    return { generations: [{ text: message.text, message }] };
  }
}
