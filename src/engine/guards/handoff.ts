import type { BaseMessage } from "@langchain/core/messages";
import { contentAsText } from "../trace/serialize";
import { GUARD_LIMITS } from "./limits";

/** One handoff, as the `handoffLog` channel (append reducer) records it: seed 003 §4's `{from, to, reason}`. */
export interface HandoffEntry {
  from: string;
  to: string;
  reason: string;
  /** The intent label the handoff carried; what the next allow-list is computed from. */
  intent: string;
  /** The user turn it happened in, from 0. */
  turn: number;
  /** UTF-8 bytes of what travelled to the next agent: the trimmed brief or the whole transcript. */
  payloadBytes: number;
  /** The business tools the next agent is offered. */
  tools: string[];
}

/** The trimmed handoff payload (seed 003 §3.3, §10): intent label, business ids, a summary of at most 200 characters. */
export interface HandoffBrief {
  from: string;
  intent: string;
  ids: Record<string, string>;
  summary: string;
}

/** Handoff call arguments that are not business ids. */
const NOT_IDS = new Set(["reason", "summary", "intent"]);

/** The brief a handoff call's arguments give, summary cut to the limit. */
export function briefOf(from: string, args: Record<string, unknown>): HandoffBrief {
  const ids = Object.fromEntries(Object.entries(args).filter(([key]) => !NOT_IDS.has(key)).map(([key, value]) => [key, String(value)]));
  return { from, intent: String(args.intent ?? ""), ids, summary: String(args.summary ?? "").slice(0, GUARD_LIMITS.summaryChars) };
}

/** Bytes of a text as UTF-8: what a payload costs on the wire. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Bytes of a whole transcript handed over as it is. */
export function transcriptBytes(messages: readonly BaseMessage[]): number {
  return utf8Bytes(JSON.stringify(messages.map((message) => ({ type: message.getType(), name: message.name, content: contentAsText(message.content) }))));
}

/** Seed 003 §4's `ping_pong`: the last two handoffs of the turn are A→B then B→A. */
export function isPingPong(log: readonly HandoffEntry[], turn: number): boolean {
  const own = log.filter((entry) => entry.turn === turn);
  const [a, b] = own.slice(-2);
  return Boolean(a && b && a.from === b.to && a.to === b.from);
}

/** Handoffs in one turn. */
export function hopsIn(log: readonly HandoffEntry[], turn: number): number {
  return log.filter((entry) => entry.turn === turn).length;
}

/**
 * The tools an agent is offered after a handoff. `recomputed`: its own tools intersected with what
 * the handoff's intent allows, never inherited. `inherited` (the anti-pattern): the previous agent's
 * list plus its own, so the attack surface becomes the union (seed 003 §3.3).
 */
export function allowListAfterHandoff(mode: "recomputed" | "inherited", own: readonly string[], previous: readonly string[], allowed: readonly string[] | undefined): string[] {
  if (mode === "inherited") return [...new Set([...previous, ...own])];
  return allowed ? own.filter((name) => allowed.includes(name)) : [...own];
}
