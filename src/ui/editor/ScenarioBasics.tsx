import { useShallow } from "zustand/react/shallow";
import { TOPOLOGY_IDS, type TopologyId } from "../../engine/knobs";
import type { Scenario } from "../../engine/scenarios/types";
import { routerToolNames } from "../../share/handoffNames";
import { useAppStore } from "../../store/appStore";
import { selectEditorActions } from "../../store/editorSlice";
import { useLocalized, useText } from "../i18n/useText";
import { Field, FieldIssues, SmallButton, useFieldIssues } from "./fields";
import { ScriptEditor } from "./ScriptEditor";

/** Id, title, summary, the topologies it plays on, and the user turns. */
export function ScenarioBasics({ draft }: { draft: Scenario }) {
  const t = useText();
  // A built-in's title and summary are written in every language; an edit keeps the one on screen.
  const localized = useLocalized();
  const { editDraft, insertInDraft, removeFromDraft } = useAppStore(useShallow(selectEditorActions));
  const turns = Array.isArray(draft.userTurns) ? draft.userTurns : [];
  const topologies = Array.isArray(draft.topologies) ? draft.topologies : [];
  const turnIssues = useFieldIssues(["userTurns"]);
  const topologyIssues = useFieldIssues(["topologies"]);
  return (
    <section className="space-y-2">
      <div className="grid grid-cols-[10rem_1fr] gap-2">
        <Field label={t("editor.id")} path={["id"]} value={draft.id} onChange={(v) => editDraft(["id"], v)} />
        <Field label={t("editor.scenarioTitle")} path={["title"]} value={draft.title === undefined ? undefined : localized(draft.title)} onChange={(v) => editDraft(["title"], v)} />
      </div>
      <Field label={t("editor.summary")} path={["summary"]} value={draft.summary === undefined ? undefined : localized(draft.summary)} multiline onChange={(v) => editDraft(["summary"], v)} />
      <fieldset>
        <legend className="text-[11px] font-medium text-slate-600 dark:text-slate-300">{t("editor.topologies")}</legend>
        <div className="flex flex-wrap gap-2">
          {TOPOLOGY_IDS.map((id) => (
            <label key={id} className="flex items-center gap-1 text-xs">
              <input
                type="checkbox"
                checked={topologies.includes(id)}
                onChange={(e) => editDraft(["topologies"], e.target.checked ? [...topologies, id] : topologies.filter((x) => x !== id))}
              />
              <span className="font-mono">{id}</span>
            </label>
          ))}
        </div>
        <FieldIssues messages={topologyIssues.messages} />
      </fieldset>
      <div>
        <h3 className="text-xs font-semibold text-slate-800 dark:text-slate-100">{t("editor.userTurns")}</h3>
        <FieldIssues messages={turnIssues.messages} />
        {turns.map((turn, i) => (
          <div key={i} className="mt-1 flex items-end gap-2">
            <div className="flex-1">
              <Field label={t("editor.userTurn", { n: i + 1 })} path={["userTurns", i]} value={turn} multiline onChange={(v) => editDraft(["userTurns", i], v)} />
            </div>
            <SmallButton onClick={() => removeFromDraft(["userTurns"], i)} title={t("editor.remove")}>✕</SmallButton>
          </div>
        ))}
        <div className="mt-1">
          <SmallButton onClick={() => insertInDraft(["userTurns"], "")} testId="editor-add-turn">
            + {t("editor.addTurn")}
          </SmallButton>
        </div>
      </div>
    </section>
  );
}

/** The router's name and prompt, and its script per topology. */
export function RouterSection({ draft }: { draft: Scenario }) {
  const t = useText();
  const { editDraft } = useAppStore(useShallow(selectEditorActions));
  const scripts = draft.routerScripts && typeof draft.routerScripts === "object" ? draft.routerScripts : {};
  const agentNames = (Array.isArray(draft.agents) ? draft.agents : []).map((a) => a?.name ?? "");
  const present = TOPOLOGY_IDS.filter((id) => scripts[id] !== undefined);
  const missing = TOPOLOGY_IDS.filter((id) => scripts[id] === undefined);
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold text-slate-800 dark:text-slate-100">{t("editor.router")}</h3>
      <Field label={t("editor.routerName")} path={["router", "name"]} value={draft.router?.name} onChange={(v) => editDraft(["router", "name"], v)} />
      <Field label={t("editor.prompt")} path={["router", "prompt"]} value={draft.router?.prompt} multiline onChange={(v) => editDraft(["router", "prompt"], v)} />
      {present.map((topology: TopologyId) => (
        <div key={topology} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
          <p className="mb-1 text-[11px] font-medium text-slate-600 dark:text-slate-300">{t("editor.routerScript", { topology })}</p>
          <ScriptEditor path={["routerScripts", topology]} script={scripts[topology]} callable={[...(routerToolNames(topology, agentNames) ?? [])]} />
        </div>
      ))}
      {missing.length ? (
        <label className="flex items-center gap-2 text-[11px] text-slate-600 dark:text-slate-300">
          {t("editor.addRouterScript")}
          <select value="" onChange={(e) => e.target.value && editDraft(["routerScripts", e.target.value], [])} className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-800">
            <option value="">…</option>
            {missing.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </section>
  );
}
