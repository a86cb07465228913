import { message, type MessageCode } from "./messages";
import type { SafeResult } from "./safeJson";

/** lz-string's URI-safe alphabet: 6 bits per character. */
const URI_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";
const VALUE_OF = new Map([...URI_SAFE].map((char, index) => [char, index]));

/**
 * `LZString.decompressFromEncodedURIComponent`, ported so it can stop early. The library has no output
 * limit: a link of a few kilobytes can expand to hundreds of megabytes (each dictionary entry may be
 * one longer than the last), which would freeze a learner's tab. This port refuses characters outside
 * the alphabet and stops once the output passes `maxChars`. For valid input it returns exactly what
 * lz-string returns.
 */
export function decompressUriSafe(input: string, maxChars: number): SafeResult<string> {
  const corrupt = (why: Extract<MessageCode, `lz.${string}`>, params?: { char: string }): SafeResult<string> => ({
    ok: false,
    message: message("lz.damaged", { why: message(why, params) }),
  });
  if (input === "") return corrupt("lz.empty");
  // Some chat apps turn "+" into a space; lz-string undoes that the same way.
  const text = input.replace(/ /g, "+");
  const values: number[] = new Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const value = VALUE_OF.get(text[i]);
    if (value === undefined) return corrupt("lz.badChar", { char: text[i] });
    values[i] = value;
  }

  let val = values[0];
  let position = 32;
  let index = 1;
  const readBits = (count: number): number => {
    let bits = 0;
    for (let power = 1, i = 0; i < count; i++, power <<= 1) {
      const bit = val & position;
      position >>= 1;
      if (position === 0) {
        position = 32;
        // Past the end lz-string reads `undefined`, which acts as zero bits.
        val = values[index++] ?? 0;
      }
      if (bit > 0) bits |= power;
    }
    return bits;
  };

  const dictionary: string[] = [];
  let enlargeIn = 4;
  let dictSize = 4;
  let numBits = 3;

  const first = readBits(2);
  if (first === 2) return { ok: true, value: "" };
  if (first === 3) return corrupt("lz.badStart");
  let w = String.fromCharCode(readBits(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const result: string[] = [w];
  let total = 1;

  for (;;) {
    if (index > text.length) return corrupt("lz.endsEarly");
    let code = readBits(numBits);
    if (code === 0 || code === 1) {
      dictionary[dictSize++] = String.fromCharCode(readBits(code === 0 ? 8 : 16));
      code = dictSize - 1;
      enlargeIn--;
    } else if (code === 2) {
      return { ok: true, value: result.join("") };
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    if (code < dictSize && dictionary[code] !== undefined && code > 2) entry = dictionary[code];
    else if (code === dictSize) entry = w + w.charAt(0);
    else return corrupt("lz.missingData");
    total += entry.length;
    if (total > maxChars) {
      return { ok: false, message: message("lz.tooLarge", { limit: maxChars }) };
    }
    result.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
