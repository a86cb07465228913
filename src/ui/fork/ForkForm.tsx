import { useId, useState, type KeyboardEvent } from "react";
import { useShallow } from "zustand/react/shallow";
import type { Trace } from "../../engine/trace/types";
import { useAppStore } from "../../store/appStore";
import { selectPlayedScenario, selectStep, selectTrace } from "../../store/selectors";
import type { AppState } from "../../store/types";
import type { TextKey } from "../i18n/catalog";
import { useText } from "../i18n/useText";
import { forkableAgents, nextReply } from "./forkView";
import { replyFields, replyJson, replyOfFields, replyOfJson, type CallFields, type ReplyFields, type ReplyProblem } from "./replyFields";

const FIELD = "w-full min-w-0 rounded border border-slate-300 bg-white px-1.5 py-1 font-mono text-[11px] dark:border-slate-600 dark:bg-slate-800";
const BUTTON = "rounded-md px-2.5 py-1 text-xs font-medium shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500";
const SMALL = "rounded border border-slate-300 px-1.5 text-[11px] text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

const selectForkActions = (s: AppState) => ({ forkFrom: s.forkFrom, scenario: selectPlayedScenario(s) });

const PROBLEM_TEXT: Record<ReplyProblem, TextKey> = { callName: "fork.problem.callName", argKey: "fork.problem.argKey", argTwice: "fork.problem.argTwice", invalid: "fork.problem.invalid" };

type Mode = "fields" | "json";

/** The tools the agent was offered in this run: the names its tool calls can use. */
function offeredTools(trace: Trace, agent: string): string[] {
  return [...new Set(trace.modelCalls.filter((call) => call.agent === agent).flatMap((call) => call.tools))];
}

/** One tool call's name and its arguments, one field each, with a button to add or remove one. */
function CallEditor({ call, index, listId, onChange, onRemove }: { call: CallFields; index: number; listId: string; onChange(call: CallFields): void; onRemove(): void }) {
  const t = useText();
  const setArg = (at: number, change: Partial<CallFields["args"][number]>) => onChange({ ...call, args: call.args.map((arg, i) => (i === at ? { ...arg, ...change } : arg)) });
  return (
    <fieldset className="mt-1.5 rounded border border-dashed border-slate-300 p-1.5 dark:border-slate-600" data-testid={`fork-call-${index}`}>
      <legend className="px-1 text-slate-500 dark:text-slate-400">{t("fork.call", { n: index + 1 })}</legend>
      <div className="flex items-end gap-1">
        <label className="block min-w-0 flex-1">
          <span className="text-slate-500 dark:text-slate-400">{t("fork.callName")}</span>
          <input value={call.name} list={listId} onChange={(event) => onChange({ ...call, name: event.target.value })} data-testid={`fork-call-${index}-name`} spellCheck={false} className={FIELD} />
        </label>
        <button type="button" onClick={onRemove} className={`${SMALL} py-1`} data-testid={`fork-call-${index}-remove`} aria-label={t("fork.removeCall", { n: index + 1 })} title={t("fork.removeCall", { n: index + 1 })}>
          ✕
        </button>
      </div>
      {call.args.map((arg, a) => (
        <div key={a} className="mt-1 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-center gap-1">
          <input value={arg.key} onChange={(event) => setArg(a, { key: event.target.value })} aria-label={t("fork.argName", { n: a + 1 })} placeholder={t("fork.argNamePlaceholder")} data-testid={`fork-call-${index}-arg-${a}-key`} spellCheck={false} className={FIELD} />
          <input value={arg.text} onChange={(event) => setArg(a, { text: event.target.value })} aria-label={t("fork.argValue", { name: arg.key || String(a + 1) })} data-testid={`fork-call-${index}-arg-${a}-value`} spellCheck={false} className={FIELD} />
          <button type="button" onClick={() => onChange({ ...call, args: call.args.filter((_, i) => i !== a) })} className={`${SMALL} py-0.5`} aria-label={t("fork.removeArg", { name: arg.key || String(a + 1) })}>
            ✕
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange({ ...call, args: [...call.args, { key: "", text: "", asText: false }] })} className={`${SMALL} mt-1 py-0.5`} data-testid={`fork-call-${index}-add-arg`}>
        + {t("fork.addArg")}
      </button>
    </fieldset>
  );
}

/** The reply as fields: its text, then each tool call. */
function FieldsEditor({ fields, tools, onChange }: { fields: ReplyFields; tools: string[]; onChange(fields: ReplyFields): void }) {
  const t = useText();
  const listId = useId();
  return (
    <>
      <datalist id={listId}>
        {tools.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <label className="mt-1.5 block">
        <span className="text-slate-500 dark:text-slate-400">{t("fork.content")}</span>
        <textarea data-testid="fork-content" rows={2} value={fields.content} onChange={(event) => onChange({ ...fields, content: event.target.value })} className={FIELD} />
      </label>
      {fields.calls.map((call, index) => (
        <CallEditor
          key={index}
          call={call}
          index={index}
          listId={listId}
          onChange={(next) => onChange({ ...fields, calls: fields.calls.map((c, i) => (i === index ? next : c)) })}
          onRemove={() => onChange({ ...fields, calls: fields.calls.filter((_, i) => i !== index) })}
        />
      ))}
      <button type="button" onClick={() => onChange({ ...fields, calls: [...fields.calls, { name: "", args: [] }] })} className={`${SMALL} mt-1.5 py-0.5`} data-testid="fork-add-call">
        + {t("fork.addCall")}
      </button>
    </>
  );
}

/**
 * The form: pick an agent, change its next reply and run the fork from the playhead's step. The reply
 * is edited as fields (its text, each tool call's name and arguments); the raw JSON is a second tab.
 */
export function ForkForm({ onClose }: { onClose(): void }) {
  const t = useText();
  const trace = useAppStore(selectTrace)!;
  const step = useAppStore(selectStep);
  const { forkFrom, scenario } = useAppStore(useShallow(selectForkActions));
  const agents = forkableAgents(trace, scenario);
  const [agent, setAgent] = useState(agents[0] ?? "");
  const [fields, setFields] = useState<ReplyFields>(() => replyFields(nextReply(trace, step, agent)));
  const [mode, setMode] = useState<Mode>("fields");
  const [json, setJson] = useState("");
  const tabsId = useId();
  const fromFields = replyOfFields(fields);
  const fromJson = mode === "json" ? replyOfJson(json) : undefined;
  const reply = mode === "fields" ? (fromFields.problem ? undefined : fromFields.reply) : fromJson;
  const pick = (name: string) => {
    setAgent(name);
    setFields(replyFields(nextReply(trace, step, name)));
    setMode("fields");
  };
  // Fields to JSON always works (it shows what the fields say); JSON back to fields only when it reads as a reply.
  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === "json") setJson(replyJson(fromFields.reply));
    else if (fromJson) setFields(replyFields(fromJson));
    else return;
    setMode(next);
  };
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = mode === "fields" ? "json" : "fields";
    switchTo(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };
  const tab = (id: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${tabsId}-${id}`}
      aria-selected={mode === id}
      aria-controls={`${tabsId}-panel`}
      tabIndex={mode === id ? 0 : -1}
      onClick={() => switchTo(id)}
      data-testid={`fork-tab-${id}`}
      className={`rounded px-2 py-0.5 font-medium ${mode === id ? "bg-violet-700 text-white dark:bg-violet-300 dark:text-slate-900" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`}
    >
      {label}
    </button>
  );
  const problem = mode === "fields" ? (fromFields.problem ? t(PROBLEM_TEXT[fromFields.problem]) : undefined) : fromJson ? undefined : t("fork.badJson");
  return (
    <section data-testid="fork-form" data-mode={mode} aria-label={t("fork.title", { step: step + 1 })} className="pointer-events-auto rounded-lg border border-violet-400 bg-white/95 px-3 py-2 text-xs shadow-md dark:border-violet-600 dark:bg-slate-900/95">
      <p className="font-semibold text-violet-800 dark:text-violet-300">{t("fork.title", { step: step + 1 })}</p>
      {/* Folded: at 853x480 the dock has room for the fields, not for the paragraph too. */}
      <details className="mt-1 text-slate-600 dark:text-slate-300">
        <summary className="cursor-pointer text-slate-500 dark:text-slate-400">{t("fork.how")}</summary>
        <p className="mt-0.5">{t("fork.explain")}</p>
      </details>
      <label className="mt-2 block">
        <span className="text-slate-500 dark:text-slate-400">{t("fork.agent")}</span>
        <select data-testid="fork-agent" value={agent} onChange={(event) => pick(event.target.value)} className={FIELD}>
          {agents.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div role="tablist" aria-label={t("fork.replyAs")} className="mt-2 flex gap-1" onKeyDown={onTabKey}>
        {tab("fields", t("fork.tabFields"))}
        {tab("json", t("fork.tabJson"))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${mode}`}>
        {mode === "fields" ? (
          <FieldsEditor fields={fields} tools={offeredTools(trace, agent)} onChange={setFields} />
        ) : (
          <label className="mt-1.5 block">
            <span className="text-slate-500 dark:text-slate-400">{t("fork.jsonLabel")}</span>
            <textarea data-testid="fork-json" rows={6} value={json} onChange={(event) => setJson(event.target.value)} spellCheck={false} aria-invalid={!fromJson} className={FIELD} />
          </label>
        )}
      </div>
      {problem ? (
        <p className="mt-1 text-rose-700 dark:text-rose-300" data-testid="fork-problem" role="status">
          {problem}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          data-testid="fork-run"
          disabled={!reply || !agent}
          onClick={() => {
            if (!reply) return;
            forkFrom({ step, agent, reply });
            onClose();
          }}
          className={`${BUTTON} bg-violet-600 text-white hover:bg-violet-700 disabled:opacity-50`}
        >
          {t("fork.run")}
        </button>
        <button type="button" onClick={onClose} className={`${BUTTON} border border-slate-300 dark:border-slate-600`}>
          {t("fork.cancel")}
        </button>
      </div>
    </section>
  );
}
