/**
 * US dollars as the cost figures read them: three significant digits below a dollar (a scripted run
 * costs fractions of a cent), cents above. The same text in both languages, so figures compare.
 */
export function formatUsd(usd: number): string {
  if (usd === 0) return "$0";
  if (usd >= 1) return `$${usd.toFixed(2)}`;
  return `$${usd.toPrecision(3).replace(/0+$/, "").replace(/\.$/, "")}`;
}

/** A price per million tokens as an input shows it: no trailing zeros, no exponent. */
export function formatPrice(perMillion: number): string {
  return String(Number(perMillion.toFixed(4)));
}

/** A price typed by the user, or undefined when it is not a number from 0 up. */
export function parsePrice(text: string): number | undefined {
  if (!/^\s*\d*(\.\d*)?\s*$/.test(text) || !/\d/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 100_000 ? value : undefined;
}
