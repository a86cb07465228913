import type { ReactNode } from "react";
import { PanelBoundary } from "./PanelBoundary";

interface PanelProps {
  title: string;
  /** Beside the title (e.g. what the panel shows and its status). */
  heading?: ReactNode;
  /** Controls on the right of the title bar. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
  testId?: string;
  /** A skip link's target: the panel takes focus (not a Tab stop) when the link is followed. */
  id?: string;
  /** The title for screen readers only, leaving its header row to the controls (a short screen). */
  titleHidden?: boolean;
}

/** A titled card; the body scrolls when it overflows, and shows its own error if it fails. */
export function Panel({ title, heading, actions, children, className = "", bodyClassName = "", testId, id, titleHidden = false }: PanelProps) {
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-label={title}
      data-testid={testId}
      className={`flex min-h-0 min-w-0 flex-col overflow-hidden rounded-xl border focus-visible:outline-2 focus-visible:outline-sky-500 border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      {/* The title side truncates down to a few words; past that the controls wrap to a second line, never over it. */}
      <header className="flex min-h-8 shrink-0 flex-wrap items-center justify-between gap-x-2 gap-y-0.5 border-b border-slate-200 px-3 py-0.5 dark:border-slate-800">
        <div className={`flex items-center gap-2 overflow-hidden ${titleHidden ? "min-w-0" : "min-w-24 flex-1"}`}>
          <h2 className={titleHidden ? "sr-only" : "shrink-0 text-[11px] font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"}>{title}</h2>
          <PanelBoundary name={title}>{heading}</PanelBoundary>
        </div>
        {actions ? (
          <div className="flex shrink-0 items-center">
            <PanelBoundary name={title}>{actions}</PanelBoundary>
          </div>
        ) : null}
      </header>
      <div className={`min-h-0 flex-1 overflow-auto ${bodyClassName}`}>
        <PanelBoundary name={title}>{children}</PanelBoundary>
      </div>
    </section>
  );
}
