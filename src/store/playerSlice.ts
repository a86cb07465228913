import type { SliceCreator } from "./types";
import { playedTrace } from "./playhead";

/** Playback speeds the player offers, in steps per second relative to the base rate. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16] as const;

export interface PlayerState {
  /** The playhead: an index into `trace.steps`. */
  step: number;
  playing: boolean;
  /** Multiplier of the base rate (one step per second at 1x). */
  speed: number;
  /**
   * Bumped whenever playback restarts, stops or the trace changes. The one timer owner captures it
   * and stops as soon as it no longer matches, so a stale loop can never move the playhead.
   */
  playGeneration: number;
}

export interface PlayerActions {
  /** Moves the playhead (clamped) and pauses. */
  setStep(step: number): void;
  /** Moves the playhead by `delta` steps (clamped) and pauses. */
  stepBy(delta: number): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  setSpeed(speed: number): void;
  jumpToStart(): void;
  jumpToEnd(): void;
  /** The timer's advance: one step forward, stopping at the end. Ignored when `generation` is stale. */
  tick(generation: number): void;
}

export const createPlayerSlice: SliceCreator<PlayerState & PlayerActions> = (set, get) => {
  const lastStep = (): number => Math.max(0, (playedTrace(get())?.steps.length ?? 1) - 1);
  const clamp = (step: number): number => Math.min(Math.max(0, Math.round(step)), lastStep());
  const stop = (step: number): void => set((s) => ({ step: clamp(step), playing: false, playGeneration: s.playGeneration + (s.playing ? 1 : 0) }));
  return {
    step: 0,
    playing: false,
    speed: 1,
    playGeneration: 0,
    setStep: (step) => stop(step),
    stepBy: (delta) => stop(get().step + delta),
    play() {
      // Playing from the end starts over, as a media player does.
      const from = get().step >= lastStep() ? 0 : get().step;
      set((s) => ({ step: from, playing: true, playGeneration: s.playGeneration + 1 }));
    },
    pause: () => set((s) => ({ playing: false, playGeneration: s.playGeneration + 1 })),
    togglePlay: () => (get().playing ? get().pause() : get().play()),
    setSpeed: (speed) => set((s) => ({ speed, playGeneration: s.playGeneration + 1 })),
    jumpToStart: () => stop(0),
    jumpToEnd: () => stop(lastStep()),
    tick(generation) {
      const s = get();
      if (!s.playing || generation !== s.playGeneration) return;
      const next = s.step + 1;
      if (next >= lastStep()) set({ step: lastStep(), playing: false, playGeneration: s.playGeneration + 1 });
      else set({ step: next });
    },
  };
};
