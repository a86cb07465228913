import { isLocale, type Locale } from "../engine/localizedText";
import { OPENING_SCENARIO, findScenario } from "../engine/scenarios/builtIns";
import { LINK_PROPS, type LinkSchemas } from "./linkProps";
import { LIMITS } from "../engine/limits";
import { LINK_VERSION, isCustom, type LinkState } from "./linkState";
import { message, type Message } from "./messages";

/** Encoding result: the link text (what follows `#`), or why there is no link. */
export type EncodeResult = { ok: true; link: string } | { ok: false; tooLarge: true; length: number; message: Message };

/**
 * Decoding result: the state (with warnings about values that were dropped), or why it cannot open,
 * with the language the link asks for when it names a valid one, so the reader is told in it.
 */
export type DecodeResult = { ok: true; state: LinkState; warnings: Message[] } | { ok: false; message: Message; lang?: Locale };

/** A state that opens the first built-in scenario at its defaults. */
export function defaultLinkState(): LinkState {
  return { v: LINK_VERSION, scenario: { id: OPENING_SCENARIO.id }, knobs: {}, step: 0, view: {} };
}

/**
 * Writes a state as link text (`v=1&s=research-code&outputMode=full_history&step=7`), driven by
 * {@link LINK_PROPS}. A custom scenario too large for a chat message is refused with a message
 * that points to the file export.
 */
export function encodeLink(state: LinkState): EncodeResult {
  const parts: string[] = [];
  for (const prop of LINK_PROPS) {
    const value = prop.write(state);
    if (value === undefined) continue;
    parts.push(`${prop.param}=${prop.raw ? value : escapeValue(value)}`);
  }
  const link = parts.join("&");
  if (link.length > LIMITS.link.shareChars) {
    const code = isCustom(state.scenario) ? "link.customTooLarge" : "link.stateTooLarge";
    return { ok: false, tooLarge: true, length: link.length, message: message(code, { length: link.length, limit: LIMITS.link.shareChars }) };
  }
  return { ok: true, link };
}

/** Readable escaping: commas stay as they are, everything unsafe is percent-encoded. */
function escapeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/g, ",");
}

function splitParams(text: string): Map<string, string> | Message {
  const params = new Map<string, string>();
  for (const part of text.split("&")) {
    if (part === "") continue;
    const eq = part.indexOf("=");
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? "" : part.slice(eq + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey);
      value = decodeURIComponent(rawValue);
    } catch {
      return message("link.brokenEscape", { near: part.slice(0, 40) });
    }
    // The first occurrence wins, so text appended to a link cannot override what came before.
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

/**
 * Whether link text carries a value only the {@link LinkSchemas} can check (a custom scenario,
 * decisions, a fork): such a link waits for them; one that names a built-in scenario and knobs does not.
 */
export function linkNeedsSchemas(input: string): boolean {
  const params = splitParams(input.replace(/^[#?]/, ""));
  return params instanceof Map && LINK_PROPS.some((prop) => prop.needsSchemas && params.has(prop.param));
}

/**
 * Reads link text (with or without a leading `#` or `?`) into a state. Never throws: a wrong version,
 * an unknown scenario, damaged compression, invalid JSON, forbidden keys or an oversize payload
 * give `{ ok: false, message }`; a bad knob, step or view value is dropped with a warning.
 * Unknown parameters are ignored; missing ones take their defaults. A link that
 * {@link linkNeedsSchemas} must be given them.
 */
export function decodeLink(input: string, schemas?: LinkSchemas): DecodeResult {
  try {
    return decode(input, schemas);
  } catch (error) {
    // Nothing above should throw; this keeps the promise to callers even if something does.
    return { ok: false, message: message("link.unreadable", { detail: error instanceof Error ? error.message : String(error) }) };
  }
}

function decode(input: string, schemas: LinkSchemas | undefined): DecodeResult {
  const text = input.replace(/^[#?]/, "");
  if (text.length > LIMITS.link.readChars) {
    return { ok: false, message: message("link.tooLongToOpen", { length: text.length, limit: LIMITS.link.readChars }) };
  }
  const params = splitParams(text);
  if (!(params instanceof Map)) return { ok: false, message: params };
  // The language does not depend on the rest of the link: a link that cannot open still says why in it.
  const lang = params.get("lang");
  const failed = (why: Message): DecodeResult => ({ ok: false, message: why, ...(lang !== undefined && isLocale(lang) ? { lang } : {}) });
  const version = params.get("v");
  if (version === undefined) return failed(message("link.noVersion"));
  if (version !== String(LINK_VERSION)) {
    const newer = /^\d+$/.test(version) && Number(version) > LINK_VERSION;
    return failed(message(newer ? "link.newerVersion" : "link.unknownVersion", { version: version.slice(0, 20), supported: String(LINK_VERSION) }));
  }
  const draft = defaultLinkState();
  const warnings: Message[] = [];
  for (const prop of LINK_PROPS) {
    const raw = params.get(prop.param);
    if (raw === undefined) continue;
    if (prop.needsSchemas && !schemas) throw new Error(`the link's "${prop.param}" was read without its schemas`);
    const outcome = prop.read(raw, draft, schemas!);
    if (!outcome) continue;
    if ("error" in outcome) return failed(outcome.error);
    warnings.push(...[outcome.warning].flat());
  }
  const unplayed = dropUnplayedTopology(draft);
  if (unplayed) warnings.push(unplayed);
  return { ok: true, state: draft, warnings };
}

/**
 * A scenario has scripts only for the topologies it lists; on any other it would run out of script
 * and fail in a way that says nothing about the link. Drops such a topology and says so.
 */
function dropUnplayedTopology(draft: LinkState): Message | undefined {
  const { topology, ...others } = draft.knobs;
  const scenario = isCustom(draft.scenario) ? draft.scenario.custom : findScenario(draft.scenario.id);
  if (!scenario || topology === undefined || scenario.topologies.includes(topology)) return undefined;
  draft.knobs = others;
  return message("link.topologyNotPlayed", { scenario: scenario.id, topology, plays: scenario.topologies.join(", "), opened: scenario.topologies[0] });
}
