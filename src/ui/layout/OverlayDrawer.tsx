import { useId, type ReactNode } from "react";
import { useDialog } from "./useDialog";

interface OverlayDrawerProps {
  title: string;
  testId: string;
  /** The state of what the drawer computes, as `data-status` (e2e waits on it). */
  status?: string;
  /** Beside the title: progress, Stop. */
  toolbar?: ReactNode;
  closeTestId: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of a table laid over the diagram and history (the sweep, the docs table): a titled header
 * with a close button, and a scrolling body. It is a dialog: focus moves in, Escape closes, focus returns.
 */
export function OverlayDrawer({ title, testId, status, toolbar, closeTestId, closeLabel, onClose, children }: OverlayDrawerProps) {
  const dialog = useDialog<HTMLDivElement>(onClose);
  const titleId = useId();
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute inset-0 flex flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
      data-testid={testId}
      data-status={status}
    >
      {/* Not a <header>: inside a dialog it would count as a second page banner. */}
      <div className="flex h-9 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-3 dark:border-slate-800">
        {/* A title wider than a phone truncates: pushing the close button out would scroll the drawer sideways when it takes focus. */}
        <h2 id={titleId} title={title} className="min-w-0 truncate text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300">
          {title}
        </h2>
        {toolbar}
        <button type="button" onClick={onClose} className="shrink-0 rounded px-2 text-lg leading-none text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={closeLabel} data-testid={closeTestId}>
          ×
        </button>
      </div>
      {children}
    </div>
  );
}
