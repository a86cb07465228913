import { createContext, useContext, type ReactNode } from "react";
import type { ScenarioIssue } from "../../share/scenarioIssues";
import { formatPath } from "../../share/scenarioIssues";
import type { Message } from "../../share/messages";
import { useMessageText } from "../i18n/useText";
import type { DraftPath } from "../../store/draft/draftOps";

/** Issues by path, so each field can show its own. */
export const IssuesContext = createContext<ReadonlyMap<string, Message[]>>(new Map());

/** Groups issues by their path. */
export function issuesByPath(issues: readonly ScenarioIssue[]): Map<string, Message[]> {
  const map = new Map<string, Message[]>();
  for (const issue of issues) map.set(issue.path, [...(map.get(issue.path) ?? []), issue.message]);
  return map;
}

/** The issues of one path (the field itself, not its children). */
export function useFieldIssues(path: DraftPath): { id: string; messages: string[] } {
  const id = formatPath(path);
  const words = useMessageText();
  return { id, messages: (useContext(IssuesContext).get(id) ?? []).map(words) };
}

const INPUT =
  "w-full rounded-md border bg-white px-2 py-1 text-xs text-slate-900 focus:outline-none focus:ring-2 focus:ring-sky-500/30 dark:bg-slate-800 dark:text-slate-100";

function borderFor(bad: boolean): string {
  return bad ? "border-rose-500 dark:border-rose-500" : "border-slate-300 focus:border-sky-500 dark:border-slate-600";
}

/** The field's own problems, under it. */
export function FieldIssues({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <>
      {messages.map((message, i) => (
        <p key={i} className="mt-0.5 text-[11px] text-rose-700 dark:text-rose-300">
          {message}
        </p>
      ))}
    </>
  );
}

interface FieldProps {
  label: string;
  path: DraftPath;
  value: string | undefined;
  onChange(value: string): void;
  multiline?: boolean;
  placeholder?: string;
  list?: string;
  children?: ReactNode;
}

/** A labelled text input or text area bound to one draft path, with that path's problems under it. */
export function Field({ label, path, value, onChange, multiline, placeholder, list, children }: FieldProps) {
  const { id, messages } = useFieldIssues(path);
  const common = {
    value: value ?? "",
    placeholder,
    "aria-invalid": messages.length > 0,
    "data-testid": `editor-field-${id}`,
    className: `${INPUT} ${borderFor(messages.length > 0)}`,
  };
  return (
    <label className="block text-[11px] font-medium text-slate-600 dark:text-slate-300">
      {label}
      {multiline ? (
        <textarea {...common} rows={2} onChange={(e) => onChange(e.target.value)} className={`${common.className} mt-0.5 resize-y font-mono`} />
      ) : (
        <input {...common} list={list} onChange={(e) => onChange(e.target.value)} className={`${common.className} mt-0.5`} />
      )}
      {children}
      <FieldIssues messages={messages} />
    </label>
  );
}

/** A small text button (add, remove, move). */
export function SmallButton({ onClick, children, testId, title, disabled }: { onClick(): void; children: ReactNode; testId?: string; title?: string; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      title={title}
      aria-label={title}
      disabled={disabled}
      className="rounded border border-slate-300 px-1.5 py-0.5 text-[11px] text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {children}
    </button>
  );
}
