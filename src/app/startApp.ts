import prepared, { scenarioIndex } from "virtual:prepared-trace";
import type { StoreApi } from "zustand/vanilla";
import type { AppState } from "../store/types";
import { registerScenarioIndex } from "../engine/scenarios/builtIns";
import { installAppStore } from "../store/appStore";
import { createAppStore } from "../store/createAppStore";
import { anythingToRestore, startPersistence, type Persistence } from "../store/persistence/startPersistence";
import { guardStorage, type GuardedStorage } from "../store/persistence/storageArea";
import { countedTexts, knownTokenCounts, takeTraceTokens } from "../ui/tokens/useTokenCounter";
import { createWorkerEngine } from "../worker/workerEngine";
import { watchForNewVersion } from "./newVersion";
import { preloadDeferred } from "../ui/deferred";
import { loadLayoutCode } from "../ui/flow/layoutCache";
import { loadCatalog } from "../ui/i18n/catalog";
import { startUrlSync } from "./urlSync";
import { afterPaint } from "./afterPaint";
import { onIdle } from "./idle";
import { loadSchemas, schemasArrived } from "./loadSchemas";

/** Calls back once the page has painted and then has nothing to do (or after 3 s of never being idle). */
function whenIdle(callback: () => void): void {
  afterPaint(() => onIdle(callback, 3000));
}

/**
 * The composition root: builds the page's store on the Web Worker engine and the runs prepared at
 * build time, installs it, restores what this browser stored (theme, language, the editor's draft,
 * kept-aside values), opens the address bar's link (or runs the default), and keeps the address bar
 * and the stored values in step with the app. Storage may be blocked or full: the app runs anyway.
 * Resolves once the page can paint the link it opens (one that plays another scenario than the
 * opening one waits for the scenario catalogue; one that carries JSON, or stored values, for the
 * schemas) in the language it opens in (at once in English;
 * another language's catalog is fetched first, so the first paint never shows English and then changes).
 */
export function startApp(): Promise<void> {
  const storage = guardStorage(() => globalThis.localStorage);
  // The growth points made at build time are a chunk of their own, fetched when a chart first opens.
  const preparedGrowth = () => import("virtual:prepared-growth").then((module) => module.default);
  // So are the sweeps of the built-ins: a small index, then one chunk per scenario, when its drawer opens.
  const preparedSweep = (scenarioId: string) => import("virtual:prepared-sweeps").then((module) => module.default[scenarioId]?.());
  // The runs prepared at build time and every run of the engine worker come counted: no token figure waits for a tokenizer.
  for (const run of prepared) takeTraceTokens(run.trace, run.tokens);
  // The picker lists every built-in from the first paint; the scenarios themselves arrive after it.
  registerScenarioIndex(scenarioIndex);
  // `?predict=off` runs nothing ahead (no neighbours, no sweep engines before a sweep): every run is made
  // when asked. The bench's cold toggle, and the e2e specs not about running ahead (see README, "npm run bench").
  const engine = createWorkerEngine(undefined, {
    // Loaded as the first worker starts: after the first paint when it shows a prepared run, at once when it waits for the engine.
    checkResponse: { load: () => loadSchemas().then((schemas) => schemas.parseEngineResponse) },
    runAhead: new URLSearchParams(location.search).get("predict") !== "off",
    onTraceTokens: takeTraceTokens,
    // The run worker starts with them too: the run confirming a prepared one then counts nothing.
    knownTokens: knownTokenCounts(),
  });
  const store = createAppStore({ engine, prepared, preparedGrowth, preparedSweep, countTokens: countedTexts, afterPaint, whenIdle, loadSchemas });
  installAppStore(store);
  watchForNewVersion(store);
  // The code the first diagram did without (the layout code, the drawers', dialogs' and menus', the
  // other built-in scenarios), fetched once it is up, so what comes next shows at once.
  afterPaint(() => {
    void loadSchemas().catch(() => undefined);
    void loadLayoutCode();
    preloadDeferred();
    void store.getState().loadCatalogue().catch(() => undefined);
  });
  // Should the UI catalog not arrive, the page opens in English rather than not at all.
  return restore(store, storage)
    .then(() => startUrlSync(store, storage))
    .then(() => loadCatalog(store.getState().locale).catch(() => undefined));
}

/**
 * Restores what this browser stored and keeps it in step, wired to the page's events. Values stored
 * by an earlier visit are read with the schemas, so the start waits for them; a first visit (or one
 * that stored only its last good link) reads nothing and waits for nothing. Should they not load, the page runs as if storage were blocked
 * (nothing read, nothing written over).
 */
function restore(store: StoreApi<AppState>, storage: GuardedStorage): Promise<void> {
  const env = {
    systemTheme: globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches ? ("dark" as const) : ("light" as const),
    browserLanguages: globalThis.navigator?.languages ?? [],
  };
  const wire = (persistence: Persistence): void => {
    // A draft typed just before a reload or a closed tab is saved now, not after the save delay.
    window.addEventListener("pagehide", persistence.leave);
    document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && persistence.flush());
    // Another tab of this page saved something (the event fires only in the other tabs).
    window.addEventListener("storage", (event) => persistence.changedElsewhere(event.key, event.newValue));
  };
  if (!anythingToRestore(storage)) return Promise.resolve(wire(startPersistence(store, storage, env, schemasArrived)));
  return loadSchemas().then(
    (schemas) => wire(startPersistence(store, storage, env, schemas)),
    () => wire(startPersistence(store, guardStorage(() => undefined), env, schemasArrived)),
  );
}
