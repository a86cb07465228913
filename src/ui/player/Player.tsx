import type { ReactNode } from "react";
import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectSetForkFormOpen } from "../../store/forkSlice";
import { SPEEDS } from "../../store/playerSlice";
import { selectPlayedTrace, selectPlayer, selectPlayerActions, selectTrace } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { IconJumpEnd, IconJumpStart, IconPause, IconPlay, IconStepBack, IconStepForward } from "./icons";
import { stepCaption } from "./stepCaption";
import { usePlaybackTimer } from "./usePlaybackTimer";
import { usePlayerKeys } from "./usePlayerKeys";
import { SKIP_TARGETS } from "../layout/SkipLinks";
import { buildFailed } from "../../engine/trace/meantGraph";
import { JumpBar } from "./JumpBar";

const button =
  "flex h-8 w-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-700";

/**
 * Play/pause, step, scrub, jump and speed for the playhead; owns the playback timer and keys. `aside`
 * rides at the end of the jump row (a short screen's details tabs).
 */
export function Player({ aside }: { aside?: ReactNode }) {
  const t = useText();
  const trace = useAppStore(selectTrace);
  // What the player walks: the run, or in a fix compare whose A never built, B's run.
  const played = useAppStore(selectPlayedTrace);
  const { step, playing, speed, playGeneration, stepCount } = useAppStore(useShallow(selectPlayer));
  const actions = useAppStore(useShallow(selectPlayerActions));
  const setForkFormOpen = useAppStore(selectSetForkFormOpen);
  usePlaybackTimer(playing, playGeneration, speed);
  usePlayerKeys();

  const last = Math.max(0, stepCount - 1);
  const disabled = stepCount === 0;
  const errorAtEnd = played?.outcome.status === "error";
  // A graph that never compiled has no checkpoint to fork from and nothing to jump to.
  const notBuilt = trace !== undefined && buildFailed(trace);
  return (
    <div className="flex min-w-0 flex-col focus-visible:outline-2 focus-visible:outline-sky-500" data-testid="player" id={SKIP_TARGETS.player} tabIndex={-1} role="group" aria-label={t("player.label")}>
      <div className="flex flex-wrap items-center gap-1.5 px-2 md:flex-nowrap">
        <button type="button" className={button} onClick={actions.jumpToStart} disabled={disabled || step === 0} aria-label={t("player.jumpStart")} title={`${t("player.jumpStart")} (Home)`} data-testid="player-start">
          <IconJumpStart />
        </button>
        <button type="button" className={button} onClick={() => actions.stepBy(-1)} disabled={disabled || step === 0} aria-label={t("player.stepBack")} title={`${t("player.stepBack")} (←)`} data-testid="player-step-back">
          <IconStepBack />
        </button>
        <button
          type="button"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-sky-600 text-white shadow hover:bg-sky-500 disabled:opacity-40"
          onClick={actions.togglePlay}
          disabled={disabled}
          aria-label={playing ? t("player.pause") : t("player.play")}
          title={`${playing ? t("player.pause") : t("player.play")} (Space)`}
          data-testid="player-play"
          data-playing={playing ? "true" : "false"}
        >
          {playing ? <IconPause /> : <IconPlay />}
        </button>
        <button type="button" className={button} onClick={() => actions.stepBy(1)} disabled={disabled || step >= last} aria-label={t("player.stepForward")} title={`${t("player.stepForward")} (→)`} data-testid="player-step-forward">
          <IconStepForward />
        </button>
        <button type="button" className={button} onClick={actions.jumpToEnd} disabled={disabled || step >= last} aria-label={t("player.jumpEnd")} title={`${t("player.jumpEnd")} (End)`} data-testid="player-end">
          <IconJumpEnd />
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={Math.min(step, last)}
          disabled={disabled}
          onChange={(e) => actions.setStep(Number(e.target.value))}
          aria-label={t("player.scrub")}
          data-testid="player-scrub"
          className={`mx-2 h-1.5 min-w-24 flex-1 cursor-pointer ${errorAtEnd ? "accent-rose-600" : "accent-sky-600"}`}
        />
        {/* Never wraps: the widest count ("Step 1158 / 1158") keeps its one line and the scrub gives way. */}
        <span className="shrink-0 whitespace-nowrap text-right text-xs tabular-nums text-slate-600 dark:text-slate-300" data-testid="player-position" data-step={step}>
          {t("player.stepOf", { step: stepCount ? step + 1 : 0, total: stepCount })}
        </span>
        <label className="ml-2 flex shrink-0 items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
          <span className="sr-only">{t("player.speed")}</span>
          <select
            value={speed}
            onChange={(e) => actions.setSpeed(Number(e.target.value))}
            data-testid="player-speed"
            title={t("player.speed")}
            className="rounded-md border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-800"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}x
              </option>
            ))}
          </select>
        </label>
        {trace ? (
          <button
            type="button"
            data-testid="fork-from-step"
            onClick={() => setForkFormOpen(true)}
            disabled={notBuilt}
            title={notBuilt ? t("fork.notBuilt") : t("fork.fromHereTitle")}
            className="ml-2 shrink-0 rounded-md border border-violet-300 px-2 py-1 text-xs text-violet-800 hover:bg-violet-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:border-violet-700 dark:text-violet-300 dark:hover:bg-slate-800"
          >
            {t("fork.fromHere")}
          </button>
        ) : null}
        {trace ? (
          <span className="ml-3 hidden min-w-0 flex-[2] truncate text-xs text-slate-600 lg:block dark:text-slate-300" data-testid="player-caption">
            {stepCaption(played ?? trace, Math.min(step, last), t)}
          </span>
        ) : null}
      </div>
      {aside ? (
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-1 px-2">
          {played && !buildFailed(played) ? <JumpBar trace={played} step={Math.min(step, last)} onJump={actions.setStep} inset={false} /> : null}
          <div className="ml-auto min-w-0">{aside}</div>
        </div>
      ) : played && !buildFailed(played) ? (
        <JumpBar trace={played} step={Math.min(step, last)} onJump={actions.setStep} />
      ) : null}
    </div>
  );
}
