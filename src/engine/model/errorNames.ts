/**
 * The `name`s of the errors the scripted model throws, as a trace records them. The checks read them
 * from here rather than from the error classes: a class name would not survive minification, and the
 * checks (which the page imports) should not pull in the chat-model code.
 */

/** `ScriptExhaustedError`'s name: an agent was called more often than its script has replies. */
export const SCRIPT_EXHAUSTED = "ScriptExhaustedError";

/** `ProviderRejectedError`'s name: `providerStrictness: strict` refused a malformed history. */
export const PROVIDER_REJECTED = "ProviderRejectedError";
