import type { MouseEvent } from "react";
import { useText } from "../i18n/useText";
import type { TextKey } from "../i18n/catalog";

/** Landmarks a keyboard user can jump to from the top of the page; each target has this id and tabIndex -1. */
export const SKIP_TARGETS = { diagram: "skip-diagram", player: "skip-player", history: "skip-history" } as const;

const LINKS: [keyof typeof SKIP_TARGETS, TextKey][] = [
  ["diagram", "skip.diagram"],
  ["player", "skip.player"],
  ["history", "skip.history"],
];

/**
 * Hidden until focused (the first Tab stops on the page). They move focus themselves instead of
 * following `#id`: the address bar's hash is the share link, and changing it would reopen the page.
 */
export function SkipLinks() {
  const t = useText();
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.focus();
  };
  return (
    <nav aria-label={t("skip.label")} className="pointer-events-none fixed top-1 left-1 z-50 flex gap-1">
      {LINKS.map(([target, key]) => (
        <a
          key={target}
          href={`#${SKIP_TARGETS[target]}`}
          onClick={(event) => jump(event, SKIP_TARGETS[target])}
          data-testid={`skip-${target}`}
          className="pointer-events-auto -translate-y-[calc(100%+1rem)] rounded-md whitespace-nowrap bg-sky-800 px-3 py-1.5 text-sm font-semibold text-white shadow-lg focus:translate-y-0 focus:outline-2 focus:outline-offset-2 focus:outline-sky-500"
        >
          {t(key)}
        </a>
      ))}
    </nav>
  );
}
