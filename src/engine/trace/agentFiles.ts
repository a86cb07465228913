import { DEEP_AGENT_FILES_KEY } from "../topologies/deepAgentTools";
import { foldExtra } from "./extraState";
import type { Trace } from "./types";

/** One file of a deep agent's virtual file system, as its `files` state holds it. */
export interface AgentFile {
  path: string;
  /** The text (deepagents' v2 file data); a v1 entry's lines joined. */
  content: string;
  mimeType?: string;
}

/** One entry of a `write_todos` list. */
export interface AgentTodo {
  content: string;
  status: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The files of a `files` state value, by path; entries that are not file data are left out. */
export function readFiles(value: unknown): AgentFile[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([path, data]) => {
    if (!isRecord(data)) return [];
    const content = typeof data.content === "string" ? data.content : Array.isArray(data.content) ? data.content.join("\n") : undefined;
    if (content === undefined) return [];
    return [{ path, content, ...(typeof data.mimeType === "string" ? { mimeType: data.mimeType } : {}) }];
  });
}

/** The entries of a `todos` state value; entries without text are left out. */
export function readTodos(value: unknown): AgentTodo[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((todo) => (isRecord(todo) && typeof todo.content === "string" ? [{ content: todo.content, status: typeof todo.status === "string" ? todo.status : "" }] : []));
}

/** Characters of every file the run's `files` state holds at its end: what stays out of the messages. */
export function fileCharsAtEnd(trace: Trace): number {
  const files = readFiles(foldExtra(trace.steps, { merged: [DEEP_AGENT_FILES_KEY] })[DEEP_AGENT_FILES_KEY]);
  return files.reduce((total, file) => total + file.content.length, 0);
}
