/** Page -> token worker: count the tokens of each text. */
export interface TokenRequest {
  id: number;
  texts: string[];
}

/** Token worker -> page: one count per requested text, in order; or why it could not count (the table did not load). */
export type TokenReply = { id: number; counts: number[] } | { id: number; error: string };
