import { findScenario } from "../engine/scenarios/builtIns";
import { generatorParams, playedScenario } from "../engine/scenarios/generated";
import type { Scenario } from "../engine/scenarios/types";
import { preparedRowsFor } from "../engine/preparedSweep";
import { sweepCombos, sweepRow, type SweepCombo, type SweepRow } from "../engine/sweepPlan";
import type { TokenCounter } from "../engine/trace/metrics";
import type { Trace } from "../engine/trace/types";
import { knobsKey } from "./baseline";
import { faultOf, type EngineFault } from "./engineFault";
import type { AppState, EngineClient, SliceCreator, StoreDeps } from "./types";

/** The least time between two renders of the sweep's rows while they stream in. */
const ROWS_EVERY_MS = 250;

/** Where the sweep is: `stopped` by the user (or by closing its drawer), `failed` when an engine failed. */
export type SweepStatus = "idle" | "running" | "ready" | "stopped" | "failed";

export interface SweepState {
  /** Finished rows in the plan's order (the CLI's); while running, the ones that are in so far. */
  sweepRows?: SweepRow[];
  sweepStatus: SweepStatus;
  /** Rows finished and rows planned. */
  sweepProgress: { done: number; total: number };
  /** Why the sweep failed, when an engine failed. */
  sweepFault?: EngineFault;
  /** Rows this page asked the sweep's engines for (rows made at build time are not among them). */
  sweepRan: number;
  /** Rows of the last sweep taken from runs the page already held, so no engine ran them. */
  sweepHeld: number;
}

export interface SweepActions {
  /**
   * Shows every knob combination of the scenario: a built-in at its defaults from the sweep made at
   * build time, any other by running each combination on the sweep's own engines, rows streaming in
   * as they finish. A sweep of the same scenario that finished is kept and not run again.
   */
  requestSweep(): void;
  /** Stops a running sweep (its engines are terminated); the rows so far stay. */
  stopSweep(): void;
  /** Forgets the sweep (a new scenario), stopping it if it runs. */
  resetSweep(): void;
}

/** A run the page holds that is one of the sweep's rows: its combination, position and trace. */
interface HeldRun {
  combo: SweepCombo;
  index: number;
  trace: Trace;
  multiTurn: boolean;
}

/** Whether a trace is its setting's sweep row as it stands: no fork, no pause (the sweep answers every pause). */
const asSwept = (trace: Trace) => !trace.fork && trace.outcome.status !== "paused";

/**
 * The runs the page already holds that are sweep rows, run as the sweep runs them: the run on screen
 * when it answered no human decision, and every run the engine holds for the swept scenario (run
 * ahead of a toggle, or made earlier on this page). Their rows can show while the sweep's engines load.
 */
function heldRuns(state: AppState, swept: Scenario, combos: readonly SweepCombo[], held: EngineClient["held"]): HeldRun[] {
  const { trace, status, decisions } = state;
  const onScreen = trace && status === "ready" && decisions.length === 0 ? knobsKey(trace.knobs) : undefined;
  return combos.flatMap((combo, index) => {
    const found = onScreen === knobsKey(combo.knobs) ? trace : held?.(swept, combo.knobs);
    return found && asSwept(found) ? [{ combo, index, trace: found, multiTurn: playedScenario(swept, combo.knobs).userTurns.length > 1 }] : [];
  });
}

/** That run's row with its tokens, counted by the page's tokenizer. */
async function countedRow({ combo, trace, multiTurn }: HeldRun, count: (texts: readonly string[]) => Promise<TokenCounter>): Promise<SweepRow> {
  // A first pass collects the texts the row counts; the tokenizer counts them; the second pass is the row.
  const texts = new Set<string>();
  sweepRow(combo, trace, multiTurn, (text) => (texts.add(text), 0));
  return sweepRow(combo, trace, multiTurn, await count([...texts]));
}

export function createSweepSlice(deps: StoreDeps): SliceCreator<SweepState & SweepActions> {
  return (set, get) => {
    let controller: AbortController | undefined;
    let sweptScenario: Scenario | undefined;
    let sweptParams = "";

    const abort = () => {
      controller?.abort();
      controller = undefined;
    };

    /** Shows the rows that arrived but are not on screen yet (Stop keeps them). */
    let showGathered: (() => void) | undefined;

    /**
     * Shows the rows of the runs the page holds at once and runs every other combination on the
     * sweep's engines. A row that arrives after a quiet spell shows at once; rows that follow it closely are gathered and
     * shown together ROWS_EVERY_MS later, so the page renders the table a few times a second rather than
     * once a row, and leaves the cores to the engines.
     */
    const runOnEngines = (swept: Scenario, own: AbortController) => {
      const slots: (SweepRow | undefined)[] = [];
      const combos = sweepCombos(swept);
      const total = combos.length;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let shownAt = -Infinity;
      const flush = () => {
        clearTimeout(timer);
        timer = undefined;
        if (own.signal.aborted) return;
        shownAt = performance.now();
        const rows = slots.filter((r): r is SweepRow => r !== undefined);
        set({ sweepRows: rows, sweepProgress: { done: rows.length, total } });
      };
      showGathered = () => timer !== undefined && flush();
      const show = (row: SweepRow, index: number) => {
        if (own.signal.aborted) return;
        slots[index] = row;
        const wait = shownAt + ROWS_EVERY_MS - performance.now();
        if (wait <= 0) flush();
        else timer ??= setTimeout(flush, wait);
      };
      // Rows the page holds show at once, their tokens (and so their cost) once the page counted them;
      // the engines then need not run them. Without a page tokenizer the engines run them too, and
      // their rows take these places.
      const held = heldRuns(get(), swept, combos, deps.engine.held);
      const count = deps.countTokens;
      const skip = new Set(count ? held.map((run) => run.index) : []);
      set({ sweepRan: get().sweepRan + total - skip.size, sweepHeld: skip.size, sweepProgress: { done: 0, total } });
      for (const run of held) show(sweepRow(run.combo, run.trace, run.multiTurn), run.index);
      const counted = count
        ? held.map((run) =>
            countedRow(run, count).then(
              (row) => slots[run.index]?.tokens === null && show(row, run.index),
              () => undefined,
            ),
          )
        : [];
      Promise.all([deps.engine.sweep(swept, { signal: own.signal, skip, onRow: (row, index) => show(row, index) }), ...counted]).then(
        () => {
          if (controller !== own) return;
          if (timer !== undefined) flush();
          set({ sweepStatus: "ready" });
        },
        (error: unknown) => {
          if (controller !== own) return;
          controller = undefined;
          if (own.signal.aborted) return;
          set({ sweepStatus: "failed", sweepFault: faultOf(error) });
        },
      );
    };

    return {
      sweepRows: undefined,
      sweepStatus: "idle",
      sweepProgress: { done: 0, total: 0 },
      sweepFault: undefined,
      sweepRan: 0,
      sweepHeld: 0,

      requestSweep() {
        const { scenario, knobs, sweepStatus } = get();
        const params = generatorParams(scenario, knobs);
        if (sweptScenario === scenario && sweptParams === params && (sweepStatus === "ready" || sweepStatus === "running")) return;
        abort();
        const own = new AbortController();
        controller = own;
        sweptScenario = scenario;
        sweptParams = params;
        set({ sweepRows: [], sweepStatus: "running", sweepProgress: { done: 0, total: 0 }, sweepFault: undefined });
        // A generated scenario is swept as it plays now (its parameters are knobs the sweep does not vary).
        const swept = playedScenario(scenario, knobs);
        // An edited scenario is never the built-in object, so it does not wait for the prepared chunk.
        if (!deps.preparedSweep || findScenario(scenario.id) !== scenario) return runOnEngines(swept, own);
        deps
          .preparedSweep(scenario.id)
          .catch(() => undefined)
          .then((prepared) => {
            if (own.signal.aborted) return;
            // Only for exactly the scenario swept at build time; anything else (other parameters) runs.
            const rows = preparedRowsFor(prepared, swept);
            if (!rows) return runOnEngines(swept, own);
            set({ sweepRows: rows, sweepStatus: "ready", sweepProgress: { done: rows.length, total: rows.length } });
          });
      },

      stopSweep() {
        if (get().sweepStatus !== "running") return;
        showGathered?.();
        abort();
        set({ sweepStatus: "stopped" });
      },

      resetSweep() {
        abort();
        sweptScenario = undefined;
        set({ sweepRows: undefined, sweepStatus: "idle", sweepProgress: { done: 0, total: 0 }, sweepFault: undefined });
      },
    };
  };
}
