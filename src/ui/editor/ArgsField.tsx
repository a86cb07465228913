import { useState } from "react";
import { parseUntrustedJson } from "../../share/safeJson";
import { LIMITS } from "../../engine/limits";
import { message, type Message } from "../../share/messages";
import { useMessageText, useText } from "../i18n/useText";
import { FieldIssues, useFieldIssues } from "./fields";
import type { DraftPath } from "../../store/draft/draftOps";

function show(args: unknown): string {
  return args === undefined ? "" : JSON.stringify(args);
}

/**
 * Tool-call arguments as JSON text. Half-typed JSON stays local to the field (with the parse error
 * under it); the draft only changes when the text is a JSON object, or empty (no arguments).
 */
export function ArgsField({ path, value, onChange }: { path: DraftPath; value: unknown; onChange(args: Record<string, unknown> | undefined): void }) {
  const t = useText();
  const { id, messages } = useFieldIssues(path);
  const [text, setText] = useState(show(value));
  const words = useMessageText();
  const [error, setError] = useState<Message>();
  const [shown, setShown] = useState(value);
  // Undo, redo and imports change the draft under the field: show what the draft now holds.
  // (React's "adjust state while rendering" pattern; the field's own edits set `shown` too.)
  if (shown !== value) {
    setShown(value);
    setText(show(value));
    setError(undefined);
  }

  const edit = (next: string) => {
    setText(next);
    if (next.trim() === "") {
      setError(undefined);
      setShown(undefined);
      onChange(undefined);
      return;
    }
    const parsed = parseUntrustedJson(next, "subject.arguments", LIMITS.scenario.argsChars);
    if (!parsed.ok) return setError(parsed.message);
    if (parsed.value === null || typeof parsed.value !== "object" || Array.isArray(parsed.value)) return setError(message("args.notObject"));
    setError(undefined);
    setShown(parsed.value);
    onChange(parsed.value as Record<string, unknown>);
  };

  const bad = Boolean(error) || messages.length > 0;
  return (
    <label className="block text-[11px] font-medium text-slate-600 dark:text-slate-300">
      {t("editor.args")}
      <input
        value={text}
        onChange={(e) => edit(e.target.value)}
        spellCheck={false}
        aria-invalid={bad}
        data-testid={`editor-field-${id}`}
        className={`mt-0.5 w-full rounded-md border bg-white px-2 py-1 font-mono text-xs dark:bg-slate-800 dark:text-slate-100 ${bad ? "border-rose-500" : "border-slate-300 dark:border-slate-600"}`}
      />
      {error ? <FieldIssues messages={[t("editor.argsInvalid", { message: words(error) })]} /> : null}
      <FieldIssues messages={messages} />
    </label>
  );
}
