import fc from "fast-check";
import { wordMessage } from "./messages";
import { inEnglish } from "./testing/inEnglish";
import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { decompressUriSafe } from "./lzBounded";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";

describe("decompressUriSafe", () => {
  it("gives back exactly what was compressed, for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: "binary" }), (text) => {
        const result = decompressUriSafe(LZString.compressToEncodedURIComponent(text), 10_000);
        expect(result).toEqual({ ok: true, value: text });
      }),
      { numRuns: 500 },
    );
  });

  it("agrees with lz-string on random input over the alphabet, or refuses it with a message", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom(...ALPHABET) }), (input) => {
        const ours = decompressUriSafe(input, 1_000_000);
        let theirs: string | null | undefined;
        try {
          theirs = LZString.decompressFromEncodedURIComponent(input);
        } catch {
          // lz-string itself throws on some damaged input; ours must refuse it instead.
          theirs = undefined;
        }
        if (ours.ok) expect(ours.value).toBe(theirs);
        else expect(ours.message.code).toBe("lz.damaged");
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses characters that compression never produces", () => {
    expect(inEnglish(decompressUriSafe("N4Ig%", 100))).toEqual({
      ok: false,
      message: 'The compressed scenario in the link is damaged (it contains "%", which compression never produces). The link was probably cut off or edited.',
    });
  });

  it("stops a payload that would expand without bound", () => {
    // Repeating one character makes each dictionary entry one longer than the last.
    const bomb = LZString.compressToEncodedURIComponent("a".repeat(400_000));
    expect(bomb.length).toBeLessThan(2_000);
    const result = decompressUriSafe(bomb, 200_000);
    expect(result.ok).toBe(false);
    expect(!result.ok && wordMessage(result.message, "en")).toMatch(/expands to more than 200,000 characters/);
  });

  it("treats a space as the plus sign some chat apps turn it into", () => {
    const packed = LZString.compressToEncodedURIComponent("<b>hi</b> ~~~~~~~~ ???");
    expect(packed).toContain("+");
    expect(decompressUriSafe(packed.replace(/\+/g, " "), 100)).toEqual({ ok: true, value: "<b>hi</b> ~~~~~~~~ ???" });
  });
});
