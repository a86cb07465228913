import { describe, expect, it } from "vitest";
import { TokenCache } from "./tokenCache";

describe("TokenCache", () => {
  it("reports the distinct texts it has no count for", () => {
    const cache = new TokenCache();
    cache.store(["a"], [1]);
    expect(cache.missing(["a", "b", "b", "c"])).toEqual(["b", "c"]);
    expect(cache.has(["a"])).toBe(true);
    expect(cache.has(["a", "b"])).toBe(false);
  });

  it("counts through the stored numbers and refuses a text it never counted", () => {
    const cache = new TokenCache();
    cache.store(["hello", ""], [1, 0]);
    const count = cache.counter();
    expect(count("hello")).toBe(1);
    expect(count("")).toBe(0);
    expect(() => count("other")).toThrow(/No token count/);
  });

  it("starts over instead of growing past its limit", () => {
    const cache = new TokenCache(3);
    cache.store(["a", "b"], [1, 2]);
    cache.store(["c", "d"], [3, 4]);
    expect(cache.has(["a"])).toBe(false);
    expect(cache.has(["c", "d"])).toBe(true);
  });

  it("hands out a copy of every count it holds, which later stores do not change", () => {
    const cache = new TokenCache();
    cache.store(["a", "bb"], [1, 2]);
    const snapshot = cache.snapshot();
    cache.store(["ccc"], [3]);
    expect([...snapshot]).toEqual([["a", 1], ["bb", 2]]);
    expect(cache.snapshot().get("ccc")).toBe(3);
  });
});
