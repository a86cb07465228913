import { useShallow } from "zustand/react/shallow";
import type { Scenario } from "../../engine/scenarios/types";
import { useAppStore } from "../../store/appStore";
import { selectEditorActions } from "../../store/editorSlice";
import { useText } from "../i18n/useText";
import { Field, SmallButton } from "./fields";

/** The tools: name, description and the result a call returns. */
export function ToolsSection({ draft }: { draft: Scenario }) {
  const t = useText();
  const { editDraft, insertInDraft, removeFromDraft } = useAppStore(useShallow(selectEditorActions));
  const tools = Array.isArray(draft.tools) ? draft.tools : [];
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold text-slate-800 dark:text-slate-100">{t("editor.tools")}</h3>
      {tools.map((tool, i) => (
        <div key={i} className="space-y-1.5 rounded-lg border border-slate-200 p-2 dark:border-slate-700" data-testid={`editor-tool-${i}`}>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <Field label={t("editor.toolName")} path={["tools", i, "name"]} value={tool?.name} onChange={(v) => editDraft(["tools", i, "name"], v)} />
            </div>
            <SmallButton onClick={() => removeFromDraft(["tools"], i)} title={t("editor.remove")}>✕</SmallButton>
          </div>
          <Field label={t("editor.description")} path={["tools", i, "description"]} value={tool?.description} onChange={(v) => editDraft(["tools", i, "description"], v)} />
          <Field label={t("editor.toolResult")} path={["tools", i, "result"]} value={tool?.result} multiline onChange={(v) => editDraft(["tools", i, "result"], v)} />
        </div>
      ))}
      <SmallButton onClick={() => insertInDraft(["tools"], { name: `tool_${tools.length + 1}`, description: "", result: "" })} testId="editor-add-tool">
        + {t("editor.addTool")}
      </SmallButton>
    </section>
  );
}
