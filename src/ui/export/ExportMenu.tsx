import { useEffect, useRef, useState } from "react";
import { useAppStore } from "../../store/appStore";
import { selectTrace } from "../../store/selectors";
import { deferred } from "../deferred";
import { useText } from "../i18n/useText";

// The items' code (the code generator is most of it) follows the first diagram.
const ExportItems = deferred(() => import("./ExportItems").then((module) => module.ExportItems));

/** What an export reports beside the menu's button. */
export type ExportStatus = { key: "export.codeCopied" | "export.codeDownloaded" | "export.pngFailed" | "export.codeUnavailable"; params?: Record<string, string> };

/**
 * Take it with you: the diagram as SVG or PNG (for slides), the compiled graph as LangGraph's own
 * Mermaid, and the run as a standalone TypeScript script (copied, or downloaded).
 */
export function ExportMenu() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ExportStatus | undefined>();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("pointerdown", onPointer);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  useEffect(() => {
    if (!status || status.key === "export.codeUnavailable") return;
    const timer = setTimeout(() => setStatus(undefined), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  if (!trace) return null;
  return (
    <div ref={box} className="relative flex items-center gap-2">
      <span role="status" data-testid="export-status" className="rounded bg-white/90 px-1 text-[11px] text-slate-700 empty:hidden dark:bg-slate-900/90 dark:text-slate-200">
        {status ? t(status.key, status.params) : ""}
      </span>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="export-items"
        title={t("export.help")}
        data-testid="export-menu"
        className="h-7 whitespace-nowrap rounded-md border border-slate-300 bg-white/90 px-2.5 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900/90 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {t("export.open")} ▾
      </button>
      {open ? <ExportItems trace={trace} onClose={() => setOpen(false)} onStatus={setStatus} /> : null}
    </div>
  );
}
