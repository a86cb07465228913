import type { TokenReply, TokenRequest } from "./tokenProtocol";

/** What speaks the token protocol: the token worker seen from the page, or a port to it seen from an engine worker. */
export interface TokenEndpoint {
  postMessage(message: TokenRequest): void;
  onmessage: ((event: MessageEvent<TokenReply>) => void) | null;
}

/** Counts texts through a token endpoint; `fail` rejects whatever is still waiting (the endpoint died). */
export interface TokenRequester {
  count(texts: string[]): Promise<number[]>;
  fail(error: Error): void;
}

/** Pairs each request over `endpoint` with its reply. */
export function tokenRequester(endpoint: TokenEndpoint): TokenRequester {
  let nextId = 0;
  const pending = new Map<number, { resolve: (counts: number[]) => void; reject: (error: Error) => void }>();
  endpoint.onmessage = (event) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ("error" in reply) waiting?.reject(new Error(`Token worker failed: ${reply.error}`));
    else waiting?.resolve(reply.counts);
  };
  return {
    count(texts) {
      if (texts.length === 0) return Promise.resolve([]);
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        endpoint.postMessage({ id, texts });
      });
    },
    fail(error) {
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    },
  };
}
