/** Page -> token worker: count the tokens of each text. */
export interface TokenRequest {
  id: number;
  texts: string[];
}

/** Token worker -> page: one count per requested text, in order. */
export interface TokenReply {
  id: number;
  counts: number[];
}
