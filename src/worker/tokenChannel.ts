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

/** How many characters of counted text a {@link rememberingRequester} keeps by default: about 8 MB. */
const REMEMBERED_CHARS = 4_000_000;

/** Token counts by text, known before any is asked for (the counts of the runs the build prepared). */
export type KnownCounts = ReadonlyMap<string, number>;

/**
 * Keeps the counts `requester` has answered, the most recently used first kept, up to `maxChars`
 * characters of text: a request asks only for texts it has not seen, and one whose texts are all
 * known is answered without a round trip. An engine worker's next run shares most of its texts with
 * the last one (a toggle, a sweep's next row), so its counts are usually all here already. `known`
 * starts it off: the run that confirms a prepared one then never wakes the tokenizer.
 */
export function rememberingRequester(requester: TokenRequester, { maxChars = REMEMBERED_CHARS, known = new Map() }: { maxChars?: number; known?: KnownCounts } = {}): TokenRequester {
  const remembered = new Map<string, number>();
  let chars = 0;
  const remember = (text: string, count: number) => {
    if (remembered.delete(text)) chars -= text.length;
    remembered.set(text, count);
    chars += text.length;
    for (const [oldest] of remembered) {
      if (chars <= maxChars || oldest === text) break;
      remembered.delete(oldest);
      chars -= oldest.length;
    }
  };
  for (const [text, count] of known) remember(text, count);
  return {
    async count(texts) {
      const missing = [...new Set(texts.filter((text) => !remembered.has(text)))];
      const fresh = new Map<string, number>();
      if (missing.length > 0) {
        const counts = await requester.count(missing);
        missing.forEach((text, i) => fresh.set(text, counts[i]));
      }
      const counts = texts.map((text) => fresh.get(text) ?? remembered.get(text)!);
      texts.forEach((text, i) => remember(text, counts[i]));
      return counts;
    },
    fail: (error) => requester.fail(error),
  };
}
