import { useState } from "react";
import { useText } from "../i18n/useText";
import { formatPrice, parsePrice } from "./costView";

/** Props of {@link PriceInput}. */
export interface PriceInputProps {
  value: number;
  label: string;
  testId: string;
  onChange(perMillion: number): void;
}

/**
 * One price per million tokens. What the user types stays as typed; a valid number is applied at
 * once, anything else is marked and left unapplied (the last good price keeps counting).
 */
export function PriceInput({ value, label, testId, onChange }: PriceInputProps) {
  const t = useText();
  const [text, setText] = useState(formatPrice(value));
  const [shown, setShown] = useState(value);
  // A reset or another tab's change: show the price the table now holds (React's "adjust state when a prop changes").
  if (shown !== value) {
    setShown(value);
    if (parsePrice(text) !== value) setText(formatPrice(value));
  }
  const valid = parsePrice(text) !== undefined;
  return (
    <input
      type="text"
      inputMode="decimal"
      value={text}
      aria-label={label}
      aria-invalid={!valid}
      title={valid ? label : t("cost.invalidPrice")}
      data-testid={testId}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parsePrice(event.target.value);
        if (parsed !== undefined) onChange(parsed);
      }}
      onBlur={() => {
        if (!valid) setText(formatPrice(value));
      }}
      className={`w-16 rounded border bg-white px-1 py-0.5 text-right font-mono text-xs tabular-nums dark:bg-slate-950 ${valid ? "border-slate-300 dark:border-slate-600" : "border-rose-600 text-rose-800 dark:border-rose-400 dark:text-rose-200"}`}
    />
  );
}
