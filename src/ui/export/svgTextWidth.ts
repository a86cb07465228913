// Wide characters (CJK, Hangul, full-width forms) take a whole em in any font; the export's monospace
// gives every other character about 0.6 em. Measured without a DOM, so the picture is the same in Node.
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** About how wide `text` draws at `size` px in the export's font (a little generous, so nothing is cut). */
export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const char of text) ems += WIDE.test(char) ? 1 : 0.62;
  return ems * size;
}

/** Splits a word wider than `width` into pieces that fit (a CJK sentence has no spaces to break at). */
function pieces(word: string, size: number, width: number): string[] {
  const out: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && textWidth(piece + char, size) > width) {
      out.push(piece);
      piece = "";
    }
    piece += char;
  }
  return piece ? [...out, piece] : out;
}

/** `text` broken into lines no wider than `width` at `size` px: at spaces, and inside a word only when it alone is too wide. */
export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").flatMap((w) => pieces(w, size, width))) {
    const joined = line ? `${line} ${word}` : word;
    if (line && textWidth(joined, size) > width) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  return line ? [...lines, line] : lines;
}
