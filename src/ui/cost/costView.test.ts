import { describe, expect, it } from "vitest";
import { formatPrice, formatUsd, parsePrice } from "./costView";

describe("formatUsd", () => {
  it("reads fractions of a cent with three significant digits and dollars with cents", () => {
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(0.004123)).toBe("$0.00412");
    expect(formatUsd(0.0004)).toBe("$0.0004");
    expect(formatUsd(0.25)).toBe("$0.25");
    expect(formatUsd(12.345)).toBe("$12.35");
  });
});

describe("parsePrice", () => {
  it("takes plain non-negative decimals and refuses anything else", () => {
    expect(parsePrice("2")).toBe(2);
    expect(parsePrice(" 0.40 ")).toBe(0.4);
    expect(parsePrice(".5")).toBe(0.5);
    expect(parsePrice("0")).toBe(0);
    for (const bad of ["", ".", "-1", "1e3", "abc", "1,5", "200000"]) expect(parsePrice(bad), bad).toBeUndefined();
  });

  it("round-trips what formatPrice shows", () => {
    for (const price of [0.4, 1.25, 15, 0.05]) expect(parsePrice(formatPrice(price))).toBe(price);
  });
});
