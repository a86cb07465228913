/** Time between steps at 1x, in ms; the player divides it by the speed. */
export const PLAY_INTERVAL_MS = 900;
