import { getAppStore, useAppStore } from "../../store/appStore";
import { selectEmbed, selectPresenter } from "../../store/selectors";
import { selectEditorOpen } from "../../store/editorSlice";
import { deferred } from "../deferred";
import { useDocumentLanguage } from "../i18n/useDocumentLanguage";
import { useText } from "../i18n/useText";
import { useThemeClass } from "../theme/useThemeClass";
import { PageTop } from "./PageTop";
import { PanelBoundary } from "./PanelBoundary";
import { Stage } from "./Stage";
import { SCREEN_QUERIES, screenClassOf } from "./stageLayouts";
import { useMediaQuery } from "./useMediaQuery";

// The editor's code comes with the checks its drafts are read and saved with, so no draft changes before they are in.
const EditorDrawer = deferred(() => Promise.all([import("../editor/EditorDrawer"), getAppStore().getState().loadEditorChecks()]).then(([module]) => module.EditorDrawer));
// A presenter or embed link waits for its layout's chunk (a page opened with the workbench does not).
const EmbedShell = deferred(() => import("./EmbedShell").then((module) => module.EmbedShell));
const PresenterShell = deferred(() => import("./PresenterShell").then((module) => module.PresenterShell));

/**
 * The page: the screen class (workbench, presenter, embed, phone) picks its declared layout
 * (`STAGE_LAYOUTS`). The workbench (compact below 600 px tall) fits the window without scrolling from 853x480 up; a phone's
 * parts stack and the page scrolls.
 */
export function AppShell() {
  const t = useText();
  useThemeClass();
  useDocumentLanguage();
  const presenter = useAppStore(selectPresenter);
  const embed = useAppStore(selectEmbed);
  const editorOpen = useAppStore(selectEditorOpen);
  const wide = useMediaQuery(SCREEN_QUERIES.wide);
  const short = useMediaQuery(SCREEN_QUERIES.short);
  const screen = screenClassOf({ embed, presenter }, { wide, short });
  if (screen === "embed") return <EmbedShell />;
  if (screen === "presenter") return <PresenterShell />;
  return (
    <div className={`flex flex-col bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100 ${screen === "phone" ? "min-h-screen" : "h-screen min-h-[480px]"}`}>
      <PageTop />
      <Stage screen={screen} />
      {editorOpen ? (
        <PanelBoundary name={t("editor.title")}>
          <EditorDrawer />
        </PanelBoundary>
      ) : null}
    </div>
  );
}
