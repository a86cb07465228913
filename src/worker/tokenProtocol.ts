/** Asker -> token worker: count the tokens of each text. */
export interface TokenRequest {
  id: number;
  texts: string[];
}

/** Token worker -> asker: one count per requested text, in order; or why it could not count (the table did not load). */
export type TokenReply = { id: number; counts: number[] } | { id: number; error: string };

/** Page -> token worker: answer the requests that arrive on this port too (an engine worker holds its other end). */
export interface TokenConnect {
  type: "connect";
  port: MessagePort;
}
