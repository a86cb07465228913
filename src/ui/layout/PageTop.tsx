import { useText } from "../i18n/useText";
import { LinkBanner, LinkProblemNote } from "../share/LinkBanner";
import { NewVersionNotice } from "../share/NewVersionNotice";
import { StorageBanner } from "../share/StorageBanner";
import { Header } from "./Header";
import { PanelBoundary } from "./PanelBoundary";
import { SkipLinks } from "./SkipLinks";

/** The top of the workbench and presenter layouts: skip links, the header and the banners. */
export function PageTop() {
  const t = useText();
  return (
    <>
      <SkipLinks />
      <PanelBoundary name={t("app.title")}>
        <Header />
        <LinkBanner />
        <LinkProblemNote />
        <NewVersionNotice />
        <StorageBanner />
      </PanelBoundary>
    </>
  );
}
