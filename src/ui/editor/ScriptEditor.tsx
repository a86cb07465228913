import { memo } from "react";
import { useShallow } from "zustand/react/shallow";
import type { ScriptedReply } from "../../engine/scenarios/types";
import { formatPath } from "../../share/scenarioIssues";
import { useAppStore } from "../../store/appStore";
import { selectEditorActions } from "../../store/editorSlice";
import { useText } from "../i18n/useText";
import { ArgsField } from "./ArgsField";
import { Field, FieldIssues, SmallButton, useFieldIssues } from "./fields";
import type { DraftPath } from "../../store/draft/draftOps";

interface ScriptEditorProps {
  path: DraftPath;
  script: readonly ScriptedReply[] | undefined;
  /** Tool names this script may call, offered as suggestions. */
  callable: readonly string[];
}

/** A script: replies in call order, each with text and/or tool calls. */
export const ScriptEditor = memo(function ScriptEditor({ path, script, callable }: ScriptEditorProps) {
  const t = useText();
  const { editDraft, insertInDraft, removeFromDraft, moveInDraft } = useAppStore(useShallow(selectEditorActions));
  const listId = `callable-${formatPath(path)}`;
  const replies = script ?? [];
  return (
    <div className="space-y-2" data-testid={`editor-script-${formatPath(path)}`}>
      <datalist id={listId}>
        {callable.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {replies.map((reply, i) => (
        <ReplyEditor key={i} path={[...path, i]} reply={reply} index={i} count={replies.length} listId={listId} onMove={(to) => moveInDraft(path, i, to)} onRemove={() => removeFromDraft(path, i)} onEdit={editDraft} onInsert={insertInDraft} onRemoveCall={removeFromDraft} />
      ))}
      <SmallButton onClick={() => insertInDraft(path, { content: "" })} testId={`editor-add-reply-${formatPath(path)}`}>
        + {t("editor.addReply")}
      </SmallButton>
    </div>
  );
});

interface ReplyEditorProps {
  path: DraftPath;
  reply: ScriptedReply;
  index: number;
  count: number;
  listId: string;
  onMove(to: number): void;
  onRemove(): void;
  onEdit(path: DraftPath, value: unknown): void;
  onInsert(path: DraftPath, value: unknown): void;
  onRemoveCall(path: DraftPath, index: number): void;
}

function ReplyEditor({ path, reply, index, count, listId, onMove, onRemove, onEdit, onInsert, onRemoveCall }: ReplyEditorProps) {
  const t = useText();
  const own = useFieldIssues(path);
  const calls = reply.toolCalls ?? [];
  return (
    <div className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
      <div className="mb-1 flex items-center gap-1">
        <span className="text-[11px] font-semibold text-slate-700 dark:text-slate-200">{t("editor.reply", { n: index + 1 })}</span>
        <span className="ml-auto flex gap-1">
          <SmallButton onClick={() => onMove(index - 1)} disabled={index === 0} title={t("editor.moveUp")}>↑</SmallButton>
          <SmallButton onClick={() => onMove(index + 1)} disabled={index === count - 1} title={t("editor.moveDown")}>↓</SmallButton>
          <SmallButton onClick={onRemove} title={t("editor.remove")}>✕</SmallButton>
        </span>
      </div>
      <Field label={t("editor.replyText")} path={[...path, "content"]} value={reply.content} multiline onChange={(v) => onEdit([...path, "content"], v)} />
      {calls.map((call, c) => (
        <div key={c} className="mt-1.5 rounded border border-dashed border-slate-300 p-1.5 dark:border-slate-600">
          <div className="flex items-end gap-1">
            <div className="flex-1">
              <Field label={t("editor.toolCall")} path={[...path, "toolCalls", c, "name"]} value={call.name} list={listId} onChange={(v) => onEdit([...path, "toolCalls", c, "name"], v)} />
            </div>
            <SmallButton onClick={() => onRemoveCall([...path, "toolCalls"], c)} title={t("editor.remove")}>✕</SmallButton>
          </div>
          <ArgsField path={[...path, "toolCalls", c, "args"]} value={call.args} onChange={(args) => onEdit([...path, "toolCalls", c, "args"], args)} />
        </div>
      ))}
      <div className="mt-1.5">
        <SmallButton onClick={() => onInsert([...path, "toolCalls"], { name: "" })}>+ {t("editor.addToolCall")}</SmallButton>
      </div>
      <FieldIssues messages={own.messages} />
    </div>
  );
}
