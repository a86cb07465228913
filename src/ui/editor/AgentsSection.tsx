import { useShallow } from "zustand/react/shallow";
import type { Scenario } from "../../engine/scenarios/types";
import { workerHandoffNames } from "../../share/handoffNames";
import { useAppStore } from "../../store/appStore";
import { selectEditorActions } from "../../store/editorSlice";
import { useText } from "../i18n/useText";
import { Field, FieldIssues, SmallButton, useFieldIssues } from "./fields";
import { ScriptEditor } from "./ScriptEditor";

/** Each agent: name, description, prompt, which tools it may call, and its script. */
export function AgentsSection({ draft }: { draft: Scenario }) {
  const t = useText();
  const { editDraft, insertInDraft, removeFromDraft } = useAppStore(useShallow(selectEditorActions));
  const agents = Array.isArray(draft.agents) ? draft.agents : [];
  const toolNames = (Array.isArray(draft.tools) ? draft.tools : []).map((tool) => tool?.name ?? "");
  const agentNames = agents.map((agent) => agent?.name ?? "");
  const listIssues = useFieldIssues(["agents"]);
  return (
    <section className="space-y-3">
      <h3 className="text-xs font-semibold text-slate-800 dark:text-slate-100">{t("editor.agents")}</h3>
      <FieldIssues messages={listIssues.messages} />
      {agents.map((agent, i) => {
        const tools = Array.isArray(agent?.tools) ? agent.tools : [];
        return (
          <div key={i} className="space-y-1.5 rounded-lg border border-slate-200 p-2 dark:border-slate-700" data-testid={`editor-agent-${i}`}>
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <Field label={t("editor.agentName")} path={["agents", i, "name"]} value={agent?.name} onChange={(v) => editDraft(["agents", i, "name"], v)} />
              </div>
              <SmallButton onClick={() => removeFromDraft(["agents"], i)} title={t("editor.remove")}>✕</SmallButton>
            </div>
            <Field label={t("editor.description")} path={["agents", i, "description"]} value={agent?.description} onChange={(v) => editDraft(["agents", i, "description"], v)} />
            <Field label={t("editor.prompt")} path={["agents", i, "prompt"]} value={agent?.prompt} multiline onChange={(v) => editDraft(["agents", i, "prompt"], v)} />
            <fieldset>
              <legend className="text-[11px] font-medium text-slate-600 dark:text-slate-300">{t("editor.agentTools")}</legend>
              <div className="flex flex-wrap gap-2">
                {[...new Set([...toolNames, ...tools])].map((name) => (
                  <label key={name} className="flex items-center gap-1 text-xs">
                    <input
                      type="checkbox"
                      checked={tools.includes(name)}
                      onChange={(e) => editDraft(["agents", i, "tools"], e.target.checked ? [...tools, name] : tools.filter((n) => n !== name))}
                    />
                    <span className="font-mono">{name}</span>
                  </label>
                ))}
              </div>
              {tools.map((_, k) => (
                <ToolRefIssues key={k} path={["agents", i, "tools", k]} />
              ))}
            </fieldset>
            <div>
              <p className="text-[11px] font-medium text-slate-600 dark:text-slate-300">{t("editor.script")}</p>
              <ScriptEditor path={["agents", i, "script"]} script={agent?.script} callable={[...tools, ...workerHandoffNames(agent?.name ?? "", agentNames)]} />
            </div>
          </div>
        );
      })}
      <SmallButton onClick={() => insertInDraft(["agents"], { name: `agent_${agents.length + 1}`, description: "", tools: [], script: [{ content: "" }] })} testId="editor-add-agent">
        + {t("editor.addAgent")}
      </SmallButton>
    </section>
  );
}

function ToolRefIssues({ path }: { path: (string | number)[] }) {
  return <FieldIssues messages={useFieldIssues(path).messages} />;
}
