import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { HeaderToggle } from "../layout/HeaderToggle";

/** The header's button that opens and closes the growth chart. */
export function GrowthToggle() {
  const t = useText();
  const open = useAppStore((s) => s.panels.growth);
  const { togglePanel } = useAppStore(useShallow(selectViewActions));
  return (
    <HeaderToggle on={open} onClick={() => togglePanel("growth")} title={t("growth.openHelp")} testId="growth-toggle">
      {t("growth.open")}
    </HeaderToggle>
  );
}
