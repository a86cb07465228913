import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import type { ScriptedReply } from "../../engine/scenarios/types";
import { useAppStore } from "../../store/appStore";
import { selectFork, selectForkedFrom, selectForkFormOpen, selectSetForkFormOpen } from "../../store/forkSlice";
import { selectPlayedScenario, selectStep, selectTrace } from "../../store/selectors";
import type { AppState } from "../../store/types";
import { useText } from "../i18n/useText";
import { compareFork, forkableAgents, nextReply } from "./forkView";

const FIELD = "w-full rounded border border-slate-300 bg-white px-1.5 py-1 font-mono text-[11px] dark:border-slate-600 dark:bg-slate-800";
const BUTTON = "rounded-md px-2.5 py-1 text-xs font-medium shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500";

const selectForkActions = (s: AppState) => ({ forkFrom: s.forkFrom, clearFork: s.clearFork, scenario: selectPlayedScenario(s) });

/** Parses the tool-calls field: empty means none; otherwise a JSON array of `{ name, args }`. */
function parseToolCalls(text: string): ScriptedReply["toolCalls"] | "invalid" {
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((c) => c && typeof c === "object" && typeof (c as { name?: unknown }).name === "string")) return value as ScriptedReply["toolCalls"];
  } catch {
    // Worded below as the field's message.
  }
  return "invalid";
}

/** The form: pick an agent, change its next reply, and run the fork from the playhead's step. */
function ForkForm({ onClose }: { onClose(): void }) {
  const t = useText();
  const trace = useAppStore(selectTrace)!;
  const step = useAppStore(selectStep);
  const { forkFrom, scenario } = useAppStore(useShallow(selectForkActions));
  const agents = forkableAgents(trace, scenario);
  const [agent, setAgent] = useState(agents[0] ?? "");
  const start = nextReply(trace, step, agent);
  const [content, setContent] = useState<string | undefined>();
  const [calls, setCalls] = useState<string | undefined>();
  const shownContent = content ?? start.content ?? "";
  const shownCalls = calls ?? (start.toolCalls ? JSON.stringify(start.toolCalls) : "");
  const toolCalls = parseToolCalls(shownCalls);
  const pick = (name: string) => {
    setAgent(name);
    setContent(undefined);
    setCalls(undefined);
  };
  return (
    <section data-testid="fork-form" className="pointer-events-auto rounded-lg border border-violet-400 bg-white/95 px-3 py-2 text-xs shadow-md dark:border-violet-600 dark:bg-slate-900/95">
      <p className="font-semibold text-violet-800 dark:text-violet-300">{t("fork.title", { step: step + 1 })}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t("fork.explain")}</p>
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
      <label className="mt-1.5 block">
        <span className="text-slate-500 dark:text-slate-400">{t("fork.content")}</span>
        <textarea data-testid="fork-content" rows={2} value={shownContent} onChange={(event) => setContent(event.target.value)} className={FIELD} />
      </label>
      <label className="mt-1.5 block">
        <span className="text-slate-500 dark:text-slate-400">{t("fork.toolCalls")}</span>
        <textarea data-testid="fork-tool-calls" rows={2} value={shownCalls} onChange={(event) => setCalls(event.target.value)} className={FIELD} />
      </label>
      {toolCalls === "invalid" ? <p className="mt-1 text-rose-700 dark:text-rose-300">{t("fork.badToolCalls")}</p> : null}
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          data-testid="fork-run"
          disabled={toolCalls === "invalid" || !agent}
          onClick={() => {
            if (toolCalls === "invalid") return;
            forkFrom({ step, agent, reply: { content: shownContent, ...(toolCalls ? { toolCalls } : {}) } });
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

/** What the fork changed from its step on, beside the run it came from. */
function ForkBanner() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const forkedFrom = useAppStore(selectForkedFrom);
  const { clearFork } = useAppStore(useShallow(selectForkActions));
  const comparison = trace ? compareFork(forkedFrom, trace) : undefined;
  if (!trace?.fork || !comparison) return null;
  const row = (label: string, side: ForkSide, testId: string) => (
    <tr data-testid={testId}>
      <th className="pr-2 text-left font-medium text-slate-500 dark:text-slate-400">{label}</th>
      <td className="pr-2 font-mono">{side.path.join(" → ") || "—"}</td>
      <td className="text-right tabular-nums" data-testid={`${testId}-messages`}>
        {side.messages}
      </td>
    </tr>
  );
  return (
    <section data-testid="fork-banner" className="pointer-events-auto rounded-lg border border-violet-400 bg-violet-50/95 px-3 py-2 text-xs shadow-md dark:border-violet-600 dark:bg-slate-900/95">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-violet-800 dark:text-violet-300">
          {t("fork.banner", { step: trace.fork.step + 1, agent: trace.fork.agent, call: trace.fork.callNumber })}
        </p>
        <button type="button" data-testid="fork-clear" onClick={clearFork} className="shrink-0 text-violet-800 underline-offset-2 hover:underline dark:text-violet-300">
          {t("fork.clear")}
        </button>
      </div>
      <table className="mt-1 w-full text-[11px] text-slate-800 dark:text-slate-200">
        <thead>
          <tr className="text-slate-500 dark:text-slate-400">
            <th />
            <th className="text-left font-normal">{t("fork.pathAfter")}</th>
            <th className="text-right font-normal">{t("fork.messagesAtEnd")}</th>
          </tr>
        </thead>
        <tbody>
          {forkedFrom ? row(t("fork.original"), comparison.original, "fork-original") : null}
          {row(t("fork.fork"), comparison.fork, "fork-result")}
        </tbody>
      </table>
    </section>
  );
}

type ForkSide = NonNullable<ReturnType<typeof compareFork>>["fork"];

/** Time travel in the diagram's overlay: the fork form when asked for, and what a fork changed. */
export function ForkPanel() {
  const open = useAppStore(selectForkFormOpen);
  const setOpen = useAppStore(selectSetForkFormOpen);
  const fork = useAppStore(selectFork);
  return (
    <>
      {open ? <ForkForm onClose={() => setOpen(false)} /> : null}
      {fork ? <ForkBanner /> : null}
    </>
  );
}
