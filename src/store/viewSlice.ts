import type { Locale } from "../engine/localizedText";
import type { DiagramDetail, GroupFolding, PanelId } from "../share/linkState";
import type { SliceCreator } from "./types";

export type { PanelId };

export type Theme = "light" | "dark";

export interface ViewState {
  theme: Theme;
  locale: Locale;
  panels: Record<PanelId, boolean>;
  /** Which agent groups the diagram folds into one box (undefined: the graph's size decides). */
  folding: GroupFolding;
  /** The diagram's level of detail: the whole graph, or agents only. */
  diagramDetail: DiagramDetail;
  /** Alike agents drawn one by one rather than folded into one "worker ×24" node. */
  alikeExpanded: boolean;
  /** The diagram's nodes shaded by the input tokens of their latest model calls. */
  diagramHeat: boolean;
  /** Whether the diagram's nodes and edges are Tab stops (off by default: they would swamp the Tab order). */
  diagramFocusable: boolean;
  /** The model call (its `seq`) picked for "what the model saw", if any. */
  selectedCall?: number;
  /** The presenter layout (a projector): big figures, the diagram and the history, the rest folded. */
  presenter: boolean;
  /** The chrome-less view for an iframe; only a link turns it on. */
  embed: boolean;
}

export interface ViewActions {
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  setLocale(locale: Locale): void;
  setDiagramFocusable(focusable: boolean): void;
  setPanel(panel: PanelId, open: boolean): void;
  togglePanel(panel: PanelId): void;
  setFolding(folding: GroupFolding): void;
  setDiagramDetail(detail: DiagramDetail): void;
  setAlikeExpanded(expanded: boolean): void;
  setDiagramHeat(heat: boolean): void;
  selectCall(seq: number | undefined): void;
  setPresenter(on: boolean): void;
}

export const DEFAULT_PANELS: Record<PanelId, boolean> = {
  sweep: false,
  narrative: false,
  dropped: false,
  docsTable: false,
  growth: false,
};

/** Panels drawn over the diagram and the history. */
const OVERLAY_PANELS: readonly PanelId[] = ["sweep", "docsTable", "growth"];

export const createViewSlice: SliceCreator<ViewState & ViewActions> = (set, get) => ({
  theme: "light",
  locale: "en",
  panels: DEFAULT_PANELS,
  folding: undefined,
  diagramDetail: "full",
  alikeExpanded: false,
  diagramHeat: false,
  selectedCall: undefined,
  setTheme: (theme) => set({ theme }),
  toggleTheme: () => set({ theme: get().theme === "dark" ? "light" : "dark" }),
  setLocale: (locale) => set({ locale }),
  diagramFocusable: false,
  setDiagramFocusable: (diagramFocusable) => set({ diagramFocusable }),
  setPanel(panel, open) {
    // The drawers over the diagram and the history share that space: one at a time.
    for (const other of OVERLAY_PANELS) if (open && other !== panel && OVERLAY_PANELS.includes(panel) && get().panels[other]) get().setPanel(other, false);
    set({ panels: { ...get().panels, [panel]: open } });
    // A sweep nobody looks at only takes CPU from the run on screen: closing the drawer cancels it
    // (a finished sweep is kept; reopening starts a cancelled one afresh).
    if (panel === "sweep" && !open && get().sweepStatus === "running") get().resetSweep();
    if (panel === "growth" && !open) get().stopGrowth();
  },
  togglePanel: (panel) => get().setPanel(panel, !get().panels[panel]),
  setFolding: (folding) => set({ folding }),
  setDiagramDetail: (diagramDetail) => set({ diagramDetail }),
  setAlikeExpanded: (alikeExpanded) => set({ alikeExpanded }),
  setDiagramHeat: (diagramHeat) => set({ diagramHeat }),
  selectCall: (seq) => set({ selectedCall: seq }),
  presenter: false,
  embed: false,
  setPresenter: (presenter) => set({ presenter }),
});
