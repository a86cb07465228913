/**
 * Invisible characters that change the direction of the text around them: the embeddings and
 * overrides (U+202A-U+202E), the isolates (U+2066-U+2069) and the marks (U+200E, U+200F, U+061C).
 * In a name they let one name pose as another, or reverse the app's own words around it.
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const ALL_BIDI_CONTROLS = new RegExp(BIDI_CONTROLS.source, "gu");

/** The text with each direction control shown as a visible `[U+202E]`, for messages that quote untrusted text inside the app's own words. */
export function revealBidiControls(text: string): string {
  return text.replace(ALL_BIDI_CONTROLS, (char) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`);
}
