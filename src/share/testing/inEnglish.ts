import { MESSAGES, wordMessage, type Message } from "../messages";

function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.hasOwn(MESSAGES, (value as { code?: unknown }).code as string);
}

/**
 * A value with every {@link Message} in it replaced by its English words, so tests can state what a
 * reader of the English page sees (`warnings: ['The language "fr" in the link …']`).
 */
export function inEnglish(value: unknown): unknown {
  if (isMessage(value)) return wordMessage(value, "en");
  if (Array.isArray(value)) return value.map(inEnglish);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inEnglish(item)]));
  return value;
}
