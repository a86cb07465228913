import { useEffect } from "react";
import { getAppStore } from "../../store/appStore";
import { PLAY_INTERVAL_MS } from "./timing";

/**
 * The one timer owner (mount it once). Each loop captures the play generation it started under and
 * stops the moment the store's generation moves on (pause, restart, speed change, new trace), so a
 * stale loop can never advance the playhead: the TensorFlow Playground's guard.
 */
export function usePlaybackTimer(playing: boolean, generation: number, speed: number): void {
  useEffect(() => {
    if (!playing) return;
    const store = getAppStore();
    let timer: ReturnType<typeof setTimeout>;
    const loop = (): void => {
      const state = store.getState();
      if (state.playGeneration !== generation || !state.playing) return;
      state.tick(generation);
      timer = setTimeout(loop, PLAY_INTERVAL_MS / speed);
    };
    timer = setTimeout(loop, PLAY_INTERVAL_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, generation, speed]);
}
