import { describe, expect, it } from "vitest";
import { tokenRequester, type TokenEndpoint } from "./tokenChannel";
import type { TokenReply, TokenRequest } from "./tokenProtocol";

/** An endpoint whose requests the test answers by hand, in any order. */
function heldEndpoint() {
  const held: TokenRequest[] = [];
  const endpoint: TokenEndpoint = { postMessage: (request) => void held.push(request), onmessage: null };
  const reply = (message: TokenReply) => endpoint.onmessage!(new MessageEvent("message", { data: message }));
  return { endpoint, held, reply };
}

describe("counting through a token endpoint", () => {
  it("pairs each answer with its request, whatever order they come back in", async () => {
    const { endpoint, held, reply } = heldEndpoint();
    const requester = tokenRequester(endpoint);
    const first = requester.count(["a", "b"]);
    const second = requester.count(["c"]);
    reply({ id: held[1].id, counts: [7] });
    reply({ id: held[0].id, counts: [1, 2] });
    expect(await first).toEqual([1, 2]);
    expect(await second).toEqual([7]);
  });

  it("asks nothing for no texts, and rejects with the worker's reason or when the endpoint dies", async () => {
    const { endpoint, held, reply } = heldEndpoint();
    const requester = tokenRequester(endpoint);
    expect(await requester.count([])).toEqual([]);
    expect(held).toHaveLength(0);
    const refused = requester.count(["a"]);
    reply({ id: held[0].id, error: "no table" });
    await expect(refused).rejects.toThrow("Token worker failed: no table");
    const lost = requester.count(["b"]);
    requester.fail(new Error("gone"));
    await expect(lost).rejects.toThrow("gone");
  });
});
