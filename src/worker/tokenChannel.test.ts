import { describe, expect, it } from "vitest";
import { rememberingRequester, tokenRequester, type TokenEndpoint } from "./tokenChannel";
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

describe("a requester that remembers its counts", () => {
  it("asks only for texts it has not counted, and nothing when it knows them all", async () => {
    const { endpoint, held, reply } = heldEndpoint();
    const requester = rememberingRequester(tokenRequester(endpoint));
    const first = requester.count(["a", "bb", "a"]);
    expect(held.map((request) => request.texts)).toEqual([["a", "bb"]]);
    reply({ id: held[0].id, counts: [1, 2] });
    expect(await first).toEqual([1, 2, 1]);
    const second = requester.count(["bb", "ccc"]);
    expect(held[1].texts).toEqual(["ccc"]);
    reply({ id: held[1].id, counts: [3] });
    expect(await second).toEqual([2, 3]);
    expect(await requester.count(["ccc", "a", "bb"])).toEqual([3, 1, 2]);
    expect(held).toHaveLength(2);
  });

  it("answers the counts it was given from the start without asking, and asks for the others", async () => {
    const { endpoint, held, reply } = heldEndpoint();
    const requester = rememberingRequester(tokenRequester(endpoint), { known: new Map([["a", 1], ["bb", 2]]) });
    expect(await requester.count(["bb", "a"])).toEqual([2, 1]);
    expect(held).toHaveLength(0);
    const mixed = requester.count(["a", "ccc"]);
    expect(held.map((request) => request.texts)).toEqual([["ccc"]]);
    reply({ id: held[0].id, counts: [3] });
    expect(await mixed).toEqual([1, 3]);
  });

  it("forgets the least recently used texts beyond its budget of characters", async () => {
    const { endpoint, held, reply } = heldEndpoint();
    const requester = rememberingRequester(tokenRequester(endpoint), { maxChars: 4 });
    const answer = async (texts: string[], counts: number[]) => {
      const counted = requester.count(texts);
      reply({ id: held.at(-1)!.id, counts });
      return counted;
    };
    await answer(["aa", "bb"], [1, 2]);
    // "aa" is used again, so "bb" is the oldest when "cc" pushes the total past 4 characters.
    expect(await requester.count(["aa"])).toEqual([1]);
    await answer(["cc"], [3]);
    expect(await requester.count(["aa", "cc"])).toEqual([1, 3]);
    const asked = held.length;
    const again = requester.count(["bb"]);
    expect(held).toHaveLength(asked + 1);
    reply({ id: held.at(-1)!.id, counts: [2] });
    expect(await again).toEqual([2]);
  });

  it("passes a failure on to whatever is still waiting", async () => {
    const { endpoint } = heldEndpoint();
    const requester = rememberingRequester(tokenRequester(endpoint));
    const lost = requester.count(["a"]);
    requester.fail(new Error("gone"));
    await expect(lost).rejects.toThrow("gone");
  });
});
