import type { StoreApi } from "zustand/vanilla";
import { findScenario } from "../engine/scenarios/builtIns";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { decodeLink, encodeLink, linkNeedsSchemas } from "../share/linkCodec";
import { isCustom, type LinkState } from "../share/linkState";
import { readPersisted, writePersisted } from "../store/persistence/persisted";
import type { GuardedStorage } from "../store/persistence/storageArea";
import type { AppState } from "../store/types";
import { message, type Message } from "../share/messages";
import { addressOf, linkInQuery, linkStateOf, panelsFromLink } from "../store/appLink";
import { buildFailed } from "../engine/trace/meantGraph";
import { onIdle } from "./idle";
import { opensWithoutCatalogue } from "./scenarioCatalogue";
import { loadSchemas, type Schemas } from "./loadSchemas";

/** The longest the address bar waits for a run in flight before it catches up anyway. */
const WRITE_DEFER_MS = 1000;
/** The longest the address bar then waits for an idle moment (a run that just arrived paints first). */
const IDLE_WRITE_MS = 250;

/** The link text in the address bar: the hash, or a query string that carries a version. */
function linkInAddressBar(): string {
  const hash = location.hash.replace(/^#/, "");
  if (hash) return hash;
  return linkInQuery(location.search);
}

/**
 * Loads a decoded link into the store; its step and model call are applied when the run arrives.
 * Returns what the banner should add (a custom scenario listed under an id of its own).
 */
function applyLink(store: StoreApi<AppState>, link: LinkState): Message[] {
  const scenario = isCustom(link.scenario) ? link.scenario.custom : findScenario(link.scenario.id);
  if (!scenario) return [];
  store.setState({
    panels: panelsFromLink(link.view.panels),
    pendingLinkView: { step: link.step, call: link.view.call },
    folding: link.view.folding,
    diagramDetail: link.view.detail ?? "full",
    alikeExpanded: link.view.expanded ?? false,
    diagramHeat: link.view.heat ?? false,
    ...(link.view.lang ? { locale: link.view.lang } : {}),
    // The sender's models, on the reader's own prices.
    ...(link.models ? { cost: { ...store.getState().cost, models: link.models } } : {}),
    presenter: link.view.present ?? false,
    embed: link.view.embed ?? false,
  });
  // Set before the scenario loads, which runs B under it (refreshCompare).
  const other = link.compare && link.compareScenario ? findScenario(link.compareScenario) : undefined;
  store.setState({ compareKnobs: link.compare ? scenarioKnobs(other ?? scenario, link.compare) : undefined, compareScenario: other });
  store.getState().setHiddenKnobs(link.hide ?? []);
  const listed = store.getState().loadScenario(scenario, link.knobs, { decisions: link.decisions, fork: link.fork });
  // The link holds the step's knobs and playhead already: mark the lesson step without applying it again.
  store.getState().restoreLessonStep(link.lesson === undefined ? undefined : link.lesson - 1);
  return listed.id === scenario.id ? [] : [message("link.customIdTaken", { id: scenario.id, listed: listed.id })];
}

/**
 * Opens whatever the address bar holds, once what it needs is loaded: the schemas for a link that
 * carries JSON (`linkNeedsSchemas`), the whole catalogue unless it plays the opening scenario
 * (`scenarioCatalogue.ts`). A broken link shows its message in the banner and opens the last state that
 * worked (or the default); nothing here throws or rejects. Resolves once the link is applied.
 */
function openFromAddressBar(store: StoreApi<AppState>, storage: GuardedStorage): Promise<void> {
  const text = linkInAddressBar();
  if (!linkNeedsSchemas(text)) return openWith(store, storage, text, undefined);
  // Without the schemas (a failed download), the link cannot be read and the banner says so.
  return loadSchemas().then(
    (schemas) => openWith(store, storage, text, schemas),
    () => openWith(store, storage, text, undefined),
  );
}

function openWith(store: StoreApi<AppState>, storage: GuardedStorage, text: string, schemas: Schemas | undefined): Promise<void> {
  if (opensWithoutCatalogue(text, schemas)) return openLink(store, storage, text, schemas);
  // Without the catalogue (a failed download), the link's scenario is unknown and the banner says so.
  return store.getState().loadCatalogue()
    .catch(() => undefined)
    .then(() => openLink(store, storage, text, schemas));
}

/** Opens link text; at once, unless it is broken (the last good link is a stored value, read with the schemas). */
function openLink(store: StoreApi<AppState>, storage: GuardedStorage, text: string, schemas: Schemas | undefined): Promise<void> {
  if (!text) {
    store.getState().requestRun({ keepPlayhead: false, atStart: true });
    return Promise.resolve();
  }
  const result = decodeLink(text, schemas);
  if (result.ok) {
    const warnings = [...result.warnings, ...applyLink(store, result.state)];
    if (warnings.length) store.getState().showLinkNotice({ kind: "warning", messages: warnings });
    return Promise.resolve();
  }
  const openInstead = (checks: Schemas | undefined) => {
    const saved = checks ? readPersisted(storage, "lastGoodLink", checks.parsePersisted) : ({ status: "absent" } as const);
    if (saved.status === "invalid") store.getState().storedValueUnreadable("lastGoodLink", saved.raw, saved.reason);
    const lastGood = saved.status === "ok" ? saved.value : undefined;
    const fallback = lastGood && lastGood !== text ? decodeLink(lastGood, checks) : undefined;
    const instead = message(fallback?.ok ? "link.openedLastGood" : "link.openedDefault");
    store.getState().showLinkNotice({ kind: "error", messages: [result.message, instead] });
    if (fallback?.ok) applyLink(store, fallback.state);
    else store.getState().requestRun({ keepPlayhead: false });
    // In the language the broken link asks for, over the one the state opened instead was read in.
    if (result.lang) store.getState().setLocale(result.lang);
  };
  // Should the schemas not load, nothing stored can be read: the default opens.
  return loadSchemas().then(openInstead, () => openInstead(undefined));
}

/**
 * Keeps the address bar equal to the share link: every change of scenario, knobs, playhead or view
 * replaces the current history entry (never adds one, so Back still leaves the page). Opens the
 * address bar's link first (`openFromAddressBar`), and writes nothing until it is open, so a link that
 * waits for the scenario catalogue is never overwritten by the default state; resolves once it is open.
 */
export function startUrlSync(store: StoreApi<AppState>, storage: GuardedStorage): Promise<void> {
  let written = "";
  /** The address bar's hash as this page last left it (as the browser holds it), once it has written one. */
  let left: string | undefined;
  let opening = true;
  const open = (): Promise<void> => {
    opening = true;
    return openFromAddressBar(store, storage).then(() => {
      opening = false;
      scheduleWrite();
    });
  };
  const write = (state: AppState) => {
    if (opening || state.pendingLinkView) return;
    // Someone else changed the address since (a link pasted into it, a navigation) and its hashchange
    // has not been handled yet: that handler opens it, so a write pending from before must not undo it.
    if (left !== undefined && location.hash !== left) return;
    const encoded = encodeLink(linkStateOf(state));
    if (!encoded.ok) {
      if (JSON.stringify(state.linkProblem) !== JSON.stringify(encoded.message)) state.setLinkProblem(encoded.message);
      return;
    }
    if (state.linkProblem) state.setLinkProblem(undefined);
    if (encoded.link === written) return;
    written = encoded.link;
    history.replaceState(history.state, "", addressOf(encoded.link, location));
    left = location.hash;
    writePersisted(storage, "lastGoodLink", encoded.link);
  };

  // Writes are coalesced and wait for the end of the current task, while a run is in flight for that
  // run (at most WRITE_DEFER_MS), and then for the page to be idle (at most IDLE_WRITE_MS): replaceState
  // and the storage write cost this page and the browser process milliseconds of CPU that the engine
  // worker needs to finish a knob toggle, and that the page needs to paint the run once it is in.
  let scheduled = false;
  let since: number | undefined;
  const flush = () => {
    if (store.getState().status === "running" && performance.now() - since! < WRITE_DEFER_MS) return void setTimeout(flush, 50);
    onIdle(() => {
      scheduled = false;
      since = undefined;
      write(store.getState());
    }, IDLE_WRITE_MS);
  };
  const scheduleWrite = () => {
    since ??= performance.now();
    if (scheduled) return;
    scheduled = true;
    setTimeout(flush, 0);
  };

  store.subscribe((state, previous) => {
    // A link's playhead waits for its run: the fresh trace opens at its end, then moves to the link's step.
    // In a fix compare whose A never built the player walks B's run, so the step waits for B too.
    const pending = state.pendingLinkView;
    const waitsForB = state.compareKnobs !== undefined && state.trace !== undefined && buildFailed(state.trace) && !state.compareTrace && state.compareStatus !== "failed";
    if (pending && state.trace && (state.trace !== previous.trace || state.compareTrace !== previous.compareTrace) && !waitsForB) {
      store.setState({ pendingLinkView: undefined });
      state.setStep(pending.step);
      if (pending.call !== undefined) state.selectCall(pending.call);
      return;
    }
    if (pending && state.status === "failed") store.setState({ pendingLinkView: undefined });
    if (
      state.scenario !== previous.scenario ||
      state.knobs !== previous.knobs ||
      state.step !== previous.step ||
      state.decisions !== previous.decisions ||
      state.fork !== previous.fork ||
      state.panels !== previous.panels ||
      state.selectedCall !== previous.selectedCall ||
      state.locale !== previous.locale ||
      state.compareKnobs !== previous.compareKnobs ||
      state.compareScenario !== previous.compareScenario ||
      state.lessonStep !== previous.lessonStep ||
      state.hiddenKnobs !== previous.hiddenKnobs ||
      state.folding !== previous.folding ||
      state.diagramDetail !== previous.diagramDetail ||
      state.alikeExpanded !== previous.alikeExpanded ||
      state.diagramHeat !== previous.diagramHeat ||
      state.presenter !== previous.presenter ||
      state.embed !== previous.embed ||
      state.cost.models !== previous.cost.models ||
      state.pendingLinkView !== previous.pendingLinkView
    ) {
      scheduleWrite();
    }
  });
  // A link pasted into the address bar of an open tab changes only the hash: open it like a fresh load.
  const onHashChange = () => {
    if (location.hash.replace(/^#/, "") === written) return;
    written = "";
    left = undefined;
    void open();
  };
  window.addEventListener("hashchange", onHashChange);
  return open();
}
