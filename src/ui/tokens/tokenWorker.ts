import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";
import type { TokenReply, TokenRequest } from "./tokenProtocol";

// Building the o200k_base encoder parses a ~2 MB rank table (seconds on a slow machine), so it
// happens here, off the page's thread, once, on the first request.
let encoder: Tiktoken | undefined;

self.onmessage = (event: MessageEvent<TokenRequest>) => {
  encoder ??= new Tiktoken(o200kBase);
  const { id, texts } = event.data;
  const reply: TokenReply = { id, counts: texts.map((text) => encoder!.encode(text).length) };
  self.postMessage(reply);
};
