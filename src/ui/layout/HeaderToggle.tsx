import type { ReactNode } from "react";

interface HeaderToggleProps {
  on: boolean;
  onClick(): void;
  testId: string;
  title?: string;
  children: ReactNode;
}

/** A header button that switches something on and off (a table, compare mode, the presenter layout). */
export function HeaderToggle({ on, onClick, testId, title, children }: HeaderToggleProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={on}
      title={title}
      data-testid={testId}
      className={`h-8 rounded-md border px-2 text-xs font-medium ${
        on
          ? "border-sky-500 bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200"
          : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      }`}
    >
      {children}
    </button>
  );
}
