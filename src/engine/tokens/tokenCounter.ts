/** Counts a string's tokens; the metrics stay pure by taking the tokenizer as an argument. */
export type TokenCounter = (text: string) => number;
