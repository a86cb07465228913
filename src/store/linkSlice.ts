import type { Message } from "../share/messages";
import type { SliceCreator } from "./types";

/** What the link banner says: a link that could not be opened, or values in it that were dropped. */
export interface LinkNotice {
  kind: "error" | "warning";
  messages: Message[];
}

export interface LinkSliceState {
  linkNotice?: LinkNotice;
  /** Why the current state has no share link (a custom scenario too large for one), if so. */
  linkProblem?: Message;
  /** The playhead and model call a link asked for, applied once its run arrives. */
  pendingLinkView?: { step: number; call?: number };
}

export interface LinkSliceActions {
  showLinkNotice(notice: LinkNotice): void;
  dismissLinkNotice(): void;
  setLinkProblem(problem: Message | undefined): void;
  setPendingLinkView(view: LinkSliceState["pendingLinkView"]): void;
}

export const createLinkSlice: SliceCreator<LinkSliceState & LinkSliceActions> = (set) => ({
  linkNotice: undefined,
  linkProblem: undefined,
  pendingLinkView: undefined,
  showLinkNotice: (linkNotice) => set({ linkNotice }),
  dismissLinkNotice: () => set({ linkNotice: undefined }),
  setLinkProblem: (linkProblem) => set({ linkProblem }),
  setPendingLinkView: (pendingLinkView) => set({ pendingLinkView }),
});

export const selectLinkNotice = (s: LinkSliceState) => s.linkNotice;
export const selectLinkProblem = (s: LinkSliceState) => s.linkProblem;
export const selectDismissLinkNotice = (s: LinkSliceActions) => s.dismissLinkNotice;
