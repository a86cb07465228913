import type { SliceCreator } from "./types";

/**
 * Why the page should be reloaded to get the build now deployed: a newer build took over this page's
 * offline copy (`deployed`), or a piece of this build is gone from the server (`missingChunk`).
 */
export type NewVersion = "deployed" | "missingChunk";

export interface VersionState {
  /** A newer build than the one running is deployed; the page offers a reload and never reloads by itself. */
  newVersion?: NewVersion;
}

export interface VersionActions {
  /** The page found out a newer build is deployed (a missing piece outranks a mere update). */
  newVersionFound(why: NewVersion): void;
}

export const createVersionSlice: SliceCreator<VersionState & VersionActions> = (set, get) => ({
  newVersion: undefined,
  newVersionFound: (why) => {
    if (get().newVersion !== "missingChunk") set({ newVersion: why });
  },
});

export const selectNewVersion = (s: VersionState) => s.newVersion;
