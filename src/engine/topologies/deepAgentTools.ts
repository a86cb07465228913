// Shared by the deep-agent descriptor, its graph module and its code writer (the graph module is
// loaded lazily by the descriptor, so it cannot import the descriptor back).

/**
 * The tool `deepagents` gives the main agent to reach a subagent: `task` with `{ description,
 * subagent_type }` (its subagent middleware names it so; the schema is the library's, not ours).
 */
export const DEEP_TASK_TOOL = "task";

/** The graph-state keys a deep agent keeps beside `messages`: its todo list and its virtual files. */
export const DEEP_AGENT_STATE_KEYS = ["todos", "files"] as const satisfies readonly string[];

/** The file-state key: path -> file data, merged by path (deepagents' files reducer). */
export const DEEP_AGENT_FILES_KEY = "files";

/** The fields of deepagents' file data that hold the wall clock, left out of the trace. */
export const DEEP_AGENT_FILE_STAMPS = ["created_at", "modified_at"] as const;

/**
 * The file tools deepagents' filesystem middleware gives each agent over the `files` state, in the
 * order the model is offered them (a test reads them off a run).
 */
export const DEEP_AGENT_FILE_TOOLS = ["ls", "read_file", "write_file", "edit_file", "delete", "glob", "grep"] as const;
