import { useEffect, useRef, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import type { Locale } from "../../engine/localizedText";
import { getAppStore, useAppStore } from "../../store/appStore";
import { selectCompareScript, selectCurrentScenario, selectTrace } from "../../store/selectors";
import { saveBlob } from "../editor/fileIO";
import { diagramShape } from "../flow/layoutCache";
import { activeShownId } from "../flow/playback";
import { useShownLocale, useText } from "../i18n/useText";
import { countedTexts, traceTexts } from "../tokens/useTokenCounter";
import { copyText } from "../share/copyText";
import { svgToPng } from "./svgToPng";

/**
 * The script writer, loaded when the menu opens rather than with the page: it carries the engine
 * source text a script is made of, which the first diagram does not need.
 */
const loadCodegen = () => import("../../engine/codegen/script");

/** The Mermaid writer, loaded when the menu opens too (small, but no first-paint code needs it). */
const loadMermaid = () => import("../../engine/codegen/mermaid");

/** The diagram's SVG writer, loaded when the menu opens too: code the first diagram does without. */
const loadDrawing = () => import("./diagramSvg");

/** The words around the picture (they read the metrics and the step captions), loaded with it. */
const loadCaption = () => import("./slideCaption");

type Status = { key: "export.codeCopied" | "export.compareCodeCopied" | "export.codeDownloaded" | "export.pngFailed" | "export.svgFailed" | "export.codeFailed"; params?: Record<string, string> };

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The diagram as the app lays it out now (folded groups, level of detail, playhead), as an SVG document
 * for a slide, worded in `locale`: its caption's figures are the metrics bar's at the playhead, tokens
 * counted first (in the token worker) so the picture never says 0 for a figure not counted yet.
 */
async function currentSvg(locale: Locale): Promise<string> {
  const [{ diagramSvg }, { slideCaption }] = await Promise.all([loadDrawing(), loadCaption()]);
  const { trace, folding, diagramDetail, alikeExpanded, theme, step, scenario } = getAppStore().getState();
  if (!trace) return "";
  const tokens = await countedTexts(traceTexts(trace)).catch(() => undefined);
  const { shown, layout } = diagramShape(trace.graph, folding, diagramDetail, alikeExpanded);
  const at = Math.min(step, trace.steps.length - 1);
  const active = activeShownId(trace, at, shown);
  return diagramSvg({ layout, edges: shown.edges, theme, caption: slideCaption({ trace, scenario, step: at, locale, tokens }), active });
}

/** The diagram pane's size on screen, in CSS px: the PNG is drawn at least twice as large. */
function paneSize(): { width: number; height: number } | undefined {
  const pane = document.querySelector(".react-flow");
  return pane ? { width: pane.clientWidth, height: pane.clientHeight } : undefined;
}

const itemClass = "block w-full rounded px-2 py-1.5 text-left text-xs text-slate-700 hover:bg-slate-100 disabled:text-slate-400 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:text-slate-500";

/**
 * Take it with you: the diagram as SVG or PNG (for slides), the compiled graph as Mermaid, and the run as a standalone TypeScript script
 * (copied, or downloaded; with compare open, A's and B's programs in one script).
 */
export function ExportMenu() {
  const t = useText();
  const locale = useShownLocale();
  const trace = useAppStore(selectTrace);
  const scenario = useAppStore(selectCurrentScenario);
  const { compareKnobs, compareScenario } = useAppStore(useShallow(selectCompareScript));
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status | undefined>();
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
    if (!status) return;
    const timer = setTimeout(() => setStatus(undefined), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  if (!trace) return null;
  const base = `${trace.scenarioId}-${trace.knobs.topology}`;

  const exportSvg = async () => {
    try {
      saveBlob(new Blob([await currentSvg(locale)], { type: "image/svg+xml" }), `${base}.svg`);
    } catch (error) {
      setStatus({ key: "export.svgFailed", params: { reason: reasonOf(error) } });
    }
  };
  const exportPng = async () => {
    try {
      saveBlob(await svgToPng(await currentSvg(locale), paneSize()), `${base}.png`);
    } catch (error) {
      setStatus({ key: "export.pngFailed", params: { reason: reasonOf(error) } });
    }
  };
  const exportMermaid = async () => saveBlob(new Blob([(await loadMermaid()).graphMermaid(trace.graph)], { type: "text/plain" }), `${base}.mmd`);
  // With compare open the script holds both programs: A as on screen, B as compare runs it (no answers).
  const file = compareKnobs ? `${trace.scenarioId}-compare.ts` : `${trace.scenarioId}.ts`;
  // The writer is a chunk of its own: if it cannot load (offline on a stale page), say so.
  const script = async (): Promise<string | undefined> => {
    try {
      const codegen = await loadCodegen();
      const a = { scenario, knobs: trace.knobs, decisions: getAppStore().getState().decisions };
      return compareKnobs ? codegen.generateCompareScript(a, { scenario: compareScenario ?? scenario, knobs: compareKnobs }) : codegen.generateScript(a.scenario, a.knobs, a.decisions);
    } catch (error) {
      setStatus({ key: "export.codeFailed", params: { reason: reasonOf(error) } });
      return undefined;
    }
  };
  const copyCode = async () => {
    const code = await script();
    if (code === undefined) return;
    if (await copyText(code)) return setStatus({ key: compareKnobs ? "export.compareCodeCopied" : "export.codeCopied" });
    saveBlob(new Blob([code], { type: "text/plain" }), file);
    setStatus({ key: "export.codeDownloaded" });
  };
  const downloadCode = async () => {
    const code = await script();
    if (code !== undefined) saveBlob(new Blob([code], { type: "text/plain" }), file);
  };
  const run = (action: () => void | Promise<void>) => () => {
    setOpen(false);
    void action();
  };

  return (
    <div ref={box} className="relative flex items-center gap-2">
      <span role="status" data-testid="export-status" className="rounded bg-white/90 px-1 text-[11px] text-slate-700 empty:hidden dark:bg-slate-900/90 dark:text-slate-200">
        {status ? t(status.key, status.params) : ""}
      </span>
      <button
        type="button"
        onClick={() => {
          if (!open) {
            void loadCodegen();
            void loadDrawing();
            void loadCaption();
            void loadMermaid();
          }
          setOpen(!open);
        }}
        aria-expanded={open}
        aria-controls="export-items"
        title={t("export.help")}
        data-testid="export-menu"
        className="h-7 whitespace-nowrap rounded-md border border-slate-300 bg-white/90 px-2.5 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900/90 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {t("export.open")} ▾
      </button>
      {open ? (
        // With compare open the menu holds only the two programs: a picture would be A's diagram alone, and
        // the short menu fits inside the compare panel at 853 x 480 and beside its left edge on a phone.
        <div id="export-items" data-testid="export-items" className={`absolute top-8 right-0 z-40 ${compareKnobs ? "w-56" : "w-64"} rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900`}>
          {compareKnobs ? null : (
            <>
              <button type="button" className={itemClass} onClick={run(exportSvg)} data-testid="export-svg">
                {t("export.svg")}
              </button>
              <button type="button" className={itemClass} onClick={run(exportPng)} data-testid="export-png">
                {t("export.png")}
              </button>
              <button type="button" className={itemClass} onClick={run(exportMermaid)} disabled={!trace.graph.nodes.length} data-testid="export-mermaid">
                {t("export.mermaid")}
              </button>
              <div className="my-1 border-t border-slate-200 dark:border-slate-700" />
            </>
          )}
          <button type="button" className={itemClass} onClick={run(copyCode)} data-testid="export-code">
            {t(compareKnobs ? "export.compareCode" : "export.code")}
          </button>
          <button type="button" className={itemClass} onClick={run(downloadCode)} data-testid="export-code-download">
            {t(compareKnobs ? "export.compareCodeDownload" : "export.codeDownload")}
          </button>
          <p className="px-2 pt-1 pb-1.5 text-[10px] leading-snug text-slate-600 dark:text-slate-300">
            {compareKnobs ? t("export.compareCodeHelp", { a: trace.knobs.topology, b: compareKnobs.topology }) : t("export.codeHelp")}
          </p>
        </div>
      ) : null}
    </div>
  );
}
