import { catalogueLoaded, OPENING_SCENARIO } from "../engine/scenarios/builtIns";
import { decodeLink } from "../share/linkCodec";
import type { LinkSchemas } from "../share/linkProps";

/**
 * Whether a link opens exactly as it would with the whole catalogue when the page holds only the
 * opening scenario: no link at all, or one that plays the opening scenario and decodes, with no
 * scenario of its own (its id is checked against every built-in's) and no gallery twin to compare.
 * `schemas` as the link is read with (`linkNeedsSchemas`).
 */
export function opensWithoutCatalogue(linkText: string, schemas: LinkSchemas | undefined): boolean {
  if (catalogueLoaded() || !linkText) return true;
  const params = new URLSearchParams(linkText);
  return params.get("s") === OPENING_SCENARIO.id && !params.has("c") && !params.has("cmps") && decodeLink(linkText, schemas).ok;
}
