import { tokenRequester, type TokenRequester } from "./tokenChannel";
import type { TokenConnect } from "./tokenProtocol";

/**
 * The page's one token worker: the only place the o200k_base encoder is built. The page asks it
 * directly; every engine worker asks it through a port of its own ({@link tokenPort}).
 */
let worker: { worker: Worker; requester: TokenRequester } | undefined;

function tokenWorker(): { worker: Worker; requester: TokenRequester } {
  if (worker) return worker;
  // The worker is its own chunk; it fetches the shared o200k_base table only when tokens are asked for.
  const created = new Worker(new URL("./tokenWorker.ts", import.meta.url), { type: "module" });
  const requester = tokenRequester(created);
  created.onerror = (event) => {
    requester.fail(new Error(`Token worker failed: ${event.message}`));
    worker = undefined;
  };
  worker = { worker: created, requester };
  return worker;
}

/** Counts the o200k_base tokens of each text in the token worker. */
export function countTokens(texts: string[]): Promise<number[]> {
  return texts.length === 0 ? Promise.resolve([]) : tokenWorker().requester.count(texts);
}

/** A port an engine worker counts through: its requests reach the token worker without passing the page. */
export function tokenPort(): MessagePort {
  const channel = new MessageChannel();
  const connect: TokenConnect = { type: "connect", port: channel.port1 };
  tokenWorker().worker.postMessage(connect, [channel.port1]);
  return channel.port2;
}
