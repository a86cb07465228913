import { useAppStore } from "../../store/appStore";
import { selectPresenter } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { HeaderToggle } from "./HeaderToggle";

/** The header button that switches between the workbench and the presenter layout. */
export function PresenterToggle() {
  const t = useText();
  const on = useAppStore(selectPresenter);
  const setPresenter = useAppStore((s) => s.setPresenter);
  return (
    <HeaderToggle on={on} onClick={() => setPresenter(!on)} testId="presenter-toggle" title={t("presenter.toggleHelp")}>
      {t("presenter.toggle")}
    </HeaderToggle>
  );
}
