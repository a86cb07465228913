import { memo } from "react";
import { KNOBS, type KnobName, type Knobs } from "../../engine/knobs";
import { Prose } from "../i18n/Prose";
import { useLocalized } from "../i18n/useText";
import { FieldForm } from "./FieldForm";
import { knobControl } from "./knobControl";

const fieldClass =
  "w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-800 focus:border-sky-500 focus:outline-none focus:ring-2 focus:ring-sky-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:disabled:bg-slate-900 dark:disabled:text-slate-500";

interface KnobFieldProps {
  name: KnobName;
  value: Knobs[KnobName];
  /** Why the knob is disabled (it does not apply to the topology); undefined when enabled. */
  disabledReason?: string;
  onChange(name: KnobName, value: Knobs[KnobName]): void;
}

/** One knob: its label, its control (from the schema) and its one-line help. */
export const KnobField = memo(function KnobField({ name, value, disabledReason, onChange }: KnobFieldProps) {
  const localized = useLocalized();
  const label = localized(KNOBS[name].meta.label);
  const control = knobControl(name);
  const disabled = disabledReason !== undefined;
  const id = `knob-input-${name}`;
  let input;
  if (control.kind === "boolean") {
    input = (
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={value === true}
        disabled={disabled}
        onChange={(e) => onChange(name, e.target.checked)}
        data-testid={`knob-${name}`}
        className="relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-sky-600 checked:before:translate-x-4 focus-visible:ring-2 focus-visible:ring-sky-500/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 dark:bg-slate-600 dark:checked:bg-sky-500"
      />
    );
  } else if (control.kind === "enum") {
    input = (
      <select id={id} translate="no" value={String(value)} disabled={disabled} onChange={(e) => onChange(name, e.target.value as Knobs[KnobName])} data-testid={`knob-${name}`} className={fieldClass}>
        {control.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        id={id}
        type="number"
        value={Number(value)}
        min={control.min}
        max={control.max}
        step={control.step}
        disabled={disabled}
        onChange={(e) => {
          const next = Number(e.target.value);
          const inRange = e.target.value !== "" && (control.min === undefined || next >= control.min) && (control.max === undefined || next <= control.max);
          if (inRange) onChange(name, next as Knobs[KnobName]);
        }}
        data-testid={`knob-${name}`}
        className={`${fieldClass} tabular-nums`}
      />
    );
  }
  return (
    <FieldForm className={`py-2 ${disabled ? "opacity-70" : ""}`} data-knob={name} data-applies={disabled ? "false" : "true"}>
      <div className={`flex items-center gap-2 ${control.kind === "boolean" ? "justify-between" : "flex-col items-stretch gap-1"}`}>
        <label htmlFor={id} className="font-mono text-xs font-semibold text-slate-800 dark:text-slate-100">
          {label}
        </label>
        {input}
      </div>
      <p className="mt-1 text-[11px] leading-snug text-slate-500 dark:text-slate-400">{disabledReason ?? <Prose text={KNOBS[name].meta.help} />}</p>
    </FieldForm>
  );
});
