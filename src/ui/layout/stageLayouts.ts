/**
 * The stage, one declared layout per screen class: which parts it shows, where each sits (a CSS grid
 * of named areas) and how each part's box is framed. The shells only render this table; no component
 * asks which screen it is on.
 */

/** The parts of the stage. The exhibit is `diagram` beside `history`, under the `headline` meter. */
export type StageSlot = "setup" | "headline" | "diagram" | "history" | "details" | "lesson" | "player";

/**
 * The screen classes: a desk or laptop, the same on a short screen (a 1280x720 projector at 150%, 853x480
 * CSS px), a projector in presenter mode, an iframe in slides, a phone.
 */
export type ScreenClass = "workbench" | "compact" | "presenter" | "embed" | "phone";

/** A box's place in the grid, by the areas' named lines. */
export interface GridPlace {
  gridRow: string;
  gridColumn: string;
}

/** One screen class's layout. */
export interface StageLayout {
  /** `grid-template-areas` (one string per row); every slot in `frames` names an area here. */
  areas: string[];
  columns: string;
  rows: string;
  /** Compare mode's areas (the compare view takes `compare`); the default keeps `areas`. */
  compareAreas?: string[];
  compareRows?: string;
  /** The parts shown, each with the classes of its box. A part not listed is not on this screen. */
  frames: Partial<Record<StageSlot, string>>;
  /** The grid's own classes: whether the page scrolls, its padding. */
  grid: string;
  /** Where the compare view and the table drawers (sweep, docs table, growth) lie over the grid. */
  overlays: Record<"compare" | "drawer", GridPlace>;
  /** Whether the details tabs open with their panel showing (else only their tab strip). */
  detailsOpen: "always" | "tall" | "never";
  /** The height of an open details panel. */
  detailsHeight: string;
  /**
   * Set where the screen has no row to spare for the details: their tab strip rides in the player's jump
   * row, and an open tab's panel lies over this place (the diagram's, so it never covers the history).
   */
  detailsOver?: GridPlace;
  /** The history and the player in larger type on large screens, for a room. */
  largeType: boolean;
  /** The diagram without its titled card (an iframe has no room for chrome). */
  bareDiagram: boolean;
  /** The diagram card's header shows the topology beside its title (else only its view controls: the setup column names the topology). */
  diagramHeading: boolean;
  /**
   * Where what asks for the user (the run's error, the interrupt card, the fork form, the decision log)
   * docks: beside the diagram (under it in a narrow box), or at the top of the setup column, where a short
   * screen has the height the diagram cannot spare; there a lesson's step sits under the dock too, above
   * the setup's scroll (a layout with a `lesson` frame shows it there instead).
   */
  dock: "diagram" | "setup";
}

/** A card's box: the frame of each part that has no titled panel of its own. */
export const CARD = "rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

/**
 * The history spans the diagram's row and the details' row, so a details tab never takes its height:
 * the shared messages keep their rows whatever tab is open.
 */
export const STAGE_LAYOUTS: Record<ScreenClass, StageLayout> = {
  workbench: {
    areas: ['"setup headline headline"', '"setup diagram history"', '"setup details history"', '"setup player player"'],
    columns: "minmax(11.5rem, 17vw) minmax(0, 1fr) minmax(14rem, 28vw)",
    rows: "auto minmax(0, 1fr) auto auto",
    frames: {
      setup: `min-h-0 ${CARD}`,
      headline: `min-w-0 px-2 py-1 ${CARD}`,
      diagram: "min-h-0 min-w-0",
      history: "min-h-0 min-w-0",
      details: `min-h-0 min-w-0 ${CARD}`,
      player: `min-w-0 py-1 ${CARD}`,
    },
    grid: "min-h-0 flex-1 gap-2 p-2",
    overlays: {
      compare: { gridRow: "diagram-start / details-end", gridColumn: "diagram-start / history-end" },
      drawer: { gridRow: "headline-start / player-end", gridColumn: "diagram-start / history-end" },
    },
    detailsOpen: "tall",
    detailsHeight: "h-[clamp(10rem,30vh,20rem)]",
    largeType: false,
    bareDiagram: false,
    diagramHeading: true,
    dock: "diagram",
  },
  // 436 px under the header: the diagram takes the full height above the player (the headline goes over
  // the history it counts), the details strip stays under the diagram, the dock moves to the setup column.
  // 436 px under the header: the diagram takes all the height the headline and the player leave (the
  // details' tab strip rides in the player's jump row, an open tab lies over the diagram, never over the
  // history), its card keeps one header row, and the dock moves to the top of the setup column.
  compact: {
    areas: ['"setup headline headline"', '"setup diagram history"', '"setup player player"'],
    columns: "minmax(10.5rem, 17vw) minmax(0, 1fr) minmax(14rem, 28vw)",
    rows: "auto minmax(0, 1fr) auto",
    frames: {
      setup: "flex min-h-0 flex-col gap-1.5",
      headline: `min-w-0 px-2 py-0.5 ${CARD}`,
      diagram: "min-h-0 min-w-0",
      history: "min-h-0 min-w-0",
      player: `min-w-0 py-0.5 ${CARD}`,
    },
    grid: "min-h-0 flex-1 gap-1.5 p-1.5",
    overlays: {
      compare: { gridRow: "diagram-start / diagram-end", gridColumn: "diagram-start / history-end" },
      drawer: { gridRow: "headline-start / player-end", gridColumn: "diagram-start / history-end" },
    },
    detailsOpen: "never",
    detailsHeight: "h-[min(15rem,60%)]",
    detailsOver: { gridRow: "diagram-start / diagram-end", gridColumn: "diagram-start / diagram-end" },
    largeType: false,
    bareDiagram: false,
    diagramHeading: false,
    dock: "setup",
  },
  presenter: {
    areas: ['"headline headline"', '"diagram history"', '"lesson lesson"', '"player player"'],
    columns: "minmax(0, 3fr) minmax(0, 2fr)",
    rows: "auto minmax(0, 1fr) auto auto",
    // Compare brings its own figures: the headline (and a lesson not in progress) give their height to the two diagrams.
    compareAreas: ['"diagram history"', '"player player"'],
    compareRows: "minmax(0, 1fr) auto",
    frames: {
      headline: `min-w-0 px-2 py-1 ${CARD}`,
      diagram: "min-h-0 min-w-0",
      history: "min-h-0 min-w-0",
      lesson: "min-w-0 empty:hidden [&>section]:mt-0",
      player: `min-w-0 py-1 ${CARD}`,
    },
    // The stage fills the window under the header; the folded setup and details wait below it.
    grid: "h-[calc(100dvh-2.75rem)] min-h-[20rem] shrink-0 gap-2 p-2",
    overlays: {
      compare: { gridRow: "diagram-start / diagram-end", gridColumn: "diagram-start / history-end" },
      drawer: { gridRow: "diagram-start / diagram-end", gridColumn: "diagram-start / history-end" },
    },
    detailsOpen: "never",
    // In its folded section under the stage.
    detailsHeight: "h-80",
    largeType: true,
    bareDiagram: false,
    diagramHeading: true,
    dock: "diagram",
  },
  embed: {
    areas: ['"diagram"', '"player"', '"headline"'],
    columns: "minmax(0, 1fr)",
    rows: "minmax(0, 1fr) auto auto",
    frames: {
      diagram: "min-h-0 min-w-0",
      player: "min-w-0",
      headline: "min-w-0",
    },
    grid: "min-h-0 flex-1 gap-1",
    overlays: {
      compare: { gridRow: "diagram-start / diagram-end", gridColumn: "diagram-start / diagram-end" },
      drawer: { gridRow: "diagram-start / diagram-end", gridColumn: "diagram-start / diagram-end" },
    },
    detailsOpen: "never",
    detailsHeight: "h-0",
    largeType: false,
    bareDiagram: true,
    diagramHeading: true,
    dock: "diagram",
  },
  phone: {
    // A lesson's step right under the figures it asks about, not at the foot of the page with the setup.
    areas: ['"headline"', '"lesson"', '"diagram"', '"player"', '"history"', '"details"', '"setup"'],
    columns: "minmax(0, 1fr)",
    rows: "auto",
    frames: {
      headline: `min-w-0 px-2 py-1 ${CARD}`,
      lesson: "min-w-0 empty:hidden [&>section]:mt-0",
      diagram: "h-[55vh] min-h-80 min-w-0",
      player: `min-w-0 py-1 ${CARD}`,
      history: "h-[70vh] min-w-0",
      details: `min-w-0 ${CARD}`,
      setup: CARD,
    },
    grid: "gap-2 p-2",
    overlays: {
      compare: { gridRow: "diagram-start / history-end", gridColumn: "1 / -1" },
      drawer: { gridRow: "1 / -1", gridColumn: "1 / -1" },
    },
    detailsOpen: "always",
    detailsHeight: "h-[60vh]",
    largeType: false,
    bareDiagram: false,
    diagramHeading: true,
    dock: "diagram",
  },
};

/** The window sizes the screen classes part at, as media queries. */
export const SCREEN_QUERIES = { wide: "(min-width: 768px)", short: "(max-height: 599px)" } as const;

/** The screen class of a page: a link's embed or presenter view, else the window's size (phones below 768 px wide, short screens below 600 px tall). */
export function screenClassOf(view: { embed: boolean; presenter: boolean }, window: { wide: boolean; short: boolean }): ScreenClass {
  if (view.embed) return "embed";
  if (view.presenter) return "presenter";
  if (!window.wide) return "phone";
  return window.short ? "compact" : "workbench";
}

/** The CSS grid of a layout, in or out of compare mode. */
export function gridStyle(layout: StageLayout, compare: boolean): { gridTemplateAreas: string; gridTemplateColumns: string; gridTemplateRows: string } {
  const areas = compare && layout.compareAreas ? layout.compareAreas : layout.areas;
  return {
    gridTemplateAreas: areas.join(" "),
    gridTemplateColumns: layout.columns,
    gridTemplateRows: compare && layout.compareRows ? layout.compareRows : layout.rows,
  };
}
