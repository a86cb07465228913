import { o200kCounter } from "../../engine/tokens/o200k";
import type { TokenCounter } from "../../engine/tokens/tokenCounter";
import type { TokenReply, TokenRequest } from "./tokenProtocol";

// Building the o200k_base encoder parses a ~2 MB rank table (seconds on a slow machine), so it
// happens here, off the page's thread, once, on the first request.
let count: TokenCounter | undefined;

self.onmessage = (event: MessageEvent<TokenRequest>) => {
  count ??= o200kCounter();
  const { id, texts } = event.data;
  const reply: TokenReply = { id, counts: texts.map((text) => count!(text)) };
  self.postMessage(reply);
};
