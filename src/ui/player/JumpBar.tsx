import { useMemo, useState } from "react";
import type { Trace } from "../../engine/trace/types";
import type { TextKey } from "../i18n/catalog";
import { useText } from "../i18n/useText";
import { calledAgents, jumpTargets, type JumpKind } from "./jumps";

const jump =
  "shrink-0 rounded border border-slate-300 px-1.5 py-0.5 text-[11px] font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

/** The jumps, in the order the bar shows them, with their test ids and words. */
const JUMPS: { kind: Exclude<JumpKind, "call">; testId: string; label: TextKey }[] = [
  { kind: "handoff", testId: "player-next-handoff", label: "player.nextHandoff" },
  { kind: "turn", testId: "player-next-turn", label: "player.nextTurn" },
  { kind: "interrupt", testId: "player-next-interrupt", label: "player.nextInterrupt" },
];

/**
 * "Next handoff / turn / interrupt / call of agent X / failing check's evidence": each moves the
 * playhead to the next such step after it (`jumps.ts`), and is disabled when none lies ahead. Without
 * `inset` the row it shares keeps the padding.
 */
export function JumpBar({ trace, step, onJump, inset = true }: { trace: Trace; step: number; onJump: (step: number) => void; inset?: boolean }) {
  const t = useText();
  const agents = useMemo(() => calledAgents(trace), [trace]);
  const [chosen, setChosen] = useState<string | undefined>();
  const agent = chosen !== undefined && agents.includes(chosen) ? chosen : agents[0];
  const targets = jumpTargets(trace, step, agent);
  const button = (kind: JumpKind, testId: string, label: string) => (
    <button type="button" className={jump} disabled={targets[kind] === undefined} onClick={() => onJump(targets[kind]!)} data-testid={testId} data-target={targets[kind]}>
      {label} ›
    </button>
  );
  return (
    <div role="group" aria-label={t("player.jumps")} className={`flex min-w-0 flex-wrap items-center gap-1 pb-1 ${inset ? "px-2" : ""}`} data-testid="player-jumps">
      <span className="shrink-0 text-[11px] text-slate-600 dark:text-slate-300">{t("player.next")}</span>
      {JUMPS.map(({ kind, testId, label }) => (
        <span key={kind} className="contents">
          {button(kind, testId, t(label))}
        </span>
      ))}
      <span className="flex shrink-0 items-center gap-0.5">
        {button("call", "player-next-call", t("player.nextCall"))}
        <select
          value={agent ?? ""}
          onChange={(e) => setChosen(e.target.value)}
          disabled={!agents.length}
          aria-label={t("player.callAgent")}
          data-testid="player-call-agent"
          className="max-w-32 rounded border border-slate-300 bg-white px-1 py-0.5 text-[11px] dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          {agents.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </span>
      {trace.checks.some((check) => check.status === "fail") ? button("evidence", "player-next-evidence", t("player.nextEvidence")) : null}
    </div>
  );
}
