import type { TokenReply, TokenRequest } from "./tokenProtocol";

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (counts: number[]) => void; reject: (error: Error) => void }>();

function tokenWorker(): Worker {
  if (worker) return worker;
  // The worker is its own chunk; it fetches the shared o200k_base table only when tokens are asked for.
  const created = new Worker(new URL("./tokenWorker.ts", import.meta.url), { type: "module" });
  created.onmessage = (event: MessageEvent<TokenReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ("error" in reply) waiting?.reject(new Error(`Token worker failed: ${reply.error}`));
    else waiting?.resolve(reply.counts);
  };
  created.onerror = (event) => {
    const error = new Error(`Token worker failed: ${event.message}`);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };
  worker = created;
  return created;
}

/** Counts the o200k_base tokens of each text in a Web Worker. */
export function countTokens(texts: string[]): Promise<number[]> {
  if (texts.length === 0) return Promise.resolve([]);
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: TokenRequest = { id, texts };
    tokenWorker().postMessage(request);
  });
}
