/// <reference lib="webworker" />
import type { TokenCounter } from "../engine/tokens/tokenCounter";
import { loadO200kCounter } from "./o200kRanks";
import type { TokenConnect, TokenReply, TokenRequest } from "./tokenProtocol";

// The page's one tokenizer. The o200k_base table (~2 MB) is fetched once (the service worker caches
// it) and parsed into an encoder here, once, on the first request, off the page's thread; the page
// and every engine worker (each through a port, see tokenClient.ts) share it and its cache of counts.
let counter: Promise<TokenCounter> | undefined;

async function answer({ id, texts }: TokenRequest): Promise<TokenReply> {
  try {
    counter ??= loadO200kCounter();
    const count = await counter;
    return { id, counts: texts.map((text) => count(text)) };
  } catch (error) {
    // The next request fetches the table again (the page may be back online).
    counter = undefined;
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<TokenRequest | TokenConnect>) => {
  const message = event.data;
  if ("type" in message) {
    const port = message.port;
    port.onmessage = async (request: MessageEvent<TokenRequest>) => port.postMessage(await answer(request.data));
    return;
  }
  scope.postMessage(await answer(message));
};
