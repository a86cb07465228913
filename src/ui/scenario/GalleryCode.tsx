import { useMemo } from "react";
import type { GalleryCode as Code } from "../../engine/scenarios/types";
import { useText } from "../i18n/useText";
import { Prose } from "../i18n/Prose";
import { codeLines, type CodeLine } from "./galleryCodeView";

/** One side of a gallery mistake as code, its changed lines marked. */
export function CodeSnippet({ lines, side, title }: { lines: CodeLine[]; side: "mistaken" | "fixed"; title: string }) {
  const t = useText();
  const mark = side === "mistaken" ? "bg-rose-100 text-rose-950 dark:bg-rose-900/50 dark:text-rose-50" : "bg-emerald-100 text-emerald-950 dark:bg-emerald-900/50 dark:text-emerald-50";
  return (
    <figure className="min-w-0" data-testid={`gallery-code-${side}`}>
      <figcaption className={`mb-0.5 text-[11px] font-semibold ${side === "mistaken" ? "text-rose-800 dark:text-rose-300" : "text-emerald-800 dark:text-emerald-300"}`}>
        {side === "mistaken" ? "✗" : "✓"} {title}
      </figcaption>
      <pre className="rounded-md border border-slate-200 bg-white py-1 font-mono text-[11px] leading-4 text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200">
        <code translate="no" className="block">
          {lines.map((line, i) => (
            <span key={i} className={`block pr-2 pl-5 -indent-3 break-words whitespace-pre-wrap ${line.changed ? mark : ""}`} data-changed={line.changed ? "true" : undefined} title={line.changed ? t("gallery.codeChanged") : undefined}>
              {line.text || "\u00a0"}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}

/** An error-gallery mistake as the TypeScript that makes it, beside the fixed code, changed lines marked. */
export function GalleryCode({ code }: { code: Code }) {
  const t = useText();
  const lines = useMemo(() => codeLines(code.mistaken, code.fixed), [code]);
  return (
    <section className="mt-1.5" data-testid="gallery-code">
      <p className="font-semibold text-amber-900 dark:text-amber-200">{t("gallery.codeTitle")}</p>
      <div className="mt-0.5 grid gap-1.5">
        <CodeSnippet lines={lines.mistaken} side="mistaken" title={t("gallery.codeMistaken")} />
        <CodeSnippet lines={lines.fixed} side="fixed" title={t("gallery.codeFixed")} />
      </div>
      <p className="mt-1 text-amber-900/90 dark:text-amber-100/90" data-testid="gallery-code-note">
        <Prose text={code.note} />
      </p>
    </section>
  );
}
