import { generateScript } from "../../engine/codegen/script";
import { getAppStore, useAppStore } from "../../store/appStore";
import { selectCurrentScenario } from "../../store/selectors";
import type { Trace } from "../../engine/trace/types";
import { saveBlob } from "../editor/fileIO";
import { diagramShape } from "../flow/layoutCache";
import { activeShownId } from "../flow/playback";
import { useText } from "../i18n/useText";
import { copyText } from "../share/copyText";
import { diagramSvg } from "./diagramSvg";
import type { ExportStatus } from "./ExportMenu";
import { svgToPng } from "./svgToPng";

/** The diagram as the app lays it out now (folded groups, level of detail, playhead), as an SVG document. */
function currentSvg(): string {
  const { trace, folding, diagramDetail, theme, step } = getAppStore().getState();
  if (!trace) return "";
  const { shown, layout } = diagramShape(trace.graph, folding, diagramDetail);
  const active = activeShownId(trace, Math.min(step, trace.steps.length - 1), shown);
  return diagramSvg({ layout, edges: shown.edges, theme, title: `${trace.scenarioId} · ${trace.knobs.topology}`, active });
}

const itemClass = "block w-full rounded px-2 py-1.5 text-left text-xs text-slate-700 hover:bg-slate-100 disabled:text-slate-400 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:text-slate-500";

interface ExportItemsProps {
  trace: Trace;
  /** Closes the menu (each item does, before it acts). */
  onClose(): void;
  /** What an item reports beside the menu's button. */
  onStatus(status: ExportStatus): void;
}

/**
 * The export menu's items and what they do. A chunk of its own (the code generator is most of it),
 * fetched after the first diagram.
 */
export function ExportItems({ trace, onClose, onStatus }: ExportItemsProps) {
  const t = useText();
  const scenario = useAppStore(selectCurrentScenario);
  const base = `${trace.scenarioId}-${trace.knobs.topology}`;
  const script = () => generateScript(scenario, trace.knobs, getAppStore().getState().decisions);

  const exportSvg = () => saveBlob(new Blob([currentSvg()], { type: "image/svg+xml" }), `${base}.svg`);
  const exportPng = async () => {
    try {
      saveBlob(await svgToPng(currentSvg()), `${base}.png`);
    } catch (error) {
      onStatus({ key: "export.pngFailed", params: { reason: error instanceof Error ? error.message : String(error) } });
    }
  };
  const exportMermaid = () => saveBlob(new Blob([trace.mermaid ?? ""], { type: "text/plain" }), `${base}.mmd`);
  const copyCode = async () => {
    const result = script();
    if (!result.ok) return onStatus({ key: "export.codeUnavailable", params: { topology: result.topology } });
    if (await copyText(result.code)) return onStatus({ key: "export.codeCopied" });
    saveBlob(new Blob([result.code], { type: "text/plain" }), `${trace.scenarioId}.ts`);
    onStatus({ key: "export.codeDownloaded" });
  };
  const downloadCode = () => {
    const result = script();
    if (!result.ok) return onStatus({ key: "export.codeUnavailable", params: { topology: result.topology } });
    saveBlob(new Blob([result.code], { type: "text/plain" }), `${trace.scenarioId}.ts`);
  };
  const run = (action: () => void | Promise<void>) => () => {
    onClose();
    void action();
  };

  return (
    <div id="export-items" data-testid="export-items" className="absolute top-8 right-0 z-40 w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <button type="button" className={itemClass} onClick={run(exportSvg)} data-testid="export-svg">
        {t("export.svg")}
      </button>
      <button type="button" className={itemClass} onClick={run(exportPng)} data-testid="export-png">
        {t("export.png")}
      </button>
      <button type="button" className={itemClass} onClick={run(exportMermaid)} disabled={!trace.mermaid} data-testid="export-mermaid">
        {t("export.mermaid")}
      </button>
      <div className="my-1 border-t border-slate-200 dark:border-slate-700" />
      <button type="button" className={itemClass} onClick={run(copyCode)} data-testid="export-code">
        {t("export.code")}
      </button>
      <button type="button" className={itemClass} onClick={run(downloadCode)} data-testid="export-code-download">
        {t("export.codeDownload")}
      </button>
      <p className="px-2 pt-1 pb-1.5 text-[10px] leading-snug text-slate-600 dark:text-slate-300">{t("export.codeHelp")}</p>
    </div>
  );
}
