import type { Locale } from "../engine/localizedText";
import type { SliceCreator } from "./types";

/**
 * Panels that can be opened and closed. (Links made before had `knobs`, `history`, `chart` and
 * `modelInput` too, which nothing ever closed; a link listing them still opens, those ids ignored.)
 */
export type PanelId = "sweep" | "narrative" | "dropped" | "docsTable";

export type Theme = "light" | "dark";

export interface ViewState {
  theme: Theme;
  locale: Locale;
  panels: Record<PanelId, boolean>;
  /** Agent group node ids whose inner nodes are folded into the group. */
  collapsedGroups: string[];
  /** The model call (its `seq`) picked for "what the model saw", if any. */
  selectedCall?: number;
}

export interface ViewActions {
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  setLocale(locale: Locale): void;
  setPanel(panel: PanelId, open: boolean): void;
  togglePanel(panel: PanelId): void;
  toggleGroup(groupId: string): void;
  selectCall(seq: number | undefined): void;
}

export const DEFAULT_PANELS: Record<PanelId, boolean> = {
  sweep: false,
  narrative: true,
  dropped: false,
  docsTable: false,
};

export const createViewSlice: SliceCreator<ViewState & ViewActions> = (set, get) => ({
  theme: "light",
  locale: "en",
  panels: DEFAULT_PANELS,
  collapsedGroups: [],
  selectedCall: undefined,
  setTheme: (theme) => set({ theme }),
  toggleTheme: () => set({ theme: get().theme === "dark" ? "light" : "dark" }),
  setLocale: (locale) => set({ locale }),
  setPanel: (panel, open) => set({ panels: { ...get().panels, [panel]: open } }),
  togglePanel: (panel) => get().setPanel(panel, !get().panels[panel]),
  toggleGroup(groupId) {
    const collapsed = get().collapsedGroups;
    set({ collapsedGroups: collapsed.includes(groupId) ? collapsed.filter((id) => id !== groupId) : [...collapsed, groupId] });
  },
  selectCall: (seq) => set({ selectedCall: seq }),
});
