import type { ReactNode } from "react";

/** A labelled row; the label is marked when the playhead's step wrote it. */
export function Field({ label, changed, children }: { label: string; changed: boolean; children: ReactNode }) {
  return (
    <div>
      <p className={`font-mono text-[10px] font-semibold tracking-wide ${changed ? "text-amber-700 dark:text-amber-300" : "text-slate-500 dark:text-slate-400"}`}>{label}</p>
      <div className="mt-0.5 text-slate-800 dark:text-slate-100">{children}</div>
    </div>
  );
}
