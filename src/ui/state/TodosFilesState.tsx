import { readFiles, readTodos } from "../../engine/trace/agentFiles";
import { DEEP_AGENT_FILES_KEY } from "../../engine/topologies/deepAgentTools";
import { useText } from "../i18n/useText";
import type { TextKey } from "../i18n/catalog";
import { Field } from "./StateField";

const STATUS_MARK: Record<string, string> = { completed: "✓", in_progress: "▸", pending: "○" };
const STATUS_TEXT: Record<string, TextKey> = { completed: "state.todoCompleted", in_progress: "state.todoInProgress", pending: "state.todoPending" };

/**
 * A deep agent's own state as what it is: the `write_todos` list as a checklist, and the virtual
 * files by path with their size, each openable to read (the main model reads none of it unless it
 * calls `read_file`).
 */
export function TodosFilesState({ values, changed }: { values: Record<string, unknown>; changed: string[] }) {
  const t = useText();
  const todos = readTodos(values.todos);
  const files = readFiles(values[DEEP_AGENT_FILES_KEY]);
  return (
    <div className="space-y-1.5" data-testid="state-todos-files">
      <Field label={t("state.todos", { count: todos.length })} changed={changed.includes("todos")}>
        {todos.length ? (
          <ol className="space-y-0.5" data-testid="state-todos">
            {todos.map((todo, i) => (
              <li key={i} className="flex items-baseline gap-1.5" data-testid="state-todo" data-status={todo.status}>
                <span aria-hidden="true" className="w-3 shrink-0 text-center font-mono">
                  {STATUS_MARK[todo.status] ?? "?"}
                </span>
                <span className={todo.status === "completed" ? "text-slate-500 line-through dark:text-slate-400" : ""}>{todo.content}</span>
                <span className="ml-auto shrink-0 text-[10px] text-slate-500 dark:text-slate-400">{STATUS_TEXT[todo.status] ? t(STATUS_TEXT[todo.status]) : todo.status}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">{t("state.todosEmpty")}</p>
        )}
      </Field>
      <Field label={t("state.files", { count: files.length })} changed={changed.includes(DEEP_AGENT_FILES_KEY)}>
        {files.length ? (
          <ul className="space-y-0.5" data-testid="state-files">
            {files.map((file) => (
              <li key={file.path} data-testid="state-file" data-path={file.path} data-chars={file.content.length}>
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-mono">{file.path}</span> <span className="text-slate-500 dark:text-slate-400">{t("state.fileChars", { chars: file.content.length })}</span>
                  </summary>
                  <pre className="mt-0.5 max-h-40 overflow-y-auto rounded bg-slate-50 p-1 font-mono text-[11px] break-words whitespace-pre-wrap dark:bg-slate-900">{file.content}</pre>
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">{t("state.filesEmpty")}</p>
        )}
      </Field>
      <p className="text-[11px] leading-snug text-slate-600 dark:text-slate-300">{t("state.filesNote")}</p>
    </div>
  );
}
