import LZString from "lz-string";
import { KNOBS, type KnobName, type Knobs } from "../engine/knobs";
import { LOCALES, isLocale } from "../engine/localizedText";
import { builtInScenarios, findScenario } from "../engine/scenarios/builtIns";
import { closestIds } from "./closestIds";
import type { Scenario } from "../engine/scenarios/types";
import { writeDecisionsParam } from "./decisionsParam";
import { writeForkParam } from "./forkParam";
import { readModelsParam, writeModelsParam } from "./modelsParam";
import { readKnobParam, writeKnobParam } from "./knobParam";
import { LIMITS } from "../engine/limits";
import { LINK_PANELS, LINK_VERSION, RETIRED_PANELS, isCustom, type LinkState } from "./linkState";
import { decompressUriSafe } from "./lzBounded";
import { message, type Message } from "./messages";
import { parseUntrustedJson } from "./safeJson";
import { issueMessage } from "./scenarioIssues";

/**
 * What reading one parameter did: nothing to say, a warning (value dropped), or a fatal error. Both
 * are {@link Message}s (a code and its data, with the words in `messages.ts`), so the UI can word them
 * in the reader's language.
 */
export type ReadOutcome = undefined | { warning: Message | readonly Message[] } | { error: Message };

/** The link's zod checks (`./linkSchemas`), which the page loads only for a link that needs them. */
export type LinkSchemas = typeof import("./linkSchemas");

/** The state being built while a link is read; starts from the defaults. */
export type LinkDraft = LinkState;

/**
 * One link parameter: how it is written from a state and read back into a draft. The whole link
 * format is this table (TensorFlow Playground's idea): adding a field is adding a row.
 */
export interface LinkProp {
  param: string;
  /** The parameter's text, or `undefined` to leave it out of the link. */
  write(state: LinkState): string | undefined;
  read(raw: string, draft: LinkDraft, schemas: LinkSchemas): ReadOutcome;
  /** Its value is untrusted JSON that `read` checks with the {@link LinkSchemas}: the codec reads it only when given them. */
  needsSchemas?: boolean;
  /** Written as is: the value only uses URL-safe characters and escaping would only lengthen it. */
  raw?: boolean;
}

const IDENT = /^[A-Za-z0-9_-]{1,40}$/;

/** Why a link's scenario id opens nothing: the built-in ids it looks like, if any (28 in a row filled a projector's banner). */
function unknownScenario(name: string): Message {
  const ids = builtInScenarios().map((s) => s.id);
  const closest = closestIds(name, ids);
  return closest.length
    ? message("link.unknownScenarioClosest", { name, closest: closest.join(", "), count: ids.length })
    : message("link.unknownScenario", { name, count: ids.length });
}

const version: LinkProp = {
  param: "v",
  write: () => String(LINK_VERSION),
  // The codec checks the version before any other row runs.
  read: () => undefined,
};

const builtIn: LinkProp = {
  param: "s",
  write: (state) => (isCustom(state.scenario) ? undefined : state.scenario.id),
  read(raw, draft) {
    if (!findScenario(raw)) return { error: unknownScenario(raw) };
    draft.scenario = { id: raw };
    return undefined;
  },
};

/** The address bar is rewritten on every playhead move; compress each scenario object once. */
const compressedCache = new WeakMap<Scenario, string>();

function compressed(scenario: Scenario): string {
  let text = compressedCache.get(scenario);
  if (text === undefined) {
    text = LZString.compressToEncodedURIComponent(JSON.stringify(scenario));
    compressedCache.set(scenario, text);
  }
  return text;
}

const custom: LinkProp = {
  param: "c",
  raw: true,
  needsSchemas: true,
  write: (state) => (isCustom(state.scenario) ? compressed(state.scenario.custom) : undefined),
  read(raw, draft, { validateScenario }) {
    const text = decompressUriSafe(raw, LIMITS.scenario.totalChars);
    if (!text.ok) return { error: text.message };
    const json = parseUntrustedJson(text.value, "subject.linkScenario", LIMITS.scenario.totalChars);
    if (!json.ok) return { error: json.message };
    const checked = validateScenario(json.value);
    if (!checked.ok) {
      const issues = checked.issues.slice(0, 3).map(issueMessage);
      const more = checked.issues.length - issues.length;
      return { error: more ? message("link.invalidScenarioMore", { issues, more }) : message("link.invalidScenario", { issues }) };
    }
    draft.scenario = { custom: checked.scenario };
    return undefined;
  },
};

function knobProp(name: KnobName): LinkProp {
  return {
    param: name,
    write: (state) => (state.knobs[name] === undefined ? undefined : writeKnobParam(state.knobs[name])),
    read(raw, draft) {
      const parsed = readKnobParam(name, raw);
      if (!parsed.ok) return { warning: parsed.message };
      draft.knobs = { ...draft.knobs, [name]: parsed.value } as Partial<Knobs>;
      return undefined;
    },
  };
}

function readIndex(raw: string, refused: "link.badStep" | "link.badCall"): number | { warning: Message } {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value > LIMITS.link.step) {
    return { warning: message(refused, { raw: raw.slice(0, 40), max: LIMITS.link.step }) };
  }
  return value;
}

const step: LinkProp = {
  param: "step",
  write: (state) => (state.step > 0 ? String(state.step) : undefined),
  read(raw, draft) {
    const value = readIndex(raw, "link.badStep");
    if (typeof value !== "number") return value;
    draft.step = value;
    return undefined;
  },
};

const decisions: LinkProp = {
  param: "d",
  needsSchemas: true,
  write: (state) => (state.decisions?.length ? writeDecisionsParam(state.decisions) : undefined),
  read(raw, draft, { readDecisionsParam }) {
    const parsed = readDecisionsParam(raw);
    if (!parsed.ok) return { warning: parsed.message };
    draft.decisions = parsed.value;
    return undefined;
  },
};

const fork: LinkProp = {
  param: "f",
  needsSchemas: true,
  write: (state) => (state.fork ? writeForkParam(state.fork) : undefined),
  read(raw, draft, { readForkParam }) {
    const parsed = readForkParam(raw);
    if (!parsed.ok) return { warning: parsed.message };
    draft.fork = parsed.value;
    return undefined;
  },
};

const panels: LinkProp = {
  param: "panels",
  write: (state) => state.view.panels?.join(","),
  read(raw, draft) {
    const ids = raw === "" ? [] : raw.split(",");
    const bad = ids.find((id) => !IDENT.test(id));
    if (bad !== undefined) return { warning: message("link.badPanelName", { name: bad.slice(0, 40) }) };
    const known = ids.filter((id) => (LINK_PANELS as readonly string[]).includes(id) || RETIRED_PANELS.includes(id));
    // A list of nothing but unknown names says nothing about the panels: leave them at their defaults.
    if (known.length || !ids.length) draft.view = { ...draft.view, panels: [...new Set(known)] };
    const unknown = [...new Set(ids.filter((id) => !known.includes(id)))];
    if (!unknown.length) return undefined;
    const names = unknown.slice(0, 3).map((id) => `"${id}"`).join(", ");
    return { warning: message(known.length ? "link.unknownPanelsApplied" : "link.unknownPanelsIgnored", { names, list: LINK_PANELS.join(", ") }) };
  },
};

const call: LinkProp = {
  param: "call",
  write: (state) => (state.view.call === undefined ? undefined : String(state.view.call)),
  read(raw, draft) {
    const value = readIndex(raw, "link.badCall");
    if (typeof value !== "number") return value;
    draft.view = { ...draft.view, call: value };
    return undefined;
  },
};

/**
 * Compare mode's setting B, as the knobs where it differs from the scenario's own: `name.value` pairs
 * joined by `~` (characters a link keeps as they are); present, even empty, means compare mode is on.
 */
const compare: LinkProp = {
  param: "cmp",
  raw: true,
  write: (state) =>
    state.compare === undefined
      ? undefined
      : Object.entries(state.compare)
          .map(([name, value]) => `${name}.${writeKnobParam(value)}`)
          .join("~"),
  read(raw, draft) {
    const knobs: Record<string, unknown> = {};
    const warnings: Message[] = [];
    for (const pair of raw === "" ? [] : raw.split("~")) {
      const dot = pair.indexOf(".");
      const name = dot < 0 ? pair : pair.slice(0, dot);
      if (!Object.hasOwn(KNOBS, name)) {
        warnings.push(message("link.compareUnknownKnob", { name: name.slice(0, 40) }));
        continue;
      }
      const parsed = readKnobParam(name as KnobName, dot < 0 ? "" : pair.slice(dot + 1));
      if (parsed.ok) knobs[name] = parsed.value;
      else warnings.push(parsed.message);
    }
    draft.compare = knobs as Partial<Knobs>;
    return warnings.length ? { warning: warnings } : undefined;
  },
};

/** The cost figures' model per agent (a trainer's "cheap router" setting); the reader's prices apply. */
const models: LinkProp = {
  param: "m",
  write: (state) => (state.models ? writeModelsParam(state.models) : undefined),
  read(raw, draft) {
    const { value, warnings } = readModelsParam(raw);
    draft.models = value;
    return warnings.length ? { warning: warnings } : undefined;
  },
};

const lesson: LinkProp = {
  param: "lesson",
  write: (state) => (state.lesson === undefined ? undefined : String(state.lesson)),
  read(raw, draft) {
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > LIMITS.scenario.lessonSteps) {
      return { warning: message("link.badLesson", { raw: raw.slice(0, 40), max: LIMITS.scenario.lessonSteps }) };
    }
    draft.lesson = value;
    return undefined;
  },
};

const GROUP_ID = /^[A-Za-z0-9_:-]{1,80}$/;

/** The words of `dg` that are not group ids: what each sets in the view. */
const DIAGRAM_WORDS = { agents: { detail: "agents" }, each: { expanded: true }, heat: { heat: true } } as const;

/**
 * The diagram's view: `agents` for the agents-only level of detail, `each` for alike agents drawn one
 * by one (not aggregated), `heat` for the input-token shading, then the folded groups: `*` for all,
 * `-` for none, or their ids; comma-separated (`dg=agents,each,heat,*`). Absent: the full graph,
 * aggregated and folded as its size decides, unshaded.
 */
const diagram: LinkProp = {
  param: "dg",
  write(state) {
    const { detail, folding, expanded, heat } = state.view;
    const tokens = [
      ...(detail === "agents" ? ["agents"] : []),
      ...(expanded ? ["each"] : []),
      ...(heat ? ["heat"] : []),
      ...(folding === "all" ? ["*"] : folding === "none" ? ["-"] : (folding ?? [])),
    ];
    return tokens.length ? tokens.join(",") : undefined;
  },
  read(raw, draft) {
    const tokens = raw === "" ? [] : raw.split(",");
    const bad = tokens.find((token) => token !== "*" && token !== "-" && !GROUP_ID.test(token));
    if (bad !== undefined) return { warning: message("link.badDiagramView", { raw: bad.slice(0, 40) }) };
    const words = tokens.filter((token): token is keyof typeof DIAGRAM_WORDS => Object.hasOwn(DIAGRAM_WORDS, token));
    const groups = tokens.filter((token) => !Object.hasOwn(DIAGRAM_WORDS, token) && token !== "*" && token !== "-");
    const folding = tokens.includes("*") ? "all" : tokens.includes("-") ? "none" : groups.length ? groups : undefined;
    draft.view = { ...draft.view, ...Object.assign({}, ...words.map((word) => DIAGRAM_WORDS[word])), ...(folding ? { folding } : {}) };
    return undefined;
  },
};

/** The built-in scenario compare mode's B plays, when it is not A's: an error scenario's fixed twin. */
const compareScenario: LinkProp = {
  param: "cmps",
  write: (state) => state.compareScenario,
  read(raw, draft) {
    if (!findScenario(raw)) return { warning: message("link.compareUnknownScenario", { name: raw.slice(0, 40) }) };
    draft.compareScenario = raw;
    return undefined;
  },
};

/** Knobs hidden from the knobs panel, comma-separated (`hide=outputMode,addHandoffMessages`). */
const hide: LinkProp = {
  param: "hide",
  write: (state) => (state.hide?.length ? state.hide.join(",") : undefined),
  read(raw, draft) {
    const names = raw === "" ? [] : [...new Set(raw.split(","))];
    const known = names.filter((name): name is KnobName => Object.hasOwn(KNOBS, name));
    if (known.length) draft.hide = known;
    const unknown = names.filter((name) => !Object.hasOwn(KNOBS, name)).slice(0, 3);
    return unknown.length ? { warning: unknown.map((name) => message("link.hideUnknownKnob", { name: name.slice(0, 40) })) } : undefined;
  },
};

const lang: LinkProp = {
  param: "lang",
  write: (state) => state.view.lang,
  read(raw, draft) {
    if (!isLocale(raw)) return { warning: message("link.badLanguage", { raw: raw.slice(0, 40), list: LOCALES.join(", ") }) };
    draft.view = { ...draft.view, lang: raw };
    return undefined;
  },
};

/** A view switch written `name=1` when on and left out when off; `0` reads as off. */
function flagProp(param: string, key: "present" | "embed"): LinkProp {
  return {
    param,
    write: (state) => (state.view[key] ? "1" : undefined),
    read(raw, draft) {
      if (raw !== "1" && raw !== "0") return { warning: message("link.badViewSwitch", { param, raw: raw.slice(0, 40) }) };
      draft.view = { ...draft.view, [key]: raw === "1" };
      return undefined;
    },
  };
}

/** The presenter layout (`present=1`). */
const present = flagProp("present", "present");
/** The chrome-less view for an iframe (`embed=1`). */
const embed = flagProp("embed", "embed");

/** The link format, in the order parameters are written. Every knob in `KNOBS` has its parameter. */
export const LINK_PROPS: readonly LinkProp[] = [
  version,
  builtIn,
  custom,
  ...(Object.keys(KNOBS) as KnobName[]).map(knobProp),
  step,
  decisions,
  fork,
  panels,
  call,
  compare,
  models,
  lesson,
  hide,
  diagram,
  compareScenario,
  lang,
  present,
  embed,
];
