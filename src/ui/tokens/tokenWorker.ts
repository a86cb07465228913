import type { TokenCounter } from "../../engine/tokens/tokenCounter";
import { loadO200kCounter } from "../../worker/o200kRanks";
import type { TokenReply, TokenRequest } from "./tokenProtocol";

// The o200k_base table (~2 MB) is the page's one shared asset (fetched once, cached by the service
// worker); parsing it into an encoder happens here, off the page's thread, once, on the first request.
let counter: Promise<TokenCounter> | undefined;

self.onmessage = async (event: MessageEvent<TokenRequest>) => {
  const { id, texts } = event.data;
  let reply: TokenReply;
  try {
    counter ??= loadO200kCounter();
    const count = await counter;
    reply = { id, counts: texts.map((text) => count(text)) };
  } catch (error) {
    // The next request fetches the table again (the page may be back online).
    counter = undefined;
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
