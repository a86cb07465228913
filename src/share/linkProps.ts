import LZString from "lz-string";
import { KNOBS, type KnobName, type Knobs } from "../engine/knobs";
import { LOCALES, isLocale } from "../engine/localizedText";
import { findScenario, SCENARIOS } from "../engine/scenarios";
import type { Scenario } from "../engine/scenarios/types";
import { readDecisionsParam, writeDecisionsParam } from "./decisionsParam";
import { readForkParam, writeForkParam } from "./forkParam";
import { readKnobParam, writeKnobParam } from "./knobParam";
import { LIMITS } from "../engine/limits";
import { LINK_PANELS, LINK_VERSION, RETIRED_PANELS, isCustom, type LinkState } from "./linkState";
import { decompressUriSafe } from "./lzBounded";
import { parseUntrustedJson } from "./safeJson";
import { formatIssue } from "./scenarioIssues";
import { validateScenario } from "./scenarioSchema";

/** What reading one parameter did: nothing to say, a warning (value dropped), or a fatal error. */
export type ReadOutcome = undefined | { warning: string } | { error: string };

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
  read(raw: string, draft: LinkDraft): ReadOutcome;
  /** Written as is: the value only uses URL-safe characters and escaping would only lengthen it. */
  raw?: boolean;
}

const IDENT = /^[A-Za-z0-9_-]{1,40}$/;

function listIds(): string {
  return SCENARIOS.map((s) => s.id).join(", ");
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
    if (!findScenario(raw)) return { error: `The link asks for a scenario called "${raw}", but there is no built-in scenario by that name (there are: ${listIds()}).` };
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
  write: (state) => (isCustom(state.scenario) ? compressed(state.scenario.custom) : undefined),
  read(raw, draft) {
    const text = decompressUriSafe(raw, LIMITS.scenario.totalChars);
    if (!text.ok) return { error: text.message };
    const json = parseUntrustedJson(text.value, "scenario in the link", LIMITS.scenario.totalChars);
    if (!json.ok) return { error: json.message };
    const checked = validateScenario(json.value);
    if (!checked.ok) {
      const shown = checked.issues.slice(0, 3).map(formatIssue).join("; ");
      const more = checked.issues.length > 3 ? ` (and ${checked.issues.length - 3} more)` : "";
      return { error: `The scenario in the link is not valid: ${shown}${more}.` };
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

function readIndex(raw: string, what: string): number | { warning: string } {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value > LIMITS.link.step) {
    return { warning: `The ${what} "${raw}" in the link is not a whole number from 0 to ${LIMITS.link.step}; it was ignored.` };
  }
  return value;
}

const step: LinkProp = {
  param: "step",
  write: (state) => (state.step > 0 ? String(state.step) : undefined),
  read(raw, draft) {
    const value = readIndex(raw, "step");
    if (typeof value !== "number") return value;
    draft.step = value;
    return undefined;
  },
};

const decisions: LinkProp = {
  param: "d",
  write: (state) => (state.decisions?.length ? writeDecisionsParam(state.decisions) : undefined),
  read(raw, draft) {
    const parsed = readDecisionsParam(raw);
    if (!parsed.ok) return { warning: parsed.message };
    draft.decisions = parsed.value;
    return undefined;
  },
};

const fork: LinkProp = {
  param: "f",
  write: (state) => (state.fork ? writeForkParam(state.fork) : undefined),
  read(raw, draft) {
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
    if (bad !== undefined) return { warning: `The panel list in the link contains "${bad.slice(0, 40)}", which is not a panel name; the panels were left as they are.` };
    const known = ids.filter((id) => (LINK_PANELS as readonly string[]).includes(id) || RETIRED_PANELS.includes(id));
    // A list of nothing but unknown names says nothing about the panels: leave them at their defaults.
    if (known.length || !ids.length) draft.view = { ...draft.view, panels: [...new Set(known)] };
    const unknown = [...new Set(ids.filter((id) => !known.includes(id)))];
    if (!unknown.length) return undefined;
    const names = unknown.slice(0, 3).map((id) => `"${id}"`).join(", ");
    const kept = known.length ? "the other panels in the list were applied" : "the panels were left as they are";
    return { warning: `The panel list in the link names ${names}, which ${unknown.length > 1 ? "are not panels" : "is not a panel"} (there are: ${LINK_PANELS.join(", ")}); ${kept}.` };
  },
};

const call: LinkProp = {
  param: "call",
  write: (state) => (state.view.call === undefined ? undefined : String(state.view.call)),
  read(raw, draft) {
    const value = readIndex(raw, "model call");
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
    const warnings: string[] = [];
    for (const pair of raw === "" ? [] : raw.split("~")) {
      const dot = pair.indexOf(".");
      const name = dot < 0 ? pair : pair.slice(0, dot);
      if (!Object.hasOwn(KNOBS, name)) {
        warnings.push(`The comparison in the link names "${name.slice(0, 40)}", which is not a knob; it was ignored.`);
        continue;
      }
      const parsed = readKnobParam(name as KnobName, dot < 0 ? "" : pair.slice(dot + 1));
      if (parsed.ok) knobs[name] = parsed.value;
      else warnings.push(parsed.message);
    }
    draft.compare = knobs as Partial<Knobs>;
    return warnings.length ? { warning: warnings.join(" ") } : undefined;
  },
};

/** The built-in scenario compare mode's B plays, when it is not A's: an error scenario's fixed twin. */
const compareScenario: LinkProp = {
  param: "cmps",
  write: (state) => state.compareScenario,
  read(raw, draft) {
    if (!findScenario(raw)) return { warning: `The comparison in the link plays a scenario called "${raw.slice(0, 40)}", which is not a built-in scenario; B plays the link's own scenario instead.` };
    draft.compareScenario = raw;
    return undefined;
  },
};

const lang: LinkProp = {
  param: "lang",
  write: (state) => state.view.lang,
  read(raw, draft) {
    if (!isLocale(raw)) return { warning: `The language "${raw.slice(0, 40)}" in the link is not one of ${LOCALES.join(", ")}; it was ignored.` };
    draft.view = { ...draft.view, lang: raw };
    return undefined;
  },
};

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
  compareScenario,
  lang,
];
