import { encodeLink } from "../../share/linkCodec";
import { addressOf, linkStateOf } from "../../store/appLink";
import { useAppStore } from "../../store/appStore";
import { selectCurrentScenario } from "../../store/selectors";
import type { AppState } from "../../store/types";
import { useLocalized, useText } from "../i18n/useText";
import { TopologyHeading } from "../topology/TopologyHeading";
import { RunStatus } from "./RunStatus";
import { Stage } from "./Stage";
import { LinkBanner } from "../share/LinkBanner";
import { NewVersionNotice } from "../share/NewVersionNotice";

/** The same view as the full app: this state's link without `embed` (the page's own address when there is none). */
const selectFullAppLink = (s: AppState): string => {
  const encoded = encodeLink(linkStateOf({ ...s, embed: false }));
  return encoded.ok ? addressOf(encoded.link, location) : location.pathname;
};

/**
 * The chrome-less view a link with `embed=1` opens, for an iframe in slides or a course page: the
 * diagram, the player and the headline figures, with a link that opens the same view in the full app
 * (in a new tab: inside the frame it would stay the frame's size).
 */
export function EmbedShell() {
  const t = useText();
  const localized = useLocalized();
  const scenario = useAppStore(selectCurrentScenario);
  const fullApp = useAppStore(selectFullAppLink);
  return (
    <div className="flex h-screen min-h-0 flex-col gap-1 bg-white p-1.5 text-slate-900 dark:bg-slate-900 dark:text-slate-100" data-testid="embed-view">
      <header className="flex min-w-0 shrink-0 items-center gap-2 px-1">
        <h1 className="min-w-0 truncate text-sm font-semibold" title={localized(scenario.title)}>
          {localized(scenario.title)}
        </h1>
        <TopologyHeading />
        <span className="ml-auto flex min-w-0 items-center">
          <RunStatus />
        </span>
        <a
          href={fullApp}
          target="_blank"
          rel="noopener"
          title={t("embed.openFullHelp")}
          data-testid="embed-open-full"
          className="shrink-0 rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-sky-800 hover:bg-slate-100 dark:border-slate-600 dark:text-sky-300 dark:hover:bg-slate-800"
        >
          {t("embed.openFull")} ↗
        </a>
      </header>
      <LinkBanner compact />
      <NewVersionNotice compact />
      <Stage screen="embed" label={t("embed.label")} />
    </div>
  );
}
